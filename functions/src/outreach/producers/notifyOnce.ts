// A producer's notification, written at most once: the id is derived from the event, so a
// trigger that runs twice (Cloud Functions deliver at least once) finds the first run's
// notification and changes nothing, the recipient's count included (../../notify.ts).
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { isAlreadyExists, notify } from '../../notify';

export type ProducerNotification = Parameters<typeof notify>[2] & { id: string };

/** 'created'; 'exists' when an earlier run wrote it; 'noRecipient' for a missing account. */
export type Produced = 'created' | 'exists' | 'noRecipient';

export async function notifyOnce(
  db: Firestore,
  uid: string,
  notification: ProducerNotification,
): Promise<Produced> {
  if (!uid) return 'noRecipient';
  try {
    return await db.runTransaction(async (tx) => {
      const user = (await tx.get(db.doc(`Users/${uid}`))) as DocumentSnapshot;
      if (!user.exists) return 'noRecipient';
      notify(tx, user, notification);
      return 'created';
    });
  } catch (error) {
    if (isAlreadyExists(error)) return 'exists';
    throw error;
  }
}
