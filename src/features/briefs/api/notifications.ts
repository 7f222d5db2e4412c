// Users/{uid}/Notifications (spec sections 3 and 7, docs/briefs-model.md): the bell's listeners
// and read marking, and the projectAccepted notification an accept writes. A new notification
// and `notificationCount + 1` on its recipient always go in the same batch or transaction.
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  updateDoc,
  writeBatch,
  type Unsubscribe,
} from 'firebase/firestore';
import { briefDetailPath } from '../../../config/paths';
import {
  NOTIFICATIONS,
  notificationConverter,
  type NotificationDoc,
} from '../../../lib/collections/notifications';
import { USERS } from '../../../lib/collections/users';
import { db } from '../../../lib/firebase';
import { lazyListener } from './lazyListener';
import { storedTexts } from './storedTexts';
import { NOW, plus, type PlannedWrite } from './writePlan';

/** The bell lists this many, newest first (spec section 7). */
export const NOTIFICATION_LIST_SIZE = 12;

export const notificationsPath = (uid: string) => `${USERS}/${uid}/${NOTIFICATIONS}`;

/**
 * The projectAccepted notification for `recipient` and their count going up by exactly one.
 * emailData carries no address: the brief owner cannot read the recipient's Users document.
 */
export function projectAcceptedNotificationWrites(options: {
  recipientId: string;
  recipientName: string;
  notificationId: string;
  brief: { id: string; title: string; ownerName: string; ownerImage: string };
}): PlannedWrite[] {
  const { recipientId, recipientName, notificationId, brief } = options;
  return [
    {
      op: 'create',
      path: `${notificationsPath(recipientId)}/${notificationId}`,
      data: {
        type: 'projectAccepted',
        message: storedTexts.acceptedNotification(brief.ownerName, brief.title),
        id: notificationId,
        isRead: false,
        image: brief.ownerImage,
        timestamp: NOW,
        path: briefDetailPath(brief.id),
        emailData: {
          subject: storedTexts.acceptedSubject,
          name: recipientName,
          briefId: brief.id,
          briefTitle: brief.title,
        },
      },
    },
    { op: 'update', path: `${USERS}/${recipientId}`, data: { notificationCount: plus(1) } },
  ];
}

/** The latest NOTIFICATION_LIST_SIZE notifications of `uid`, newest first, live. */
export function subscribeNotifications(
  uid: string,
  onData: (notifications: NotificationDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        query(
          collection(firestore, notificationsPath(uid)).withConverter(notificationConverter),
          orderBy('timestamp', 'desc'),
          limit(NOTIFICATION_LIST_SIZE),
        ),
        (snapshot) => onData(snapshot.docs.map((d) => d.data())),
        onError,
      ),
    onError,
  );
}

/** Users/{uid}.notificationCount, live (0 when missing). */
export function subscribeNotificationCount(
  uid: string,
  onData: (count: number) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        doc(firestore, USERS, uid),
        (snapshot) => {
          const count: unknown = snapshot.get('notificationCount');
          onData(typeof count === 'number' && count > 0 ? count : 0);
        },
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
