import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/numberFormat';
import type { RatingSummary as Summary } from '@/lib/collections/reviews';

type Props = { rating: Summary | null | undefined; className?: string };

/**
 * "4,5 ★ (12 değerlendirme)": a user's average over her visible reviews (issue 21), shown on
 * the public profile and the directory card. Nothing while she has none. Its texts are the
 * `reviews` part's: the routes that show it load that part.
 */
export function RatingSummary({ rating, className }: Props) {
  const { t, i18n } = useTranslation();
  if (!rating || rating.count <= 0) return null;
  const values = { average: formatCount(rating.average, i18n.language), count: rating.count };
  return (
    <span className={className} data-testid="rating-summary">
      <span aria-hidden="true">{t('reviews.summary.short', values)}</span>
      <span className="visually-hidden">{t('reviews.summary.spoken', values)}</span>
    </span>
  );
}
