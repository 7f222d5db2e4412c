// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['scripts/emulators.mjs', 'check'], { encoding: 'utf8', env });

describe('emulator launcher', () => {
  it('names Firestore as not startable without Java and exits non-zero', () => {
    const result = run({ ...process.env, JAVA_HOME: '/nonexistent-java' });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/firestore: not started, no Java found/);
    expect(result.stdout).toMatch(/cannot start without Firestore/);
  });

  it('names storage with its reason when its runtime jar is missing', () => {
    const result = run({ ...process.env, HOME: '/nonexistent', STORAGE_EMULATOR_BINARY_PATH: '' });
    expect(result.stdout).toMatch(/storage: not started, .*uploads are unavailable/);
  });

  it('reports what it would start on this machine', () => {
    const result = run({ ...process.env });
    expect(result.stdout).toMatch(/would start: auth, firestore/);
  });
});
