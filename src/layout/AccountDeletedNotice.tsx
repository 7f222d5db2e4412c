import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal, ModalBody, ModalHeader } from 'reactstrap';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { deletedNoticeClosed, selectDeletedBy } from '@/store/session/sessionSlice';

/** Spec section 8: the notice stays 5 s; the app goes to the sign-in page after 2 s. */
export const NOTICE_MS = 5000;
export const REDIRECT_MS = 2000;

export function AccountDeletedNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const deletedBy = useAppSelector(selectDeletedBy);

  useEffect(() => {
    if (!deletedBy) return;
    const redirect = setTimeout(() => navigate(paths.user.login, { replace: true }), REDIRECT_MS);
    const close = setTimeout(() => dispatch(deletedNoticeClosed()), NOTICE_MS);
    return () => {
      clearTimeout(redirect);
      clearTimeout(close);
    };
  }, [deletedBy, dispatch, navigate]);

  const close = () => dispatch(deletedNoticeClosed());
  return (
    <Modal isOpen={deletedBy !== null} toggle={close} centered data-testid="account-deleted">
      <ModalHeader toggle={close}>{t('auth.deleted.title')}</ModalHeader>
      <ModalBody>
        {deletedBy === 'self' ? t('auth.deleted.self') : t('auth.deleted.admin')}
      </ModalBody>
    </Modal>
  );
}
