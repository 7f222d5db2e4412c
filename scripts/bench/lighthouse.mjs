// Lighthouse performance score of the built /user/login and / (design.md section 10), with
// Lighthouse's default mobile emulation and simulated throttling, in Debian's Chromium.
//
// Served the way Firebase Hosting serves it: over TLS and HTTP/2 (a `vite preview` of dist/
// with a throwaway self-signed certificate). Over plain HTTP/1.1 Lighthouse's simulation allows
// six connections per origin and charges a round trip per request beyond them, a cost no
// visitor of the hosted app pays.
//
// Each page is measured three times and the median run is reported, as Lighthouse's own
// guidance on variability advises: the score multiplies the main thread time it observed by
// four, so the noise of a shared machine moves one run by several points.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import basicSsl from '@vitejs/plugin-basic-ssl';
import { preview } from 'vite';
import { chromiumArgs, requireChromium } from '../chromium.mjs';
import { freePort } from '../previewServer.mjs';

const runsPerPage = 3;

// chrome-launcher adds its own defaults (no extensions, no default apps, ...) to these;
// Lighthouse needs the new headless mode. The certificate is the throwaway one above.
const chromeFlags = [
  '--headless=new',
  '--ignore-certificate-errors',
  ...chromiumArgs.filter((flag) => flag !== '--headless'),
];

const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function runLighthouse(url) {
  const chrome = await launch({ chromePath: requireChromium(), chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance'],
          // The full-page screenshot only feeds the HTML report. The run needs no network
          // beyond the preview server (checked in a network namespace with only loopback).
          disableFullPageScreenshot: true,
        },
      },
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('no performance score in the report');
    const protocol = lhr.audits['network-requests']?.details?.items?.[0]?.protocol;
    if (protocol !== 'h2') throw new Error(`the page came over ${protocol ?? '?'}, not HTTP/2`);
    const metrics = metricIds
      .map((id) => lhr.audits[id])
      .filter(Boolean)
      .map((audit) => `${audit.title} ${audit.displayValue ?? '-'}`)
      .join(', ');
    return { score: score * 100, metrics, warnings: lhr.runWarnings };
  } finally {
    chrome.kill();
  }
}

/** The median run of `runsPerPage`, with the range of all scores in its detail. */
async function performanceScore(url) {
  const runs = [];
  // One at a time: two Chromiums on two cores would skew both scores.
  for (let i = 0; i < runsPerPage; i += 1) runs.push(await runLighthouse(url));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  const scores = runs.map((run) => run.score.toFixed(0)).join(', ');
  const warnings = median.warnings.length ? `; warnings: ${median.warnings.join(' | ')}` : '';
  return {
    value: median.score,
    detail: `median of ${runsPerPage} runs (${scores}) over HTTP/2; ${median.metrics}${warnings}`,
  };
}

async function startHttpsPreview(distDir) {
  const port = await freePort(4443);
  const server = await preview({
    configFile: false,
    logLevel: 'error',
    plugins: [basicSsl()],
    build: { outDir: distDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return { url: `https://127.0.0.1:${port}`, close: () => server.close() };
}

const pages = [
  { key: 'loginPerformance', path: '/user/login' },
  { key: 'homePerformance', path: '/' },
];

export const lighthouseScore = {
  name: 'lighthouse',
  // Signed-out pages: no seeded data needed.
  needsData: false,
  figures: pages.map(({ key, path }) => ({
    key,
    label: `Lighthouse performance ${path}`,
    unit: '',
    budget: { min: 95 },
  })),
  async measure({ distDir }) {
    const results = {};
    const server = await startHttpsPreview(distDir);
    try {
      for (const { key, path } of pages) {
        try {
          results[key] = await performanceScore(new URL(path, server.url).href);
        } catch (error) {
          results[key] = error instanceof Error ? error : new Error(String(error));
        }
      }
    } finally {
      await server.close();
    }
    return results;
  },
};
