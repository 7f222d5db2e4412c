// Issue 21's last step, reviews, on completed demo collaborations: the demo brand and the demo
// influencer rated each other on their completed brief, and the brand rated Damla Koç on the
// mindfulness project. Each reviewee's profile carries the summary the reviewAggregates function
// would compute, so the demo shows it whatever the triggers did with the seeded writes.
import { ratingSummary, type RatingSummary } from '../../functions/src/shared/reviewRating';
import { demoAccount } from './accounts';
import type { DemoScenario, SeedBrief } from './briefs';
import { directoryParty } from './conversations';
import type { SeedDoc } from './seedDoc';
import { HOUR_MS } from './seedClock';

type SeedReview = {
  brief: SeedBrief;
  reviewer: { uid: string; name: string; role: 'owner' | 'party' };
  revieweeId: string;
  rating: number;
  comment: string;
};

const DAMLA_INDEX = 7;
const MINDFULNESS_BRIEF_ID = 'demo-brief-016';

function plannedReviews(briefs: readonly SeedBrief[], scenario: DemoScenario): SeedReview[] {
  const byId = (id: string) => {
    const brief = briefs.find((b) => b.id === id);
    if (!brief?.completedAt) throw new Error(`${id} is no longer a completed brief`);
    return brief;
  };
  const brand = demoAccount('brand');
  const influencer = demoAccount('influencer');
  const damla = directoryParty(DAMLA_INDEX);
  const done = byId(scenario.completedBriefId);
  const mindfulness = byId(MINDFULNESS_BRIEF_ID);
  if (!mindfulness.completedUsers.includes(damla.uid))
    throw new Error(`${damla.uid} did not complete ${MINDFULNESS_BRIEF_ID}`);
  const brandReviewer = { uid: brand.uid, name: brand.brandName ?? '', role: 'owner' as const };
  return [
    {
      brief: done,
      reviewer: brandReviewer,
      revieweeId: influencer.uid,
      rating: 5,
      comment: 'Brief’e birebir uyan, zamanında teslim edilen içerik. Tekrar çalışmak isteriz.',
    },
    {
      brief: done,
      reviewer: {
        uid: influencer.uid,
        name: `${influencer.name} ${influencer.surname}`,
        role: 'party',
      },
      revieweeId: brand.uid,
      rating: 5,
      comment: 'Net bir brief, hızlı geri bildirim ve zamanında ödeme.',
    },
    {
      brief: mindfulness,
      reviewer: brandReviewer,
      revieweeId: damla.uid,
      rating: 4,
      comment: 'Samimi bir anlatım; paylaşım bir gün gecikti ama sonuç çok iyiydi.',
    },
  ];
}

export function buildReviewDocs(briefs: readonly SeedBrief[], scenario: DemoScenario): SeedDoc[] {
  return plannedReviews(briefs, scenario).map((review) => ({
    path: `Reviews/${review.brief.id}_${review.reviewer.uid}_${review.revieweeId}`,
    data: {
      briefId: review.brief.id,
      briefTitle: review.brief.title,
      reviewerId: review.reviewer.uid,
      reviewerName: review.reviewer.name,
      reviewerRole: review.reviewer.role,
      revieweeId: review.revieweeId,
      rating: review.rating,
      comment: review.comment,
      createdAt: new Date(review.brief.completedAt!.getTime() + 2 * HOUR_MS),
      hidden: false,
    },
  }));
}

/** Each reviewee's summary, as reviewAggregates computes it over the visible reviews. */
export function seededRatings(reviews: readonly SeedDoc[]): Map<string, RatingSummary> {
  const byReviewee = new Map<string, number[]>();
  for (const { data } of reviews) {
    const { revieweeId, rating } = data as { revieweeId: string; rating: number };
    byReviewee.set(revieweeId, [...(byReviewee.get(revieweeId) ?? []), rating]);
  }
  return new Map(
    [...byReviewee].map(([uid, ratings]) => [
      uid,
      ratingSummary(ratings.reduce((a, b) => a + b, 0) / ratings.length, ratings.length),
    ]),
  );
}

/** The profile documents (Influencers/{uid}, Brands/{uid}) with their reviewees' summaries. */
export function withRatings(docs: readonly SeedDoc[], reviews: readonly SeedDoc[]): SeedDoc[] {
  const ratings = seededRatings(reviews);
  return docs.map((doc) => {
    const [collection, uid = ''] = doc.path.split('/');
    const rating = ratings.get(uid);
    return rating && (collection === 'Influencers' || collection === 'Brands')
      ? { ...doc, data: { ...doc.data, rating } }
      : doc;
  });
}
