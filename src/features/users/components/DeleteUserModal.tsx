import { Trans, useTranslation } from 'react-i18next';
import type { UserDoc } from '@/lib/collections/users';
import { ConfirmModal } from '@/components/ConfirmModal';
import { userTitle } from '../userDisplay';

type Props = {
  /** The user to delete; null keeps the dialog closed. */
  user: UserDoc | null;
  working: boolean;
  onConfirm: (user: UserDoc) => void;
  onCancel: () => void;
};

export function DeleteUserModal({ user, working, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      isOpen={user !== null}
      working={working}
      title={t('users.delete.title')}
      closeLabel={t('users.delete.close')}
      cancelLabel={t('users.delete.cancel')}
      confirmLabel={t('users.delete.confirm')}
      onConfirm={() => user && onConfirm(user)}
      onCancel={onCancel}
      testId="delete-user-modal"
      confirmTestId="confirm-delete"
    >
      {user && (
        <Trans
          i18nKey="users.delete.body"
          values={{ name: userTitle(user) }}
          components={{ b: <strong /> }}
        />
      )}
    </ConfirmModal>
  );
}
