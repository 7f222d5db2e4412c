import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/config/env';

// The App Check SDK as a fake that records whether it was loaded at all and in which order
// the services were started (firebase.ts must start App Check first).
const sdk = vi.hoisted(() => ({
  loaded: false,
  calls: [] as string[],
  tokenError: null as Error | null,
}));

vi.mock('firebase/app-check', () => {
  sdk.loaded = true;
  class ReCaptchaEnterpriseProvider {
    constructor(readonly siteKey: string) {}
  }
  return {
    ReCaptchaEnterpriseProvider,
    initializeAppCheck: vi.fn((app: unknown, options: unknown) => {
      sdk.calls.push('appCheck');
      return { app, options };
    }),
    getToken: vi.fn(async () => {
      if (sdk.tokenError) throw sdk.tokenError;
      return { token: 'app-check-token' };
    }),
  };
});

vi.mock('firebase/functions', () => ({
  getFunctions: vi.fn(() => {
    sdk.calls.push('functions');
    return {};
  }),
  connectFunctionsEmulator: vi.fn(),
}));

const fakeApp = { name: '[DEFAULT]' } as FirebaseApp;

beforeEach(() => {
  sdk.loaded = false;
  sdk.calls = [];
  sdk.tokenError = null;
  vi.resetModules();
});

describe('startAppCheck', () => {
  it('loads nothing and returns null without a site key', async () => {
    const { startAppCheck } = await import('../appCheck');
    expect(await startAppCheck(fakeApp, null)).toBeNull();
    expect(await startAppCheck(fakeApp, '')).toBeNull();
    expect(sdk.loaded).toBe(false);
  });

  it('initialises App Check with reCAPTCHA Enterprise and the site key', async () => {
    const { startAppCheck } = await import('../appCheck');
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    await startAppCheck(fakeApp, 'site-key-1');
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
    const [app, options] = vi.mocked(initializeAppCheck).mock.calls[0]!;
    expect(app).toBe(fakeApp);
    expect(options.provider).toBeInstanceOf(ReCaptchaEnterpriseProvider);
    expect(options.provider).toMatchObject({ siteKey: 'site-key-1' });
    expect(options.isTokenAutoRefreshEnabled).toBe(true);
  });
});

describe('appCheckHeaders', () => {
  it('adds nothing without App Check', async () => {
    const { appCheckHeaders } = await import('../appCheck');
    expect(await appCheckHeaders(null)).toEqual({});
    expect(sdk.loaded).toBe(false);
  });

  it('sends the token in the header the functions read', async () => {
    const { appCheckHeaders } = await import('../appCheck');
    expect(await appCheckHeaders({} as AppCheck)).toEqual({
      'X-Firebase-AppCheck': 'app-check-token',
    });
  });

  it('sends no header when no token can be had (the function then refuses the call)', async () => {
    sdk.tokenError = new Error('recaptcha blocked');
    const { appCheckHeaders } = await import('../appCheck');
    expect(await appCheckHeaders({} as AppCheck)).toEqual({});
  });
});

describe('the site key in the env', () => {
  const project = {
    VITE_USE_EMULATORS: 'false',
    VITE_FIREBASE_PROJECT_ID: 'prod-project',
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_AUTH_DOMAIN: 'prod.firebaseapp.com',
    VITE_FIREBASE_STORAGE_BUCKET: 'prod.appspot.com',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
    VITE_FIREBASE_APP_ID: '1:123:web:abc',
  };

  it('is read for a real project', () => {
    const result = parseEnv({ ...project, VITE_APP_CHECK_SITE_KEY: ' site-key-1 ' });
    expect(result.ok && result.env.appCheckSiteKey).toBe('site-key-1');
    const without = parseEnv(project);
    expect(without.ok && without.env.appCheckSiteKey).toBeNull();
  });

  it('is ignored on the emulators, which have no App Check', () => {
    const result = parseEnv({ VITE_APP_CHECK_SITE_KEY: 'site-key-1' });
    expect(result.ok && result.env.useEmulators).toBe(true);
    expect(result.ok && result.env.appCheckSiteKey).toBeNull();
  });
});

describe('src/lib/firebase.ts', () => {
  async function firebaseWith(siteKey: string | null) {
    vi.doMock('@/config/env', () => ({
      getEnv: () => ({
        useEmulators: false,
        appCheckSiteKey: siteKey,
        firebase: { projectId: 'prod-project', apiKey: 'key', appId: '1:1:web:1' },
      }),
    }));
    vi.doMock('firebase/app', () => ({ initializeApp: () => fakeApp }));
    return import('../firebase');
  }

  it('starts App Check before the first functions call when a site key is set', async () => {
    const firebase = await firebaseWith('site-key-1');
    await firebase.functions();
    expect(sdk.calls).toEqual(['appCheck', 'functions']);
  });

  it('loads no App Check code without a site key', async () => {
    const firebase = await firebaseWith(null);
    await firebase.functions();
    expect(sdk.calls).toEqual(['functions']);
    expect(sdk.loaded).toBe(false);
  });
});
