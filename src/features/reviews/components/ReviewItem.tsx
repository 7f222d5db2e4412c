import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import { numberLocaleOf } from '@/lib/numberFormat';
import type { ReviewDoc } from '@/lib/collections/reviews';
import { HideReviewButton } from './HideReviewButton';
import { ReviewStars } from './ReviewStars';

type Props = {
  review: ReviewDoc;
  /** An admin sees the Gizle/Göster button and whether it is hidden. */
  admin?: boolean;
  /** Heading level of the reviewer's name inside its list. */
  as?: 'h3' | 'h4' | 'h5';
};

/** One review: who wrote it, the stars, the comment and the date. */
export function ReviewItem({ review, admin = false, as: Heading = 'h3' }: Props) {
  const { t, i18n } = useTranslation();
  const date =
    review.createdAt === null
      ? ''
      : new Intl.DateTimeFormat(numberLocaleOf(i18n.language), { dateStyle: 'medium' }).format(
          review.createdAt,
        );
  return (
    <article className="review-item" data-testid="review-item" data-review-id={review.id}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Heading className="h6 mb-0 me-auto" data-testid="review-reviewer">
          {review.reviewerName}
        </Heading>
        {/* Only the two sides and admins can read a hidden review at all. */}
        {review.hidden && (
          <Badge color="secondary" data-testid="review-hidden-badge">
            {t('reviews.admin.hiddenBadge')}
          </Badge>
        )}
        {admin && (
          <HideReviewButton
            id={review.id}
            hidden={review.hidden}
            reviewerName={review.reviewerName}
          />
        )}
      </div>
      <div className="d-flex flex-wrap gap-2 small">
        <ReviewStars rating={review.rating} />
        {date && (
          <time
            className="text-body-secondary"
            dateTime={new Date(review.createdAt!).toISOString()}
          >
            {date}
          </time>
        )}
      </div>
      {review.comment && (
        <p className="mb-0 mt-1 review-comment" data-testid="review-comment-text">
          {review.comment}
        </p>
      )}
    </article>
  );
}
