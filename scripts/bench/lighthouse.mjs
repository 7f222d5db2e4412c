// Lighthouse performance score of the built /user/login and / (design.md section 10), with
// Lighthouse's default mobile emulation and simulated throttling, in Debian's Chromium.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, requireChromium } from '../chromium.mjs';

// chrome-launcher adds its own defaults (no extensions, no default apps, ...) to these;
// Lighthouse needs the new headless mode.
const chromeFlags = ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--headless')];

const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function performanceScore(url) {
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
    const detail = metricIds
      .map((id) => lhr.audits[id])
      .filter(Boolean)
      .map((audit) => `${audit.title} ${audit.displayValue ?? '-'}`)
      .join(', ');
    const warnings = lhr.runWarnings.length ? `; warnings: ${lhr.runWarnings.join(' | ')}` : '';
    return { value: score * 100, detail: detail + warnings };
  } finally {
    chrome.kill();
  }
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
  async measure({ baseUrl }) {
    const results = {};
    // One at a time: two Chromiums on two cores would skew both scores.
    for (const { key, path } of pages) {
      try {
        results[key] = await performanceScore(new URL(path, baseUrl).href);
      } catch (error) {
        results[key] = error instanceof Error ? error : new Error(String(error));
      }
    }
    return results;
  },
};
