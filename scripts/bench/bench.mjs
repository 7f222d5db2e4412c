#!/usr/bin/env node
// `npm run bench`: builds the app, serves dist/ with `vite preview` on a free port and prints
// every budget figure of design.md section 10 next to its budget. A missed budget or a figure
// that could not be measured is reported, not fatal; only a crash (say, a failed build) exits
// non-zero.
//
// Extension point: each entry of `measurements` is a module of this shape
//   { name, figures: [{ key, label, unit, budget: { max } | { min } }],
//     measure(ctx) => Promise<{ [key]: { value, detail? } | Error }> }
// with ctx = { root, distDir, baseUrl }. A later issue adds the brief page reads at 1k/10k
// briefs (it will need the emulators and a seeded Firestore) as one more module here.
import { bundleSize } from './bundleSize.mjs';
import { lighthouseScore } from './lighthouse.mjs';
import { buildApp, distDir, freePort, root, startPreview } from '../previewServer.mjs';

const measurements = [bundleSize, lighthouseScore];

const say = (line) => console.log(`[bench] ${line}`);

const formatValue = (value, unit) => `${value.toFixed(1)}${unit ? ` ${unit}` : ''}`;
const formatBudget = ({ max, min }, unit) =>
  `${max !== undefined ? '≤' : '≥'} ${max ?? min}${unit ? ` ${unit}` : ''}`;
const withinBudget = (value, { max, min }) =>
  (max === undefined || value <= max) && (min === undefined || value >= min);
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

async function main() {
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
        const ok = withinBudget(result.value, figure.budget) ? 'yes' : 'no';
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
