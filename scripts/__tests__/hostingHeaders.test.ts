// @vitest-environment node
// scripts/hosting/headers.mjs is the one source of the Hosting headers: the committed
// firebase.json must equal its output for an empty env, and what it allows must cover every
// address the app itself calls (src/config/env.ts, src/lib/firebase.ts, the payment api).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { emulatorHosts, functionsRegion } from '@/lib/firebase';
import { paymentBaseUrlOf } from '@/features/payment/api/paymentApi';
import { committedConfigText, defaultHosting, root } from '../hosting/config.mjs';
import {
  FUNCTIONS_REGION,
  HostingConfigError,
  contentSecurityPolicy,
  emulatorOriginsOf,
  hostingConfig,
  hostingInputFromEnv,
  inlineHashesOf,
  pathsOutside,
  securityHeaders,
} from '../hosting/headers.mjs';

const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

/** The CSP as a map of directive to its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const project = {
  VITE_USE_EMULATORS: 'false',
  VITE_FIREBASE_PROJECT_ID: 'prod-project',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'prod-project.firebaseapp.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'prod-project.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('firebase.json', () => {
  it('holds exactly the hosting block of the source of truth (for an empty env)', async () => {
    expect(firebaseJson.hosting).toEqual(defaultHosting());
    // Also byte for byte, as `node scripts/hosting/config.mjs --write` lays it out.
    expect(readFileSync(join(root, 'firebase.json'), 'utf8')).toBe(await committedConfigText());
  });

  it('serves dist/ as a single-page app, with hashed files cached for a year', () => {
    const hosting = defaultHosting();
    expect(hosting.public).toBe('dist');
    expect(hosting.rewrites).toEqual([expect.objectContaining({ destination: '/index.html' })]);
    const cacheOf = (path: string) =>
      hosting.headers
        .filter((rule) => new RegExp(`^${rule.source.replace(/\*\*/g, '.*')}$`).test(path))
        .flatMap((rule) => rule.headers)
        .filter((header) => header.key === 'Cache-Control')
        .at(-1)?.value; // a later rule wins, as on Hosting
    expect(cacheOf('/assets/Ab12.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/index.html', '/app/projects', '/sw.js', '/manifest.webmanifest']) {
      expect(cacheOf(path), path).toBe('no-cache');
    }
  });
});

describe('the SPA rewrite', () => {
  const rewrite = new RegExp(pathsOutside('assets'));

  it('answers every app path with index.html', () => {
    for (const path of ['/', '/app', '/app/projects', '/user/login', '/u/abc', '/a', '/asset']) {
      expect(rewrite.test(path), path).toBe(true);
    }
    expect(rewrite.test('/assetsx/y')).toBe(true);
  });

  it('leaves a missing hashed file a 404 (never index.html cached for a year)', () => {
    for (const path of ['/assets/', '/assets/old-hash.js', '/assets/x/y.css']) {
      expect(rewrite.test(path), path).toBe(false);
    }
  });

  it('refuses a folder name it cannot express', () => {
    expect(() => pathsOutside('a$s')).toThrow(HostingConfigError);
  });
});

describe('the Content-Security-Policy', () => {
  const committed = directives(contentSecurityPolicy(hostingInputFromEnv({})));

  it('allows scripts and styles only from our origin, nothing inline, no eval', () => {
    expect(committed['script-src']).toEqual(["'self'"]);
    expect(committed['style-src']).toEqual(["'self'"]);
    const all = Object.values(committed).flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(committed['object-src']).toEqual(["'none'"]);
    expect(committed['base-uri']).toEqual(["'self'"]);
    expect(committed['form-action']).toEqual(["'self'"]);
    expect(committed['worker-src']).toEqual(["'self'"]);
    expect(committed['manifest-src']).toEqual(["'self'"]);
    expect(committed['frame-ancestors']).toEqual(["'self'"]);
    expect(committed['frame-src']).toEqual(["'none'"]);
  });

  it('connects only to our origin, Firebase and the functions', () => {
    expect(committed['connect-src']).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://*.cloudfunctions.net',
    ]);
  });

  it('names the project’s own functions host and every address the app calls', () => {
    const env = {
      ...project,
      VITE_PAYMENT_BASE_URL: 'https://pay.example.com/payment',
      VITE_API_BASE_URL: 'https://api.example.com/v1/',
    };
    const connect = directives(contentSecurityPolicy(hostingInputFromEnv(env)))['connect-src'];
    expect(connect).not.toContain('https://*.cloudfunctions.net');
    const parsed = parseEnv(env);
    if (!parsed.ok) throw new Error('the test env is incomplete');
    const called = [
      parsed.env.apiBaseUrl,
      paymentBaseUrlOf(env.VITE_PAYMENT_BASE_URL, false, 'prod-project'),
      paymentBaseUrlOf(undefined, false, 'prod-project'), // callables share the host
    ];
    for (const url of called) expect(connect, url).toContain(new URL(url).origin);
  });

  it('lets the web-view allow-list frame the app, read as src/config/env.ts reads it', () => {
    const env = { VITE_POSTMESSAGE_ORIGINS: 'https://m.example.com, capacitor://localhost ,' };
    const parsed = parseEnv(env);
    const input = hostingInputFromEnv(env);
    expect(input.frameAncestors).toEqual(parsed.ok && parsed.env.postMessageOrigins);
    expect(directives(contentSecurityPolicy(input))['frame-ancestors']).toEqual([
      "'self'",
      'https://m.example.com',
      'capacitor://localhost',
    ]);
  });

  it('refuses an env value that would smuggle in a directive or a wildcard', () => {
    for (const origins of [
      "https://a.example; script-src 'unsafe-inline'",
      'https://a.example/path',
      '*',
      "'self'",
    ]) {
      expect(() => hostingInputFromEnv({ VITE_POSTMESSAGE_ORIGINS: origins }), origins).toThrow(
        HostingConfigError,
      );
    }
    expect(() => hostingInputFromEnv({ VITE_API_BASE_URL: 'javascript:alert(1)' })).toThrow(
      HostingConfigError,
    );
  });

  it('allows reCAPTCHA and App Check only with an App Check site key', () => {
    const withKey = directives(
      contentSecurityPolicy(hostingInputFromEnv({ ...project, VITE_APP_CHECK_SITE_KEY: 'k' })),
    );
    expect(withKey['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(withKey['connect-src']).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(withKey['frame-src']).toContain('https://www.google.com/recaptcha/');
    const without = directives(contentSecurityPolicy(hostingInputFromEnv(project)));
    expect(without['script-src']).toEqual(["'self'"]);
    expect(without['connect-src'].join(' ')).not.toMatch(/recaptcha|appcheck/);
  });

  it('lets the browser register for web push only with a VAPID key', () => {
    const push = [
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
    ];
    const withKey = directives(
      contentSecurityPolicy(hostingInputFromEnv({ ...project, VITE_FCM_VAPID_KEY: 'BKey' })),
    );
    expect(withKey['connect-src']).toEqual(expect.arrayContaining(push));
    expect(withKey['worker-src']).toEqual(["'self'"]);
    const without = directives(contentSecurityPolicy(hostingInputFromEnv(project)));
    for (const origin of push) expect(without['connect-src']).not.toContain(origin);
  });

  it('adds the emulators firebase.json starts, where src/lib/firebase.ts connects', () => {
    const origins = emulatorOriginsOf(firebaseJson.emulators);
    expect(origins).toEqual([
      emulatorHosts.auth,
      `http://${emulatorHosts.firestore.host}:${emulatorHosts.firestore.port}`,
      `http://${emulatorHosts.functions.host}:${emulatorHosts.functions.port}`,
      `http://${emulatorHosts.storage.host}:${emulatorHosts.storage.port}`,
    ]);
    const local = directives(
      contentSecurityPolicy(hostingInputFromEnv({}), { emulatorOrigins: origins }),
    );
    for (const origin of origins) expect(local['connect-src']).toContain(origin);
    expect(local['img-src']).toContain(origins[3]); // uploads on the Storage emulator
  });

  it('admits inline blocks of index.html only by their hash', () => {
    const html =
      '<head><style>body{margin:0}</style><script type="module" src="/a.js"></script>' +
      '<script>window.x=1</script></head>';
    const hashes = inlineHashesOf(html); // values from `printf '<body>' | openssl dgst -sha256 -binary | base64`
    expect(hashes).toEqual({
      style: ["'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='"],
      script: ["'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='"],
    });
    const csp = directives(
      contentSecurityPolicy(hostingInputFromEnv({}), { inlineHashes: hashes }),
    );
    expect(csp['style-src']).toEqual(["'self'", ...hashes.style]);
    expect(csp['script-src']).toEqual(["'self'", ...hashes.script]);
  });

  it('uses the region the app and the functions use', () => {
    expect(FUNCTIONS_REGION).toBe(functionsRegion);
    expect(readFileSync(join(root, 'functions/src/admin.ts'), 'utf8')).toContain(
      `export const REGION = '${FUNCTIONS_REGION}';`,
    );
  });
});

describe('the other security headers', () => {
  const byKey = Object.fromEntries(
    securityHeaders(hostingInputFromEnv({})).map((header) => [header.key, header.value]),
  );

  it('sends HSTS, nosniff, a referrer policy and a permissions policy', () => {
    expect(byKey['Strict-Transport-Security']).toMatch(/^max-age=31536000; includeSubDomains$/);
    expect(byKey['X-Content-Type-Options']).toBe('nosniff');
    expect(byKey['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(byKey['Permissions-Policy']).toContain('camera=()');
    expect(byKey['Permissions-Policy']).toContain('geolocation=()');
  });

  it('puts every security header on every path', () => {
    const everyPath = hostingConfig(hostingInputFromEnv({})).headers[0]!;
    expect(everyPath.source).toBe('**');
    expect(everyPath.headers.map((header: { key: string }) => header.key)).toEqual(
      expect.arrayContaining(Object.keys(byKey)),
    );
  });
});
