import { useTranslation } from 'react-i18next';
import { starGlyphs } from '../model/reviews';

/** A review's rating: the stars as a picture and "4/5" as text; one sentence for readers. */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="review-stars" data-testid="review-stars" data-rating={rating}>
      <span aria-hidden="true">
        <span className="text-warning">{starGlyphs(rating)}</span>{' '}
        {t('reviews.stars.short', { rating })}
      </span>
      <span className="visually-hidden">{t('reviews.stars.spoken', { rating })}</span>
    </span>
  );
}
