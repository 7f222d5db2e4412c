// JavaScript weight (design.md section 10): what the browser actually loads for the sign-in
// page and for the first /app screen, and the largest chunk in the build. Sizes are gzip level 9
// of the built files in dist/, 1 KB = 1000 bytes (as Vite prints them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from '../chromium.mjs';

// The seeded demo brand (scripts/seed/accounts.ts); bench.mjs seeds before measuring.
const brand = { email: 'brand@demo.test', password: 'Demo123!' };

/** Signs in through the form, as a visitor would, and waits for the brand's landing page. */
async function signInAsBrand(page) {
  await page.getByLabel('E-posta').fill(brand.email);
  await page.getByLabel('Parola').fill(brand.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await page.waitForURL('**/app/myProjects', { timeout: 30_000 });
}

/** A returning, signed-in brand opening the app: everything the first /app screen needs. */
async function signInAndReload(page, { restartCount, quiet }) {
  await signInAsBrand(page);
  await quiet();
  restartCount();
  await page.reload({ waitUntil: 'domcontentloaded' });
}

/** Resolves once no new JS file has arrived for 2 s (at most 30 s). */
async function jsQuiet(loaded) {
  const deadline = Date.now() + 30_000;
  let seen = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    if (loaded.size !== seen) {
      seen = loaded.size;
      since = Date.now();
    } else if (Date.now() - since >= 2000) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => bytes / 1000;
const isJs = (pathname) => /\.m?js$/.test(pathname);

/**
 * Opens `path`, optionally acts on the page (`then`), waits for network idle and sums the gzip
 * size of every same-origin JS file loaded on the way.
 */
async function pageJs(browser, { baseUrl, distDir }, path, { then, expectPath, onlyAfter } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const origin = new URL(baseUrl).origin;
    const loaded = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && isJs(url.pathname)) loaded.add(url.pathname);
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle', timeout: 30_000 });
    if (then) {
      // `onlyAfter` counts only what the action loads on top of the page already open.
      if (onlyAfter) loaded.clear();
      // Not 'networkidle': once signed in, Firestore keeps a listen channel open.
      const quiet = () => jsQuiet(loaded);
      await then(page, { restartCount: () => loaded.clear(), quiet });
      await quiet();
    }
    const landed = new URL(page.url()).pathname;
    if (expectPath && landed !== expectPath) {
      throw new Error(`landed on ${landed}, expected ${expectPath}`);
    }
    if (loaded.size === 0) throw new Error(`no JavaScript loaded for ${path}`);
    const files = [...loaded].sort().map((pathname) => {
      const bytes = gzipSize(join(distDir, pathname));
      return { name: pathname.replace(/^\/assets\//, ''), bytes };
    });
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    return {
      value: kb(total),
      detail: files.map((file) => `${file.name} ${kb(file.bytes).toFixed(1)} KB`).join(', '),
    };
  } finally {
    await context.close();
  }
}

function largestChunk({ distDir }) {
  const assets = join(distDir, 'assets');
  const chunks = readdirSync(assets)
    .filter(isJs)
    .map((name) => ({ name, bytes: gzipSize(join(assets, name)) }))
    .sort((a, b) => b.bytes - a.bytes);
  if (chunks.length === 0) throw new Error('no JS chunks in dist/assets');
  return { value: kb(chunks[0].bytes), detail: chunks[0].name };
}

// A string chart.js throws with, which minification keeps: it finds the library's chunk whatever
// Vite names it.
const CHART_LIBRARY_MARKER = 'Canvas is already in use';

/** The chunk holding chart.js, which only the pages that draw charts load (issue 22). */
function chartChunk({ distDir }) {
  const assets = join(distDir, 'assets');
  const found = readdirSync(assets)
    .filter(isJs)
    .filter((name) => readFileSync(join(assets, name), 'utf8').includes(CHART_LIBRARY_MARKER));
  if (found.length !== 1) throw new Error(`expected one chart.js chunk, found ${found.length}`);
  return { value: kb(gzipSize(join(assets, found[0]))), detail: found[0] };
}

async function settle(work) {
  try {
    return await work();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export const bundleSize = {
  name: 'bundle size',
  figures: [
    { key: 'loginJs', label: 'JS gzip /user/login', unit: 'KB', budget: { max: 140 } },
    {
      key: 'appJs',
      label: 'JS gzip first /app screen, signed in',
      unit: 'KB',
      budget: { max: 300 },
    },
    { key: 'afterSignInJs', label: 'JS gzip loaded by signing in', unit: 'KB', budget: null },
    { key: 'largestChunk', label: 'largest JS chunk gzip', unit: 'KB', budget: { max: 250 } },
    {
      key: 'chartChunk',
      label: 'chart library chunk gzip (report pages only)',
      unit: 'KB',
      budget: null,
    },
  ],
  async measure(ctx) {
    const results = {
      largestChunk: await settle(async () => largestChunk(ctx)),
      chartChunk: await settle(async () => chartChunk(ctx)),
    };
    let browser;
    try {
      browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
    } catch (error) {
      results.loginJs = results.appJs = results.afterSignInJs = error;
      return results;
    }
    try {
      results.loginJs = await settle(() =>
        pageJs(browser, ctx, '/user/login', { expectPath: '/user/login' }),
      );
      results.appJs = await settle(() =>
        pageJs(browser, ctx, '/user/login', {
          then: signInAndReload,
          expectPath: '/app/myProjects',
        }),
      );
      results.afterSignInJs = await settle(() =>
        pageJs(browser, ctx, '/user/login', {
          then: signInAsBrand,
          onlyAfter: true,
          expectPath: '/app/myProjects',
        }),
      );
    } finally {
      await browser.close();
    }
    return results;
  },
};
