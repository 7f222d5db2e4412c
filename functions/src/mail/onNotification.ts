// The mail and the push of every notification (issue 23): a trigger on each new
// `Users/{uid}/Notifications/{notificationId}` hands it to deliverToUser with the notification's
// id as the key, so a trigger that runs twice sends once. A notification stamped more than an
// hour before it arrives (the demo seed, imports) is history, not news: nothing is sent or logged.
// What failed is sent again by the scheduled `retryDeliveries` (retryDeliveries.ts).
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminDb, REGION } from '../admin';
import { isHistory, millisOf } from '../outreach/eventTimes';
import { secretsFrom } from '../functionOptions';
import { EVENT_OF_NOTIFICATION_TYPE, type OutreachChannel } from '../shared/outreach';
import {
  MAIL_SECRET_NAMES,
  deliverToUser,
  outreachDepsFromEnv,
  type ChannelOutcome,
  type OutreachDeps,
} from './deliver';

/** emailData as strings only (the template's shape): anything else is left out. */
function stringsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** An app path for the mail's button: the notification's own, else the app's home. */
const pathOf = (value: unknown): string =>
  typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : '/app';

/**
 * Delivers one notification (the trigger's body, which the tests call). Null when it is not
 * delivered at all: a type no event maps to, or stamped over an hour before `deps.now()`.
 */
export async function deliverNotification(
  db: Firestore,
  deps: OutreachDeps,
  uid: string,
  notificationId: string,
  notification: DocumentData,
): Promise<Record<OutreachChannel, ChannelOutcome> | null> {
  const type = typeof notification.type === 'string' ? notification.type : '';
  const event = EVENT_OF_NOTIFICATION_TYPE[type];
  if (!event) return null;
  if (isHistory(deps.now().getTime(), millisOf(notification.timestamp))) return null;
  return deliverToUser(db, deps, {
    uid,
    key: notificationId,
    event,
    template: {
      kind: 'notification',
      type,
      message: typeof notification.message === 'string' ? notification.message : '',
      emailData: stringsOf(notification.emailData),
    },
    path: pathOf(notification.path),
  });
}

export const outreachOnNotification = onDocumentCreated(
  {
    document: 'Users/{uid}/Notifications/{notificationId}',
    region: REGION,
    secrets: secretsFrom(process.env, MAIL_SECRET_NAMES),
  },
  async (event) => {
    const data = event.data?.data();
    if (!data) return;
    const { uid, notificationId } = event.params;
    const outcome = await deliverNotification(
      adminDb(),
      outreachDepsFromEnv(),
      uid,
      notificationId,
      data,
    );
    if (outcome) logger.info('outreach', { uid, notificationId, ...outcome });
  },
);
