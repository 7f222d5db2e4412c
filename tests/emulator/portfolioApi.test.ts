// The portfolio's reads (src/features/profilePages/api/portfolioApi.ts) as the app runs them,
// under the real security rules: a brand sees the collaborations completed on her own briefs with
// the posts and the names the offers were made under; an influencer sees hers with her own post
// only; a brief without a completed influencer is not a collaboration; nobody lists another
// user's. Ids carry this run and the briefs are stamped in 2100, so they come first.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { fetchPortfolioPage } from '../../src/features/profilePages/api/portfolioApi';
import { auth } from '../../src/lib/firebase';
import { storedBrief } from '../rules/briefs.fixtures';
import { adminApp, removeUser, run, signInNewUser } from './appUser';

const admin = adminApp('portfolio-api');
const influencerSide = adminApp('portfolio-api-influencer');
const id = (name: string) => `portfolio-${run}-${name}`;
const base = 4_102_444_800 + Math.floor(Math.random() * 1_000_000);
const postLink = `https://www.instagram.com/p/${run}/`;
const otherLink = `https://www.instagram.com/p/other${run}/`;
let brandUid = '';
let influencerUid = '';
const otherInfluencer = `portfolio-${run}-ece`;

async function seedBrief(name: string, owner: string, seconds: number, completed: string[]) {
  await admin.db.doc(`briefs/${id(name)}`).set(
    storedBrief(id(name), owner, {
      title: `Portföy projesi ${name}`,
      timestamp: new Timestamp(base + seconds, 0),
      verifiedAt: new Timestamp(base + seconds + 60, 0),
      acceptedUsers: completed,
      completedUsers: completed,
      bidderIds: completed,
    }),
  );
}

async function seedDelivery(name: string, userId: string, link: string) {
  await admin.db.doc(`briefs/${id(name)}/deliveries/${userId}`).set({
    userId,
    briefId: id(name),
    postLink: link,
    disclosure: { instagram: 'reklam' },
    disclosureConfirmed: true,
    submittedBy: userId,
    submittedAt: new Timestamp(base, 0),
    updatedAt: new Timestamp(base, 0),
  });
}

const mine = (entries: { briefId: string }[]) =>
  entries.map((e) => e.briefId).filter((b) => b.includes(run));

beforeAll(async () => {
  influencerUid = await signInNewUser(influencerSide, 'portfolio-influencer', {
    type: 'influencer',
    name: 'Deniz',
  });
  brandUid = await signInNewUser(admin, 'portfolio-brand', { type: 'brand', name: 'Nova' });
  await seedBrief('done', brandUid, 30, [influencerUid, otherInfluencer]);
  await seedDelivery('done', influencerUid, postLink);
  await seedDelivery('done', otherInfluencer, otherLink);
  await admin.db.doc(`bidders/${id('done')}`).set({
    id: id('done'),
    title: 'Portföy projesi done',
    briefOwnerUserId: brandUid,
    briefSenderId: brandUid,
    briefSenderName: 'Nova Market',
    bidders: [
      { bidderId: influencerUid, bidderName: 'Deniz Kaya', price: 5000, influencerEarnings: 4000 },
    ],
  });
  await seedBrief('ongoing', brandUid, 20, []);
  await seedBrief('other', 'portfolio-other-owner', 40, [otherInfluencer]);
});

afterAll(async () => {
  for (const name of ['done', 'ongoing', 'other']) {
    for (const user of [influencerUid, otherInfluencer])
      await admin.db.doc(`briefs/${id(name)}/deliveries/${user}`).delete();
    await admin.db.doc(`briefs/${id(name)}`).delete();
  }
  await admin.db.doc(`bidders/${id('done')}`).delete();
  await removeUser(admin, brandUid);
  await removeUser(influencerSide, influencerUid);
});

describe('a brand (signed in by the setup)', () => {
  it('sees the collaborations on her own briefs, with every post and the offer names', async () => {
    const { items } = await fetchPortfolioPage({ view: 'owner', uid: brandUid }, null);
    expect(mine(items)).toEqual([id('done')]);
    const done = items.find((entry) => entry.briefId === id('done'))!;
    expect(done.title).toBe('Portföy projesi done');
    expect(done.brandName).toBe('Nova Market');
    expect(done.posts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: influencerUid, name: 'Deniz Kaya', postLink }),
        expect.objectContaining({ userId: otherInfluencer, name: '', postLink: otherLink }),
      ]),
    );
    expect(done.posts).toHaveLength(2);
  });

  it('cannot list another owner’s briefs as hers', async () => {
    await expect(
      fetchPortfolioPage({ view: 'owner', uid: 'portfolio-other-owner' }, null),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('the influencer', () => {
  beforeAll(async () => {
    await signInWithEmailAndPassword(
      await auth(),
      `portfolio-influencer-${run}@demo.test`,
      'secret123',
    );
  });

  it('sees her collaboration with her own post only', async () => {
    const { items } = await fetchPortfolioPage({ view: 'collaborator', uid: influencerUid }, null);
    expect(mine(items)).toEqual([id('done')]);
    expect(items[0]!.posts).toEqual([
      expect.objectContaining({ userId: influencerUid, postLink, disclosureConfirmed: true }),
    ]);
  });

  it('cannot list another influencer’s collaborations', async () => {
    await expect(
      fetchPortfolioPage({ view: 'collaborator', uid: otherInfluencer }, null),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
