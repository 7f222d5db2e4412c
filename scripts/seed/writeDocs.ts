// Batched writes with set() (full overwrite), which is what makes re-running the seed idempotent.
import type { Firestore } from 'firebase-admin/firestore';
import { toFirestoreData } from './firestoreValues';
import type { SeedDoc } from './seedDoc';

export const BATCH_SIZE = 500; // Firestore's limit on writes per batch

export type WriteOptions = {
  /** Batches in flight at once; a few overlap the emulator's per-commit latency. */
  concurrency?: number;
  onBatchDone?: (writtenSoFar: number) => void;
};

/** Runs `tasks` with at most `limit` running at a time, in order of start. */
export async function runLimited(
  tasks: readonly (() => Promise<void>)[],
  limit: number,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function writeDocs(
  db: Firestore,
  docs: readonly SeedDoc[],
  options: WriteOptions = {},
): Promise<number> {
  let written = 0;
  const tasks = chunk(docs, BATCH_SIZE).map((group) => async () => {
    const batch = db.batch();
    for (const doc of group) batch.set(db.doc(doc.path), toFirestoreData(doc.data));
    await batch.commit();
    written += group.length;
    options.onBatchDone?.(written);
  });
  await runLimited(tasks, options.concurrency ?? 1);
  return written;
}

export async function deleteDocs(
  db: Firestore,
  paths: readonly string[],
  options: WriteOptions = {},
): Promise<number> {
  let deleted = 0;
  const tasks = chunk(paths, BATCH_SIZE).map((group) => async () => {
    const batch = db.batch();
    for (const path of group) batch.delete(db.doc(path));
    await batch.commit();
    deleted += group.length;
    options.onBatchDone?.(deleted);
  });
  await runLimited(tasks, options.concurrency ?? 1);
  return deleted;
}
