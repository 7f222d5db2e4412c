// Marketing mail (issue 23): the mailing template of /app/pages/mailing (`Contents/Mailing`) sent
// by an admin to every user who gave the optional marketing consent (design.md section 12: İYS,
// prior consent and an easy opt-out). A send snapshots the template into `Mailings/{id}` and
// goes through deliverToUser, which reads each recipient's newest consent record right before
// her mail: a withdrawal counts from that moment, also for a mailing already under way or a
// retry. The mail's unsubscribe link withdraws the consent (mail/unsubscribe.ts).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { requireUid, userType } from '../callers';
import { describedQuery } from '../firestoreQuery';
import { callableOptions } from '../functionOptions';
import {
  MAIL_SECRET_NAMES,
  deliverToUser,
  outreachDepsFromEnv,
  type OutreachDeps,
} from '../mail/deliver';
import { marketingConsentRecords } from '../queries';

export const MAILINGS = 'Mailings';
const MAILING_TEMPLATE = 'Contents/Mailing';

export const MAILING_MESSAGES = {
  denied: 'Pazarlama e-postasını yalnızca yöneticiler gönderebilir.',
  noTemplate: 'Gönderilecek e-posta şablonu yok. Önce şablonu kaydedin.',
} as const;

export type MailingCounts = { recipients: number; sent: number; skipped: number; failed: number };

type MailingSnapshot = { subject: string; heading: string; body: string; ctaUrl: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The template's Markdown as plain paragraphs: the mail layout escapes and lays out text. */
export function plainTextOfMarkdown(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)')
    .replace(/^#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]*[-*+][ \t]+/gm, '• ')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/(^|[\s(])_([^_\n]+)_/g, '$1$2')
    .trim();
}

const fillName = (value: string, name: string) => value.replace(/\{\{\s*name\s*\}\}/g, name);

/** Only our own pages are opened by the button: an app path, else the app's home. */
const appPathOf = (url: string) => (/^\/(?!\/)/.test(url) ? url : '/app');

/** The distinct users with any marketing consent record; deliverToUser decides on the newest. */
export async function consentHolders(db: Firestore): Promise<string[]> {
  const records = await describedQuery(db, marketingConsentRecords()).get();
  const uids = new Set<string>();
  for (const record of records.docs) {
    const uid = record.ref.parent.parent?.id;
    if (uid) uids.add(uid);
  }
  return [...uids].sort();
}

/**
 * Sends `Mailings/{mailingId}` to each consent holder once (the key is the mailing); `among`
 * narrows the holders (the tests' own users on the shared emulators).
 */
export async function sendMailing(
  db: Firestore,
  deps: OutreachDeps,
  mailingId: string,
  among?: readonly string[],
): Promise<MailingCounts> {
  const ref = db.collection(MAILINGS).doc(mailingId);
  const mailing = (await ref.get()).data() as MailingSnapshot | undefined;
  if (!mailing) throw new Error(`no mailing ${mailingId}`);
  const counts: MailingCounts = { recipients: 0, sent: 0, skipped: 0, failed: 0 };
  const holders = await consentHolders(db);
  for (const uid of among ? holders.filter((holder) => among.includes(holder)) : holders) {
    counts.recipients += 1;
    const user = (await db.collection('Users').doc(uid).get()).data();
    const name = text(user?.name);
    const body = [mailing.heading, plainTextOfMarkdown(mailing.body)]
      .map((part) => fillName(part, name))
      .filter(Boolean)
      .join('\n\n');
    const outcome = await deliverToUser(db, deps, {
      uid,
      key: `mailing-${mailingId}`,
      event: 'marketing',
      template: { kind: 'marketing', subject: fillName(mailing.subject, name), body },
      path: appPathOf(mailing.ctaUrl),
      channels: ['email'],
    });
    if (outcome.email === 'sent') counts.sent += 1;
    else if (outcome.email === 'retrying' || outcome.email === 'failed') counts.failed += 1;
    else counts.skipped += 1;
  }
  await ref.update({ ...counts, status: 'done', finishedAt: FieldValue.serverTimestamp() });
  return counts;
}

/** Snapshots the current template as a new mailing; null when there is none to send. */
export async function createMailing(db: Firestore, adminUid: string): Promise<string | null> {
  const template = (await db.doc(MAILING_TEMPLATE).get()).data();
  const subject = text(template?.subject).trim();
  if (!template || !subject) return null;
  const ref = db.collection(MAILINGS).doc();
  await ref.set({
    subject,
    heading: text(template.heading),
    body: text(template.body),
    ctaUrl: text(template.ctaUrl),
    createdBy: adminUid,
    createdAt: FieldValue.serverTimestamp(),
    status: 'sending',
  });
  return ref.id;
}

/** sendMarketingMailing(): admins only; answers the counts. */
export const sendMarketingMailing = onCall(callableOptions(MAIL_SECRET_NAMES), async (request) => {
  const uid = requireUid(request);
  if ((await userType(uid)) !== 'admin') {
    throw new HttpsError('permission-denied', MAILING_MESSAGES.denied);
  }
  const db = adminDb();
  const mailingId = await createMailing(db, uid);
  if (!mailingId) throw new HttpsError('failed-precondition', MAILING_MESSAGES.noTemplate);
  return { mailingId, ...(await sendMailing(db, outreachDepsFromEnv(), mailingId)) };
});
