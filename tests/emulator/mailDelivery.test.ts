// The delivery core (functions/src/mail/deliver.ts, issue 23) against the Firestore emulator,
// with a recording mailer and push sender: one mail per key however often and however
// concurrently delivery runs, preferences and the marketing consent read at send time, the
// transactional mails without an unsubscribe link, the signed link of the others, retries with
// backoff until 'failed', and the invoice PDF. One test sends through the real SMTP transport
// to the local catcher (maildev) and reads the mail back from its API.
//
// The functions are called directly (a new trigger is live only after an emulator restart), and
// no Notifications document is written, so a live trigger cannot race these calls. Ids are
// unique to this run; each test removes the users it made.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import {
  MAX_ATTEMPTS,
  SKIP_REASONS,
  deliverToUser,
  retryDelayMs,
  retryDueDeliveries,
  type DeliveryRequest,
  type OutreachDeps,
} from '../../functions/src/mail/deliver';
import { signatureMatches } from '../../functions/src/mail/links';
import { deliverNotification } from '../../functions/src/mail/onNotification';
import type { MailTemplate } from '../../functions/src/mail/templates';
import { mailerFromEnv, type MailMessage } from '../../functions/src/mail/transport';
import type { PushMessage, PushSender } from '../../functions/src/push/fcm';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= 'demo-influencer';

const db: Firestore = adminDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SECRET = 'test-link-secret';
const MINUTE = 60 * 1000;

/** A mailer that records what it sends; `failures` sends fail first. */
function recordingMailer(failures = 0) {
  const sent: MailMessage[] = [];
  let left = failures;
  return {
    sent,
    async send(message: MailMessage) {
      // A real send takes a moment: concurrent deliveries overlap here.
      await new Promise((done) => setTimeout(done, 20));
      if (left > 0) {
        left -= 1;
        throw new Error('421 service not available');
      }
      sent.push(message);
    },
  };
}

function recordingPush(): PushSender & { sent: { token: string; message: PushMessage }[] } {
  const sent: { token: string; message: PushMessage }[] = [];
  return {
    sent,
    async send(token, message) {
      sent.push({ token, message });
      return 'sent';
    },
  };
}

function depsWith(
  mailer: OutreachDeps['mailer'],
  push: PushSender | null,
  now: Date = new Date(),
): OutreachDeps {
  return {
    mailer,
    push,
    now: () => now,
    appUrl: 'http://app.test',
    linkSecret: SECRET,
    unsubscribeUrl: 'http://fn.test/demo/europe-west1/unsubscribe',
  };
}

const made: string[] = [];
let counter = 0;

async function makeUser(
  extra: Record<string, unknown> = {},
): Promise<{ uid: string; email: string }> {
  counter += 1;
  const uid = `mail-${run}-${counter}`;
  const email = `${uid}@demo.test`;
  await db.doc(`Users/${uid}`).set({ uid, email, type: 'brand', name: 'Deniz', ...extra });
  made.push(uid);
  return { uid, email };
}

afterEach(async () => {
  // The users, their logs and consents: no waiting entry of this file outlives its test.
  await Promise.all(made.splice(0).map((uid) => db.recursiveDelete(db.doc(`Users/${uid}`))));
});

const offerTemplate = (briefTitle = 'Yaz Koleksiyonu', price = '4000'): MailTemplate => ({
  kind: 'notification',
  type: 'newOffer',
  message: 'Yeni teklif',
  emailData: { subject: 'Yeni teklif', name: 'Ayşe Yılmaz', briefId: 'b1', briefTitle, price },
});

const offerRequest = (uid: string, key: string): DeliveryRequest => ({
  uid,
  key,
  event: 'newOffer',
  template: offerTemplate(),
  path: '/app/briefDetail?briefId=b1',
});

/**
 * A stamp as a notification carries it. The test's firebase-admin is the root package's, not
 * the functions' own copy, so its Timestamp is another class: the code reads stamps by shape.
 * (Dates written to Firestore are stored as timestamps.)
 */
const stamped = (millis: number) => ({ toMillis: () => millis });

const logOf = async (uid: string, id: string) =>
  (await db.doc(`Users/${uid}/deliveryLog/${id}`).get()).data();

