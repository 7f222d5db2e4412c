import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { firestoreHost, projectId } from './harness';

// The emulator project's global setup: firestore.rules is sent to the emulator once per run.
// The emulator compiles the rules on every upload (4-6 s for ours), and each of the ~40 rules
// files used to upload them again in its beforeAll; the files now connect without rules
// (tests/rules/harness.ts) and find these. A rules edit therefore needs a new run, not a rerun
// of one file in watch mode.
export async function setup() {
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { ...firestoreHost, rules: readFileSync('firestore.rules', 'utf8') },
  });
  await env.cleanup();
}
