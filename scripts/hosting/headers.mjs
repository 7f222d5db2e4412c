// The one source of truth for what Firebase Hosting sends with every response: the
// Content-Security-Policy and the other security headers, the cache rules and the SPA rewrite
// (issue 19). The allow-lists come from the app's env (VITE_* variables), while firebase.json is
// static JSON, so everything that ends up in firebase.json is computed here:
//   - the committed firebase.json holds `hostingConfig(hostingInputFromEnv({}))`, the output for
//     an empty env (scripts/__tests__/hostingHeaders.test.ts keeps them equal;
//     `node scripts/hosting/config.mjs --write` rewrites it);
//   - `npm run deploy` builds the same from the project's env (scripts/deploy.mjs);
//   - the Hosting-emulator e2e test adds the local emulators' origins from firebase.json's
//     `emulators` block (tests/e2e/hosting.e2e.ts).
// Node built-ins only; no I/O.
import { createHash } from 'node:crypto';

/** The Cloud Functions region (src/lib/firebase.ts, functions/src/admin.ts; a test keeps them equal). */
export const FUNCTIONS_REGION = 'europe-west1';

// What the Firebase web SDKs contact in production (firebase 12): Firestore (its WebChannel
// too), Auth's REST APIs (the app uses email and password only, without the popup/redirect
// resolver, so no iframe or gapi script), and Storage (uploads and download URLs).
const firebaseApiOrigins = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebasestorage.googleapis.com',
];

// App Check with reCAPTCHA Enterprise (only when VITE_APP_CHECK_SITE_KEY is set): the App Check
// token exchange, and reCAPTCHA's script, its frames and its calls (Google's CSP guidance for
// reCAPTCHA). Without a site key none of these is allowed.
const appCheckOrigins = {
  connect: ['https://content-firebaseappcheck.googleapis.com', 'https://www.google.com/recaptcha/'],
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

// Web push (only when VITE_FCM_VAPID_KEY is set): getToken registers the browser with Firebase
// Installations and FCM's registration API (firebase/messaging 12).
const pushOrigins = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];

/** The emulators the app's emulator build talks to (src/lib/firebase.ts emulatorHosts). */
const appEmulators = ['auth', 'firestore', 'functions', 'storage'];

// `scheme://host[:port]` and nothing else: an env value can never add a directive (no space,
// semicolon, comma or quote gets through).
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

export class HostingConfigError extends Error {
  constructor(message) {
    super(message);
    this.name = 'HostingConfigError';
  }
}

/** The origin of an http(s) URL from env, or a HostingConfigError naming the variable. */
function originOfUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new HostingConfigError(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new HostingConfigError(`${name} must be an http(s) URL: ${value}`);
  }
  return url.origin;
}

const text = (env, name) => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * What the headers depend on, read from the app's env the way src/config/env.ts reads it
 * (a unit test compares the two): VITE_FIREBASE_PROJECT_ID (the functions' host),
 * VITE_API_BASE_URL and VITE_PAYMENT_BASE_URL (when they point elsewhere), VITE_POSTMESSAGE_ORIGINS
 * (the web-view allow-list, which may also frame the app) and VITE_APP_CHECK_SITE_KEY.
 * Throws a HostingConfigError for a value that is no origin or URL.
 */
export function hostingInputFromEnv(env) {
  const frameAncestors = text(env, 'VITE_POSTMESSAGE_ORIGINS')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of frameAncestors) {
    if (!ORIGIN.test(origin)) {
      throw new HostingConfigError(
        `VITE_POSTMESSAGE_ORIGINS holds "${origin}", which is not an origin (scheme://host[:port])`,
      );
    }
  }
  const serviceOrigins = [];
  for (const name of ['VITE_API_BASE_URL', 'VITE_PAYMENT_BASE_URL']) {
    const value = text(env, name);
    if (value) serviceOrigins.push(originOfUrl(name, value));
  }
  return {
    projectId: text(env, 'VITE_FIREBASE_PROJECT_ID') || null,
    serviceOrigins,
    frameAncestors,
    appCheck: text(env, 'VITE_APP_CHECK_SITE_KEY') !== '',
    push: text(env, 'VITE_FCM_VAPID_KEY') !== '',
  };
}

/**
 * The functions' host: the project's own when known; otherwise (the committed firebase.json,
 * which must work for any project) every cloudfunctions.net host. Firestore and Storage are
 * shared hosts anyway, so the wildcard gives away little.
 */
export function functionsOrigin(projectId) {
  return projectId
    ? `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`
    : 'https://*.cloudfunctions.net';
}

/** The local emulators' origins from firebase.json's `emulators` block (e2e only). */
export function emulatorOriginsOf(emulators) {
  return appEmulators
    .filter((name) => emulators?.[name]?.port)
    .map((name) => `http://${emulators[name].host ?? '127.0.0.1'}:${emulators[name].port}`);
}

