import { describe, expect, it } from 'vitest';
import { applyEmulatorDefaults, nonLocalEmulatorProblems } from './emulatorEnv';

describe('emulator guard', () => {
  it('fills in the local defaults only where nothing is set', () => {
    const env: Record<string, string | undefined> = { FIRESTORE_EMULATOR_HOST: 'localhost:8181' };
    expect(applyEmulatorDefaults(env)).toEqual({
      FIRESTORE_EMULATOR_HOST: 'localhost:8181',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
  });

  it('accepts localhost and 127.0.0.1 only', () => {
    expect(
      nonLocalEmulatorProblems({
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
      }),
    ).toEqual([]);
    for (const host of [
      'firestore.googleapis.com:443',
      '10.0.0.5:8080',
      'localhost.evil.com:8080',
      '127.0.0.1',
      '',
    ]) {
      expect(
        nonLocalEmulatorProblems({
          FIRESTORE_EMULATOR_HOST: host,
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        }),
        host,
      ).toHaveLength(1);
    }
  });
});
