// Shared helpers for the end-to-end tests: one Chromium per test file (Debian's, driven by
// playwright-core), a fresh context per test, page-error checks, screenshots and polling
// assertions. Run through tests/e2e/run.mjs, which serves the built app on E2E_BASE_URL.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const artifactsDir = join(root, 'artifacts/e2e');

/** How long polling assertions and Playwright actions wait before failing. */
export const waitMs = 10_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
}

let browser: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  browser ??= launchBrowser();
  return browser;
}
after(async () => {
  const launched = await browser?.catch(() => undefined);
  await launched?.close();
});

export type Session = {
  page: Page;
  context: BrowserContext;
  /** console.error lines, reported as test diagnostics. */
  consoleErrors: string[];
  /** Uncaught exceptions in the page; any of them fails the test. */
  pageErrors: Error[];
};

export type SessionOptions = {
  /** Local storage entries written before the app's first script runs (once per tab). */
  localStorage?: Record<string, string>;
  /** A journey longer than the default 90 s (more sign-ins, e.g. a draft approved first). */
  timeoutMs?: number;
};

// Runs inside the page before its scripts. Seeds once per tab (sessionStorage marks it), so
// what the app writes afterwards survives reloads.
function seedLocalStorage(seed: { origin: string; entries: Record<string, string> }): void {
  if (window.location.origin !== seed.origin) return;
  try {
    if (window.sessionStorage.getItem('e2e:seeded') === '1') return;
    for (const [key, value] of Object.entries(seed.entries)) {
      window.localStorage.setItem(key, value);
    }
    window.sessionStorage.setItem('e2e:seeded', '1');
  } catch {
    // storage unavailable: the test's own assertions will say so
  }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * A test with its own browser context. Fails on uncaught page errors; on failure it saves
 * `artifacts/e2e/failed-<test name>.png`.
 */
export function e2e(
  name: string,
  fn: (session: Session, t: TestContext) => Promise<void>,
  options: SessionOptions = {},
): void {
  test(name, { timeout: options.timeoutMs ?? 90_000 }, async (t) => {
    const context = await (
      await sharedBrowser()
    ).newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(waitMs);
    if (options.localStorage) {
      await context.addInitScript(seedLocalStorage, {
        origin: new URL(baseURL).origin,
        entries: options.localStorage,
      });
    }
    const page = await context.newPage();
    const session: Session = { page, context, consoleErrors: [], pageErrors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') session.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => session.pageErrors.push(error));
    try {
      await fn(session, t);
    } catch (error) {
      await screenshot(page, `failed-${slug(name)}`).catch(() => undefined);
      throw error;
    } finally {
      for (const line of session.consoleErrors) t.diagnostic(`console error: ${line}`);
      for (const error of session.pageErrors) t.diagnostic(`page error: ${error.stack ?? error}`);
      await context.close();
    }
    assert.deepEqual(
      session.pageErrors.map((error) => error.message),
      [],
      'the page threw uncaught errors',
    );
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `read` until it returns `expected`, then asserts (so a timeout shows the last value). */
export async function eventually<T>(
  read: () => Promise<T>,
  expected: T,
  message: string,
  timeoutMs = waitMs,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let actual = await read();
  while (!Object.is(actual, expected) && Date.now() < deadline) {
    await sleep(100);
    actual = await read();
  }
  assert.equal(actual, expected, message);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The browser ends up on `path` (client-side redirects included). */
export function expectPath(page: Page, path: string): Promise<void> {
  return eventually(async () => pathOf(page), path, `expected to land on ${path}`);
}

/** `<html name="value">`, waiting for the app to set it. */
export function expectHtmlAttribute(page: Page, name: string, value: string): Promise<void> {
  return eventually(
    () => page.locator('html').getAttribute(name),
    value,
    `expected <html ${name}="${value}">`,
  );
}

/** Waits until a heading with exactly this text is visible. */
export async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, exact: true }).waitFor({ state: 'visible' });
}

/**
 * After a theme change the spec reloads the page after 500 ms (design.md allows switching live
 * instead): wait for that reload if one comes, and for on-demand theme CSS or locale chunks,
 * so assertions and screenshots see the result.
 */
export async function settleAfterReloadingChange(page: Page): Promise<void> {
  await page.waitForEvent('load', { timeout: 1500 }).catch(() => undefined);
  await page.waitForLoadState('load');
  // Open connections (a Firestore listener, say) can keep the network busy: bounded wait.
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
}
