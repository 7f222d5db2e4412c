import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { signOutOfApp } from '@/store/session/signOut';
import { paths } from '@/config/paths';
import { policyGateLeft, selectPolicyGate } from '../legalSlice';
import { acceptPolicy, checkPolicyConsent } from '../legalThunks';

/**
 * The re-consent gate of the app frame (design.md section 12, KVKK): a user who accepted an
 * older policy version sees a blocking dialog after sign-in until she accepts the current one
 * or signs out. A check that cannot run (offline) lets her in; the next sign-in asks again.
 */
export default function ConsentGate({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectPolicyGate(root, uid));

  useEffect(() => {
    void dispatch(checkPolicyConsent(uid));
    return () => void dispatch(policyGateLeft(uid));
  }, [dispatch, uid]);

  if (state.status !== 'ask') return null;

  const accept = () => dispatch(acceptPolicy({ uid, version: state.version }));

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
        <p>{t('legal.consent.gateBody', { version: state.version })}</p>
        <p className="small mb-2">{t('legal.consent.kvkkLabel')}</p>
        <a href={paths.app.policies} target="_blank" rel="noopener">
          {t('legal.consent.readTexts')}
        </a>
        {state.failed && (
          <Alert color="danger" fade={false} className="mt-3 mb-0">
            {t('legal.consent.saveFailed')}
          </Alert>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="link" onClick={() => void signOutOfApp(dispatch)} disabled={state.saving}>
          {t('legal.consent.gateSignOut')}
        </Button>
        <Button color="primary" onClick={() => void accept()} disabled={state.saving}>
          {state.saving ? t('legal.consent.gateSaving') : t('legal.consent.gateAccept')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
