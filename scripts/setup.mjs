#!/usr/bin/env node
// Runs before `npm start` and `npm test` (prestart/pretest), so it uses Node built-ins only:
// installs the app's and the functions' packages when they are missing or out of date.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function needsInstall(dir) {
  const marker = join(dir, 'node_modules/.package-lock.json');
  if (!existsSync(marker)) return true;
  // A lock file newer than the install means someone pulled new dependencies.
  return statSync(join(dir, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

function install(dir, label) {
  if (!needsInstall(dir)) return;
  console.log(`[setup] installing ${label} packages (npm ci)...`);
  const result = spawnSync('npm', ['ci', '--no-fund', '--no-audit'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`[setup] npm ci failed in ${dir}`);
    process.exit(result.status ?? 1);
  }
}

install(root, 'app');
install(join(root, 'functions'), 'functions');

const build = spawnSync('npm', ['--prefix', 'functions', 'run', 'build', '--silent'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('[setup] the functions build failed');
  process.exit(build.status ?? 1);
}
