import { useTranslation } from 'react-i18next';
import { Button, Spinner } from 'reactstrap';
import type { UserDoc } from '@/lib/collections/users';
import { availableActions, type UserAction } from '../userActions';
import { userTitle } from '../userDisplay';

const buttonColor: Record<UserAction, string> = {
  approve: 'success',
  unapprove: 'warning',
  grantBusiness: 'primary',
  enableAffiliate: 'info',
  disableAffiliate: 'secondary',
  actAs: 'secondary',
  delete: 'danger',
};

type Props = {
  user: UserDoc;
  /** The action running on this row, if any: its button spins, all of the row's buttons wait. */
  busy: UserAction | null;
  onAction: (user: UserDoc, action: UserAction) => void;
  /** Opens the user's delivery log (issue 23): every row has one, admins' too. */
  onShowDeliveryLog: (user: UserDoc) => void;
};

export function UserRowActions({ user, busy, onAction, onShowDeliveryLog }: Props) {
  const { t } = useTranslation();
  const actions = availableActions(user);
  return (
    <div
      role="group"
      aria-label={t('users.actions.groupLabel', { name: userTitle(user) })}
      className="d-flex flex-wrap gap-1"
    >
      {actions.map((action) => (
        <Button
          key={action}
          className="text-nowrap"
          size="sm"
          color={buttonColor[action]}
          outline={action === 'actAs' || action === 'delete'}
          disabled={busy !== null}
          aria-busy={busy === action || undefined}
          data-action={action}
          onClick={() => onAction(user, action)}
        >
          {busy === action && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t(`users.actions.${action}`)}
        </Button>
      ))}
      <Button
        className="text-nowrap"
        size="sm"
        color="secondary"
        outline
        aria-haspopup="dialog"
        disabled={busy !== null}
        data-action="deliveryLog"
        onClick={() => onShowDeliveryLog(user)}
      >
        {t('users.actions.deliveryLog')}
      </Button>
    </div>
  );
}
