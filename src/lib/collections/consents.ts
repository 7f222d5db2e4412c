import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import { describedQuery } from '../firestoreQuery';
import { millisOf } from './timestamps';

// `Users/{uid}/Consents/{autoId}` (design.md section 12, KVKK): an append-only log of what a
// user consented to, which version, when (server time) and the SHA-256 of the exact text.
// Registration (auth), the re-consent gate (app) and the account page all write through here.
export const CONSENTS = 'Consents';
export const consentsPath = (uid: string) => `Users/${uid}/${CONSENTS}`;
/** `Contents/Policies`: `{ requiredVersion }`, see src/lib/policies.ts. */
export const POLICIES_CONFIG = 'Contents/Policies';

export const consentKinds = ['kvkk', 'marketing'] as const;
export type ConsentKind = (typeof consentKinds)[number];
export type ConsentAction = 'given' | 'withdrawn';

export type ConsentInput = {
  kind: ConsentKind;
  action: ConsentAction;
  version: number;
  textHash: string;
};

export type ConsentRecord = ConsentInput & { id: string; createdAt: number | null };

/** The document a consent is stored as (also used inside registration's batch). */
export const consentDoc = (input: ConsentInput) => ({ ...input, createdAt: serverTimestamp() });

export async function appendConsent(db: Firestore, uid: string, input: ConsentInput) {
  await addDoc(collection(db, consentsPath(uid)), consentDoc(input));
}

/** A new record's reference, for writing it in a batch with other documents. */
export const newConsentRef = (db: Firestore, uid: string): DocumentReference =>
  doc(collection(db, consentsPath(uid)));

/** Every record of the user, oldest first (a user has a handful). */
export const consentsQuery = (uid: string): QueryDescription => ({
  collection: consentsPath(uid),
  orderBy: [['createdAt', 'asc']],
});

export async function readConsents(db: Firestore, uid: string): Promise<ConsentRecord[]> {
  const snapshot = await getDocs(describedQuery(db, consentsQuery(uid)));
  return snapshot.docs.map((item) => {
    const data = item.data();
    return {
      id: item.id,
      kind: data.kind === 'marketing' ? 'marketing' : 'kvkk',
      action: data.action === 'withdrawn' ? 'withdrawn' : 'given',
      version: typeof data.version === 'number' ? data.version : 0,
      textHash: typeof data.textHash === 'string' ? data.textHash : '',
      createdAt: millisOf(data.createdAt),
    };
  });
}

/** The newest record of a kind, or null. */
export function latestConsent(records: ConsentRecord[], kind: ConsentKind): ConsentRecord | null {
  return records.filter((record) => record.kind === kind).pop() ?? null;
}

/**
 * Whether the user must accept the policy again: she accepted an older version than the
 * required one. Accounts without any record (made by an agency or an admin, or before records
 * began) are not stopped here (docs/decisions.md "KVKK consent").
 */
export function needsReconsent(records: ConsentRecord[], required: number): boolean {
  const latest = latestConsent(records, 'kvkk');
  return latest !== null && (latest.action === 'withdrawn' || latest.version < required);
}

export async function readConfiguredPolicyVersion(db: Firestore): Promise<unknown> {
  const snapshot = await getDoc(doc(db, POLICIES_CONFIG));
  return snapshot.data()?.requiredVersion;
}
