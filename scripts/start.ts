// `npm start`: emulators, demo data, dev server, then the URL and the demo logins.
// (prestart has already installed packages and built the functions.)
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { demoAccounts } from './seed/accounts';

const appUrl = 'http://127.0.0.1:5173';
// The mail catcher scripts/emulators.mjs starts beside the emulators (issue 23).
const mailInboxUrl = 'http://127.0.0.1:1080';
const children: ChildProcess[] = [];

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function waitFor(url: string, seconds: number, alive: () => boolean): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await answers(url)) return true;
    if (!alive()) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function run(command: string, args: string[], logFile?: string): ChildProcess {
  const child = spawn(command, args, {
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: false,
  });
  if (logFile) {
    const log = createWriteStream(logFile);
    child.stdout?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      // The launcher's own lines say what could not start and why: show them.
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('[emulators]')) console.log(line);
      }
    });
    child.stderr?.pipe(log);
  }
  children.push(child);
  return child;
}

function stopAll(code: number): never {
  for (const child of children) child.kill('SIGINT');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function main() {
  mkdirSync('.cache', { recursive: true });
  if (await answers('http://127.0.0.1:8080/')) {
    console.log('[start] emulators already running on 127.0.0.1:8080, using them');
  } else {
    console.log('[start] starting the Firebase emulators (log: .cache/emulators.log)');
    const emulators = run('node', ['scripts/emulators.mjs', 'start'], '.cache/emulators.log');
    let exited = false;
    emulators.on('exit', () => (exited = true));
    const ready =
      (await waitFor('http://127.0.0.1:8080/', 120, () => !exited)) &&
      (await waitFor('http://127.0.0.1:9099/', 30, () => !exited));
    if (!ready) {
      console.error('[start] the emulators did not start; see .cache/emulators.log');
      stopAll(1);
    }
  }

  console.log('[start] seeding demo data');
  const seed = run('npx', ['tsx', 'scripts/seed/seed.ts']);
  const seedCode = await new Promise<number>((resolve) =>
    seed.on('exit', (code) => resolve(code ?? 1)),
  );
  if (seedCode !== 0) stopAll(seedCode);

  // Scheduled functions need a Pub/Sub emulator (a download): their mail cores run from here.
  run('npx', ['tsx', 'scripts/localScheduler.ts'], '.cache/scheduler.log');

  console.log('[start] starting the dev server');
  // Vite's own entry rather than npx, so stopping this script stops the server too.
  const vite = run(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--logLevel', 'warn'],
    '.cache/vite.log',
  );
  let viteExited = false;
  vite.on('exit', () => (viteExited = true));
  if (!(await waitFor(appUrl, 60, () => !viteExited))) {
    console.error('[start] the dev server did not start; see .cache/vite.log');
    stopAll(1);
  }

  console.log(
    `\n  App:   ${appUrl}\n  Mails: ${mailInboxUrl} (every mail the app sends lands here)` +
      `\n\n  Demo logins (password for all: ${demoAccounts[0]?.password}):`,
  );
  const width = Math.max(...demoAccounts.map((account) => account.label.length)) + 2;
  for (const account of demoAccounts) {
    console.log(`    ${account.label.padEnd(width)} ${account.email}`);
  }
  console.log('\n  Ctrl-C stops everything.\n');
}

void main();
