// The links a mail carries (issue 23): the page it opens (through sign-in: the app's deep links)
// and the signed unsubscribe link, whose signature proves the mail came from us, so nobody can
// switch off someone else's mails by guessing her uid.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The page a mail opens: the app's address and the notification's path ('/app/...'). */
export const openLink = (appUrl: string, path: string): string =>
  `${appUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/** HMAC-SHA256 of `uid:event` with the link secret, base64url. */
export const unsubscribeSignature = (secret: string, uid: string, event: string): string =>
  createHmac('sha256', secret).update(`${uid}:${event}`).digest('base64url');

export function unsubscribeLink(
  unsubscribeUrl: string,
  secret: string,
  uid: string,
  event: string,
): string {
  const query = new URLSearchParams({
    u: uid,
    e: event,
    s: unsubscribeSignature(secret, uid, event),
  });
  return `${unsubscribeUrl}?${query.toString()}`;
}

/** Whether `signature` is ours for `uid` and `event` (in constant time). */
export function signatureMatches(
  secret: string,
  uid: string,
  event: string,
  signature: string,
): boolean {
  if (!secret || !signature) return false;
  const expected = Buffer.from(unsubscribeSignature(secret, uid, event));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The mail's Message-ID, the same for every attempt of one delivery: a receiver that got an
 * earlier attempt after all can tell the retry is the same mail.
 */
export function messageIdOf(key: string, appUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(appUrl).hostname || host;
  } catch {
    // Not a URL: keep localhost.
  }
  return `<${key.replace(/[^A-Za-z0-9._-]/g, '_')}.email@${host}>`;
}
