import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  DELIVERY_LOG,
  DELIVERY_STATUSES,
  OUTREACH_CHANNELS,
  type DeliveryLogEntry,
  type DeliveryStatus,
  type OutreachChannel,
} from '@shared/outreach';
import type { QueryDescription } from '@shared/queryDescription';
import { millisOf } from './timestamps';
import { USERS } from './users';

// `Users/{uid}/deliveryLog/{key}-{channel}` (issue 23): one entry per mail or push the
// functions sent (or tried to, or skipped) to the user. Written by the functions only; admins
// read it (firestore.rules) to answer "I never got the mail". Dates are epoch milliseconds in
// the app. The stored template is left out: the log view does not show the message body.
export { DELIVERY_LOG };

export const deliveryLogPath = (uid: string) => `${USERS}/${uid}/${DELIVERY_LOG}`;

export type DeliveryLogRecord = Omit<DeliveryLogEntry, 'event'> & {
  /** The document id, `{key}-{channel}`. */
  id: string;
  /**
   * An OutreachEvent or 'marketing'; kept as written, so an event newer than this client still
   * reaches the screen (which shows an unknown one as it is).
   */
  event: string;
  /** The app page the mail's link opened. */
  path: string;
  createdAt: number | null;
  updatedAt: number | null;
  sentAt: number | null;
  /** When the next attempt is due; only while the entry waits for one. */
  nextAttemptAt: number | null;
};

const isChannel = (value: unknown): value is OutreachChannel =>
  (OUTREACH_CHANNELS as readonly unknown[]).includes(value);

const isStatus = (value: unknown): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly unknown[]).includes(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const deliveryLogConverter: FirestoreDataConverter<DeliveryLogRecord> = {
  // Clients never write the log (rules); this only satisfies the converter's shape.
  toFirestore: (record) => record as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): DeliveryLogRecord {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      key: text(data.key),
      // The id ends in the channel: a malformed entry still says which one it was.
      channel: isChannel(data.channel)
        ? data.channel
        : snapshot.id.endsWith('-push')
          ? 'push'
          : 'email',
      event: text(data.event),
      // An entry without a known status is one whose send was never recorded as done.
      status: isStatus(data.status) ? data.status : 'sending',
      reason: text(data.reason),
      attempts: typeof data.attempts === 'number' ? data.attempts : 0,
      subject: text(data.subject),
      to: typeof data.to === 'number' ? String(data.to) : text(data.to),
      path: text(data.path),
      createdAt: millisOf(data.createdAt),
      updatedAt: millisOf(data.updatedAt),
      sentAt: millisOf(data.sentAt),
      nextAttemptAt: millisOf(data.nextAttemptAt),
    };
  },
};

/** The user's `max` newest entries, newest first (one field: Firestore's automatic index). */
export const deliveryLogQuery = (uid: string, max: number): QueryDescription => ({
  collection: deliveryLogPath(uid),
  orderBy: [['createdAt', 'desc']],
  limit: max,
});
