// @vitest-environment node
// The service worker of scripts/pwa: which chunks form the offline shell, and what the
// generated sw.js does with requests. The worker is built by Workbox exactly as `vite build`
// builds it (serviceWorkerConfig) from a small fake dist/, then run in a sandbox that stands in
// for the browser's service-worker global; each request is dispatched as a fetch event and the
// test sees whether the worker answers it (respondWith) or leaves it to the network. A worker
// that answers a Firestore, Auth, Storage, Functions or any cross-origin request fails here.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { generateSW } from 'workbox-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onlyRealAssets,
  serviceWorkerConfig,
  shellChunks,
  shellModules,
  type BundleItem,
} from '../pwa/serviceWorkerConfig';

const chunk = (fileName: string, imports: string[] = [], facade: string | null = null) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: facade,
    imports,
  }) satisfies BundleItem;

describe('the shell chunks', () => {
  const root = '/repo/';
  const bundle: Record<string, BundleItem> = {
    'assets/index.js': { ...chunk('assets/index.js', ['assets/react.js']), isEntry: true },
    'assets/react.js': chunk('assets/react.js'),
    'assets/layout.js': chunk('assets/layout.js', ['assets/react.js'], `${root}${shellModules[0]}`),
    'assets/login.js': chunk('assets/login.js', ['assets/auth.js'], `${root}${shellModules[1]}`),
    'assets/auth.js': chunk('assets/auth.js', ['assets/react.js']),
    'assets/home.js': chunk('assets/home.js', ['assets/store.js'], `${root}${shellModules[2]}`),
    'assets/store.js': chunk('assets/store.js'),
    'assets/home.tr.js': chunk('assets/home.tr.js', [], `${root}${shellModules[3]}`),
    'assets/pwa.js': chunk('assets/pwa.js', [], `${root}${shellModules[4]}`),
    'assets/chat.js': chunk('assets/chat.js', ['assets/chatOnly.js'], `${root}src/Chat.tsx`),
    'assets/chatOnly.js': chunk('assets/chatOnly.js'),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  };

  const withoutFile = (fileName: string) =>
    Object.fromEntries(Object.entries(bundle).filter(([name]) => name !== fileName));

  it('are the entry and the landing pages with their static imports, nothing else', () => {
    expect(shellChunks(bundle)).toEqual([
      'assets/auth.js',
      'assets/home.js',
      'assets/home.tr.js',
      'assets/index.js',
      'assets/layout.js',
      'assets/login.js',
      'assets/pwa.js',
      'assets/react.js',
      'assets/store.js',
    ]);
  });

  it('follow a shell page merged into another chunk', () => {
    const merged = withoutFile('assets/home.tr.js');
    merged['assets/chat.js'] = {
      ...chunk('assets/chat.js', ['assets/chatOnly.js'], `${root}src/Chat.tsx`),
      moduleIds: [`${root}src/Chat.tsx`, `${root}${shellModules[3]}`],
    };
    expect(shellChunks(merged)).toContain('assets/chatOnly.js');
  });

  it('fail the build when a shell page has no chunk (moved or renamed)', () => {
    expect(() => shellChunks(withoutFile('assets/login.js'))).toThrow(shellModules[1]);
  });
});

const ORIGIN = 'https://app.example.com';
let dist = '';
let swSource = '';

/** The fake build: what serviceWorkerConfig's patterns pick from, and what they leave. */
const files: Record<string, string> = {
  'index.html': '<!doctype html><div id="root"></div>',
  'manifest.webmanifest': '{}',
  'favicon.svg': '<svg/>',
  'icons/icon-192.png': 'png',
  'assets/entry.js': 'console.log(1)',
  'assets/login.js': 'console.log(2)',
  'assets/chat.js': 'console.log(3)',
  'assets/app-x1.css': 'body{}',
  'assets/bootstrap.rtl.min-x2.css': 'body{}',
  'demo/logos/a.png': 'png',
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sw-test-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), text);
  }
  await generateSW(serviceWorkerConfig(dist, ['assets/entry.js', 'assets/login.js']));
  swSource = readFileSync(join(dist, 'sw.js'), 'utf8');
}, 120_000);

afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

type Listener = (event: unknown) => void;

/** Loads sw.js into a fresh service-worker-like global; returns its event listeners. */
function startWorker(overrides: Record<string, unknown> = {}): Map<string, Listener[]> {
  const listeners = new Map<string, Listener[]>();
  const never = () => new Promise<never>(() => undefined);
  const scope: Record<string, unknown> = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { scope: `${ORIGIN}/` },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: never,
    clients: { claim: never },
    // Storage and network never settle: the test only watches whether the worker answers.
    caches: { open: never, match: never, keys: never, delete: never, has: never },
    fetch: never,
    FetchEvent: class FetchEvent {},
    URL,
    // In a worker a relative URL resolves against the worker's location; Node's needs help.
    Request: class extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, `${ORIGIN}/`).href : input, init);
      }
    },
    Response,
    Headers,
    console,
    setTimeout,
    clearTimeout,
    ...overrides,
  };
  scope.self = scope;
  runInContext(swSource, createContext(scope));
  return listeners;
}

let listeners: Map<string, Listener[]>;

