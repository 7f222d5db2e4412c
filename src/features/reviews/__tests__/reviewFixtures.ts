import type { BriefDoc } from '@/lib/collections/briefs';
import type { ReviewDoc } from '@/lib/collections/reviews';

/** A brief of `brand-1` on which inf-1 is completed (the fields the review step reads). */
export function reviewBrief(overrides: Partial<BriefDoc> = {}): BriefDoc {
  return {
    id: 'b1',
    briefOwnerUserId: 'brand-1',
    briefSenderId: 'brand-1',
    briefSenderName: 'Acme Kozmetik',
    title: 'Yaz kampanyası',
    paymentType: 'product',
    acceptedUsers: ['inf-1'],
    completedUsers: ['inf-1'],
    ...overrides,
  } as BriefDoc;
}

/** A stored review, visible, written on 2 March 2025. */
export function makeReview(overrides: Partial<ReviewDoc> = {}): ReviewDoc {
  const review: ReviewDoc = {
    id: '',
    briefId: 'b1',
    briefTitle: 'Yaz kampanyası',
    reviewerId: 'brand-1',
    reviewerName: 'Acme Kozmetik',
    reviewerRole: 'owner',
    revieweeId: 'inf-1',
    rating: 5,
    comment: 'Zamanında ve özenli çalıştı.',
    createdAt: new Date(2025, 2, 2).getTime(),
    hidden: false,
    hiddenBy: '',
    hiddenAt: null,
    ...overrides,
  };
  return {
    ...review,
    id: review.id || `${review.briefId}_${review.reviewerId}_${review.revieweeId}`,
  };
}