describe('one mail per event', () => {
  it('sends once when delivery runs twice', async () => {
    const { uid, email } = await makeUser({ pushNotificationIds: ['token-a'] });
    const mailer = recordingMailer();
    const push = recordingPush();
    const deps = depsWith(mailer, push);
    const key = `offer-${run}-twice`;
    expect(await deliverToUser(db, deps, offerRequest(uid, key))).toEqual({
      email: 'sent',
      push: 'sent',
    });
    expect(await deliverToUser(db, deps, offerRequest(uid, key))).toEqual({
      email: 'duplicate',
      push: 'duplicate',
    });
    expect(mailer.sent.map((mail) => mail.to)).toEqual([email]);
    expect(push.sent).toHaveLength(1);
    expect(push.sent[0]!.message).toMatchObject({
      link: 'http://app.test/app/briefDetail?briefId=b1',
      tag: key,
    });
    const entry = await logOf(uid, `${key}-email`);
    expect(entry).toMatchObject({ status: 'sent', attempts: 1, to: email, event: 'newOffer' });
    expect(entry?.nextAttemptAt).toBeUndefined();
    expect(typeof (entry?.sentAt as Timestamp).toMillis).toBe('function');
    expect(await logOf(uid, `${key}-push`)).toMatchObject({ status: 'sent', to: '1' });
  });

  it('sends once when deliveries run at the same time', async () => {
    const { uid } = await makeUser({ pushNotificationIds: ['token-a', 'token-b'] });
    const mailer = recordingMailer();
    const push = recordingPush();
    const deps = depsWith(mailer, push);
    const key = `offer-${run}-concurrent`;
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map(() => deliverToUser(db, deps, offerRequest(uid, key))),
    );
    expect(outcomes.filter((outcome) => outcome.email === 'sent')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.email === 'duplicate')).toHaveLength(3);
    expect(mailer.sent).toHaveLength(1);
    // One push, to each of her two devices.
    expect(push.sent.map((item) => item.token).sort()).toEqual(['token-a', 'token-b']);
  });

  it('the notification trigger sends once per notification and skips old ones', async () => {
    const { uid } = await makeUser();
    const mailer = recordingMailer();
    const now = new Date();
    const deps = depsWith(mailer, null, now);
    const notification = {
      type: 'newOffer',
      message: 'Yeni teklif',
      path: '/app/briefDetail?briefId=b1',
      emailData: { name: 'Ayşe', briefId: 'b1', briefTitle: 'Kış', price: '1500', extra: 7 },
      timestamp: stamped(now.getTime()),
    };
    const id = `offer-${run}-trigger`;
    const first = await deliverNotification(db, deps, uid, id, notification);
    const again = await deliverNotification(db, deps, uid, id, notification);
    expect(first).toEqual({ email: 'sent', push: 'skipped' });
    expect(again).toEqual({ email: 'duplicate', push: 'duplicate' });
    expect(mailer.sent).toHaveLength(1);
    expect(await logOf(uid, `${id}-push`)).toMatchObject({
      status: 'skipped',
      reason: SKIP_REASONS.pushNotConfigured,
    });

    const old = { ...notification, timestamp: stamped(now.getTime() - 61 * MINUTE) };
    expect(await deliverNotification(db, deps, uid, `old-${run}`, old)).toBeNull();
    expect(await logOf(uid, `old-${run}-email`)).toBeUndefined();
    expect(mailer.sent).toHaveLength(1);
  });
});

