import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Shared set-up for the rules tests (design.md section 9): the real emulator, the real rules
// file, a clean database between tests and the emulator's coverage report written at the end.
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

const COVERAGE_REPORT_TIMEOUT_MS = 180_000;

export function useRulesEnvironment(options: { storage?: boolean } = {}) {
  const state: { env?: RulesTestEnvironment } = {};
  beforeAll(async () => {
    state.env = await initializeTestEnvironment({
      projectId,
      firestore: { ...firestoreHost, rules: readFileSync('firestore.rules', 'utf8') },
      ...(options.storage
        ? { storage: { ...storageHost, rules: readFileSync('storage.rules', 'utf8') } }
        : {}),
    });
  });
  afterEach(async () => {
    await state.env?.clearFirestore();
    if (options.storage) await state.env?.clearStorage();
  });
  // The coverage report covers every rules test run so far and grows with them; rendering it
  // can take the emulator well over the default hook time on a loaded machine.
  afterAll(async () => {
    await writeCoverageReport();
    await state.env?.cleanup();
  }, COVERAGE_REPORT_TIMEOUT_MS);
  return () => {
    if (!state.env) throw new Error('rules environment not ready');
    return state.env;
  };
}

async function writeCoverageReport() {
  const url = `http://${firestoreHost.host}:${firestoreHost.port}/emulator/v1/projects/${projectId}:ruleCoverage.html`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`rules coverage report: HTTP ${response.status}`);
  mkdirSync('coverage', { recursive: true });
  writeFileSync('coverage/firestore-rules-coverage.html', await response.text());
}
