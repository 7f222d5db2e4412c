#!/usr/bin/env node
// The one place that knows how to start the local Firebase backend on these machines
// (design.md section 3): Java check, the Firestore launcher jar, the storage decision,
// functions build. Node built-ins only, because `npm start` may call it on a fresh clone.
//
//   node scripts/emulators.mjs start            emulators in the foreground
//   node scripts/emulators.mjs exec "<command>" run a command against fresh emulators
//   node scripts/emulators.mjs check            print what would start, exit non-zero if unusable
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';

export const PROJECT_ID = 'demo-influencer';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, '.cache', 'emulators');
const debianFirestoreJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const firestoreMainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

const say = (line) => console.log(`[emulators] ${line}`);

// JAVA_HOME, when set, chooses the Java for both this check and firebase-tools.
const javaHome = process.env.JAVA_HOME;
const javaCommand = javaHome ? join(javaHome, 'bin', 'java') : 'java';

export function javaMajorVersion() {
  const out = spawnSync(javaCommand, ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(out.stderr + out.stdout);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8" style versions
}

// A zip holding only a manifest: the Debian jar has every class but no Main-Class, so this
// small jar names the entry point and puts the real jar on its class path.
function writeLauncherJar(target) {
  const manifest = Buffer.from(
    'Manifest-Version: 1.0\r\n' +
      `Main-Class: ${firestoreMainClass}\r\n` +
      `Class-Path: file:${debianFirestoreJar}\r\n\r\n`,
  );
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const crc = crc32(manifest);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(manifest.length, 18);
  local.writeUInt32LE(manifest.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(manifest.length, 20);
  central.writeUInt32LE(manifest.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + manifest.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, Buffer.concat([local, name, manifest, central, name, end]));
}

function storageRuntimeJar() {
  if (process.env.STORAGE_EMULATOR_BINARY_PATH) return process.env.STORAGE_EMULATOR_BINARY_PATH;
  const info = JSON.parse(
    readFileSync(
      join(root, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'),
      'utf8',
    ),
  );
  const cached = join(
    homedir(),
    '.cache/firebase/emulators',
    info.storage.downloadPathRelativeToCacheDir,
  );
  return existsSync(cached) ? cached : null;
}

/** Decides what can start here. Returns the emulator list, the env to start them with, and problems. */
export function prepare() {
  const env = { ...process.env, NO_UPDATE_NOTIFIER: '1' };
  if (javaHome) env.PATH = `${join(javaHome, 'bin')}${delimiter}${env.PATH ?? ''}`;
  const only = ['auth'];
  const problems = [];

  const java = javaMajorVersion();
  if (java === null) {
    problems.push(
      `firestore: not started, no Java found (${javaCommand}; install openjdk-17-jre-headless)`,
    );
  } else if (java < 11) {
    problems.push(
      `firestore: not started, Java ${java} is too old (firebase-tools 14 needs 11+, use 17)`,
    );
  } else if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) {
    only.push('firestore');
  } else if (existsSync(debianFirestoreJar)) {
    const launcher = join(cacheDir, 'firestore-launcher.jar');
    writeLauncherJar(launcher);
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
    only.push('firestore');
  } else {
    // Machines with internet: firebase-tools downloads its own jar on first use.
    only.push('firestore');
  }

  if (
    existsSync(join(root, 'functions/lib/index.js')) &&
    existsSync(join(root, 'functions/node_modules/firebase-functions'))
  ) {
    only.push('functions');
  } else {
    problems.push(
      'functions: not started, functions/ is not built (run `npm --prefix functions install && npm --prefix functions run build`)',
    );
  }

  if (java !== null && java >= 11 && storageRuntimeJar()) {
    only.push('storage');
    env.STORAGE_EMULATOR_AVAILABLE = '1';
  } else {
    env.STORAGE_EMULATOR_AVAILABLE = '0';
    problems.push(
      'storage: not started, its rules runtime jar cannot be downloaded offline; uploads are unavailable (storage tests report skipped)',
    );
  }
  return { only, env, problems, fatal: !only.includes('firestore') };
}

// The local mail catcher (issue 23): maildev takes the functions' SMTP on 1025 and shows the
// mails at http://127.0.0.1:1080 (web inbox and its API, GET /api/email), so a newcomer sees what
// the demo sends. Reused when one already answers there.
export const MAIL_CATCHER = { smtpPort: 1025, webPort: 1080, url: 'http://127.0.0.1:1080' };

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

async function startMailCatcher() {
  if (await answers(`${MAIL_CATCHER.url}/api/healthz`)) {
    say(`mail catcher: already running at ${MAIL_CATCHER.url}`);
    return null;
  }
  const bin = join(root, 'node_modules/.bin/maildev');
  if (!existsSync(bin)) {
    say('mail catcher: not started, maildev is not installed (npm install); mails are not sent');
    return null;
  }
  const child = spawn(
    bin,
    [
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--smtp',
      String(MAIL_CATCHER.smtpPort),
      '--web',
      String(MAIL_CATCHER.webPort),
      '--mail-directory',
      join(root, '.cache', 'mail'),
      '--max-emails',
      '500',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let tries = 0; tries < 40; tries += 1) {
    if (await answers(`${MAIL_CATCHER.url}/api/healthz`)) {
      say(`mail catcher: ${MAIL_CATCHER.url} (SMTP 127.0.0.1:${MAIL_CATCHER.smtpPort})`);
      return child;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  say('mail catcher: did not answer; mails will be recorded as failed');
  return child;
}

function firebaseBin() {
  return join(root, 'node_modules/.bin/firebase');
}

function buildFunctions(env) {
  if (!existsSync(join(root, 'functions/node_modules'))) return;
  const out = spawnSync('npm', ['--prefix', 'functions', 'run', 'build', '--silent'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (out.status !== 0) say('functions: build failed, see above');
}

export async function run(mode, command) {
  const plan = prepare();
  for (const line of plan.problems) say(line);
  if (plan.fatal) {
    say('cannot start without Firestore; stopping');
    return 1;
  }
  if (mode === 'check') {
    say(`would start: ${plan.only.join(', ')} and the mail catcher`);
    return 0;
  }
  if (plan.only.includes('functions')) buildFunctions(plan.env);
  // Where the mails' links lead: the dev server of `npm start`, or the built app the end-to-end
  // tests serve (tests/e2e/run.mjs) when the emulators run a command.
  plan.env.APP_URL ??= mode === 'exec' ? 'http://127.0.0.1:4173' : 'http://127.0.0.1:5173';
  const catcher = await startMailCatcher();
  say(`starting: ${plan.only.join(', ')} (project ${PROJECT_ID})`);
  const args = [
    mode === 'exec' ? 'emulators:exec' : 'emulators:start',
    '--project',
    PROJECT_ID,
    '--only',
    plan.only.join(','),
  ];
  if (mode === 'exec') args.push(command);
  const child = spawn(firebaseBin(), args, { cwd: root, env: plan.env, stdio: 'inherit' });
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return new Promise((done) =>
    child.on('exit', (code) => {
      catcher?.kill('SIGINT');
      done(code ?? 1);
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [mode = 'start', ...rest] = process.argv.slice(2);
  if (!['start', 'exec', 'check'].includes(mode) || (mode === 'exec' && rest.length === 0)) {
    console.error('usage: emulators.mjs start | check | exec "<command>"');
    process.exit(2);
  }
  run(mode, rest.join(' ')).then((code) => process.exit(code));
}
