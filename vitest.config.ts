import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

// `unit` is the logic (`*.test.ts`) in Node: a jsdom per file cost more than the tests
// themselves, so a logic test that needs a DOM says `// @vitest-environment jsdom` on its first
// line. `components` is the React tests (`*.test.tsx`) in jsdom. `emulator` talks to the real
// Firebase emulators and only runs under `firebase emulators:exec` (scripts/test.mjs).
//
// Isolation: a fresh module registry per file cost the logic tests more than the tests
// themselves (95 s isolated, 22 s shared). So `unit` files share their worker's modules (they
// pass in any order: --sequence.shuffle), except those that replace a module with vi.mock: a
// replaced module must not leak into the next file, nor a real one cached by an earlier file
// into them. Those run isolated in `unit:mocks`; the split is read from the files, so a new
// vi.mock needs no entry here. The React tests stay isolated: the app keeps state in modules
// (a shuffled shared run showed one file's update prompt in another's layout).
const testFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts') && !name.includes('node_modules'))
    .map((name) => join(dir, name));
const mocking = [...testFiles('src'), ...testFiles('scripts')].filter((file) =>
  readFileSync(file, 'utf8').includes('vi.mock('),
);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: mocking,
          isolate: false,
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit:mocks',
          environment: 'node',
          include: mocking,
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts', 'tests/emulator/**/*.test.{ts,tsx}'],
          // The emulators are shared state: one file at a time keeps clearFirestore honest.
          fileParallelism: false,
          testTimeout: 20000,
          hookTimeout: 30000,
          globalSetup: ['tests/rules/loadRules.ts', 'tests/rules/coverageReport.ts'],
        },
      },
    ],
  },
});
