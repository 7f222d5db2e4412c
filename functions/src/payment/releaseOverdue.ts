// The 7-day release (issue 20): a held payment whose delivery link was posted more than
// AUTO_RELEASE_DAYS ago, and that the brand neither completed nor disputed (a dispute moves it
// out of `held`), is released by this scheduled function, which tells both sides.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, REGION } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { SECRET_NAMES, secretsFrom } from '../functionOptions';
import { HELD_PAGE_SIZE, heldCollaborationPayments } from '../queries';
import { AUTO_RELEASE_MS } from '../shared/collaborationPayment';
import { releaseCollaborationPayment } from './collaborationSettlement';
import type { CollaborationPaymentRecord } from './collaborationPayments';
import type { CheckoutProvider } from './provider';
import { providerFrom } from './payment';

/** Releases every held payment delivered before `now - 7 days`; the ids it released. */
export async function releaseOverduePayments(
  provider: CheckoutProvider,
  now: number = Date.now(),
): Promise<string[]> {
  const db = adminDb();
  const released: string[] = [];
  let afterId: string | null = null;
  for (;;) {
    const page = await describedQuery(db, heldCollaborationPayments(afterId)).get();
    for (const doc of page.docs) {
      const record = doc.data() as CollaborationPaymentRecord;
      const delivery = await db
        .collection('briefs')
        .doc(record.briefId)
        .collection('deliveries')
        .doc(record.payeeId)
        .get();
      const postedAt = delivery.get('submittedAt') as unknown;
      if (!(postedAt instanceof Timestamp) || postedAt.toMillis() > now - AUTO_RELEASE_MS) continue;
      const result = await releaseCollaborationPayment(provider, doc.ref, 'overdue', now);
      if (result === 'settled') released.push(doc.id);
      else logger.warn('overdue release not settled', { paymentId: doc.id, result });
    }
    if (page.size < HELD_PAGE_SIZE) return released;
    afterId = page.docs[page.docs.length - 1]!.id;
  }
}

const secrets = secretsFrom(process.env, SECRET_NAMES.payment);

export const releaseOverdue = onSchedule(
  {
    schedule: 'every 60 minutes',
    timeZone: 'Europe/Istanbul',
    region: REGION,
    ...(secrets.length > 0 ? { secrets } : {}),
  },
  async () => {
    const released = await releaseOverduePayments(providerFrom(process.env));
    logger.info('overdue collaboration payments released', { count: released.length });
  },
);
