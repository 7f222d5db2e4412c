import { mkdirSync, writeFileSync } from 'node:fs';
import { firestoreHost, projectId } from './harness';

// The emulator project's global teardown: the rules coverage report, once, after every rules
// test of the run. Rendering it after each file (as before) re-rendered a report that grows with
// the run, 36 times. It only covers this run's project id (RULES_PROJECT_ID).
export async function teardown() {
  const url = `http://${firestoreHost.host}:${firestoreHost.port}/emulator/v1/projects/${projectId}:ruleCoverage.html`;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    mkdirSync('coverage', { recursive: true });
    writeFileSync('coverage/firestore-rules-coverage.html', await response.text());
  } catch (error) {
    // No emulator (a run that never reached one) or a failed render: the report is an aid,
    // the tests' own results stand.
    console.warn(`[rules] no coverage report written: ${String(error)}`);
  }
}
