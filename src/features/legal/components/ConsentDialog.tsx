import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch } from '@/store/hooks';
import { signOutOfApp } from '@/store/session/signOut';
import { paths } from '@/config/paths';
import { acceptPolicy } from '../legalThunks';

type Props = { uid: string; version: number; failed: boolean; saving: boolean };

/** The blocking dialog of ConsentGate: accept the current policy version, or sign out. */
export default function ConsentDialog({ uid, version, failed, saving }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const accept = () => dispatch(acceptPolicy({ uid, version: version }));

  return (
    <Modal
      isOpen
      centered
      // Shown at once: it stands in the way of the page, not beside it.
      fade={false}
      backdrop="static"
      keyboard={false}
      labelledBy="consent-gate-title"
      data-testid="consent-gate"
    >
      <ModalHeader tag="h2" id="consent-gate-title" className="h5">
        {t('legal.consent.gateTitle')}
      </ModalHeader>
      <ModalBody>
        <p>{t('legal.consent.gateBody', { version: version })}</p>
        <p className="small mb-2">{t('legal.consent.kvkkLabel')}</p>
        <a href={paths.app.policies} target="_blank" rel="noopener">
          {t('legal.consent.readTexts')}
        </a>
        {failed && (
          <Alert color="danger" fade={false} className="mt-3 mb-0">
            {t('legal.consent.saveFailed')}
          </Alert>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="link" onClick={() => void signOutOfApp(dispatch)} disabled={saving}>
          {t('legal.consent.gateSignOut')}
        </Button>
        <Button color="primary" onClick={() => void accept()} disabled={saving}>
          {saving ? t('legal.consent.gateSaving') : t('legal.consent.gateAccept')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
