#!/usr/bin/env node
// `npm run test:e2e`: serves the built app with `vite preview` on 127.0.0.1:4173 and runs
// tests/e2e/*.e2e.ts with Node's test runner (through tsx) in Chromium. Expects the Firebase
// emulators to be up already (scripts/test.mjs wraps this in `firebase emulators:exec`).
// Builds dist/ only when it is missing; always stops the preview server; exits non-zero on
// any failure.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, requireChromium } from '../../scripts/chromium.mjs';
import { ensureBuilt, root, startPreview } from '../../scripts/previewServer.mjs';

const port = 4173;
const baseURL = `http://127.0.0.1:${port}`;
const say = (line) => console.log(`[e2e] ${line}`);
const only = process.argv.slice(2);

function testFiles() {
  const dir = join(root, 'tests/e2e');
  return (
    readdirSync(dir)
      .filter((name) => name.endsWith('.e2e.ts'))
      // `node tests/e2e/run.mjs register guard` runs only the files whose names contain a word.
      .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
      .sort()
      .map((name) => join('tests/e2e', name))
  );
}

let testRunner = null;

function runTests(files) {
  // One file at a time: later journeys share the emulators' state, like the emulator tests.
  // TAP so the output always ends with the runner's `# pass N` / `# fail N` summary.
  const args = [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=tap',
    '--test-reporter-destination=stdout',
    ...files,
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseURL, CHROMIUM_PATH: chromiumPath },
  });
  testRunner = child;
  return new Promise((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

async function main() {
  try {
    requireChromium();
  } catch (error) {
    console.error(`[e2e] ${error.message}. The end-to-end tests did not run.`);
    return 1;
  }
  const files = testFiles();
  if (files.length === 0) {
    console.error('[e2e] no tests/e2e/*.e2e.ts files found');
    return 1;
  }
  if (ensureBuilt()) say('built dist/ (it was missing)');
  // The journeys sign in as the demo accounts; the seed is idempotent and resets them.
  say('seeding the demo data');
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed/seed.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) {
    console.error('[e2e] the seed failed; are the emulators running?');
    return 1;
  }

  let preview = null;
  const stopAndExit = async (signal) => {
    say(`${signal}: stopping the tests and the preview server`);
    testRunner?.kill('SIGTERM');
    await preview?.stop();
    process.exit(1);
  };
  process.once('SIGINT', stopAndExit);
  process.once('SIGTERM', stopAndExit);

  try {
    preview = await startPreview({ port });
    say(`vite preview answers on ${preview.url}; running ${files.length} file(s)`);
    return await runTests(files);
  } finally {
    await preview?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
