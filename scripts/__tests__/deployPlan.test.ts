// @vitest-environment node
// `npm run deploy` (scripts/deploy.mjs) cannot reach Google here; its plan can be checked:
// what it refuses, what it says is missing, and the commands it would run.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { DEPLOY_CONFIG, REQUIRED_APP_ENV, SERVICES, parseArgs, planDeploy } from '../deploy.mjs';

const appEnv = {
  VITE_USE_EMULATORS: 'false',
  VITE_FIREBASE_PROJECT_ID: 'my-shop',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'my-shop.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};
const functionsEnv = {
  IYZIPAY_API_KEY: 'api',
  IYZIPAY_SECRET_KEY: 'secret',
  IYZIPAY_BASE_URL: 'https://api.iyzipay.com',
  APP_URL: 'https://my-shop.web.app',
};
const indexHtml = '<html><head></head><body><div id="root"></div></body></html>';

function plan(
  overrides: { app?: Record<string, string>; functions?: Record<string, string> } = {},
  argv: string[] = [],
) {
  return planDeploy({
    appEnv: { ...appEnv, ...overrides.app },
    functionsEnv: { ...functionsEnv, ...overrides.functions },
    args: parseArgs(argv),
    indexHtml,
  });
}

function problemsOf(result: ReturnType<typeof plan>): string[] {
  if (result.ok) throw new Error('expected the plan to be refused');
  return result.problems;
}

describe('npm run deploy refuses', () => {
  it('a demo- project, which exists only in the emulators', () => {
    const result = plan({ app: { VITE_FIREBASE_PROJECT_ID: 'demo-influencer' } });
    expect(problemsOf(result).join('\n')).toMatch(/"demo-influencer" is a demo- project/);
  });

  it('an env without a project, naming the variable', () => {
    const result = plan({ app: { VITE_FIREBASE_PROJECT_ID: '' } });
    expect(problemsOf(result).join('\n')).toMatch(/no project: set VITE_FIREBASE_PROJECT_ID/);
  });

  it('the emulator build', () => {
    for (const value of ['', 'true', '1']) {
      const result = plan({ app: { VITE_USE_EMULATORS: value } });
      expect(problemsOf(result).join('\n'), value).toMatch(/VITE_USE_EMULATORS must be false/);
    }
  });

  it('a missing Firebase web setting, naming each one', () => {
    const result = plan({ app: { VITE_FIREBASE_API_KEY: '', VITE_FIREBASE_APP_ID: ' ' } });
    expect(problemsOf(result)).toContain(
      "missing in the app's env: VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID",
    );
  });

  it('a --project other than the one the app is built for', () => {
    const result = plan({}, ['--project', 'other-shop']);
    expect(problemsOf(result).join('\n')).toMatch(/--project other-shop differs/);
  });

  it('the local test checkout, which would take test cards as payments', () => {
    const result = plan({ functions: { PAYMENT_PROVIDER: 'local' } });
    expect(problemsOf(result).join('\n')).toMatch(/PAYMENT_PROVIDER=local/);
  });

  it('functions that enforce App Check for an app without it', () => {
    const result = plan({ functions: { APP_CHECK_ENFORCE: 'true' } });
    expect(problemsOf(result).join('\n')).toMatch(/VITE_APP_CHECK_SITE_KEY is empty/);
  });

  it('a secret set both in Secret Manager and in the .env file', () => {
    const result = plan({ functions: { FUNCTIONS_SECRETS: 'IYZIPAY_SECRET_KEY' } });
    expect(problemsOf(result).join('\n')).toMatch(
      /IYZIPAY_SECRET_KEY is listed in FUNCTIONS_SECRETS/,
    );
  });

  it('a web-view origin that is no origin', () => {
    const result = plan({ app: { VITE_POSTMESSAGE_ORIGINS: 'https://a.example; script-src *' } });
    expect(problemsOf(result).join('\n')).toMatch(/VITE_POSTMESSAGE_ORIGINS/);
  });

  it('an unknown option or service', () => {
    expect(problemsOf(plan({}, ['--only', 'database'])).join('\n')).toMatch(/--only takes/);
    expect(problemsOf(plan({}, ['--force'])).join('\n')).toMatch(/unknown option --force/);
  });
});

describe('the plan', () => {
  it('builds, writes the config for this env and deploys every part', () => {
    const result = plan();
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.project).toBe('my-shop');
    expect(result.steps.map((step) => step.command?.join(' ') ?? step.file)).toEqual([
      'npm run build',
      DEPLOY_CONFIG,
      `node_modules/.bin/firebase deploy --project my-shop --config ${DEPLOY_CONFIG} --only firestore,functions,storage,hosting`,
    ]);
    expect(SERVICES).toEqual(['firestore', 'functions', 'storage', 'hosting']);
    expect(result.callbackUrl).toBe(
      'https://europe-west1-my-shop.cloudfunctions.net/payment/callback',
    );
    expect(result.notes).toEqual([]);
  });

  it('puts this project’s functions host in the CSP', () => {
    const result = plan();
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const csp = result.hosting.headers[0]!.headers.find(
      (header) => header.key === 'Content-Security-Policy',
    )?.value;
    expect(csp).toContain('https://europe-west1-my-shop.cloudfunctions.net');
    expect(csp).not.toContain('*.cloudfunctions.net');
  });

  it('deploys only what --only names, building the app only for Hosting', () => {
    const result = plan({}, ['--only', 'firestore,functions']);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.steps.map((step) => step.command?.[0] ?? 'write')).toEqual([
      'write',
      'node_modules/.bin/firebase',
    ]);
    expect(result.steps.at(-1)?.command?.at(-1)).toBe('firestore,functions');
  });

  it('notes what is not configured yet without refusing', () => {
    const result = plan({
      app: { VITE_APP_CHECK_SITE_KEY: 'site-key' },
      functions: {
        IYZIPAY_SECRET_KEY: '',
        APP_URL: '',
        PAYMENT_BASE_URL: 'https://pay.example/p/',
      },
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.notes.join('\n')).toMatch(/do not enforce it/);
    expect(result.notes.join('\n')).toMatch(/until these are set: IYZIPAY_SECRET_KEY/);
    expect(result.notes.join('\n')).toMatch(/APP_URL is unset/);
    expect(result.callbackUrl).toBe('https://pay.example/p/callback');
  });

  it('takes iyzico keys from Secret Manager when FUNCTIONS_SECRETS lists them', () => {
    const result = plan({
      functions: {
        IYZIPAY_API_KEY: '',
        IYZIPAY_SECRET_KEY: '',
        FUNCTIONS_SECRETS: 'IYZIPAY_API_KEY,IYZIPAY_SECRET_KEY',
      },
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.notes).toEqual([]);
  });

  it('asks for the same app variables as src/config/env.ts', () => {
    const parsed = parseEnv({ VITE_USE_EMULATORS: 'false' });
    expect(parsed.ok).toBe(false);
    expect(REQUIRED_APP_ENV).toEqual(parsed.ok ? [] : parsed.missing);
  });
});

describe('.env.example', () => {
  const read = (path: string) => readFileSync(join(__dirname, '../..', path), 'utf8');
  const sources = (dir: string): string[] =>
    readdirSync(join(__dirname, '../..', dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('__tests__'))
      .map((name) => read(join(dir, name)));
  // Set by the Functions runtime and the emulator, never by hand.
  const provided = new Set(['GCLOUD_PROJECT', 'GOOGLE_CLOUD_PROJECT', 'FUNCTIONS_EMULATOR']);

  it('names every variable the app and the functions read', () => {
    const example = read('.env.example');
    const named = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    const appVars = sources('src').flatMap((text) => [...text.matchAll(/\bVITE_[A-Z0-9_]+/g)]);
    const functionVars = sources('functions/src').flatMap((text) => [
      ...text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]+)/g),
      ...text.matchAll(/\(env, '([A-Z][A-Z0-9_]+)'\)/g),
    ]);
    const readVars = [
      ...appVars.map((match) => match[0]),
      ...functionVars.map((match) => match[1]!),
    ].filter((name) => !provided.has(name));
    expect(readVars.length).toBeGreaterThan(20);
    expect([...new Set(readVars)].filter((name) => !named.has(name))).toEqual([]);
  });
});
