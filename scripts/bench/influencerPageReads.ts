// Reads and time of one influencer directory page (design.md section 10: a page costs its page
// size in reads, flat at 1k or 10k influencers). Runs the app's own directory code (planFor in
// model/directoryQuery.ts, fetchDirectoryPage in api/influencerQueries.ts, filled by
// src/lib/fillPage.ts as influencersThunks.ts does) in Node against the emulators, signed in as the
// demo brand. Prints one line `BENCH_RESULT <json>` for scripts/bench/influencerPageReadsFigure.mjs.
import { spawnSync } from 'node:child_process';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { terminate } from 'firebase/firestore';
import { demoAccount } from '../seed/accounts';
import { UserRole } from '../../src/store/roles';
import type { InfluencerDoc } from '../../src/lib/collections/influencers';
import {
  fetchDirectoryPage,
  type DirectoryCursor,
} from '../../src/features/influencers/api/influencerQueries';
import {
  DIRECTORY_PAGE_SIZE,
  FOLLOWER_MAX,
  FOLLOWER_MIN,
  defaultFilters,
  planFor,
  scopeFor,
  type DirectoryFilters,
  type DirectorySpec,
} from '../../src/features/influencers/model/directoryQuery';
import { fillPage, type Fill } from '../../src/lib/fillPage';
import { auth, db } from '../../src/lib/firebase';

const sizes = [1000, 10000];
const pages = [1, 5];

/** The directory as it opens (newest first), and an Instagram follower range (by count). */
const filtersBySpec: Record<string, DirectoryFilters> = {
  newest: defaultFilters,
  instagram: {
    ...defaultFilters,
    platform: 'instagram',
    minFollowers: FOLLOWER_MIN,
    maxFollowers: FOLLOWER_MAX,
  },
};

type PageFigure = { reads: number; ms: number; items: number; fetches: number };

function seed(influencers: number) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed/seed.ts', '--influencers', String(influencers)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error(`seeding ${influencers} influencers failed`);
}

/** Pages 1..max of one list, as the thunks build them (open, then "Daha fazla"). */
async function measurePages(spec: DirectorySpec): Promise<Record<number, PageFigure>> {
  const plan = planFor(spec);
  const [description] = plan.descriptions;
  const result: Record<number, PageFigure> = {};
  const seen = new Set<string>();
  let cursor: DirectoryCursor | null = null;
  for (let page = 1; page <= Math.max(...pages); page += 1) {
    const started = performance.now();
    const fill: Fill<InfluencerDoc, DirectoryCursor> = await fillPage({
      fetchBatch: (after: DirectoryCursor | null) => fetchDirectoryPage(description!, after),
      keep: plan.keep,
      idOf: (doc: InfluencerDoc) => doc.uid,
      want: DIRECTORY_PAGE_SIZE,
      cursor,
      seen: page === 1 ? undefined : seen,
    });
    const ms = performance.now() - started;
    // fill.reads sums the fetches' reads: one per document returned, one for an empty query.
    if (pages.includes(page)) {
      result[page] = { reads: fill.reads, ms, items: fill.items.length, fetches: fill.fetches };
    }
    for (const item of fill.items) seen.add(item.uid);
    cursor = fill.cursor;
    if (!cursor) break;
  }
  return result;
}

async function main() {
  const brand = demoAccount('brand');
  const scope = scopeFor(UserRole.Brand, brand.uid);
  seed(0); // demo data present, no bench influencers yet
  await signInWithEmailAndPassword(await auth(), brand.email, brand.password);
  const figures: Record<string, PageFigure> = {};
  for (const size of sizes) {
    seed(size);
    for (const [name, filters] of Object.entries(filtersBySpec)) {
      const spec: DirectorySpec = { scope, filters };
      await measurePages(spec); // warm the connection so the timed run measures queries
      const measured = await measurePages(spec);
      for (const page of pages) {
        const figure = measured[page];
        if (!figure) throw new Error(`${name} list ended before page ${page} at ${size}`);
        figures[`${name}:${size}:${page}`] = figure;
      }
    }
  }
  seed(0); // leave the emulators as the demo seed had them
  console.log(`BENCH_RESULT ${JSON.stringify({ pageSize: DIRECTORY_PAGE_SIZE, figures })}`);
  await terminate(await db());
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
