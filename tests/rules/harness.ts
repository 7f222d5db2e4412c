import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Shared set-up for the rules tests (design.md section 9): the real emulator, the real rules
// file and a clean database between tests. The coverage report is written once, after the
// whole emulator run (tests/rules/coverageReport.ts). The rules themselves are uploaded once per
// run too (tests/rules/loadRules.ts): the emulator compiles them on each upload.
// Its own project id: clearing it between tests never touches the dev data of `npm start`.
// RULES_PROJECT_ID lets two runs share one emulator without clearing each other's data.
export const projectId = process.env.RULES_PROJECT_ID ?? 'demo-rules-test';
export const firestoreHost = { host: '127.0.0.1', port: 8080 };
export const storageHost = { host: '127.0.0.1', port: 9199 };

/** Storage can only be tested where its emulator could start (design.md section 3). */
export const storageAvailable = process.env.STORAGE_EMULATOR_AVAILABLE === '1';
export const storageSkipReason =
  'storage emulator not running: its rules runtime jar cannot be downloaded offline';

export { assertFails, assertSucceeds };

export function useRulesEnvironment(options: { storage?: boolean } = {}) {
  const state: { env?: RulesTestEnvironment } = {};
  beforeAll(async () => {
    state.env = await initializeTestEnvironment({
      projectId,
      firestore: firestoreHost,
      ...(options.storage
        ? { storage: { ...storageHost, rules: readFileSync('storage.rules', 'utf8') } }
        : {}),
    });
  });
  afterEach(async () => {
    await state.env?.clearFirestore();
    if (options.storage) await state.env?.clearStorage();
  });
  afterAll(async () => {
    await state.env?.cleanup();
  });
  return () => {
    if (!state.env) throw new Error('rules environment not ready');
    return state.env;
  };
}
