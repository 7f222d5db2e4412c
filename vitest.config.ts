import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

// Two projects: `unit` is pure logic and components in jsdom; `emulator` talks to the real
// Firebase emulators and only runs under `firebase emulators:exec` (scripts/test.mjs).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
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
        },
      },
    ],
  },
});
