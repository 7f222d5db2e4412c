// Multi-document writes described as plain data first, then applied to a batch or transaction.
// Planners stay pure (and testable without Firestore); `applyPlan` turns the markers below
// into Firestore field values.
import {
  arrayRemove,
  arrayUnion,
  doc,
  increment,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

/** Server time: only at the top level of a document (Firestore refuses it inside arrays). */
export const NOW = { $now: true } as const;
/** A client-side instant, epoch milliseconds; usable inside arrays. */
export const at = (millis: number) => ({ $time: millis }) as const;
export const union = (...values: unknown[]) => ({ $union: values }) as const;
export const remove = (...values: unknown[]) => ({ $remove: values }) as const;
export const plus = (n: number) => ({ $increment: n }) as const;

export type PlannedWrite =
  | { op: 'create'; path: string; data: Record<string, unknown> }
  | { op: 'update'; path: string; data: Record<string, unknown> }
  | { op: 'delete'; path: string };

export type WritePlan = PlannedWrite[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** One planned value as Firestore takes it; values read from Firestore pass through as they are. */
export function toFieldValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toFieldValue);
  if (!isPlainObject(value)) return value;
  if ('$now' in value) return serverTimestamp();
  if ('$time' in value) return Timestamp.fromMillis(value.$time as number);
  if ('$union' in value) return arrayUnion(...(value.$union as unknown[]).map(toFieldValue));
  if ('$remove' in value) return arrayRemove(...(value.$remove as unknown[]).map(toFieldValue));
  if ('$increment' in value) return increment(value.$increment as number);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toFieldValue(v)]));
}

function toData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toFieldValue(v)]));
}

/** What a WriteBatch and a Transaction have in common. */
export type WriteTarget = {
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
};

/** Queues every write of `plan` on a batch or a transaction. */
export function applyPlan(firestore: Firestore, target: WriteTarget, plan: WritePlan): void {
  for (const write of plan) {
    const ref = doc(firestore, write.path);
    if (write.op === 'delete') target.delete(ref);
    else if (write.op === 'create') target.set(ref, toData(write.data));
    else target.update(ref, toData(write.data));
  }
}
