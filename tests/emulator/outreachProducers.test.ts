// The outreach producers (issue 23, functions/src/outreach/producers): each event that had no
// notification yet writes one with an id derived from the event, so a trigger that runs twice
// (Cloud Functions deliver at least once) leaves exactly one notification and raises the
// recipient's count once. The cores are called directly (twice, and twice at once): a new
// trigger is live only after the functions emulator restarts. The emulators are shared: ids
// are unique to this run, and only what we create is removed.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import { produceBriefVerified } from '../../functions/src/outreach/producers/briefVerified';
import { produceInvoicePaid } from '../../functions/src/outreach/producers/invoicePaid';
import { produceNewOffer } from '../../functions/src/outreach/producers/newOffer';
import { produceOfferDeclined } from '../../functions/src/outreach/producers/offerDeclined';
import { produceSupportAnswer } from '../../functions/src/outreach/producers/supportAnswer';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= 'demo-influencer';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const db = adminDb();
const HOUR = 60 * 60 * 1000;

const users: string[] = [];
const briefs: string[] = [];

async function makeUser(name: string): Promise<string> {
  const uid = `outreach-${name}-${users.length}-${run}`;
  await db.doc(`Users/${uid}`).set({
    uid,
    email: `${uid}@demo.test`,
    type: 'influencer',
    name,
    notificationCount: 0,
  });
  users.push(uid);
  return uid;
}

async function makeBrief(ownerId: string, extra: DocumentData = {}): Promise<string> {
  const briefId = `outreachBrief${briefs.length}${run}`;
  await db.doc(`briefs/${briefId}`).set({
    id: briefId,
    briefOwnerUserId: ownerId,
    briefSenderId: ownerId,
    briefSenderName: 'Güneş Kozmetik',
    briefSenderImageUrl: '',
    title: 'Yaz kampanyası',
    isVerified: true,
    isCompleted: false,
    declinedUser: [],
    ...extra,
  });
  briefs.push(briefId);
  return briefId;
}

async function notificationsOf(uid: string): Promise<DocumentData[]> {
  const all = await db.collection(`Users/${uid}/Notifications`).get();
  return all.docs.map((doc) => ({ docId: doc.id, ...doc.data() }));
}

async function countOf(uid: string) {
  const user = await db.doc(`Users/${uid}`).get();
  return { count: user.get('notificationCount'), last: user.get('lastNotificationId') };
}

afterAll(async () => {
  await Promise.all(users.map((uid) => db.recursiveDelete(db.doc(`Users/${uid}`))));
  await Promise.all(briefs.map((id) => db.doc(`briefs/${id}`).delete()));
});

describe('newOffer', () => {
  const offerCopy = (bidderId: string, price: number, updatedAt = Timestamp.now()) => ({
    bid: {
      bidderId,
      bidderName: 'Elif Demir (Yıldız Ajans)',
      price,
      influencerEarnings: price * 0.8,
    },
    briefId: 'set below',
    updatedAt,
  });

  it('tells the brief owner once, however often the trigger runs', async () => {
    const owner = await makeUser('owner');
    const bidder = await makeUser('bidder');
    const briefId = await makeBrief(owner);
    const createTimeMillis = Date.now();
    const event = {
      briefId,
      bidderUid: bidder,
      copy: { ...offerCopy(bidder, 4500), briefId },
      createTimeMillis,
      eventMillis: createTimeMillis,
    };

    expect(await produceNewOffer(db, event)).toBe('created');
    expect(await produceNewOffer(db, event)).toBe('exists');

    const id = `offer-${briefId}-${bidder}-${createTimeMillis}`;
    const notes = await notificationsOf(owner);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      docId: id,
      id,
      type: 'newOffer',
      isRead: false,
      path: `/app/briefDetail?briefId=${briefId}`,
      emailData: {
        subject: 'Projenize yeni bir teklif geldi',
        name: 'Elif Demir (Yıldız Ajans)',
        briefId,
        briefTitle: 'Yaz kampanyası',
        price: '4500',
      },
    });
    expect(notes[0]!.message).toBe(
      'Elif Demir (Yıldız Ajans), "Yaz kampanyası" projenize ₺4.500 + KDV tutarında teklif verdi.',
    );
    // The server's time of the write (a Timestamp of the functions' own SDK copy).
    expect(typeof (notes[0]!.timestamp as Timestamp).toMillis()).toBe('number');
    expect(await countOf(owner)).toEqual({ count: 1, last: id });
    // The bidder herself hears nothing.
    expect(await notificationsOf(bidder)).toHaveLength(0);
  });

  it('runs racing each other still write one notification and count one', async () => {
    const owner = await makeUser('owner');
    const bidder = await makeUser('bidder');
    const briefId = await makeBrief(owner);
    const event = {
      briefId,
      bidderUid: bidder,
      copy: { ...offerCopy(bidder, 0), briefId },
      createTimeMillis: 1_700_000_000_123,
      eventMillis: null,
    };

    const outcomes = await Promise.all([produceNewOffer(db, event), produceNewOffer(db, event)]);
    expect(outcomes.sort()).toEqual(['created', 'exists']);

    const notes = await notificationsOf(owner);
    expect(notes).toHaveLength(1);
    // A barter brief's interest: price '0' and its own words.
    expect(notes[0]).toMatchObject({
      id: `offer-${briefId}-${bidder}-1700000000123`,
      emailData: { price: '0', subject: 'Projenizle ilgilenen yeni biri var' },
      message: 'Elif Demir (Yıldız Ajans), "Yaz kampanyası" projenizle ilgilendiğini bildirdi.',
    });
    expect((await countOf(owner)).count).toBe(1);
  });

  it('a withdrawn and repeated offer is a new copy: a new notification', async () => {
    const owner = await makeUser('owner');
    const bidder = await makeUser('bidder');
    const briefId = await makeBrief(owner);
    const copy = { ...offerCopy(bidder, 1200), briefId };
    const base = { briefId, bidderUid: bidder, copy, eventMillis: null };
    await produceNewOffer(db, { ...base, createTimeMillis: 1000 });
    await produceNewOffer(db, { ...base, createTimeMillis: 2000 });
    expect(await notificationsOf(owner)).toHaveLength(2);
    expect((await countOf(owner)).count).toBe(2);
  });

  it('an offer written as history (seed, import) tells nobody', async () => {
    const owner = await makeUser('owner');
    const bidder = await makeUser('bidder');
    const briefId = await makeBrief(owner);
    const now = Date.now();
    const copy = { ...offerCopy(bidder, 900, Timestamp.fromMillis(now - 2 * HOUR)), briefId };
    expect(
      await produceNewOffer(db, {
        briefId,
        bidderUid: bidder,
        copy,
        createTimeMillis: now,
        eventMillis: now,
      }),
    ).toBe('skipped');
    expect(await notificationsOf(owner)).toHaveLength(0);
  });
});