describe('preferences and links', () => {
  it('a switched-off preference sends no mail and logs the skip', async () => {
    const { uid } = await makeUser({
      notificationPreferences: { email: { newOffer: false } },
      pushNotificationIds: ['token-a'],
    });
    const mailer = recordingMailer();
    const push = recordingPush();
    const key = `offer-${run}-off`;
    expect(await deliverToUser(db, depsWith(mailer, push), offerRequest(uid, key))).toEqual({
      email: 'skipped',
      push: 'sent',
    });
    expect(mailer.sent).toHaveLength(0);
    expect(await logOf(uid, `${key}-email`)).toMatchObject({
      status: 'skipped',
      reason: SKIP_REASONS.preference,
      attempts: 0,
    });
  });

  it('a transactional mail ignores the preference and has no unsubscribe link', async () => {
    const { uid } = await makeUser({
      notificationPreferences: { email: { payment: false }, push: { payment: false } },
      pushNotificationIds: ['token-a'],
    });
    const mailer = recordingMailer();
    const push = recordingPush();
    const outcome = await deliverToUser(db, depsWith(mailer, push), {
      uid,
      key: `payment-${run}`,
      event: 'payment',
      template: {
        kind: 'notification',
        type: 'paymentUpdate',
        message: '"Kış" için ₺800,00 ödeme influencer\'a aktarıldı.',
        emailData: { subject: 'Ödeme aktarıldı', briefId: 'b1', briefTitle: 'Kış' },
      },
      path: '/app/briefDetail?briefId=b1',
    });
    // The mail goes whatever she chose; the push follows her choice.
    expect(outcome).toEqual({ email: 'sent', push: 'skipped' });
    const [mail] = mailer.sent;
    expect(mail!.subject).toBe('Ödeme aktarıldı: "Kış"');
    expect(mail!.headers['List-Unsubscribe']).toBeUndefined();
    expect(mail!.text).not.toContain('unsubscribe');
    expect(mail!.html).not.toContain('unsubscribe');
    expect(mail!.text).toContain('bildirim tercihlerinizden bağımsız olarak gönderilir');
  });

  it('a notification mail carries a signed unsubscribe link and its headers', async () => {
    const { uid } = await makeUser();
    const mailer = recordingMailer();
    const key = `offer-${run}-link`;
    await deliverToUser(db, depsWith(mailer, null), offerRequest(uid, key));
    const [mail] = mailer.sent;
    const header = mail!.headers['List-Unsubscribe']!;
    expect(header).toMatch(/^<http:\/\/fn\.test\/demo\/europe-west1\/unsubscribe\?.+>$/);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['Message-ID']).toBe(`<${key}.email@app.test>`);
    const url = new URL(header.slice(1, -1));
    expect(url.searchParams.get('u')).toBe(uid);
    expect(url.searchParams.get('e')).toBe('newOffer');
    const signature = url.searchParams.get('s')!;
    expect(signatureMatches(SECRET, uid, 'newOffer', signature)).toBe(true);
    expect(signatureMatches(SECRET, uid, 'chatMessage', signature)).toBe(false);
    expect(signatureMatches('another-secret', uid, 'newOffer', signature)).toBe(false);
    expect(mail!.text).toContain(url.toString());
    expect(mail!.text).toContain('Teklifi incele: http://app.test/app/briefDetail?briefId=b1');
  });

  it('writes newOffer in Turkish with the price and the brief title, or in her language', async () => {
    const turkish = await makeUser();
    const english = await makeUser({ notificationPreferences: { language: 'en' } });
    const mailer = recordingMailer();
    const deps = depsWith(mailer, null);
    await deliverToUser(db, deps, offerRequest(turkish.uid, `offer-${run}-tr`));
    await deliverToUser(db, deps, offerRequest(english.uid, `offer-${run}-en`));
    const [tr, en] = mailer.sent;
    expect(tr!.subject).toBe('Yeni teklif: "Yaz Koleksiyonu" için 4.000 TL');
    expect(tr!.text).toContain('"Yaz Koleksiyonu" projenize 4.000 TL (KDV hariç) teklif verdi');
    expect(tr!.html).toContain('4.000 TL');
    expect(en!.subject).toBe('New offer: 4,000 TL for "Yaz Koleksiyonu"');
  });

  it('skips a user with no address, and a push without devices', async () => {
    const { uid } = await makeUser({ email: '' });
    const mailer = recordingMailer();
    const key = `offer-${run}-noaddress`;
    expect(
      await deliverToUser(db, depsWith(mailer, recordingPush()), offerRequest(uid, key)),
    ).toEqual({ email: 'skipped', push: 'skipped' });
    expect(await logOf(uid, `${key}-email`)).toMatchObject({ reason: SKIP_REASONS.noEmail });
    expect(await logOf(uid, `${key}-push`)).toMatchObject({ reason: SKIP_REASONS.noDevice });
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('failures and retries', () => {
  it('a failed send waits, and the retry sends it once', async () => {
    const { uid } = await makeUser();
    const mailer = recordingMailer(1);
    const now = new Date();
    const deps = depsWith(mailer, null, now);
    const key = `offer-${run}-retry`;
    expect(
      await deliverToUser(db, deps, { ...offerRequest(uid, key), channels: ['email'] }),
    ).toEqual({
      email: 'retrying',
      push: 'none',
    });
    const waiting = await logOf(uid, `${key}-email`);
    expect(waiting).toMatchObject({
      status: 'retrying',
      attempts: 1,
      reason: '421 service not available',
    });
    expect((waiting!.nextAttemptAt as Timestamp).toMillis()).toBe(now.getTime() + 5 * MINUTE);

    // Not due yet: nothing happens to it.
    await retryDueDeliveries(db, deps, new Date(now.getTime() + 4 * MINUTE));
    expect(await logOf(uid, `${key}-email`)).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(mailer.sent).toHaveLength(0);

    const later = new Date(now.getTime() + 5 * MINUTE);
    await Promise.all([retryDueDeliveries(db, deps, later), retryDueDeliveries(db, deps, later)]);
    // Sent: no longer waiting, so a later pass leaves it alone.
    await retryDueDeliveries(db, deps, later);
    expect(mailer.sent.filter((mail) => mail.to.startsWith(uid))).toHaveLength(1);
    const sent = await logOf(uid, `${key}-email`);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, reason: '' });
    expect(sent!.nextAttemptAt).toBeUndefined();
    expect(await deliverToUser(db, deps, offerRequest(uid, key))).toMatchObject({
      email: 'duplicate',
    });
  });

  it('gives up after five attempts, waiting longer each time', async () => {
    const { uid } = await makeUser();
    const mailer = recordingMailer(Number.POSITIVE_INFINITY);
    const start = Date.now();
    const key = `offer-${run}-fail`;
    await deliverToUser(db, depsWith(mailer, null, new Date(start)), {
      ...offerRequest(uid, key),
      channels: ['email'],
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const entry = await logOf(uid, `${key}-email`);
      expect(entry).toMatchObject({ status: 'retrying', attempts: attempt });
      const next = (entry!.nextAttemptAt as Timestamp).toMillis();
      waits.push(next);
      await retryDueDeliveries(db, depsWith(mailer, null, new Date(next)), new Date(next));
    }
    const deltas = waits.map((at, index) => at - (index === 0 ? start : waits[index - 1]!));
    expect(deltas).toEqual([1, 2, 3, 4].map(retryDelayMs));
    expect(deltas[0]).toBe(5 * MINUTE);
    const failed = await logOf(uid, `${key}-email`);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed!.nextAttemptAt).toBeUndefined();
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('marketing', () => {
  const consent = (action: 'given' | 'withdrawn', createdAt: Date) => ({
    kind: 'marketing',
    action,
    version: 1,
    textHash: 'a'.repeat(64),
    createdAt,
  });
  const mailing = (uid: string, key: string): DeliveryRequest => ({
    uid,
    key,
    event: 'marketing',
    template: {
      kind: 'marketing',
      subject: 'Bahar fırsatları',
      body: 'Merhaba!\n\nYeni briefler.',
    },
    path: '/app',
  });

  it('goes only with the consent given, and stops at once when withdrawn', async () => {
    const { uid } = await makeUser({ pushNotificationIds: ['token-a'] });
    const consents = db.collection(`Users/${uid}/Consents`);
    await consents.add(consent('given', new Date(Date.now() - 60_000)));
    const mailer = recordingMailer();
    const push = recordingPush();
    const deps = depsWith(mailer, push);

    // Marketing is e-mail only, and with the consent it goes.
    expect(await deliverToUser(db, deps, mailing(uid, `mailing-${run}-1`))).toEqual({
      email: 'sent',
      push: 'none',
    });
    expect(push.sent).toHaveLength(0);
    const [mail] = mailer.sent;
    expect(mail!.text).toContain('pazarlama iletileri almaya onay verdiğiniz için');
    expect(new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1)).searchParams.get('e')).toBe(
      'marketing',
    );

    await consents.add(consent('withdrawn', new Date()));
    expect(await deliverToUser(db, deps, mailing(uid, `mailing-${run}-2`))).toEqual({
      email: 'skipped',
      push: 'none',
    });
    expect(await logOf(uid, `mailing-${run}-2-email`)).toMatchObject({
      reason: SKIP_REASONS.consentWithdrawn,
    });
    expect(mailer.sent).toHaveLength(1);
  });

  it('a retry after the withdrawal is not sent either', async () => {
    const { uid } = await makeUser();
    const consents = db.collection(`Users/${uid}/Consents`);
    await consents.add(consent('given', new Date(Date.now() - 60_000)));
    const mailer = recordingMailer(1);
    const now = new Date();
    const key = `mailing-${run}-retry`;
    expect(await deliverToUser(db, depsWith(mailer, null, now), mailing(uid, key))).toMatchObject({
      email: 'retrying',
    });
    await consents.add(consent('withdrawn', new Date()));
    const later = new Date(now.getTime() + 5 * MINUTE);
    await retryDueDeliveries(db, depsWith(mailer, null, later), later);
    expect(await logOf(uid, `${key}-email`)).toMatchObject({
      status: 'skipped',
      reason: SKIP_REASONS.consentWithdrawn,
    });
    expect(mailer.sent).toHaveLength(0);
  });

  it('never goes to a user who never gave it', async () => {
    const { uid } = await makeUser();
    const mailer = recordingMailer();
    expect(
      await deliverToUser(db, depsWith(mailer, null), mailing(uid, `mailing-${run}-none`)),
    ).toEqual({
      email: 'skipped',
      push: 'none',
    });
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('the invoice', () => {
  it('invoicePaid carries the invoice as a PDF', async () => {
    const { uid } = await makeUser({ brandName: 'Şişli Güzellik' });
    const paymentId = `pay-${run}`;
    await db.doc(`Payments/${paymentId}`).set({
      userId: uid,
      plan: 'business',
      status: 'success',
      amounts: { net: 149900, kdv: 29980, gross: 179880 },
      createdAt: new Date(),
      completedAt: new Date(),
    });
    try {
      const mailer = recordingMailer();
      const outcome = await deliverToUser(db, depsWith(mailer, null), {
        uid,
        key: `invoice-${paymentId}`,
        event: 'invoicePaid',
        template: {
          kind: 'notification',
          type: 'invoicePaid',
          message: 'Faturanız hazır.',
          emailData: {
            subject: 'Faturanız',
            paymentId,
            plan: 'business',
            net: '149900',
            kdv: '29980',
            gross: '179880',
          },
        },
        path: `/app/pages/invoice?id=${paymentId}`,
      });
      expect(outcome.email).toBe('sent');
      const [mail] = mailer.sent;
      expect(mail!.subject).toBe('Faturanız: Business planı, 1.798,80 TL');
      expect(mail!.headers['List-Unsubscribe']).toBeUndefined();
      expect(mail!.attachments).toHaveLength(1);
      const [pdf] = mail!.attachments;
      expect(pdf!.filename).toBe(`fatura-${paymentId}.pdf`);
      expect(pdf!.contentType).toBe('application/pdf');
      expect(pdf!.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    } finally {
      await db.doc(`Payments/${paymentId}`).delete();
    }
  });

  it('waits for a payment it cannot find rather than send without the invoice', async () => {
    const { uid } = await makeUser();
    const mailer = recordingMailer();
    const outcome = await deliverToUser(db, depsWith(mailer, null), {
      uid,
      key: `invoice-missing-${run}`,
      event: 'invoicePaid',
      template: {
        kind: 'notification',
        type: 'invoicePaid',
        message: '',
        emailData: { paymentId: `missing-${run}`, plan: 'pro', net: '1', kdv: '0', gross: '1' },
      },
      path: '/app/pages/invoice',
      channels: ['email'],
    });
    expect(outcome.email).toBe('retrying');
    expect(mailer.sent).toHaveLength(0);
  });
});

/** The local catcher's API (scripts/emulators.mjs starts maildev with the emulators). */
const CATCHER = 'http://127.0.0.1:1080';
const catcherAnswers = await fetch(`${CATCHER}/api/email`, { signal: AbortSignal.timeout(2000) })
  .then((response) => response.ok)
  .catch(() => false);

type CaughtMail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
};

describe('the real SMTP transport', () => {
  it.skipIf(!catcherAnswers)(
    'sends to the local catcher, readable through its API (skipped when maildev is not running)',
    async () => {
      const { uid, email } = await makeUser();
      const deps = {
        ...depsWith(mailerFromEnv({ FUNCTIONS_EMULATOR: 'true' }), null),
      };
      const title = `Catcher ${run}`;
      const outcome = await deliverToUser(db, deps, {
        ...offerRequest(uid, `offer-${run}-smtp`),
        template: offerTemplate(title, '4000'),
        channels: ['email'],
      });
      expect(outcome.email).toBe('sent');
      let caught: CaughtMail | undefined;
      for (let tries = 0; tries < 20 && !caught; tries += 1) {
        const inbox = (await (await fetch(`${CATCHER}/api/email`)).json()) as CaughtMail[];
        caught = inbox.find((mail) => mail.to.some((to) => to.address === email));
        if (!caught) await new Promise((done) => setTimeout(done, 250));
      }
      expect(caught?.subject).toBe(`Yeni teklif: "${title}" için 4.000 TL`);
      expect(caught?.text).toContain('4.000 TL (KDV hariç)');
      expect(caught?.html).toContain(title);
      // The API's parsed headers leave these out; the raw message has them.
      const source = await (await fetch(`${CATCHER}/api/email/${caught!.id}/source`)).text();
      expect(source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(source).toMatch(/List-Unsubscribe:\s+<http:\/\/fn\.test\/[^>]+&e=newOffer&s=[\w-]+>/);
    },
  );
});
