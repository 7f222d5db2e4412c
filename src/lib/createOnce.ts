// "Create if missing" that holds whatever the timing (issue 18 point 14). A check-then-create
// run twice at once (React StrictMode's second effect, a second tab, a double click) has both
// runs see nothing and both create. Even inside a transaction the later commit is not retried:
// the rules judge it before its "still missing" precondition and refuse it (permission-denied,
// seen on the emulator). So the loser looks again: when the document exists now, someone made
// it between its read and its commit, and one more attempt takes the "it exists" path.
import {
  getDocFromServer,
  runTransaction,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore';
import { errorCode } from './errors';

const existsOnServer = (ref: DocumentReference) =>
  getDocFromServer(ref).then(
    (snapshot) => snapshot.exists(),
    () => false,
  );

/**
 * Whether `error` is the rules refusing a create that lost the race: permission-denied, and
 * one of `refs` (documents the failed attempt read as missing) exists now.
 */
export async function createdMeanwhile(
  error: unknown,
  refs: readonly DocumentReference[],
): Promise<boolean> {
  if (errorCode(error) !== 'permission-denied' || refs.length === 0) return false;
  const found = await Promise.all(refs.map(existsOnServer));
  return found.includes(true);
}

/**
 * Runs `attempt` (a write that creates `ref` when it reads it missing, or else changes it)
 * and, when the rules refused it but `ref` exists now, once more with `afterRace` true (for a
 * caller that decided "missing" before writing, the second attempt must not create). A refusal
 * with any other cause fails again the same way, and that failure is thrown.
 */
export async function againIfCreatedMeanwhile<T>(
  ref: DocumentReference,
  attempt: (afterRace: boolean) => Promise<T>,
): Promise<T> {
  try {
    return await attempt(false);
  } catch (error) {
    if (!(await createdMeanwhile(error, [ref]))) throw error;
    return attempt(true);
  }
}

/** The createOnce of this tab still running for each document path. */
const running = new Map<string, Promise<boolean>>();

/**
 * Runs `create(transaction)` when `ref` does not exist; resolves true when this call created
 * it, false when it was there (before, or made by a concurrent caller). Other failures throw.
 * A second call for the same document while one runs in this tab (a remount, StrictMode's
 * second effect) joins it instead of racing it: no refused create, no 403 in the console.
 * Other tabs and devices still race, and the retry above settles that.
 */
export function createOnce(
  ref: DocumentReference,
  create: (transaction: Transaction) => void,
): Promise<boolean> {
  const current = running.get(ref.path);
  if (current) return current.then(() => false);
  const attempt = againIfCreatedMeanwhile(ref, () =>
    runTransaction(ref.firestore, async (transaction) => {
      if ((await transaction.get(ref)).exists()) return false;
      create(transaction);
      return true;
    }),
  ).finally(() => running.delete(ref.path));
  running.set(ref.path, attempt);
  return attempt;
}
