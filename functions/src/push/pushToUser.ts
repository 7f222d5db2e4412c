// One push to every device of a user (issue 23): the FCM tokens in Users/{uid}.pushNotificationIds
// (the account page adds this browser's; several devices are normal). Tokens FCM calls stale
// are removed from the list at once; a send that failed otherwise keeps its token.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { PushMessage, PushSender } from './fcm';

export type PushOutcome = { devices: number; sent: number; stale: number; failed: number };

/** The stored tokens, without duplicates or anything that is not a non-empty string. */
export function pushTokensOf(data: Record<string, unknown> | undefined): string[] {
  const tokens = data?.pushNotificationIds;
  if (!Array.isArray(tokens)) return [];
  return [
    ...new Set(
      tokens.filter((token): token is string => typeof token === 'string' && token !== ''),
    ),
  ];
}

/**
 * Sends `message` to each device of `uid` and removes the stale tokens. Throws (so the
 * delivery is retried) only when the user has devices and not one of those still valid got
 * the push: a partial failure is not retried, or the devices that got it would get it twice.
 */
export async function pushToUser(
  db: Firestore,
  sender: PushSender,
  uid: string,
  message: PushMessage,
): Promise<PushOutcome> {
  const userRef = db.doc(`Users/${uid}`);
  const snapshot = await userRef.get();
  const tokens = pushTokensOf(snapshot.data());
  const results = await Promise.allSettled(tokens.map((token) => sender.send(token, message)));

  const stale = tokens.filter((_, index) => {
    const result = results[index];
    return result?.status === 'fulfilled' && result.value === 'stale';
  });
  const errors = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  const outcome: PushOutcome = {
    devices: tokens.length,
    sent: results.filter((result) => result.status === 'fulfilled' && result.value === 'sent')
      .length,
    stale: stale.length,
    failed: errors.length,
  };

  // arrayRemove: a token the user added meanwhile (another device) stays.
  if (stale.length > 0)
    await userRef.update({ pushNotificationIds: FieldValue.arrayRemove(...stale) });

  if (outcome.failed > 0 && outcome.sent === 0) {
    const first = errors[0];
    const reason = first instanceof Error ? first.message : String(first);
    throw new Error(`push to ${outcome.failed} of ${outcome.devices} devices failed: ${reason}`);
  }
  return outcome;
}
