// Serves the built app (dist/) through the Firebase Hosting emulator, with the headers of
// scripts/hosting/headers.mjs for the emulator build: the committed policy plus the local
// emulators' origins from firebase.json (the e2e build talks to them). Used by
// tests/e2e/hosting.e2e.ts. The Hosting emulator is JavaScript inside firebase-tools and runs
// offline; it gets its own ports and project id, so it never meets the emulators the tests use.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { freePort } from '../previewServer.mjs';
import { root } from './config.mjs';
import {
  emulatorOriginsOf,
  hostingConfig,
  hostingInputFromEnv,
  inlineHashesOf,
} from './headers.mjs';

const host = '127.0.0.1';
const configDir = join(root, '.cache/hosting-e2e');
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * The caller's env without the variables `firebase emulators:exec` sets for the app's emulators
 * (npm test runs the e2e tests inside it): this emulator is a separate, hosting-only suite.
 */
function ownEnv() {
  const env = { ...process.env, NO_UPDATE_NOTIFIER: '1' };
  for (const name of Object.keys(env)) {
    if (/EMULATOR/.test(name) || name === 'GCLOUD_PROJECT') delete env[name];
  }
  return env;
}

/** The hosting block the emulator serves: the e2e build's env plus the local emulators. */
export function emulatorHosting() {
  const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const hosting = hostingConfig(hostingInputFromEnv({}), {
    emulatorOrigins: emulatorOriginsOf(firebaseJson.emulators),
    inlineHashes: inlineHashesOf(readFileSync(join(root, 'dist/index.html'), 'utf8')),
  });
  // Relative to the generated config's folder: the emulator joins it to that folder.
  return { ...hosting, public: relative(configDir, join(root, hosting.public)) };
}

/**
 * Starts `firebase emulators:start --only hosting` on a free port near `preferredPort` and
 * resolves once it answers. Returns { url, hosting, stop }.
 */
export async function startHostingEmulator({ preferredPort = 5050, timeoutMs = 60_000 } = {}) {
  const port = await freePort(preferredPort);
  const hubPort = await freePort(port + 1);
  const loggingPort = await freePort(hubPort + 1);
  const hosting = emulatorHosting();
  mkdirSync(configDir, { recursive: true });
  const configPath = join(configDir, 'firebase.json');
  writeFileSync(
    configPath,
    JSON.stringify(
      {
        hosting,
        emulators: {
          hosting: { host, port },
          hub: { host, port: hubPort },
          logging: { host, port: loggingPort },
          ui: { enabled: false },
        },
      },
      null,
      2,
    ),
  );
  const child = spawn(
    join(root, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      'hosting',
      '--project',
      'demo-hosting-e2e',
      '--config',
      configPath,
    ],
    {
      cwd: configDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: ownEnv(),
    },
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exitedPromise = new Promise((done) => child.once('exit', () => done((exited = true))));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (exited) return;
    child.kill('SIGINT');
    const stopped = await Promise.race([exitedPromise, sleep(10_000).then(() => false)]);
    if (!stopped) {
      child.kill('SIGKILL');
      await exitedPromise;
    }
  };

  const url = `http://${host}:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the Hosting emulator exited before answering:\n${output}`);
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { url, hosting, stop };
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(
    `the Hosting emulator did not answer on ${url} in ${timeoutMs / 1000} s:\n${output}`,
  );
}
