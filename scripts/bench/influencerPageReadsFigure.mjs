// design.md section 10: an influencer directory page costs its page size in document reads
// (plus a constant), flat at 1k and 10k influencers, for the directory as it opens (newest
// first) and for an Instagram follower range (by count). Runs scripts/bench/influencerPageReads.ts
// against the emulators.
import { spawnSync } from 'node:child_process';

const sizes = [1000, 10000];
const pages = [1, 5];
const specs = {
  newest: 'newest first',
  instagram: 'Instagram followers 0-999999999',
};
const PAGE_SIZE = 50;

const figures = Object.entries(specs).flatMap(([spec, title]) =>
  sizes.flatMap((size) =>
    pages.flatMap((page) => [
      {
        key: `${spec}:${size}:${page}:reads`,
        label: `influencer page ${page} reads, ${size / 1000}k influencers, ${title}`,
        unit: 'reads',
        budget: { max: PAGE_SIZE + 1 },
      },
      {
        key: `${spec}:${size}:${page}:ms`,
        label: `influencer page ${page} time, ${size / 1000}k influencers, ${title}`,
        unit: 'ms',
        budget: null, // reported, not budgeted: the emulator scans where Firestore uses indexes
      },
    ]),
  ),
);

export const influencerPageReads = {
  name: 'influencer directory page reads (seeds 1k and 10k influencers)',
  figures,
  async measure({ root }) {
    // bench.mjs guarantees running emulators.
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/influencerPageReads.ts'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    const line = run.stdout.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
    if (!line) throw new Error(`no result (exit ${run.status}): ${run.stderr.slice(-300)}`);
    const measured = JSON.parse(line.slice('BENCH_RESULT '.length)).figures;
    const results = {};
    for (const spec of Object.keys(specs)) {
      for (const size of sizes) {
        for (const page of pages) {
          const { reads, ms, items, fetches } = measured[`${spec}:${size}:${page}`];
          const detail = `${items} profiles in ${fetches} ${fetches === 1 ? 'query' : 'queries'}`;
          results[`${spec}:${size}:${page}:reads`] = { value: reads, detail };
          results[`${spec}:${size}:${page}:ms`] = { value: ms };
        }
      }
    }
    return results;
  },
};
