import { useTranslation } from 'react-i18next';
import { Button, Spinner } from 'reactstrap';
import type { BrandDoc } from '@/lib/collections/brands';
import type { BrandAccount } from '../api/brandsApi';
import { availableBrandActions } from '../brandActions';
import type { BrandAction } from '../brandsErrors';

const buttonColor: Record<BrandAction, string> = {
  verify: 'success',
  unverify: 'warning',
  grantBusiness: 'primary',
  actAs: 'secondary',
};

type Props = {
  brand: BrandDoc;
  name: string;
  account: BrandAccount | null | undefined;
  /** The action running on this row, if any: its button spins, all of the row's buttons wait. */
  busy: BrandAction | null;
  onAction: (brand: BrandDoc, action: BrandAction) => void;
};

export function BrandRowActions({ brand, name, account, busy, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('brands.actions.groupLabel', { name })}
      className="d-flex flex-wrap gap-1"
    >
      {availableBrandActions(brand, account).map((action) => (
        <Button
          key={action}
          className="text-nowrap"
          size="sm"
          color={buttonColor[action]}
          outline={action === 'actAs'}
          disabled={busy !== null}
          aria-busy={busy === action || undefined}
          title={action === 'actAs' ? t('brands.actions.actAsHint', { name }) : undefined}
          data-action={action}
          onClick={() => onAction(brand, action)}
        >
          {busy === action && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t(`brands.actions.${action}`)}
        </Button>
      ))}
    </div>
  );
}
