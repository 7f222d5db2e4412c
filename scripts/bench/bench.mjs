#!/usr/bin/env node
// `npm run bench`: builds the app, serves dist/ with `vite preview` on a free port and prints
// every budget figure of design.md section 10 next to its budget. A missed budget or a figure
// that could not be measured is reported, not fatal; only a crash (say, a failed build) exits
// non-zero.
//
// Extension point: each entry of `measurements` is a module of this shape
//   { name, figures: [{ key, label, unit, budget: { max } | { min } }],
//     measure(ctx) => Promise<{ [key]: { value, detail? } | Error }> }
// with ctx = { root, distDir, baseUrl }; `budget: null` reports a figure without a budget.
// `needsData: false` marks a measurement that needs neither the emulators nor the seed
// (`npm run bench -- --only lighthouse` then leaves running emulators' data alone).
import { spawnSync } from 'node:child_process';
import { bundleSize } from './bundleSize.mjs';
import { briefPageReads } from './briefPageReadsFigure.mjs';
import { influencerPageReads } from './influencerPageReadsFigure.mjs';
import { chatFigures } from './chatBenchFigure.mjs';
import { lighthouseScore } from './lighthouse.mjs';
import { buildApp, distDir, freePort, root, startPreview } from '../previewServer.mjs';

// `npm run bench -- --only bundle` measures only the entries whose name contains the word.
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : null;
const measurements = [
  bundleSize,
  lighthouseScore,
  briefPageReads,
  influencerPageReads,
  chatFigures,
].filter((measurement) => !only || measurement.name.includes(only));

const say = (line) => console.log(`[bench] ${line}`);

const formatValue = (value, unit) => `${value.toFixed(1)}${unit ? ` ${unit}` : ''}`;
// A figure with `budget: null` is reported without a budget.
const formatBudget = (budget, unit) =>
  budget === null
    ? '-'
    : `${budget.max !== undefined ? '≤' : '≥'} ${budget.max ?? budget.min}${unit ? ` ${unit}` : ''}`;
const withinBudget = (value, budget) =>
  budget === null ||
  ((budget.max === undefined || value <= budget.max) &&
    (budget.min === undefined || value >= budget.min));
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

function table(rows) {
  const header = ['figure', 'value', 'budget', 'ok'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] + 3)))
      .join('')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

async function emulatorsRunning() {
  try {
    await fetch('http://127.0.0.1:8080/', { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  // The signed-in figures and the brief reads need the emulators: use running ones (npm start)
  // or run the whole bench again inside fresh ones.
  const needsData = measurements.some((measurement) => measurement.needsData !== false);
  if (needsData && !(await emulatorsRunning())) {
    say('no emulators running: starting them for the bench');
    const args = process.argv.slice(2).join(' ');
    const run = spawnSync(
      `node scripts/emulators.mjs exec "node scripts/bench/bench.mjs ${args}"`,
      {
        cwd: root,
        shell: true,
        stdio: 'inherit',
      },
    );
    process.exit(run.status ?? 1);
  }
  if (needsData) {
    say('seeding the demo data');
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed/seed.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seed.status !== 0) throw new Error('the seed failed');
  }

  say('building the app (vite build)');
  buildApp({ quiet: true });
  const preview = await startPreview({ port: await freePort(4174) });
  say(`serving dist/ on ${preview.url}`);
  const ctx = { root, distDir, baseUrl: preview.url };

  const rows = [];
  const details = [];
  try {
    for (const measurement of measurements) {
      say(`measuring ${measurement.name}`);
      let results;
      try {
        results = await measurement.measure(ctx);
      } catch (error) {
        results = {};
        for (const figure of measurement.figures) results[figure.key] = error;
      }
      for (const figure of measurement.figures) {
        const result = results[figure.key] ?? new Error('not measured');
        const budget = formatBudget(figure.budget, figure.unit);
        if (result instanceof Error) {
          rows.push([figure.label, `error: ${oneLine(result.message)}`, budget, '-']);
          continue;
        }
        const ok =
          figure.budget === null ? '-' : withinBudget(result.value, figure.budget) ? 'yes' : 'no';
        rows.push([figure.label, formatValue(result.value, figure.unit), budget, ok]);
        if (result.detail) details.push(`${figure.label}: ${result.detail}`);
      }
    }
  } finally {
    await preview.stop();
  }

  console.log('');
  console.log(table(rows));
  console.log('');
  console.log('KB = 1000 bytes, gzip level 9 of the files in dist/.');
  for (const line of details) console.log(`  ${line}`);
}

main().catch((error) => {
  console.error(`[bench] crashed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
