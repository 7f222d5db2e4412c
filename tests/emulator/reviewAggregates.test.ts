import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

// The reviewAggregates trigger in the functions emulator (issue 21): the reviewee's
// `rating: { average, count }` follows her visible reviews on whichever public profile she has.
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const db = getFirestore(
  getApps().find((app) => app.name === 'reviewAggregates') ??
    initializeApp({ projectId: 'demo-influencer' }, 'reviewAggregates'),
);

const run = `ra-${Date.now().toString(36)}`;
const influencerId = `${run}-inf`;
const brandId = `${run}-brand`;
const partyIds = [`${run}-p1`, `${run}-p2`];

const review = (briefId: string, reviewerId: string, revieweeId: string, rating: number) => ({
  briefId,
  briefTitle: 'Kış Cilt Bakım Serisi',
  reviewerId,
  reviewerName: 'Test Kişisi',
  reviewerRole: revieweeId === brandId ? 'party' : 'owner',
  revieweeId,
  rating,
  comment: '',
  createdAt: FieldValue.serverTimestamp(),
  hidden: false,
});
const written: string[] = [];
const reviewRef = (briefId: string, reviewerId: string, revieweeId: string) => {
  const path = `Reviews/${briefId}_${reviewerId}_${revieweeId}`;
  written.push(path);
  return db.doc(path);
};

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

const ratingOf = async (path: string) => (await db.doc(path).get()).get('rating') as unknown;

afterAll(async () => {
  await Promise.all(
    [...new Set(written), `Influencers/${influencerId}`, `Brands/${brandId}`].map((path) =>
      db.doc(path).delete(),
    ),
  );
});

describe('reviewAggregates', () => {
  it('two reviews give the average (1 decimal) and count; hiding one recomputes', async () => {
    await db.doc(`Influencers/${influencerId}`).set({ uid: influencerId, isApproved: true });
    await reviewRef(`${run}-b1`, brandId, influencerId).set(
      review(`${run}-b1`, brandId, influencerId, 5),
    );
    await reviewRef(`${run}-b2`, brandId, influencerId).set(
      review(`${run}-b2`, brandId, influencerId, 4),
    );
    const both = await waitFor(
      () => ratingOf(`Influencers/${influencerId}`),
      (value) => (value as { count?: number } | undefined)?.count === 2,
    );
    expect(both).toEqual({ average: 4.5, count: 2 });

    await reviewRef(`${run}-b1`, brandId, influencerId).update({
      hidden: true,
      hiddenBy: 'admin',
      hiddenAt: FieldValue.serverTimestamp(),
    });
    const one = await waitFor(
      () => ratingOf(`Influencers/${influencerId}`),
      (value) => (value as { count?: number } | undefined)?.count === 1,
    );
    expect(one).toEqual({ average: 4, count: 1 });

    await reviewRef(`${run}-b2`, brandId, influencerId).update({ hidden: true });
    const none = await waitFor(
      () => ratingOf(`Influencers/${influencerId}`),
      (value) => (value as { count?: number } | undefined)?.count === 0,
    );
    expect(none).toEqual({ average: 0, count: 0 });
  });

  it('a brand’s average rounds to one decimal; no profile is created where none exists', async () => {
    await db.doc(`Brands/${brandId}`).set({ uid: brandId, isVerifiedAccount: true });
    const ratings = [5, 4, 4];
    await Promise.all(
      ratings.map((rating, i) =>
        reviewRef(`${run}-c${i}`, `${partyIds[i % 2]}-${i}`, brandId).set(
          review(`${run}-c${i}`, `${partyIds[i % 2]}-${i}`, brandId, rating),
        ),
      ),
    );
    const rating = await waitFor(
      () => ratingOf(`Brands/${brandId}`),
      (value) => (value as { count?: number } | undefined)?.count === 3,
    );
    expect(rating).toEqual({ average: 4.3, count: 3 });
    // The brand has no influencer profile: the trigger did not make one.
    expect((await db.doc(`Influencers/${brandId}`).get()).exists).toBe(false);
  });
});
