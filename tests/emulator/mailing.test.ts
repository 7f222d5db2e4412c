// Marketing mail (issue 23, functions/src/outreach/mailing.ts): the mailing template goes only to
// users whose newest marketing consent record says 'given'. A withdrawal counts at once: the
// next mailing skips her, and so does a mailing already created before she withdrew. A mailing
// reaches each user once even when it is sent twice. Real Firestore emulator, a recording mailer.
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import type { MailMessage } from '../../functions/src/mail/transport';
import type { OutreachDeps } from '../../functions/src/mail/deliver';
import {
  MAILINGS,
  consentHolders,
  createMailing,
  plainTextOfMarkdown,
  sendMailing,
} from '../../functions/src/outreach/mailing';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= 'demo-influencer';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const db = adminDb();
const sent: MailMessage[] = [];
const deps: OutreachDeps = {
  mailer: { send: async (message) => void sent.push(message) },
  push: null,
  now: () => new Date(),
  appUrl: 'http://127.0.0.1:4173',
  linkSecret: 'mailing-test-secret',
  unsubscribeUrl: 'http://127.0.0.1:5001/demo-influencer/europe-west1/unsubscribe',
};

const uids: string[] = [];
const mailings: string[] = [];
const hash = 'a'.repeat(64);

async function makeUser(label: string, name: string): Promise<{ uid: string; email: string }> {
  const uid = `mailing-${label}-${run}`;
  const email = `${uid}@demo.test`;
  await db.doc(`Users/${uid}`).set({ uid, email, type: 'brand', name, surname: 'Test' });
  uids.push(uid);
  return { uid, email };
}

async function consent(uid: string, action: 'given' | 'withdrawn', kind = 'marketing') {
  await db.collection(`Users/${uid}/Consents`).add({
    kind,
    action,
    version: 1,
    textHash: hash,
    // The functions' own firebase-admin copy writes here: a plain Date, not the root's FieldValue.
    createdAt: new Date(),
  });
  // Records are ordered by their server time: keep two records of one user apart.
  await new Promise((done) => setTimeout(done, 5));
}

/** A mailing as createMailing snapshots it (the shared template itself is left alone). */
async function newMailing(subject: string): Promise<string> {
  const ref = db.collection(MAILINGS).doc();
  await ref.set({
    subject,
    heading: 'Merhaba {{name}}',
    body: '**Yeni** kampanyalar [burada](https://example.com).',
    ctaUrl: '/app/projects',
    createdBy: `mailing-admin-${run}`,
    status: 'sending',
  });
  mailings.push(ref.id);
  return ref.id;
}

const to = (email: string, subject: string) =>
  sent.filter((message) => message.to === email && message.subject === subject);

afterAll(async () => {
  for (const uid of uids) await db.recursiveDelete(db.doc(`Users/${uid}`));
  for (const id of mailings) await db.doc(`${MAILINGS}/${id}`).delete();
});

describe('marketing mailing', () => {
  it('mails only users whose newest marketing record is a consent, once each', async () => {
    const given = await makeUser('given', 'Ayşe');
    const withdrawn = await makeUser('withdrawn', 'Burak');
    const never = await makeUser('never', 'Can');
    await consent(given.uid, 'given');
    await consent(withdrawn.uid, 'given');
    await consent(withdrawn.uid, 'withdrawn');
    await consent(never.uid, 'given', 'kvkk');

    const holders = await consentHolders(db);
    expect(holders).toEqual(expect.arrayContaining([given.uid, withdrawn.uid]));
    expect(holders).not.toContain(never.uid);

    const subject = `Kış fırsatları ${run}`;
    const id = await newMailing(subject);
    const counts = await sendMailing(db, deps, id, uids);
    expect(counts).toEqual({ recipients: 2, sent: 1, skipped: 1, failed: 0 });
    expect(to(given.email, subject)).toHaveLength(1);
    expect(to(withdrawn.email, subject)).toHaveLength(0);
    expect(to(never.email, subject)).toHaveLength(0);

    const mail = to(given.email, subject)[0]!;
    expect(mail.text).toContain('Merhaba Ayşe');
    expect(mail.text).toContain('Yeni kampanyalar burada (https://example.com)');
    expect(mail.headers['List-Unsubscribe']).toMatch(/unsubscribe\?u=/);

    // Sent again (a retried call): nobody gets a second copy.
    await sendMailing(db, deps, id, uids);
    expect(to(given.email, subject)).toHaveLength(1);
    const stored = (await db.doc(`${MAILINGS}/${id}`).get()).data();
    expect(stored?.status).toBe('done');
  });

  it('a withdrawal stops the very next send, even of a mailing created before it', async () => {
    const user = await makeUser('stops', 'Deniz');
    await consent(user.uid, 'given');
    const first = `İlk bülten ${run}`;
    await sendMailing(db, deps, await newMailing(first), uids);
    expect(to(user.email, first)).toHaveLength(1);

    const second = `İkinci bülten ${run}`;
    const queued = await newMailing(second);
    await consent(user.uid, 'withdrawn');
    const counts = await sendMailing(db, deps, queued, [user.uid]);
    expect(counts.sent).toBe(0);
    expect(to(user.email, second)).toHaveLength(0);
    const log = (
      await db.doc(`Users/${user.uid}/deliveryLog/mailing-${queued}-email`).get()
    ).data();
    expect(log?.status).toBe('skipped');
  });

  it('snapshots the mailing page template, and refuses when there is none', async () => {
    const template = db.doc('Contents/Mailing');
    const before = (await template.get()).data();
    try {
      await template.delete();
      expect(await createMailing(db, `mailing-admin-${run}`)).toBeNull();
      await template.set({
        subject: `Şablon ${run}`,
        heading: 'Merhaba',
        body: 'Metin',
        ctaUrl: '',
      });
      const id = await createMailing(db, `mailing-admin-${run}`);
      expect(id).toBeTruthy();
      mailings.push(id as string);
      const stored = (await db.doc(`${MAILINGS}/${id}`).get()).data();
      expect(stored).toMatchObject({
        subject: `Şablon ${run}`,
        heading: 'Merhaba',
        body: 'Metin',
        createdBy: `mailing-admin-${run}`,
        status: 'sending',
      });
    } finally {
      if (before) await template.set(before);
      else await template.delete();
    }
  });

  it('turns the template Markdown into plain paragraphs', () => {
    expect(plainTextOfMarkdown('# Başlık\n\n- bir\n- iki\n\n**kalın** ve _eğik_')).toBe(
      'Başlık\n\n• bir\n• iki\n\nkalın ve eğik',
    );
  });
});
