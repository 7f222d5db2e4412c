// Reads and time of one brief page (design.md section 10: a page costs its page size in reads,
// the same at 1k or 10k briefs). Runs the app's own list query code (model/tabs.ts descriptions,
// api/briefQueries.ts cursor paging) in Node against the emulators, signed in as the demo brand.
// Prints one line `BENCH_RESULT <json>` for scripts/bench/briefPageReadsFigure.mjs.
import { spawnSync } from 'node:child_process';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { terminate } from 'firebase/firestore';
import { demoAccount } from '../seed/accounts';
import {
  BRIEF_FETCH_SIZE,
  fetchBriefBatch,
  type BriefCursor,
} from '../../src/features/briefs/api/briefQueries';
import { describeBriefQuery } from '../../src/features/briefs/model/tabs';
import { auth, db } from '../../src/lib/firebase';

const sizes = [1000, 10000];
const pages = [1, 5];

function seed(briefs: number) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed/seed.ts', '--briefs', String(briefs)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error(`seeding ${briefs} briefs failed`);
}

async function measurePages(): Promise<Record<number, { reads: number; ms: number }>> {
  const descriptions = describeBriefQuery({ scope: 'open' });
  const result: Record<number, { reads: number; ms: number }> = {};
  let cursor: BriefCursor | null = null;
  for (let page = 1; page <= Math.max(...pages); page += 1) {
    const started = performance.now();
    const batch = await fetchBriefBatch(descriptions, cursor, BRIEF_FETCH_SIZE);
    const ms = performance.now() - started;
    // Firestore bills one read per document returned, and one for a query that returns none.
    if (pages.includes(page)) result[page] = { reads: Math.max(1, batch.items.length), ms };
    cursor = batch.cursor;
    if (!cursor) break;
  }
  return result;
}

async function main() {
  const brand = demoAccount('brand');
  seed(0); // demo data present, no bench briefs yet
  await signInWithEmailAndPassword(await auth(), brand.email, brand.password);
  const figures: Record<string, { reads: number; ms: number }> = {};
  for (const size of sizes) {
    seed(size);
    await measurePages(); // warm the connection so the timed run measures queries, not start-up
    const measured = await measurePages();
    for (const page of pages) figures[`${size}:${page}`] = measured[page]!;
  }
  seed(0); // leave the emulators as the demo seed had them
  console.log(`BENCH_RESULT ${JSON.stringify({ fetchSize: BRIEF_FETCH_SIZE, figures })}`);
  await terminate(await db());
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
