import { useTranslation } from 'react-i18next';
import type { EngagementSummary as Summary } from '@/lib/collections/influencers';
import { formatEngagementRate } from './formatEngagementRate';

type Props = { engagement: Summary | null | undefined; className?: string };

/**
 * "Ortalama etkileşim oranı: %4,25": her average over completed collaborations' posts (issue 22),
 * on the public profile and the directory card. Nothing while no post has a rate. Its texts are
 * the `engagement` part's: the routes that show it load that part.
 */
export function EngagementSummary({ engagement, className }: Props) {
  const { t, i18n } = useTranslation();
  if (!engagement || engagement.count <= 0) return null;
  const rate = formatEngagementRate(engagement.average, i18n.language);
  return (
    <span className={className} data-testid="engagement-summary">
      {t('engagement.average', { rate, count: engagement.count })}
    </span>
  );
}
