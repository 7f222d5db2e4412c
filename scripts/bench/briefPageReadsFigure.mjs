// design.md section 10: a brief page costs its page size in document reads (plus a constant),
// the same at 1k and 10k briefs. Runs scripts/bench/briefPageReads.ts against the emulators.
import { spawnSync } from 'node:child_process';

const sizes = [1000, 10000];
const pages = [1, 5];
const PAGE_SIZE = 20;

const figures = sizes.flatMap((size) =>
  pages.flatMap((page) => [
    {
      key: `${size}:${page}:reads`,
      label: `brief page ${page} reads, ${size / 1000}k briefs`,
      unit: 'reads',
      budget: { max: PAGE_SIZE + 1 },
    },
    {
      key: `${size}:${page}:ms`,
      label: `brief page ${page} time, ${size / 1000}k briefs`,
      unit: 'ms',
      budget: null, // reported, not budgeted: the emulator scans where Firestore uses indexes
    },
  ]),
);

export const briefPageReads = {
  name: 'brief page reads (seeds 1k and 10k briefs)',
  figures,
  async measure({ root }) {
    // bench.mjs guarantees running emulators.
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/briefPageReads.ts'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    const line = run.stdout.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
    if (!line) throw new Error(`no result (exit ${run.status}): ${run.stderr.slice(-300)}`);
    const measured = JSON.parse(line.slice('BENCH_RESULT '.length)).figures;
    const results = {};
    for (const size of sizes) {
      for (const page of pages) {
        const { reads, ms } = measured[`${size}:${page}`];
        results[`${size}:${page}:reads`] = { value: reads };
        results[`${size}:${page}:ms`] = { value: ms };
      }
    }
    return results;
  },
};