describe('offerDeclined', () => {
  it('tells each newly declined bidder once, in the owner’s name', async () => {
    const owner = await makeUser('owner');
    const first = await makeUser('bidder');
    const second = await makeUser('bidder');
    const earlier = await makeUser('bidder');
    const briefId = await makeBrief(owner, { declinedUser: [earlier] });
    const before = (await db.doc(`briefs/${briefId}`).get()).data();
    const after = { ...before, declinedUser: [earlier, first, second] };

    expect(await produceOfferDeclined(db, briefId, before, after)).toEqual(['created', 'created']);
    expect(await produceOfferDeclined(db, briefId, before, after)).toEqual(['exists', 'exists']);

    for (const uid of [first, second]) {
      const notes = await notificationsOf(uid);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        id: `declined-${briefId}-${uid}`,
        type: 'offerDeclined',
        path: `/app/briefDetail?briefId=${briefId}`,
        message: 'Güneş Kozmetik, "Yaz kampanyası" projesi için teklifinizi bu sefer kabul etmedi.',
        emailData: {
          subject: 'Teklifiniz kabul edilmedi',
          name: 'Güneş Kozmetik',
          briefId,
          briefTitle: 'Yaz kampanyası',
        },
      });
      expect(await countOf(uid)).toEqual({ count: 1, last: `declined-${briefId}-${uid}` });
    }
    // Declined before this change: nothing new for her, nor for the owner.
    expect(await notificationsOf(earlier)).toHaveLength(0);
    expect(await notificationsOf(owner)).toHaveLength(0);
  });
});

describe('briefVerified', () => {
  it('tells the owner once when the brief is approved, and not on other changes', async () => {
    const owner = await makeUser('owner');
    const briefId = await makeBrief(owner, { isVerified: false, verifiedAt: null });
    const before = (await db.doc(`briefs/${briefId}`).get()).data();
    const after = { ...before, isVerified: true, verifiedAt: Timestamp.now() };
    const now = Date.now();

    expect(await produceBriefVerified(db, briefId, before, before, now)).toBe('skipped');
    expect(await produceBriefVerified(db, briefId, before, after, now)).toBe('created');
    expect(await produceBriefVerified(db, briefId, before, after, now)).toBe('exists');
    // Already verified: a later edit is no news.
    expect(await produceBriefVerified(db, briefId, after, { ...after, title: 'X' }, now)).toBe(
      'skipped',
    );

    const notes = await notificationsOf(owner);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      id: `verified-${briefId}`,
      type: 'briefVerified',
      path: `/app/briefDetail?briefId=${briefId}`,
      message: '"Yaz kampanyası" projeniz onaylandı ve artık yayında.',
      emailData: { subject: 'Projeniz onaylandı', briefId, briefTitle: 'Yaz kampanyası' },
    });
    expect(await countOf(owner)).toEqual({ count: 1, last: `verified-${briefId}` });
  });
});

