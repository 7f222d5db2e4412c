import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { millisOf, plainData } from './timestamps';
import { USERS } from './users';

// `Users/{uid}/Notifications/{id}` (spec sections 3 and 7).
export const NOTIFICATIONS = 'Notifications';
// The spec's three kinds, paymentUpdate: a collaboration's money released or refunded (issue
// 20), written only by the payment functions, and collaborationUpdate: a step of a
// collaboration's timeline for the other side (issue 21), written only by the timeline
// functions (clients may write only the spec's three; rules).
// The last five are written only by the outreach functions (issue 23,
// functions/src/outreach/producers), with ids derived from their event: a new offer to the
// brief's owner, a declined offer to its bidder, a support answer, a verified brief to its
// owner and a paid subscription's invoice. The bell shows them like any other (message, path).
export const notificationTypes = [
  'newProject',
  'projectAccepted',
  'earningsAdded',
  'paymentUpdate',
  'collaborationUpdate',
  'newOffer',
  'offerDeclined',
  'supportAnswer',
  'briefVerified',
  'invoicePaid',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export type NotificationDoc = {
  id: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  image: string;
  timestamp: number | null;
  path: string;
  emailData: Record<string, string>;
};

export const notificationConverter: FirestoreDataConverter<NotificationDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): NotificationDoc {
    const data = snapshot.data();
    const plain = plainData(data) as Record<string, unknown>;
    return { ...plain, id: snapshot.id, timestamp: millisOf(data.timestamp) } as NotificationDoc;
  },
};

export const notificationsPath = (uid: string) => `${USERS}/${uid}/${NOTIFICATIONS}`;
