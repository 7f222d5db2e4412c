import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';

/** The admin's verified badge (Brands.isVerifiedAccount), or "not verified". */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <Badge color="success" pill data-testid="brand-verified">
      {t('brands.status.verified')}
    </Badge>
  ) : (
    <Badge color="warning" pill className="text-dark" data-testid="brand-unverified">
      {t('brands.status.unverified')}
    </Badge>
  );
}
