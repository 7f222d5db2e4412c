// An admin's look at the mails and pushes the functions sent a user (issue 23), read from
// Users/{uid}/deliveryLog. No React. The rules let only admins read it.
import { getDocs } from 'firebase/firestore';
import {
  deliveryLogConverter,
  deliveryLogQuery,
  type DeliveryLogRecord,
} from '@/lib/collections/deliveryLog';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';

/** How many entries the log shows: the recent ones answer "did my mail go out?". */
export const DELIVERY_LOG_SIZE = 30;

/** The user's newest entries, newest first. */
export async function fetchDeliveryLog(uid: string): Promise<DeliveryLogRecord[]> {
  const firestore = await db();
  const snapshot = await getDocs(
    describedQuery(firestore, deliveryLogQuery(uid, DELIVERY_LOG_SIZE)).withConverter(
      deliveryLogConverter,
    ),
  );
  return snapshot.docs.map((entry) => entry.data());
}
