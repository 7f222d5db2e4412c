import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch } from '@/store/hooks';
import { signOutOfApp } from '@/store/session/signOut';
import { paths } from '@/config/paths';
import { loadTranslations } from '@/i18n';
import {
  appendConsent,
  needsReconsent,
  readConfiguredPolicyVersion,
  readConsents,
} from '@/lib/collections/consents';
import { db } from '@/lib/firebase';
import { consentRecordFor, requiredPolicyVersion } from '@/lib/policies';

type GateState =
  | { status: 'checking' }
  | { status: 'clear' }
  | { status: 'ask'; version: number; saving: boolean; failed: boolean };

/** Whether the user must accept a newer policy version, and which. */
async function check(uid: string): Promise<GateState> {
  const firestore = await db();
  const [configured, records] = await Promise.all([
    readConfiguredPolicyVersion(firestore),
    readConsents(firestore, uid),
  ]);
  const version = requiredPolicyVersion(configured);
  if (!needsReconsent(records, version)) return { status: 'clear' };
  await loadTranslations('legal');
  return { status: 'ask', version, saving: false, failed: false };
}

/**
 * The re-consent gate of the app frame (design.md section 12, KVKK): a user who accepted an
 * older policy version sees a blocking dialog after sign-in until she accepts the current one
 * or signs out. A check that cannot run (offline) lets her in; the next sign-in asks again.
 */
export default function ConsentGate({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<GateState>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    check(uid).then(
      (next) => current && setState(next),
      (error: unknown) => {
        console.warn('policy consent not checked', error);
        if (current) setState({ status: 'clear' });
      },
    );
    return () => {
      current = false;
    };
  }, [uid]);

  if (state.status !== 'ask') return null;

  const accept = async () => {
    setState({ ...state, saving: true, failed: false });
    try {
      const record = await consentRecordFor(t, 'kvkk', 'given', state.version);
      await appendConsent(await db(), uid, record);
      setState({ status: 'clear' });
    } catch (error) {
      console.error('consent not saved', error);
      setState({ ...state, saving: false, failed: true });
    }
  };

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
