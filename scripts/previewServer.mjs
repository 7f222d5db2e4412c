// Builds the app and serves dist/ with `vite preview`, for the bench and the end-to-end run
// (tests/e2e/run.mjs imports this too). Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = join(root, 'dist');
const viteBin = join(root, 'node_modules/vite/bin/vite.js');
const host = '127.0.0.1';

/** Runs `vite build` (the same as `npx vite build`); throws when it fails. */
export function buildApp({ quiet = false } = {}) {
  const args = [viteBin, 'build', ...(quiet ? ['--logLevel', 'warn'] : [])];
  const out = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (out.error) throw out.error;
  if (out.status !== 0) throw new Error(`vite build failed (exit ${out.status ?? out.signal})`);
}

/** Builds only when dist/ has no index.html. Returns true when it built. */
export function ensureBuilt() {
  if (existsSync(join(distDir, 'index.html'))) return false;
  buildApp();
  return true;
}

function portIsFree(port) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, host, () => server.close(() => done(true)));
  });
}

/** The preferred port when nothing listens on it, otherwise one the system hands out. */
export async function freePort(preferred) {
  if (await portIsFree(preferred)) return preferred;
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts `vite preview --strictPort` on 127.0.0.1:<port> and resolves once it answers HTTP.
 * Returns { url, stop }; stop() is safe to call more than once.
 */
export async function startPreview({ port = 4173, timeoutMs = 30_000 } = {}) {
  const url = `http://${host}:${port}`;
  const child = spawn(
    process.execPath,
    [viteBin, 'preview', '--port', String(port), '--strictPort', '--host', host],
    // Same process group as the caller, so a Ctrl+C in the terminal stops it too.
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exitedPromise = new Promise((done) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      done();
    }),
  );
  // Safety net: a caller that exits without stop() still takes the server down with it.
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (exited) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exitedPromise.then(() => true), sleep(5000)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exitedPromise;
    }
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(
        `vite preview exited (code ${exited.code ?? exited.signal}) before answering on ${url}:\n${output.trim()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { url, stop };
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error(
    `vite preview did not answer on ${url} within ${timeoutMs / 1000} s:\n${output.trim()}`,
  );
}
