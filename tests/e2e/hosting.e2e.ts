// Issue 19, hosting: the built app served by the Firebase Hosting emulator with the headers of
// scripts/hosting/headers.mjs (for the emulator build: plus the local emulators' origins).
// The responses carry the CSP, HSTS and the cache rules, deep links reach the app, and a
// signed-in walk with a write runs without a single Content-Security-Policy violation.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startHostingEmulator } from '../../scripts/hosting/emulator.mjs';
import { demo, signIn } from './accounts';
import { expectHeading, launchBrowser, screenshot, waitMs } from './browser';
import { adminDb } from './firestoreAdmin';

let server: Awaited<ReturnType<typeof startHostingEmulator>> | undefined;
let browser: Browser | undefined;

before(async () => {
  server = await startHostingEmulator();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

function hosting() {
  assert.ok(server, 'the Hosting emulator is up');
  return server;
}

/** The headers the source of truth gives a path (later rules win, as on Hosting). */
function expectedHeaders(): Map<string, string> {
  const all = hosting().hosting.headers[0]!.headers as { key: string; value: string }[];
  return new Map(all.map((header) => [header.key.toLowerCase(), header.value]));
}

test('Hosting answers with the security headers, the cache rules and the SPA rewrite', async () => {
  const { url } = hosting();
  const expected = expectedHeaders();
  assert.match(expected.get('content-security-policy') ?? '', /script-src 'self';/);

  for (const path of ['/', '/app/briefDetail?briefId=x', '/user/login']) {
    const response = await fetch(`${url}${path}`);
    assert.equal(response.status, 200, path);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path);
    assert.match(await response.text(), /<div id="root">/, `${path} is the app`);
    for (const [key, value] of expected) {
      assert.equal(response.headers.get(key), value, `${key} on ${path}`);
    }
  }

  const html = await (await fetch(`${url}/`)).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  assert.ok(entry, 'index.html loads a hashed entry script');
  const asset = await fetch(`${url}${entry}`);
  assert.equal(asset.status, 200);
  assert.match(asset.headers.get('content-type') ?? '', /javascript/);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(asset.headers.get('x-content-type-options'), 'nosniff');

  // The service worker and the manifest are revalidated on every load, so a deploy reaches
  // everyone (the prompt for a new version relies on it).
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    const response = await fetch(`${url}${path}`);
    assert.equal(response.headers.get('cache-control'), 'no-cache', path);
  }

  const missing = await fetch(`${url}/assets/no-such-chunk.js`);
  assert.equal(missing.status, 404, 'a missing hashed file is no index.html');
});

type Violations = { console: string[]; events: string[] };

/** Records CSP violations from the console and from `securitypolicyviolation` events. */
async function watchCsp(page: Page): Promise<Violations> {
  const violations: Violations = { console: [], events: [] };
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      violations.console.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return violations;
}

async function collectEvents(page: Page, violations: Violations): Promise<void> {
  const seen = await page
    .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
    .catch(() => []);
  violations.events.push(...seen);
}

test(
  'the app runs under the CSP: sign in, a few pages and a write, no violation',
  { timeout: 120_000 },
  async (t) => {
    const { url } = hosting();
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: url,
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(waitMs);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const violations = await watchCsp(page);
    const brand = demo('brand');
    const message = `CSP ile destek ${Date.now().toString(36)}`;
    try {
      // A deep link, signed out: the rewrite serves the app, the guard sends it to sign-in.
      await page.goto('/app/pages/faq');
      await expectHeading(page, 'Giriş Yap');
      await collectEvents(page, violations);

      await signIn(page, brand.email, brand.password);
      for (const path of ['/app/myProjects', '/app/influencers', '/app/pages/faq']) {
        await page.goto(path); // a full load each time: index.html through the rewrite
        await page.locator('main h1, h1').first().waitFor();
        await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
        await collectEvents(page, violations);
      }

      // A write through Firestore under the CSP: a support message, stored once.
      await page.goto('/app/support');
      await page.getByTestId('support-messages').waitFor();
      await page.getByLabel('Mesajınız').fill(message);
      await page.getByLabel('Mesajınız').press('Enter');
      await page.getByTestId('support-messages').getByText(message).waitFor();
      const stored = await adminDb()
        .collection(`Support/${brand.uid}/messages`)
        .where('text', '==', message)
        .get();
      assert.equal(stored.size, 1, 'the message reached Firestore once');
      await collectEvents(page, violations);
      await screenshot(page, 'hosting-csp-support');
    } finally {
      for (const line of [...violations.console, ...violations.events]) {
        t.diagnostic(`CSP: ${line}`);
      }
      await context.close();
    }
    assert.deepEqual(violations.console, [], 'no CSP violation in the console');
    assert.deepEqual(violations.events, [], 'no securitypolicyviolation event');
    assert.deepEqual(pageErrors, [], 'no uncaught page error');
  },
);