/** sha256 sources of the inline <script> and <style> blocks of an HTML page. */
export function inlineHashesOf(html) {
  const hashes = { script: [], style: [] };
  const block = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
  for (const [, tag, attributes, body] of html.matchAll(block)) {
    if (tag.toLowerCase() === 'script' && /\bsrc\s*=/i.test(attributes)) continue;
    if (body.trim() === '') continue;
    const digest = createHash('sha256').update(body, 'utf8').digest('base64');
    hashes[tag.toLowerCase()].push(`'sha256-${digest}'`);
  }
  return hashes;
}

const unique = (list) => [...new Set(list)];

/**
 * The Content-Security-Policy. Scripts only from our origin (plus reCAPTCHA's with App Check,
 * and hashes of inline blocks of index.html, if it ever has any); styles only from our origin
 * (React sets style props through the CSSOM, which CSP does not govern, and lazy CSS arrives as
 * <link> tags); connections to our origin, Firebase, our functions and, with App Check,
 * App Check and reCAPTCHA. The browser never talks to iyzico: the function does, and the
 * checkout page is reached by a top-level navigation (PaymentPage: location.assign), which no
 * directive governs; iyzico posts its result to the `payment` function, not to us, so
 * form-action stays 'self'. frame-ancestors follows the web-view allow-list.
 *
 * @param {ReturnType<typeof hostingInputFromEnv>} input
 * @param {{ emulatorOrigins?: string[], inlineHashes?: { script: string[], style: string[] } }} [options]
 */
export function contentSecurityPolicy(input, options = {}) {
  const emulators = options.emulatorOrigins ?? [];
  const inline = options.inlineHashes ?? { script: [], style: [] };
  const appCheck = input.appCheck;
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inline.script, ...(appCheck ? appCheckOrigins.script : [])]],
    ['style-src', ["'self'", ...inline.style]],
    // Profile photos, logos and brief images are any https address (firestore.rules safeUrl);
    // data: for Bootstrap's inline SVG icons, blob: for previews of a picked file.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...emulators]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        ...firebaseApiOrigins,
        functionsOrigin(input.projectId),
        ...input.serviceOrigins,
        ...(appCheck ? appCheckOrigins.connect : []),
        ...(input.push ? pushOrigins : []),
        ...emulators,
      ],
    ],
    ['frame-src', appCheck ? appCheckOrigins.frame : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'", ...input.frameAncestors]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

// Features the app never uses, switched off for it and every frame (the share button uses
// navigator.share and the clipboard, so those stay). Only names Chromium knows: an unknown one
// is a console error on every page.
const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The security headers every response carries. */
export function securityHeaders(input, options = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(input, options) },
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** Where Vite writes the hashed build files (vite.config.ts: assets/[hash].js and the entry). */
export const HASHED_ASSETS_DIR = 'assets';

/**
 * A regex (JavaScript and RE2, which has no look-ahead) matching every path except those under
 * `/<dir>/`: the SPA rewrite must not answer a missing hashed file with index.html, which the
 * immutable cache rule would then keep for a year.
 */
export function pathsOutside(dir) {
  if (!/^[a-z0-9_-]+$/.test(dir)) throw new HostingConfigError(`not a plain folder name: ${dir}`);
  // After each matched letter of `dir`: the path ends, or goes on with another letter.
  let tail = '(?:$|[^/])';
  for (const char of [...dir].reverse()) tail = `(?:$|[^${char}]|${char}${tail})`;
  return `^/${tail}.*$`;
}

/**
 * The `hosting` block of firebase.json. Headers apply in order and a later match wins (as on
 * Firebase Hosting and its emulator), so the hashed files' year-long cache comes after the
 * `no-cache` that every other file gets (index.html, the SPA fallback, /sw.js and
 * /manifest.webmanifest are revalidated on every load, so a deploy reaches everyone at once).
 */
export function hostingConfig(input, options = {}) {
  return {
    public: 'dist',
    ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
    rewrites: [{ regex: pathsOutside(HASHED_ASSETS_DIR), destination: '/index.html' }],
    headers: [
      {
        source: '**',
        headers: [...securityHeaders(input, options), { key: 'Cache-Control', value: 'no-cache' }],
      },
      {
        source: `/${HASHED_ASSETS_DIR}/**`,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ],
  };
}

/** firebase.json with its `hosting` block replaced (the other blocks kept, in their order). */
export function withHosting(firebaseJson, hosting) {
  const out = {};
  for (const [key, value] of Object.entries(firebaseJson)) {
    if (key === 'emulators' && !('hosting' in out)) out.hosting = hosting;
    if (key !== 'hosting') out[key] = value;
  }
  out.hosting ??= hosting;
  return out;
}
