import { Trans, useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import type { UserDoc } from '../../../lib/collections/users';
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
  const close = () => {
    if (!working) onCancel();
  };
  return (
    <Modal
      isOpen={user !== null}
      toggle={close}
      centered
      labelledBy="delete-user-title"
      data-testid="delete-user-modal"
    >
      <ModalHeader tag="h2" toggle={close} closeAriaLabel={t('users.delete.close')}>
        <span id="delete-user-title" className="h5">
          {t('users.delete.title')}
        </span>
      </ModalHeader>
      <ModalBody>
        {user && (
          <Trans
            i18nKey="users.delete.body"
            values={{ name: userTitle(user) }}
            components={{ b: <strong /> }}
          />
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={close} disabled={working}>
          {t('users.delete.cancel')}
        </Button>
        <Button
          color="danger"
          disabled={working}
          aria-busy={working || undefined}
          data-testid="confirm-delete"
          onClick={() => user && onConfirm(user)}
        >
          {working && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t('users.delete.confirm')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
