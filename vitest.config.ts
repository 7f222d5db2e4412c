import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

// Three projects. `unit` is the logic (`*.test.ts`) in Node: a jsdom per file cost more than the
// tests themselves, so a logic test that needs a DOM says `// @vitest-environment jsdom` on its
// first line. `components` is the React tests (`*.test.tsx`) in jsdom. `emulator` talks to the
// real Firebase emulators and only runs under `firebase emulators:exec` (scripts/test.mjs).
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
