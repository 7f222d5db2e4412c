import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { accountDeleted } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { deletionFailureCleared, selectAccountDeletion } from '../accountSlice';
import { deleteSignedInAccount } from '../accountThunks';

/** "Hesabımı sil": the signed-in account deletes itself after a confirmation. */
export function DeleteAccountSection({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { busy: deleting, failure } = useAppSelector(selectAccountDeletion);

  // A failure belongs to this visit of the dialog.
  useEffect(() => () => void dispatch(deletionFailureCleared()), [dispatch]);

  const close = () => {
    if (deleting) return;
    setOpen(false);
    dispatch(deletionFailureCleared());
  };

  const confirm = async () => {
    const result = await dispatch(deleteSignedInAccount(uid));
    if (!deleteSignedInAccount.fulfilled.match(result)) return;
    dispatch(accountDeleted('self'));
    navigate(paths.user.login, { replace: true });
  };

  return (
    <section className="card border-danger h-100" aria-labelledby="delete-title">
      <div className="card-body">
        <h2 id="delete-title" className="h5 text-danger">
          {t('account.delete.title')}
        </h2>
        <p className="mb-3">{t('account.delete.body')}</p>
        <Button color="danger" outline onClick={() => setOpen(true)}>
          {t('account.delete.button')}
        </Button>
      </div>
      <Modal
        isOpen={open}
        toggle={close}
        backdrop={deleting ? 'static' : true}
        keyboard={!deleting}
        centered
        labelledBy="delete-confirm-title"
        data-testid="delete-account-modal"
      >
        <ModalHeader id="delete-confirm-title" toggle={deleting ? undefined : close}>
          {t('account.delete.confirmTitle')}
        </ModalHeader>
        <ModalBody>
          <p className="mb-0">{t('account.delete.confirmBody')}</p>
          {failure && (
            <Alert color="danger" fade={false} role="alert" className="mt-3 mb-0">
              {'key' in failure ? t(failure.key) : failure.raw}
            </Alert>
          )}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline onClick={close} disabled={deleting}>
            {t('account.delete.cancel')}
          </Button>
          <Button color="danger" onClick={confirm} disabled={deleting} aria-busy={deleting}>
            {deleting ? t('account.delete.deleting') : t('account.delete.confirm')}
          </Button>
        </ModalFooter>
      </Modal>
    </section>
  );
}
