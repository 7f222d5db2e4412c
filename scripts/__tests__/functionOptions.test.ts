// @vitest-environment node
// The functions' deploy options (functions/src/functionOptions.ts) and the App Check check of
// the HTTP functions (functions/src/appCheck.ts): enforcement only when configured, never on the
// emulators, and every function of the app built with them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { appCheckAccepts } from '../../functions/src/appCheck';
import {
  SECRET_NAMES,
  appCheckEnforced,
  callableOptions,
  requestOptions,
  secretsFrom,
} from '../../functions/src/functionOptions';

const enforced = { APP_CHECK_ENFORCE: 'true' };

describe('callableOptions', () => {
  it('has no enforceAppCheck when App Check is not configured', () => {
    expect(callableOptions([], {})).toEqual({ region: 'europe-west1' });
    expect(callableOptions([], { APP_CHECK_ENFORCE: 'false' })).not.toHaveProperty(
      'enforceAppCheck',
    );
    expect(callableOptions([], { APP_CHECK_ENFORCE: '1' })).not.toHaveProperty('enforceAppCheck');
  });

  it('enforces App Check when APP_CHECK_ENFORCE is true', () => {
    expect(callableOptions([], enforced)).toEqual({
      region: 'europe-west1',
      enforceAppCheck: true,
    });
  });

  it('never enforces on the emulators, where the app has no App Check', () => {
    const onEmulator = { ...enforced, FUNCTIONS_EMULATOR: 'true' };
    expect(appCheckEnforced(onEmulator)).toBe(false);
    expect(callableOptions([], onEmulator)).not.toHaveProperty('enforceAppCheck');
  });

  it('binds only the secrets FUNCTIONS_SECRETS lists, and only those the function reads', () => {
    const env = { FUNCTIONS_SECRETS: 'IYZIPAY_SECRET_KEY, YOUTUBE_API_KEY,OTHER' };
    expect(callableOptions(SECRET_NAMES.socialStats, env)).toEqual({
      region: 'europe-west1',
      secrets: ['YOUTUBE_API_KEY'],
    });
    expect(requestOptions(SECRET_NAMES.payment, env)).toEqual({
      region: 'europe-west1',
      secrets: ['IYZIPAY_SECRET_KEY'],
    });
    expect(requestOptions(SECRET_NAMES.payment, {})).toEqual({ region: 'europe-west1' });
    expect(secretsFrom({ ...env, FUNCTIONS_EMULATOR: 'true' }, SECRET_NAMES.payment)).toEqual([]);
  });
});

describe('appCheckAccepts (the api and payment functions)', () => {
  const valid = vi.fn(async (token: string) => {
    if (token !== 'good-token') throw new Error('invalid App Check token');
    return { appId: 'app' };
  });

  it('lets every request through when App Check is not enforced', async () => {
    expect(await appCheckAccepts(undefined, {}, valid)).toBe(true);
    expect(await appCheckAccepts(undefined, { ...enforced, FUNCTIONS_EMULATOR: 'true' })).toBe(
      true,
    );
  });

  it('refuses a missing, empty or invalid token when enforced', async () => {
    expect(await appCheckAccepts(undefined, enforced, valid)).toBe(false);
    expect(await appCheckAccepts('  ', enforced, valid)).toBe(false);
    expect(await appCheckAccepts('forged', enforced, valid)).toBe(false);
  });

  it('accepts a valid token when enforced', async () => {
    expect(await appCheckAccepts('good-token', enforced, valid)).toBe(true);
    expect(valid).toHaveBeenLastCalledWith('good-token');
  });
});

describe('every function of the app is built with these options', () => {
  const sourceDir = join(__dirname, '../../functions/src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === '__tests__' ? [] : files(path);
      return path.endsWith('.ts') ? [path] : [];
    });
  const sources = files(sourceDir).map((path) => ({
    path: relative(sourceDir, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('callables take callableOptions (so enforceAppCheck reaches each of them)', () => {
    const callables = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/onCall(?:<[^>]*>)?\(\s*([^,]*)/g)].map((match) => ({
        path,
        options: match[1]!.trim(),
      })),
    );
    expect(callables.length).toBeGreaterThanOrEqual(7);
    for (const callable of callables) {
      expect(callable.options, callable.path).toMatch(/^callableOptions\(/);
    }
  });

  it('the HTTP functions the app calls check App Check before the ID token', () => {
    for (const path of ['api/api.ts', 'payment/payment.ts']) {
      const text = sources.find((source) => source.path === path)!.text;
      expect(text, path).toMatch(/onRequest\(requestOptions\(/);
      const check = text.indexOf('appCheckAccepts(req.get(APP_CHECK_HEADER))');
      expect(check, path).toBeGreaterThan(0);
      expect(check, path).toBeLessThan(text.indexOf("verifiedUid(req.get('authorization'))"));
    }
  });
});
