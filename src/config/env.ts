import * as z from 'zod/mini';

// The app's configuration, validated once at start-up. With emulators (the default for
// `npm start`) nothing else is needed; against a real project every Firebase value is.
const flag = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === undefined || value === '' || value === 'true' || value === '1'),
);

const emulatorEnv = z.object({
  VITE_USE_EMULATORS: z.literal(true),
  VITE_FIREBASE_PROJECT_ID: z._default(z.string().check(z.minLength(1)), 'demo-influencer'),
});

const required = z.string().check(z.minLength(1));
const projectEnv = z.object({
  VITE_USE_EMULATORS: z.literal(false),
  VITE_FIREBASE_PROJECT_ID: required,
  VITE_FIREBASE_API_KEY: required,
  VITE_FIREBASE_AUTH_DOMAIN: required,
  VITE_FIREBASE_STORAGE_BUCKET: required,
  VITE_FIREBASE_MESSAGING_SENDER_ID: required,
  VITE_FIREBASE_APP_ID: required,
});

export type AppEnv = {
  useEmulators: boolean;
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    storageBucket: string;
    messagingSenderId: string;
    appId: string;
  };
  postMessageOrigins: string[];
  /** `{api}` of spec section 7: the `api` HTTP function's base URL, no trailing slash. */
  apiBaseUrl: string;
};

// The Functions region and emulator address. src/lib/firebase.ts has the same values; it
// imports this module, so this one cannot import them back (a unit test keeps them equal).
const FUNCTIONS_REGION = 'europe-west1';
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';

/**
 * VITE_API_BASE_URL when set (a custom domain or Hosting rewrite), else the `api` function's
 * address: on the emulator `http://127.0.0.1:5001/<project>/<region>/api`, on a real project
 * `https://<region>-<project>.cloudfunctions.net/api`. Null when the given value is no http(s) URL.
 */
export function apiBaseUrlOf(
  explicit: string | undefined,
  useEmulators: boolean,
  projectId: string,
): string | null {
  if (explicit) {
    try {
      const url = new URL(explicit);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    } catch {
      return null;
    }
    return explicit.replace(/\/+$/, '');
  }
  return useEmulators
    ? `${FUNCTIONS_EMULATOR}/${projectId}/${FUNCTIONS_REGION}/api`
    : `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net/api`;
}

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; missing: string[] };

export function parseEnv(raw: Record<string, string | boolean | undefined>): EnvResult {
  const text = (key: string) => {
    const value = raw[key];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const useEmulators = flag.parse(text('VITE_USE_EMULATORS'));
  const postMessageOrigins = (text('VITE_POSTMESSAGE_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const candidate = {
    VITE_USE_EMULATORS: useEmulators,
    VITE_FIREBASE_PROJECT_ID: text('VITE_FIREBASE_PROJECT_ID') || undefined,
    VITE_FIREBASE_API_KEY: text('VITE_FIREBASE_API_KEY') ?? '',
    VITE_FIREBASE_AUTH_DOMAIN: text('VITE_FIREBASE_AUTH_DOMAIN') ?? '',
    VITE_FIREBASE_STORAGE_BUCKET: text('VITE_FIREBASE_STORAGE_BUCKET') ?? '',
    VITE_FIREBASE_MESSAGING_SENDER_ID: text('VITE_FIREBASE_MESSAGING_SENDER_ID') ?? '',
    VITE_FIREBASE_APP_ID: text('VITE_FIREBASE_APP_ID') ?? '',
  };
  const explicitApi = text('VITE_API_BASE_URL') || undefined;
  if (useEmulators) {
    const projectId = emulatorEnv.parse(candidate).VITE_FIREBASE_PROJECT_ID;
    const apiBaseUrl = apiBaseUrlOf(explicitApi, true, projectId);
    if (apiBaseUrl === null) return { ok: false, missing: ['VITE_API_BASE_URL'] };
    return {
      ok: true,
      env: {
        useEmulators,
        postMessageOrigins,
        apiBaseUrl,
        firebase: {
          projectId,
          apiKey: 'demo-api-key',
          authDomain: `${projectId}.firebaseapp.com`,
          storageBucket: `${projectId}.appspot.com`,
          messagingSenderId: '0',
          appId: `1:0:web:${projectId}`,
        },
      },
    };
  }
  const parsed = projectEnv.safeParse(candidate);
  const apiBaseUrl = apiBaseUrlOf(explicitApi, false, candidate.VITE_FIREBASE_PROJECT_ID ?? '');
  if (!parsed.success || apiBaseUrl === null) {
    const missing = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]));
    if (apiBaseUrl === null) missing.push('VITE_API_BASE_URL');
    return { ok: false, missing: [...new Set(missing)] };
  }
  const v = parsed.data;
  return {
    ok: true,
    env: {
      useEmulators,
      postMessageOrigins,
      apiBaseUrl,
      firebase: {
        projectId: v.VITE_FIREBASE_PROJECT_ID,
        apiKey: v.VITE_FIREBASE_API_KEY,
        authDomain: v.VITE_FIREBASE_AUTH_DOMAIN,
        storageBucket: v.VITE_FIREBASE_STORAGE_BUCKET,
        messagingSenderId: v.VITE_FIREBASE_MESSAGING_SENDER_ID,
        appId: v.VITE_FIREBASE_APP_ID,
      },
    },
  };
}

// `import.meta.env` is Vite's; scripts run the same modules under Node, where it is absent.
export const envResult = parseEnv(import.meta.env ?? {});

/** The validated env; main.tsx shows the config error page before anything calls this. */
export function getEnv(): AppEnv {
  if (!envResult.ok) throw new Error(`Missing configuration: ${envResult.missing.join(', ')}`);
  return envResult.env;
}
