// The unsubscribe link's function (functions/src/mail/unsubscribe.ts, issue 23), its core
// called with the Firestore emulator: GET only asks (mail scanners open links), POST switches
// the event's e-mail preference off or withdraws the marketing consent with a record shaped as
// the rules' validConsent, a bad signature changes nothing, and the next delivery honours it.
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import { latestMarketingConsent } from '../../functions/src/mail/consent';
import { deliverToUser, SKIP_REASONS } from '../../functions/src/mail/deliver';
import { unsubscribeSignature } from '../../functions/src/mail/links';
import { answerUnsubscribe } from '../../functions/src/mail/unsubscribe';
import type { MailMessage } from '../../functions/src/mail/transport';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= 'demo-influencer';

const db: Firestore = adminDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SECRET = 'test-unsubscribe-secret';
const config = { linkSecret: SECRET, appUrl: 'http://app.test' };

const made: string[] = [];
async function makeUser(extra: Record<string, unknown> = {}): Promise<string> {
  const uid = `unsub-${run}-${made.length + 1}`;
  await db.doc(`Users/${uid}`).set({ uid, email: `${uid}@demo.test`, type: 'brand', ...extra });
  made.push(uid);
  return uid;
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((uid) => db.recursiveDelete(db.doc(`Users/${uid}`))));
});

const signed = (method: string, uid: string, event: string) => ({
  method,
  uid,
  event,
  signature: unsubscribeSignature(SECRET, uid, event),
});

const preferencesOf = async (uid: string) =>
  (await db.doc(`Users/${uid}`).get()).get('notificationPreferences');

describe('an event of the notification preferences', () => {
  it('GET asks in Turkish and changes nothing', async () => {
    const uid = await makeUser();
    const answer = await answerUnsubscribe(db, config, signed('GET', uid, 'newOffer'));
    expect(answer.status).toBe(200);
    expect(answer.changed).toBeNull();
    expect(answer.html).toContain('<html lang="tr">');
    expect(answer.html).toContain(
      '&quot;Yeni teklifler&quot; e-postalarını artık almak istemiyor musunuz?',
    );
    expect(answer.html).toContain('<form method="post" action="?u=');
    expect(answer.html).toContain('E-postaları durdur');
    expect(await preferencesOf(uid)).toBeUndefined();
  });

  it('POST switches her e-mail preference off, and the next mail is not sent', async () => {
    const uid = await makeUser({ notificationPreferences: { push: { newOffer: true } } });
    const answer = await answerUnsubscribe(db, config, signed('POST', uid, 'newOffer'));
    expect(answer).toMatchObject({ status: 200, changed: 'preference' });
    expect(answer.html).toContain('&quot;Yeni teklifler&quot; e-postaları durduruldu.');
    expect(await preferencesOf(uid)).toEqual({
      email: { newOffer: false },
      push: { newOffer: true },
    });

    const sent: MailMessage[] = [];
    const outcome = await deliverToUser(
      db,
      {
        mailer: { send: async (message) => void sent.push(message) },
        push: null,
        now: () => new Date(),
        appUrl: 'http://app.test',
        linkSecret: SECRET,
        unsubscribeUrl: 'http://fn.test/unsubscribe',
      },
      {
        uid,
        key: `offer-${run}`,
        event: 'newOffer',
        template: { kind: 'notification', type: 'newOffer', message: '', emailData: {} },
        path: '/app',
        channels: ['email'],
      },
    );
    expect(outcome.email).toBe('skipped');
    expect(sent).toHaveLength(0);
    expect((await db.doc(`Users/${uid}/deliveryLog/offer-${run}-email`).get()).get('reason')).toBe(
      SKIP_REASONS.preference,
    );
  });

  it('answers in her mail language', async () => {
    const uid = await makeUser({ notificationPreferences: { language: 'en' } });
    const answer = await answerUnsubscribe(db, config, signed('POST', uid, 'chatMessage'));
    expect(answer.html).toContain('<html lang="en">');
    expect(answer.html).toContain('&quot;Unread messages&quot; emails are stopped.');
  });

  it('refuses a bad signature with 403 and changes nothing', async () => {
    const uid = await makeUser();
    const forged = { ...signed('POST', uid, 'newOffer'), signature: 'x'.repeat(43) };
    const answer = await answerUnsubscribe(db, config, forged);
    expect(answer.status).toBe(403);
    expect(answer.changed).toBeNull();
    expect(answer.html).toContain('Bu bağlantı geçerli değil');
    // Another event's signature, or another user's, is no better.
    const borrowed = { ...signed('POST', uid, 'chatMessage'), event: 'newOffer' };
    expect((await answerUnsubscribe(db, config, borrowed)).status).toBe(403);
    const otherUser = { ...signed('POST', 'someone-else', 'newOffer'), uid };
    expect((await answerUnsubscribe(db, config, otherUser)).status).toBe(403);
    // And no secret at all signs nothing.
    const noSecret = { ...config, linkSecret: '' };
    expect((await answerUnsubscribe(db, noSecret, signed('POST', uid, 'newOffer'))).status).toBe(
      403,
    );
    expect(await preferencesOf(uid)).toBeUndefined();
  });

  it('has nothing to switch off for transactional mails or unknown events', async () => {
    const uid = await makeUser();
    expect((await answerUnsubscribe(db, config, signed('POST', uid, 'payment'))).status).toBe(400);
    expect((await answerUnsubscribe(db, config, signed('POST', uid, 'whatever'))).status).toBe(400);
    expect((await answerUnsubscribe(db, config, signed('DELETE', uid, 'newOffer'))).status).toBe(
      405,
    );
    expect(await preferencesOf(uid)).toBeUndefined();
  });
});

describe('marketing', () => {
  it('POST withdraws the consent with a record like the account page writes', async () => {
    const uid = await makeUser();
    const consents = db.collection(`Users/${uid}/Consents`);
    const hash = 'b'.repeat(64);
    await consents.add({
      kind: 'kvkk',
      action: 'given',
      version: 2,
      textHash: 'c'.repeat(64),
      createdAt: new Date(Date.now() - 120_000),
    });
    await consents.add({
      kind: 'marketing',
      action: 'given',
      version: 2,
      textHash: hash,
      createdAt: new Date(Date.now() - 60_000),
    });
    const ask = await answerUnsubscribe(db, config, signed('GET', uid, 'marketing'));
    expect(ask.html).toContain('Onayımı geri çek');

    const answer = await answerUnsubscribe(db, config, signed('POST', uid, 'marketing'));
    expect(answer).toMatchObject({ status: 200, changed: 'consent' });
    expect(answer.html).toContain('onay geri çekildi');
    expect(await latestMarketingConsent(db, uid)).toEqual({
      action: 'withdrawn',
      version: 2,
      textHash: hash,
    });
    const records = await consents.get();
    const withdrawn = records.docs.find((record) => record.get('action') === 'withdrawn')!;
    expect(Object.keys(withdrawn.data()).sort()).toEqual([
      'action',
      'createdAt',
      'kind',
      'textHash',
      'version',
    ]);
    expect(withdrawn.get('kind')).toBe('marketing');

    // Once is enough: a second POST adds nothing.
    const again = await answerUnsubscribe(db, config, signed('POST', uid, 'marketing'));
    expect(again.changed).toBeNull();
    expect(again.html).toContain('zaten geri çekilmiş');
    expect((await consents.get()).size).toBe(3);
  });
});
