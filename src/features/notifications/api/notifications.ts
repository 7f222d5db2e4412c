// Users/{uid}/Notifications (spec sections 3 and 7, docs/briefs-model.md): the bell's list
// listener and read marking. The unread count is Users/{uid}.notificationCount, which the
// session already listens to (sessionUser.notificationCount), so it has no listener here.
import { doc, onSnapshot, updateDoc, writeBatch, type Unsubscribe } from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import {
  notificationConverter,
  notificationsPath,
  type NotificationDoc,
} from '@/lib/collections/notifications';
import { USERS } from '@/lib/collections/users';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { lazyListener } from '@/lib/lazyListener';

/** The bell lists this many, newest first (spec section 7). */
export const NOTIFICATION_LIST_SIZE = 12;

/** The latest NOTIFICATION_LIST_SIZE notifications of `uid`, newest first. */
export const notificationsQuery = (uid: string): QueryDescription => ({
  collection: notificationsPath(uid),
  orderBy: [['timestamp', 'desc']],
  limit: NOTIFICATION_LIST_SIZE,
});

/** The latest NOTIFICATION_LIST_SIZE notifications of `uid`, newest first, live. */
export function subscribeNotifications(
  uid: string,
  onData: (notifications: NotificationDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        describedQuery(firestore, notificationsQuery(uid)).withConverter(notificationConverter),
        (snapshot) => onData(snapshot.docs.map((d) => d.data())),
        onError,
      ),
    onError,
  );
}

/** One notification read (clicking it). */
export async function markNotificationRead(uid: string, notificationId: string): Promise<void> {
  await updateDoc(doc(await db(), notificationsPath(uid), notificationId), { isRead: true });
}

/**
 * Opening the bell (spec "mark newest read"): the newest notification becomes read and the
 * badge count goes back to 0, in one batch. Nothing is written when there is nothing to change.
 */
export async function markNewestRead(
  uid: string,
  newest: Pick<NotificationDoc, 'id' | 'isRead'> | null,
  count: number,
): Promise<void> {
  const markNewest = newest !== null && !newest.isRead;
  if (!markNewest && count === 0) return;
  const firestore = await db();
  const batch = writeBatch(firestore);
  if (markNewest) batch.update(doc(firestore, notificationsPath(uid), newest.id), { isRead: true });
  if (count !== 0) batch.update(doc(firestore, USERS, uid), { notificationCount: 0 });
  await batch.commit();
}
