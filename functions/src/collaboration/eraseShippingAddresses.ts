// KVKK: a party's shipping address serves one collaboration's product shipment and nothing
// else, so it is erased 30 days after her collaboration is completed (the notice she consented
// to says so: shipment.address.kvkkNotice). This scheduled function runs daily; its core,
// `eraseShippingAddresses(now)`, is what the emulator test calls with a chosen `now`.
//
// When was she completed? The timeline's `briefs/{b}/collaborations/{uid}.steps.completed`
// when it has one; else, for a completed brief, the brief's `completedAt`. Neither: not
// completed, kept. An address whose brief is gone has nothing left to serve: erased.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { adminDb, REGION } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { SHIPPING_ADDRESS_PAGE_SIZE, shippingAddressesPage } from '../queries';

export const ADDRESS_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const ADDRESS_RETENTION_MS = ADDRESS_RETENTION_DAYS * DAY_MS;

const BRIEFS = 'briefs';
const COLLABORATIONS = 'collaborations';

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/** When `userId`'s collaboration on the brief was completed; null: not (yet); 'gone': no brief. */
async function completedAt(
  db: Firestore,
  brief: DocumentReference,
  userId: string,
): Promise<number | null | 'gone'> {
  const timeline = await brief.collection(COLLABORATIONS).doc(userId).get();
  const step = millisOf(timeline.get('steps.completed') as unknown);
  if (step !== null) return step;
  const snapshot = await db.doc(brief.path).get();
  if (!snapshot.exists) return 'gone';
  return snapshot.get('isCompleted') === true
    ? millisOf(snapshot.get('completedAt') as unknown)
    : null;
}

/** Deletes the addresses of parties completed at least 30 days before `now`; their paths. */
export async function eraseShippingAddresses(now: number = Date.now()): Promise<string[]> {
  const db = adminDb();
  const erased: string[] = [];
  let afterPath: string | null = null;
  for (;;) {
    const page = await describedQuery(db, shippingAddressesPage(afterPath)).get();
    for (const address of page.docs) {
      const brief = address.ref.parent.parent;
      // Only briefs/{b}/shippingAddresses: a collection of that name anywhere else is not ours.
      if (!brief || brief.parent.id !== BRIEFS || brief.parent.parent !== null) continue;
      const completed = await completedAt(db, brief, address.id);
      if (completed === null) continue;
      if (completed !== 'gone' && completed > now - ADDRESS_RETENTION_MS) continue;
      await address.ref.delete();
      erased.push(address.ref.path);
    }
    if (page.size < SHIPPING_ADDRESS_PAGE_SIZE) return erased;
    afterPath = page.docs[page.docs.length - 1]!.ref.path;
  }
}

export const eraseShippingAddressesDaily = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Europe/Istanbul', region: REGION },
  async () => {
    const erased = await eraseShippingAddresses();
    logger.info('shipping addresses erased', { count: erased.length });
  },
);
