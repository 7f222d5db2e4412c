import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody, Spinner } from 'reactstrap';
import { RatingSummary } from '@/components/reviews/RatingSummary';
import type { RatingSummary as Summary } from '@/lib/collections/reviews';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRole } from '@/store/session/sessionSlice';
import { UserRole } from '@/store/roles';
import { latestReleased, selectLatestEntry, selectLatestReviews } from '../reviewsSlice';
import { loadLatestReviews } from '../reviewsThunks';
import { ReviewItem } from './ReviewItem';
import './reviews.css';

export type ProfileReviewsProps = { userId: string; rating: Summary | null };

/**
 * The public profile's reviews (issue 21): the average and count, then the latest three
 * visible reviews; "Henüz değerlendirme yok." when there are none. Admins get Gizle on each.
 */
export function ProfileReviews({ userId, rating }: ProfileReviewsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectLatestEntry(state, userId));
  const admin = useAppSelector(selectRole) === UserRole.Admin;

  useEffect(() => {
    void dispatch(loadLatestReviews(userId));
    return () => {
      dispatch(latestReleased(userId));
    };
  }, [dispatch, userId]);

  const reviews = useAppSelector((state) => selectLatestReviews(state, userId));

  return (
    <Card
      tag="section"
      className="shadow-sm mt-4"
      aria-labelledby="profile-reviews-title"
      data-testid="profile-reviews"
    >
      <CardBody className="p-4">
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
          <h2 id="profile-reviews-title" className="h5 mb-0">
            {t('reviews.profile.title')}
          </h2>
          <RatingSummary rating={rating} className="fw-semibold" />
        </div>
        {!entry || entry.status === 'loading' ? (
          <div role="status" className="small text-body-secondary d-flex align-items-center gap-2">
            <Spinner size="sm" aria-hidden="true" />
            {t('reviews.step.loading')}
          </div>
        ) : entry.status === 'error' ? (
          <p className="small mb-0">
            <span className="text-danger me-2">{t('reviews.profile.loadFailed')}</span>
            <Button size="sm" color="link" onClick={() => void dispatch(loadLatestReviews(userId))}>
              {t('reviews.profile.retry')}
            </Button>
          </p>
        ) : reviews.length === 0 ? (
          <p className="text-body-secondary mb-0" data-testid="reviews-empty">
            {t('reviews.profile.empty')}
          </p>
        ) : (
          <ul className="list-unstyled mb-0 review-list" data-testid="profile-review-list">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} admin={admin} />
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
