// The app's configuration, validated once at start-up. With emulators (the default for
// `npm start`) nothing else is needed; against a real project every Firebase value is.
// Plain checks, not a schema library: this module is in every page's first JavaScript. The
// Firebase values a real project needs are a list that scripts/deploy.mjs checks too.
import { COMPANY } from '@shared/company';
import projectKeys from './projectEnvKeys.json';

const isOn = (value: string | undefined) =>
  value === undefined || value === '' || value === 'true' || value === '1';

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
  /** VITE_APP_CHECK_SITE_KEY (reCAPTCHA Enterprise); always null on the emulators. */
  appCheckSiteKey: string | null;
  /** VITE_FCM_VAPID_KEY, the Web Push certificate's public key; always null on the emulators. */
  fcmVapidKey: string | null;
  /** VITE_MEDIA_SITE_URL, the external media site of spec section 1; else the company's own. */
  mediaSiteUrl: string;
};

// The Functions region and emulator address. src/lib/firebase.ts has the same values; it
// imports this module, so this one cannot import them back (a unit test keeps them equal).
const FUNCTIONS_REGION = 'europe-west1';
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';

/** An http(s) URL as given, or null for anything else. */
function webUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? text : null;
  } catch {
    return null;
  }
}

/** VITE_MEDIA_SITE_URL when set, else COMPANY.mediaSiteUrl; null when the given value is no URL. */
export const mediaSiteUrlOf = (explicit: string | undefined): string | null =>
  explicit ? webUrl(explicit) : COMPANY.mediaSiteUrl;

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
  if (explicit) return webUrl(explicit)?.replace(/\/+$/, '') ?? null;
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
  const useEmulators = isOn(text('VITE_USE_EMULATORS'));
  const postMessageOrigins = (text('VITE_POSTMESSAGE_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const explicitApi = text('VITE_API_BASE_URL') || undefined;
  const mediaSiteUrl = mediaSiteUrlOf(text('VITE_MEDIA_SITE_URL') || undefined);
  if (useEmulators) {
    const projectId = text('VITE_FIREBASE_PROJECT_ID') || 'demo-influencer';
    const apiBaseUrl = apiBaseUrlOf(explicitApi, true, projectId);
    const wrong = [
      ...(apiBaseUrl === null ? ['VITE_API_BASE_URL'] : []),
      ...(mediaSiteUrl === null ? ['VITE_MEDIA_SITE_URL'] : []),
    ];
    if (apiBaseUrl === null || mediaSiteUrl === null) return { ok: false, missing: wrong };
    return {
      ok: true,
      env: {
        useEmulators,
        postMessageOrigins,
        apiBaseUrl,
        mediaSiteUrl,
        appCheckSiteKey: null,
        fcmVapidKey: null,
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
  const value = (key: string) => text(key) ?? '';
  const missing: string[] = projectKeys.filter((key) => value(key) === '');
  const apiBaseUrl = apiBaseUrlOf(explicitApi, false, value('VITE_FIREBASE_PROJECT_ID'));
  if (apiBaseUrl === null) missing.push('VITE_API_BASE_URL');
  if (mediaSiteUrl === null) missing.push('VITE_MEDIA_SITE_URL');
  if (missing.length > 0 || apiBaseUrl === null || mediaSiteUrl === null) {
    return { ok: false, missing };
  }
  return {
    ok: true,
    env: {
      useEmulators,
      postMessageOrigins,
      apiBaseUrl,
      mediaSiteUrl,
      appCheckSiteKey: text('VITE_APP_CHECK_SITE_KEY') || null,
      fcmVapidKey: text('VITE_FCM_VAPID_KEY') || null,
      firebase: {
        projectId: value('VITE_FIREBASE_PROJECT_ID'),
        apiKey: value('VITE_FIREBASE_API_KEY'),
        authDomain: value('VITE_FIREBASE_AUTH_DOMAIN'),
        storageBucket: value('VITE_FIREBASE_STORAGE_BUCKET'),
        messagingSenderId: value('VITE_FIREBASE_MESSAGING_SENDER_ID'),
        appId: value('VITE_FIREBASE_APP_ID'),
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
