// Reads and writes firebase.json around scripts/hosting/headers.mjs (the source of truth).
//
//   node scripts/hosting/config.mjs --check   exit 1 when firebase.json's hosting block is stale
//   node scripts/hosting/config.mjs --write   rewrite it (the output for an empty env)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostingConfig, hostingInputFromEnv, inlineHashesOf } from './headers.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const firebaseJsonPath = join(root, 'firebase.json');

export function readFirebaseJson() {
  return JSON.parse(readFileSync(firebaseJsonPath, 'utf8'));
}

/**
 * The hashes of index.html's inline blocks: the committed config reads the source page, deploy
 * and the e2e test the built one (dist/index.html), which is what Hosting serves.
 */
export function inlineHashesOfFile(htmlPath) {
  return inlineHashesOf(readFileSync(htmlPath, 'utf8'));
}

/** The committed hosting block: no project, no allow-lists, no App Check. */
export function defaultHosting() {
  return hostingConfig(hostingInputFromEnv({}), {
    inlineHashes: inlineHashesOfFile(join(root, 'index.html')),
  });
}

/** The index just past the JSON string that starts at `at` (a '"'). */
function afterString(jsonText, at) {
  let i = at + 1;
  while (jsonText[i] !== '"') i += jsonText[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index just past the JSON value that starts at or after `at`. */
function afterValue(jsonText, at) {
  let i = at;
  while (/\s/.test(jsonText[i])) i += 1;
  if (jsonText[i] === '"') return afterString(jsonText, i);
  if (jsonText[i] !== '{' && jsonText[i] !== '[')
    return i + /^[^,}\]\s]*/.exec(jsonText.slice(i))[0].length;
  let depth = 0;
  do {
    if (jsonText[i] === '"') {
      i = afterString(jsonText, i);
      continue;
    }
    if (jsonText[i] === '{' || jsonText[i] === '[') depth += 1;
    if (jsonText[i] === '}' || jsonText[i] === ']') depth -= 1;
    i += 1;
  } while (depth > 0);
  return i;
}

/**
 * Where a top-level key sits in a JSON object text: from its `"key"` to the end of its value
 * and the comma after it; null when the key is absent.
 */
function topLevelSpan(jsonText, key) {
  let i = jsonText.indexOf('{') + 1;
  for (;;) {
    while (/[\s,]/.test(jsonText[i])) i += 1;
    if (jsonText[i] !== '"') return null;
    const start = i;
    const keyEnd = afterString(jsonText, i);
    const valueEnd = afterValue(jsonText, jsonText.indexOf(':', keyEnd) + 1);
    const comma = /^\s*,/.exec(jsonText.slice(valueEnd));
    const end = valueEnd + (comma ? comma[0].length : 0);
    if (JSON.parse(jsonText.slice(start, keyEnd)) === key) return [start, end];
    i = end;
  }
}

/**
 * firebase.json's text with its hosting block replaced and everything else as it was written,
 * laid out by the repository's Prettier settings (`npm run lint` checks the file).
 */
export async function firebaseJsonWithHosting(jsonText, hosting) {
  const block = `"hosting": ${JSON.stringify(hosting)},`;
  let spliced;
  const current = topLevelSpan(jsonText, 'hosting');
  if (current) {
    spliced = jsonText.slice(0, current[0]) + block + jsonText.slice(current[1]);
  } else {
    const before = topLevelSpan(jsonText, 'emulators');
    const at = before ? before[0] : jsonText.lastIndexOf('}');
    spliced = jsonText.slice(0, at) + block + jsonText.slice(at);
  }
  spliced = spliced.replace(/,(\s*})\s*$/, '$1\n');
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(firebaseJsonPath)) ?? {};
  return prettier.format(spliced, { ...options, parser: 'json' });
}

export async function committedConfigText() {
  return firebaseJsonWithHosting(readFileSync(firebaseJsonPath, 'utf8'), defaultHosting());
}

async function main(mode) {
  const expected = await committedConfigText();
  const actual = readFileSync(firebaseJsonPath, 'utf8');
  if (mode === '--write') {
    if (actual !== expected) writeFileSync(firebaseJsonPath, expected);
    console.log(`[hosting] firebase.json ${actual === expected ? 'was up to date' : 'rewritten'}`);
    return 0;
  }
  if (actual === expected) return 0;
  console.error(
    '[hosting] firebase.json differs from scripts/hosting/headers.mjs; run node scripts/hosting/config.mjs --write',
  );
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2] ?? '--check';
  if (!['--check', '--write'].includes(mode)) {
    console.error('usage: node scripts/hosting/config.mjs [--check | --write]');
    process.exit(2);
  }
  main(mode).then((code) => process.exit(code));
}
