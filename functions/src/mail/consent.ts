// The marketing consent as it stands now (docs/decisions.md "KVKK consent"): the newest
// `kind: 'marketing'` record of Users/{uid}/Consents decides. Read at every send, never cached,
// so a withdrawal stops the next mail (design.md section 12: İYS, an easy opt-out).
import type { Firestore } from 'firebase-admin/firestore';
import { describedQuery } from '../firestoreQuery';
import { consentRecordsOf } from '../queries';

export type MarketingConsent = { action: 'given' | 'withdrawn'; version: number; textHash: string };

/** Her newest marketing consent record, or null when she never answered. */
export async function latestMarketingConsent(
  db: Firestore,
  uid: string,
): Promise<MarketingConsent | null> {
  const records = await describedQuery(db, consentRecordsOf(uid)).get();
  const latest = records.docs.find((record) => record.get('kind') === 'marketing');
  if (!latest) return null;
  const version = latest.get('version');
  const textHash = latest.get('textHash');
  return {
    action: latest.get('action') === 'given' ? 'given' : 'withdrawn',
    version: typeof version === 'number' ? version : 0,
    textHash: typeof textHash === 'string' ? textHash : '',
  };
}
