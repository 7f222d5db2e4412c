// The generators speak Date so they stay free of firebase-admin; the app's converters expect
// Firestore Timestamps (design.md section 6), so dates are turned into Timestamps right before
// writing.
import { Timestamp } from 'firebase-admin/firestore';

export function toFirestoreValue(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      // Firestore rejects undefined; an absent optional field is simply not written.
      if (inner !== undefined) out[key] = toFirestoreValue(inner);
    }
    return out;
  }
  return value;
}

export function toFirestoreData(data: Record<string, unknown>): Record<string, unknown> {
  return toFirestoreValue(data) as Record<string, unknown>;
}
