// The account's own notification settings in Users/{uid} (issue 23): her preferences and the
// FCM tokens of her browsers. The rules let only her (and admins) write either. No React, no
// Redux; loaded by the thunks on first use.
import {
  arrayRemove,
  arrayUnion,
  doc,
  runTransaction,
  updateDoc,
  type DocumentReference,
} from 'firebase/firestore';
import type { NotificationPreferences } from '@shared/outreach';
import { USERS } from '@/lib/collections/users';
import { db } from '@/lib/firebase';
import { commitInTurn, type WriteTurn } from '@/lib/writeOrder';

/** At most this many devices per user (firestore.rules okPushTokens). */
export const MAX_PUSH_DEVICES = 10;

const userRef = async (uid: string): Promise<DocumentReference> => doc(await db(), USERS, uid);

/** Replaces the whole map: the form always sends every flag it shows. */
export async function saveNotificationPreferences(
  uid: string,
  preferences: NotificationPreferences,
  turn?: WriteTurn,
): Promise<void> {
  const ref = await userRef(uid);
  await commitInTurn(turn, () => updateDoc(ref, { notificationPreferences: preferences }));
}

/**
 * Adds this browser's token. arrayUnion keeps every other device's token, even one added
 * meanwhile; only when the list is full (as far as the session's copy shows) are the oldest
 * tokens (arrayUnion appends, so the first ones) dropped, in a transaction on the stored list.
 */
export async function addPushToken(uid: string, token: string, known: readonly string[]) {
  const ref = await userRef(uid);
  if (known.includes(token) || known.length < MAX_PUSH_DEVICES) {
    await updateDoc(ref, { pushNotificationIds: arrayUnion(token) });
    return;
  }
  await runTransaction(ref.firestore, async (transaction) => {
    const stored: unknown = (await transaction.get(ref)).get('pushNotificationIds');
    const tokens = Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === 'string' && item !== token)
      : [];
    transaction.update(ref, {
      pushNotificationIds: [...tokens.slice(-(MAX_PUSH_DEVICES - 1)), token],
    });
  });
}

/** Removes this browser's token, and only it. */
export async function removePushToken(uid: string, token: string): Promise<void> {
  await updateDoc(await userRef(uid), { pushNotificationIds: arrayRemove(token) });
}
