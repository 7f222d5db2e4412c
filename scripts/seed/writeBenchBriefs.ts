// `--briefs N` leaves exactly N bench briefs, so the paging benchmark can compare 1k and 10k runs
// without leftovers from an earlier, larger run skewing the collection size.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { BENCH_BRIEF_PREFIX, benchBriefId, buildBenchBrief } from './briefs';
import type { SeedDoc } from './seedDoc';
import { deleteDocs, writeDocs } from './writeDocs';

const PROGRESS_EVERY = 1000;
const CONCURRENT_BATCHES = 4;

export type BenchResult = { written: number; deleted: number };

/** Bench ids beyond `count`: fixed-width numbers sort like strings, and '.' follows '-'. */
async function extraBenchBriefIds(db: Firestore, count: number): Promise<string[]> {
  const snapshot = await db
    .collection('briefs')
    .where(FieldPath.documentId(), '>', benchBriefId(count))
    .where(FieldPath.documentId(), '<', `${BENCH_BRIEF_PREFIX.slice(0, -1)}.`)
    .select()
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

export async function seedBenchBriefs(
  db: Firestore,
  count: number,
  log: (line: string) => void,
): Promise<BenchResult> {
  const docs: SeedDoc[] = [];
  for (let n = 1; n <= count; n += 1)
    docs.push({ path: `briefs/${benchBriefId(n)}`, data: buildBenchBrief(n) });
  let reported = 0;
  const written = await writeDocs(db, docs, {
    concurrency: CONCURRENT_BATCHES,
    onBatchDone: (soFar) => {
      // Batches finish out of order, so report each thousand once it has been passed.
      while (soFar >= reported + PROGRESS_EVERY) {
        reported += PROGRESS_EVERY;
        log(`bench briefs: ${reported}/${count}`);
      }
    },
  });
  const extra = await extraBenchBriefIds(db, count);
  const deleted = await deleteDocs(
    db,
    extra.map((id) => `briefs/${id}`),
    { concurrency: CONCURRENT_BATCHES },
  );
  return { written, deleted };
}
