import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import type { InfluencerDoc } from '@/lib/collections/influencers';

/** Onaylı / Onay bekliyor, and Doğrulanmış for the verified badge. */
export function InfluencerBadges({ doc }: { doc: InfluencerDoc }) {
  const { t } = useTranslation();
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {doc.isApproved ? (
        <Badge color="success" pill data-testid="badge-approved">
          {t('influencers.badges.approved')}
        </Badge>
      ) : (
        <Badge color="warning" pill className="text-dark" data-testid="badge-pending">
          {t('influencers.badges.pending')}
        </Badge>
      )}
      {doc.isVerifiedAccount && (
        <Badge color="primary" pill data-testid="badge-verified">
          {t('influencers.badges.verified')}
        </Badge>
      )}
    </span>
  );
}
