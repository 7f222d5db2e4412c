// `--influencers N` leaves exactly N bench influencers (Users + Influencers each), like
// `--briefs N`: a smaller run after a larger one removes the surplus, `--influencers 0` all of them.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import {
  BENCH_INFLUENCER_PREFIX,
  benchInfluencerId,
  buildBenchInfluencer,
} from './benchInfluencers';
import type { SeedDoc } from './seedDoc';
import type { BenchResult } from './writeBenchBriefs';
import { deleteDocs, writeDocs } from './writeDocs';

const PROGRESS_EVERY = 1000;
const CONCURRENT_BATCHES = 4;
const COLLECTIONS = ['Influencers', 'Users'] as const;

/** Bench ids beyond `count`: fixed-width numbers sort like strings, and '.' follows '-'. */
async function extraBenchIds(db: Firestore, collection: string, count: number): Promise<string[]> {
  const snapshot = await db
    .collection(collection)
    .where(FieldPath.documentId(), '>', benchInfluencerId(count))
    .where(FieldPath.documentId(), '<', `${BENCH_INFLUENCER_PREFIX.slice(0, -1)}.`)
    .select()
    .get();
  return snapshot.docs.map((doc) => `${collection}/${doc.id}`);
}

/** Writes bench influencers 1..count and removes any beyond; counts are of profiles. */
export async function seedBenchInfluencers(
  db: Firestore,
  count: number,
  log: (line: string) => void,
): Promise<BenchResult> {
  const docs: SeedDoc[] = [];
  for (let n = 1; n <= count; n += 1) {
    // Both documents of a profile in one batch (batches hold an even number of writes).
    const { influencer, user } = buildBenchInfluencer(n);
    docs.push({ path: `Users/${influencer.uid}`, data: user });
    docs.push({ path: `Influencers/${influencer.uid}`, data: influencer });
  }
  let reported = 0;
  const written = await writeDocs(db, docs, {
    concurrency: CONCURRENT_BATCHES,
    onBatchDone: (soFar) => {
      const profiles = soFar / 2;
      // Batches finish out of order, so report each thousand once it has been passed.
      while (profiles >= reported + PROGRESS_EVERY) {
        reported += PROGRESS_EVERY;
        log(`bench influencers: ${reported}/${count}`);
      }
    },
  });
  const [extraProfiles, extraUsers] = await Promise.all(
    COLLECTIONS.map((collection) => extraBenchIds(db, collection, count)),
  );
  await deleteDocs(db, [...extraProfiles, ...extraUsers], { concurrency: CONCURRENT_BATCHES });
  return { written: written / 2, deleted: extraProfiles.length };
}
