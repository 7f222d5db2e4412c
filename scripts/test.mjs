#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, then the emulator tests and the end-to-end tests
// against one set of fresh emulators. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm run lint --silent'],
  ['typecheck', 'npm run typecheck --silent'],
  ['unit tests', "npx vitest run --project 'unit*' --project components"],
  ['build', 'npx vite build --logLevel warn'],
  [
    'emulator and end-to-end tests',
    'node scripts/emulators.mjs exec "npx vitest run --project emulator && node tests/e2e/run.mjs"',
  ],
];

for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}
console.log('\nAll test steps passed.');