describe('supportAnswer', () => {
  const answer = (extra: DocumentData = {}) => ({
    text: 'Merhaba, ödemeniz onaylandı. Başka bir sorunuz olursa buradayız.',
    isFromUser: false,
    isAutomatic: false,
    isRead: false,
    timestamp: Timestamp.now(),
    ...extra,
  });

  it('tells the user once of an admin’s answer', async () => {
    const uid = await makeUser('user');
    const messageId = `answer${run}`;
    const event = { uid, messageId, message: answer(), eventMillis: Date.now() };

    expect(await produceSupportAnswer(db, event)).toBe('created');
    expect(await produceSupportAnswer(db, event)).toBe('exists');

    const notes = await notificationsOf(uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      id: `support-${messageId}`,
      type: 'supportAnswer',
      path: '/app/support',
      message:
        'Destek ekibi mesajınızı yanıtladı: "Merhaba, ödemeniz onaylandı. Başka bir sorunuz olursa buradayız."',
      emailData: {
        subject: 'Destek talebinize yanıt geldi',
        text: 'Merhaba, ödemeniz onaylandı. Başka bir sorunuz olursa buradayız.',
      },
    });
    expect(await countOf(uid)).toEqual({ count: 1, last: `support-${messageId}` });
  });

  it('keeps the mail’s text to 300 characters', async () => {
    const uid = await makeUser('user');
    const long = 'Çok uzun bir yanıt. '.repeat(40);
    await produceSupportAnswer(db, {
      uid,
      messageId: `long${run}`,
      message: answer({ text: long }),
      eventMillis: null,
    });
    const [note] = await notificationsOf(uid);
    expect((note!.emailData as Record<string, string>).text).toHaveLength(300);
    expect((note!.message as string).length).toBeLessThanOrEqual(500);
  });

  it('the user’s own message, the automatic greeting and old history tell nobody', async () => {
    const uid = await makeUser('user');
    const now = Date.now();
    const cases = [
      answer({ isFromUser: true, userId: uid }),
      answer({ isAutomatic: true }),
      answer({ timestamp: Timestamp.fromMillis(now - 3 * HOUR) }),
    ];
    for (const [index, message] of cases.entries()) {
      expect(
        await produceSupportAnswer(db, {
          uid,
          messageId: `quiet${index}${run}`,
          message,
          eventMillis: now,
        }),
      ).toBe('skipped');
    }
    expect(await notificationsOf(uid)).toHaveLength(0);
    expect((await countOf(uid)).count).toBe(0);
  });
});

describe('invoicePaid', () => {
  it('tells the payer once when the payment succeeds, with the invoice page for it', async () => {
    const uid = await makeUser('brand');
    const paymentId = `sub-${run}`;
    const before = {
      conversationId: paymentId,
      userId: uid,
      plan: 'business',
      status: 'pending',
      amounts: { net: 99900, kdv: 19980, gross: 119880 },
      completedAt: null,
    };
    const after = { ...before, status: 'success', completedAt: Timestamp.now() };
    const now = Date.now();

    expect(
      await produceInvoicePaid(db, paymentId, before, { ...after, status: 'failure' }, now),
    ).toBe('skipped');
    expect(await produceInvoicePaid(db, paymentId, before, after, now)).toBe('created');
    expect(await produceInvoicePaid(db, paymentId, before, after, now)).toBe('exists');
    expect(await produceInvoicePaid(db, paymentId, after, after, now)).toBe('skipped');

    const notes = await notificationsOf(uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      id: `invoice-${paymentId}`,
      type: 'invoicePaid',
      path: `/app/pages/invoice?id=${paymentId}`,
      message:
        'Business aboneliğinizin ₺1.198,80 tutarındaki ödemesi alındı; faturanızı görüntüleyebilirsiniz.',
      emailData: {
        subject: 'Ödemeniz alındı, faturanız hazır',
        paymentId,
        plan: 'business',
        net: '99900',
        kdv: '19980',
        gross: '119880',
      },
    });
    expect(await countOf(uid)).toEqual({ count: 1, last: `invoice-${paymentId}` });
  });

  it('a deleted account gets nothing and nothing fails', async () => {
    const paymentId = `sub-gone-${run}`;
    const after = { userId: `gone-${run}`, plan: 'pro', status: 'success', amounts: {} };
    expect(await produceInvoicePaid(db, paymentId, { status: 'pending' }, after)).toBe(
      'noRecipient',
    );
    expect((await db.collection(`Users/gone-${run}/Notifications`).get()).size).toBe(0);
  });
});
