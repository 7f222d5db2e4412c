import { useTranslation } from 'react-i18next';
import { Spinner } from 'reactstrap';
import type { CollaborationStepProps } from '@/components/collaboration/stepProps';
import type { ReviewDoc, ReviewerRole } from '@/lib/collections/reviews';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import { canReview, newReview, reviewerNameOf, reviewPairOf } from '../model/reviews';
import { reviewFeed } from '../reviewsFeeds';
import {
  selectReview,
  selectReviewStatus,
  selectSendingReview,
  type ReviewStatus,
} from '../reviewsSlice';
import { submitReview } from '../reviewsThunks';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import './reviews.css';

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="small text-body-secondary d-flex align-items-center gap-2">
      <Spinner size="sm" aria-hidden="true" />
      {t('reviews.step.loading')}
    </div>
  );
}

export type ReviewStepProps = CollaborationStepProps;

/** One review of the pair as it stands: loading, failed, not written yet, or written. */
type Watched = { status: ReviewStatus; review: ReviewDoc | undefined };

/** The review one side left about the other, or a line saying it has not come yet. */
function Received({ watched, testId, none }: { watched: Watched; testId: string; none: string }) {
  const { t } = useTranslation();
  if (watched.status === 'loading') return <Loading />;
  if (watched.status === 'error')
    return <p className="small text-danger mb-0">{t('reviews.step.loadFailed')}</p>;
  return (
    <div data-testid={testId}>
      {watched.review ? (
        <ReviewItem review={watched.review} as="h5" />
      ) : (
        <p className="small text-body-secondary mb-0">{none}</p>
      )}
    </div>
  );
}

/**
 * The collaboration's last step (issue 21): once the party is completed, each side rates the
 * other once ("Değerlendir") or sees the review it sent, and sees the one it received. Admins
 * see both, with Gizle/Göster.
 */
export function ReviewStep({ brief, userId, partyName, viewer, side }: ReviewStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = canReview(brief, userId);
  const pair = reviewPairOf(brief, userId);
  // Before completion nothing is read: the rules would show nothing anyway.
  const byOwner = useReviewIf(open, pair.byOwner);
  const byParty = useReviewIf(open, pair.byParty);
  const role: ReviewerRole = side === 'owner' ? 'owner' : 'party';
  const mineId = role === 'owner' ? pair.byOwner : pair.byParty;
  const sending = useAppSelector((state) => selectSendingReview(state, mineId));
  const ownerName = brief.briefSenderName || t('reviews.step.theBrand');

  if (!open) {
    if (side === 'admin') return null;
    return (
      <section className="mt-3" aria-labelledby={`reviews-${userId}`} data-testid="review-step">
        <h4 id={`reviews-${userId}`} className="h6">
          {t('reviews.step.title')}
        </h4>
        <p className="small text-body-secondary mb-0" data-testid="review-pending">
          {t('reviews.step.afterCompletion')}
        </p>
      </section>
    );
  }

  if (side === 'admin') {
    return (
      <section className="mt-3" aria-labelledby={`reviews-${userId}`} data-testid="review-step">
        <h4 id={`reviews-${userId}`} className="h6">
          {t('reviews.step.title')}
        </h4>
        {[byOwner, byParty].map((watched, i) => {
          if (watched.status === 'loading') return <Loading key={i} />;
          if (!watched.review)
            return (
              <p key={i} className="small text-body-secondary mb-2">
                {t(i === 0 ? 'reviews.admin.noneByOwner' : 'reviews.admin.noneByParty', {
                  owner: ownerName,
                  party: partyName,
                })}
              </p>
            );
          return (
            <div key={i} className="mb-2" data-testid="review-admin-item">
              <ReviewItem review={watched.review} admin as="h5" />
            </div>
          );
        })}
      </section>
    );
  }

  const mine = role === 'owner' ? byOwner : byParty;
  const theirs = role === 'owner' ? byParty : byOwner;
  const revieweeName = role === 'owner' ? partyName : ownerName;
  const send = (draft: Parameters<typeof newReview>[0]['draft']) =>
    void dispatch(
      submitReview(
        newReview({
          brief,
          partyId: userId,
          reviewerRole: role,
          reviewerName: reviewerNameOf(viewer.title, role === 'owner' ? ownerName : partyName),
          draft,
        }),
      ),
    );

  return (
    <section className="mt-3" aria-labelledby={`reviews-${userId}`} data-testid="review-step">
      <h4 id={`reviews-${userId}`} className="h6">
        {t('reviews.step.title')}
      </h4>
      <div className="mb-3">
        {mine.status === 'loading' ? (
          <Loading />
        ) : mine.status === 'error' ? (
          <p className="small text-danger mb-0">{t('reviews.step.loadFailed')}</p>
        ) : mine.review ? (
          <div data-testid="review-mine">
            <p className="small fw-semibold mb-1">{t('reviews.step.mine')}</p>
            <ReviewItem review={mine.review} as="h5" />
          </div>
        ) : (
          <ReviewForm id={mineId} revieweeName={revieweeName} sending={sending} onSubmit={send} />
        )}
      </div>
      <p className="small fw-semibold mb-1">{t('reviews.step.theirs', { name: revieweeName })}</p>
      <Received
        watched={theirs}
        testId="review-theirs"
        none={t('reviews.step.theirsNone', { name: revieweeName })}
      />
    </section>
  );
}

/** useReview for `id` only when `on` (the hook order stays the same either way). */
function useReviewIf(on: boolean, id: string): Watched {
  useLiveFeed(reviewFeed, on ? id : null);
  const status = useAppSelector((state) => selectReviewStatus(state, id));
  const review = useAppSelector((state) => selectReview(state, id));
  return { status, review };
}
