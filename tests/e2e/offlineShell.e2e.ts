// Issue 19, installable: the built app registers its service worker (/sw.js, scripts/pwa), which
// precaches the shell and takes the page; offline, a reload still shows the sign-in page and /
// the landing page; no request to another origin (Firestore, Auth, functions) is ever answered
// by the worker. Then a "new deploy" (sw.js with another index.html revision, the same length so
// the preview server serves it whole) brings 'Yeni sürüm hazır'; 'Yenile' switches to it and
// reloads exactly once. dist/sw.js is restored afterwards.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { baseURL, e2e, eventually, expectHeading, screenshot } from './browser';

const swFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/sw.js');

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });

/** Paths in the worker's precache. */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    const requests = name ? await (await caches.open(name)).keys() : [];
    return requests.map((request) => new URL(request.url).pathname);
  });

e2e('the app shell opens offline and a new version waits for Yenile', async ({ page, context }) => {
  const origin = new URL(baseURL).origin;
  const foreignFromWorker: string[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).origin !== origin && response.fromServiceWorker()) {
      foreignFromWorker.push(response.url());
    }
  });

  await page.goto('/user/login');
  await expectHeading(page, 'Giriş Yap');
  await controlled(page);
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  const cached = await precached(page);
  for (const path of ['/index.html', '/manifest.webmanifest', entry!]) {
    assert.ok(cached.includes(path), `${path} is precached (${cached.length} files)`);
  }

  await context.setOffline(true);
  try {
    await page.reload();
    await expectHeading(page, 'Giriş Yap');
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'offline-landing');
  } finally {
    await context.setOffline(false);
  }
  assert.deepEqual(foreignFromWorker, [], 'the worker answers no request to another origin');

  // A new deploy: the browser finds a different sw.js, installs it, and it waits.
  const original = readFileSync(swFile, 'utf8');
  const next = original.replace(
    /(url:"index\.html",revision:")(.)/,
    (_, head: string, first: string) => head + (first === '0' ? '1' : '0'),
  );
  assert.ok(next !== original && next.length === original.length, 'sw.js lists index.html');
  try {
    await page.goto('/user/login');
    await expectHeading(page, 'Giriş Yap');
    writeFileSync(swFile, next);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'Yeni sürüm hazır' });
    await prompt.waitFor({ timeout: 30_000 });
    await screenshot(page, 'update-prompt');

    let loads = 0;
    page.on('load', () => (loads += 1));
    await prompt.getByRole('button', { name: 'Yenile' }).click();
    await eventually(async () => loads, 1, 'Yenile reloads the page', 15_000);
    await expectHeading(page, 'Giriş Yap');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting !== null,
        controlled: !!navigator.serviceWorker.controller,
      };
    });
    assert.deepEqual(worker, { waiting: false, controlled: true }, 'the new version took over');
    await page.waitForTimeout(1000);
    assert.equal(loads, 1, 'and reloads only once');
    assert.equal(await prompt.count(), 0, 'the prompt is gone');
  } finally {
    writeFileSync(swFile, original);
  }
});