/** Whether the worker answers a GET of `url` (a navigation when `navigate`). */
function answers(url: string, { navigate = false, method = 'GET' } = {}): boolean {
  let answered = false;
  const event = {
    request: {
      url: new URL(url, ORIGIN).href,
      method,
      mode: navigate ? 'navigate' : 'cors',
      destination: navigate ? 'document' : 'script',
      headers: new Headers(),
    },
    respondWith: () => {
      answered = true;
    },
    waitUntil: () => undefined,
  };
  for (const listener of listeners.get('fetch') ?? []) listener(event);
  return answered;
}

describe('the generated sw.js', () => {
  beforeAll(() => {
    listeners = startWorker();
  });

  it('carries the Workbox runtime itself: no importScripts, no CDN', () => {
    expect(swSource).not.toMatch(/importScripts|workbox-cdn|import\(/);
    // The only address in it is the docs link of a console warning.
    const addresses = [...swSource.matchAll(/https?:\/\/[^\s"'`]+/g)].map((match) => match[0]);
    expect(addresses).toEqual(['https://bit.ly/wb-precache']);
  });

  it('precaches the shell: index.html, the shell chunks, CSS but the RTL Bootstrap, icons', () => {
    const urls = [...swSource.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]).sort();
    expect(urls).toEqual([
      'assets/app-x1.css',
      'assets/entry.js',
      'assets/login.js',
      'favicon.svg',
      'icons/icon-192.png',
      'index.html',
      'manifest.webmanifest',
    ]);
  });

  it('waits for the app to send SKIP_WAITING instead of taking over by itself', () => {
    let skipped = 0;
    const worker = startWorker({ skipWaiting: () => (skipped += 1) });
    const message = (data: unknown) =>
      (worker.get('message') ?? []).forEach((listener) => listener({ data }));
    expect(skipped).toBe(0);
    message({ type: 'OTHER' });
    expect(skipped).toBe(0);
    message({ type: 'SKIP_WAITING' });
    expect(skipped).toBe(1);
  });

  it('answers navigations to app routes from the cached index.html', () => {
    for (const path of [
      '/',
      '/user/login',
      '/user/login?next=%2Fapp%2Fchat',
      '/app/chat',
      '/app/pages/account',
      '/auth/action?mode=verifyEmail&oobCode=x',
      '/u/abc123',
      '/policies',
      '/unauthorized',
    ]) {
      expect(answers(path, { navigate: true }), path).toBe(true);
    }
  });

  it('leaves /__/ and paths that are not app routes to the network', () => {
    for (const path of [
      '/__/auth/handler?apiKey=x',
      '/__/firebase/init.json',
      '/api/contacts',
      '/robots.txt',
      '/sw.js',
      '/demo/logos/a.png',
    ]) {
      expect(answers(path, { navigate: true }), path).toBe(false);
    }
  });

  it('answers our own /assets/ from the precache or the asset cache', () => {
    expect(answers('/assets/entry.js')).toBe(true);
    expect(answers('/assets/app-x1.css')).toBe(true);
    // Not precached: cached on first use (a page chunk of a screen the user opened).
    expect(answers('/assets/chat.js')).toBe(true);
  });

  it('never answers Firestore, Auth, Storage, Functions, iyzico or any other origin', () => {
    for (const url of [
      'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel?VER=8',
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=x',
      'https://securetoken.googleapis.com/v1/token?key=x',
      'https://firebasestorage.googleapis.com/v0/b/bucket/o/profiles%2Fa.jpg?alt=media',
      'https://europe-west1-project.cloudfunctions.net/api/contacts',
      'https://firebaseappcheck.googleapis.com/v1/projects/p/apps/a:exchangeRecaptchaEnterpriseToken',
      'https://sandbox-api.iyzipay.com/payment/iyzipos/checkoutform/initialize/auth/ecom',
      'http://127.0.0.1:8080/google.firestore.v1.Firestore/Write/channel',
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup',
      'http://127.0.0.1:5001/demo-influencer/europe-west1/api/contacts',
      'https://cdn.example.com/assets/entry.js',
    ]) {
      expect(answers(url), url).toBe(false);
      expect(answers(url, { navigate: true }), url).toBe(false);
    }
  });

  it('leaves same-origin requests outside /assets/ and every non-GET to the network', () => {
    expect(answers('/api/contacts')).toBe(false);
    expect(answers('/__/auth/iframe.js')).toBe(false);
    expect(answers('/demo/logos/a.png')).toBe(false);
    expect(answers('/assets/chat.js', { method: 'POST' })).toBe(false);
  });
});

describe('the asset cache', () => {
  const keep = (status: number, type: string) =>
    onlyRealAssets.cacheWillUpdate({
      response: new Response(status === 204 ? null : 'x', {
        status,
        headers: { 'content-type': type },
      }),
    });

  it('keeps JavaScript, CSS, fonts and images', async () => {
    for (const type of ['text/javascript', 'application/javascript', 'text/css', 'font/woff2']) {
      expect(await keep(200, type), type).not.toBeNull();
    }
    expect(await keep(200, 'image/png')).not.toBeNull();
  });

  it('never keeps an HTML page answering for a missing chunk, nor a failed response', async () => {
    expect(await keep(200, 'text/html; charset=utf-8')).toBeNull();
    expect(await keep(404, 'text/javascript')).toBeNull();
    expect(await keep(204, 'text/javascript')).toBeNull();
  });
});
