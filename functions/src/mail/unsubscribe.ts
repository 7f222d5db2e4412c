// The unsubscribe link of every mail that is not strictly transactional (issue 23; design.md
// section 12: an easy opt-out). GET shows a small page in her mail language with one button,
// because mail scanners open links: only the POST (the button, or a mail program's RFC 8058
// one-click POST) changes anything. It switches `notificationPreferences.email.<event>` off, or,
// for marketing, appends a withdrawn marketing consent record, as the account page would. The
// link is signed (links.ts): a wrong signature gets a 403 page and changes nothing.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { requestOptions } from '../functionOptions';
import {
  OUTREACH_EVENTS,
  TRANSACTIONAL_EVENTS,
  mailLanguageOf,
  type MailLanguage,
  type NotificationPreferences,
  type OutreachEvent,
} from '../shared/outreach';
import { latestMarketingConsent } from './consent';
import { appUrlFromEnv, linkSecretFromEnv } from './deliver';
import { escapeHtml } from './layout';
import { signatureMatches } from './links';
import { PRODUCT_NAME } from '../shared/company';
import { MAIL_TEXTS } from './templates';

export type UnsubscribeRequest = {
  method: string;
  /** The link's `u`, `e` and `s`. */
  uid: string;
  event: string;
  signature: string;
};

export type UnsubscribeAnswer = {
  status: number;
  html: string;
  /** What the POST changed (for tests and logs). */
  changed: 'preference' | 'consent' | null;
};

/** The account page, where every preference can be changed again. */
const ACCOUNT_PATH = '/app/pages/account';

/** The events a mail may carry an unsubscribe link for. */
function unsubscribable(event: string): boolean {
  if (event === 'marketing') return true;
  return (
    (OUTREACH_EVENTS as readonly string[]).includes(event) &&
    !TRANSACTIONAL_EVENTS.includes(event as OutreachEvent)
  );
}

function page(
  language: MailLanguage,
  appUrl: string,
  parts: { message: string; form?: { action: string; label: string } },
): string {
  const words = MAIL_TEXTS[language].unsubscribePage;
  const account = `${appUrl.replace(/\/+$/, '')}${ACCOUNT_PATH}`;
  const form = parts.form
    ? `<form method="post" action="${escapeHtml(parts.form.action)}"><button type="submit" style="padding:10px 20px;border:0;border-radius:6px;background:#145388;color:#fff;font-size:16px;font-weight:bold;cursor:pointer;">${escapeHtml(parts.form.label)}</button></form>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${words.title} · ${PRODUCT_NAME}`)}</title></head>`,
    '<body style="margin:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529;">',
    '<main style="max-width:520px;margin:40px auto;padding:28px;background:#fff;border:1px solid #dee2e6;border-radius:8px;">',
    `<p style="margin:0 0 8px;font-weight:bold;color:#145388;">${escapeHtml(PRODUCT_NAME)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(words.title)}</h1>`,
    `<p style="margin:0 0 20px;font-size:16px;line-height:24px;">${escapeHtml(parts.message)}</p>`,
    form,
    `<p style="margin:20px 0 0;font-size:14px;color:#5c636a;">${escapeHtml(words.settingsHint)} <a href="${escapeHtml(account)}" style="color:#145388;">${escapeHtml(words.toApp)}</a></p>`,
    '</main></body></html>',
  ].join('\n');
}

/** Withdraws her marketing consent: a new record copying her latest one's version and hash. */
async function withdrawMarketing(db: Firestore, uid: string): Promise<boolean> {
  const latest = await latestMarketingConsent(db, uid);
  if (!latest || latest.action === 'withdrawn') return false;
  await db.collection('Users').doc(uid).collection('Consents').add({
    kind: 'marketing',
    action: 'withdrawn',
    version: latest.version,
    textHash: latest.textHash,
    createdAt: FieldValue.serverTimestamp(),
  });
  return true;
}

/** The unsubscribe function's answer to one request; the HTTP part only passes it on. */
export async function answerUnsubscribe(
  db: Firestore,
  config: { linkSecret: string; appUrl: string },
  request: UnsubscribeRequest,
): Promise<UnsubscribeAnswer> {
  const { uid, event, signature } = request;
  const method = request.method.toUpperCase();
  const invalid = (status: number, language: MailLanguage = 'tr'): UnsubscribeAnswer => ({
    status,
    html: page(language, config.appUrl, { message: MAIL_TEXTS[language].unsubscribePage.invalid }),
    changed: null,
  });
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return invalid(405);
  if (!uid || !signatureMatches(config.linkSecret, uid, event, signature)) return invalid(403);
  if (!unsubscribable(event)) return invalid(400);
  const userRef = db.collection('Users').doc(uid);
  const user = (await userRef.get()).data();
  if (!user) return invalid(404);
  const language = mailLanguageOf(
    (user.notificationPreferences ?? null) as NotificationPreferences | null,
  );
  const words = MAIL_TEXTS[language].unsubscribePage;
  const eventName = words.eventNames[event] ?? event;

  if (method !== 'POST') {
    const query = new URLSearchParams({ u: uid, e: event, s: signature });
    return {
      status: 200,
      html: page(language, config.appUrl, {
        message: event === 'marketing' ? words.askMarketing : words.ask(eventName),
        form: {
          action: `?${query.toString()}`,
          label: event === 'marketing' ? words.confirmMarketing : words.confirm,
        },
      }),
      changed: null,
    };
  }
  if (event === 'marketing') {
    const withdrawn = await withdrawMarketing(db, uid);
    return {
      status: 200,
      html: page(language, config.appUrl, {
        message: withdrawn ? words.doneMarketing : words.alreadyWithdrawn,
      }),
      changed: withdrawn ? 'consent' : null,
    };
  }
  await userRef.update({ [`notificationPreferences.email.${event}`]: false });
  return {
    status: 200,
    html: page(language, config.appUrl, { message: words.done(eventName) }),
    changed: 'preference',
  };
}

const first = (value: unknown): string =>
  typeof value === 'string' ? value : Array.isArray(value) ? first(value[0]) : '';

export const unsubscribe = onRequest(requestOptions(['MAIL_LINK_SECRET']), async (req, res) => {
  const answer = await answerUnsubscribe(
    adminDb(),
    { linkSecret: linkSecretFromEnv(), appUrl: appUrlFromEnv() },
    {
      method: req.method,
      uid: first(req.query.u),
      event: first(req.query.e),
      signature: first(req.query.s),
    },
  );
  res
    .status(answer.status)
    .set('Content-Type', 'text/html; charset=utf-8')
    .set('Cache-Control', 'no-store')
    .set('X-Robots-Tag', 'noindex')
    .set('Referrer-Policy', 'no-referrer')
    .send(req.method === 'HEAD' ? '' : answer.html);
});
