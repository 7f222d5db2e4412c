import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { useAppDispatch } from '@/store/hooks';
import type { MailingResult } from '../api/sendMailing';
import { sendMailing } from '../contentThunks';

type State =
  | { step: 'idle' }
  | { step: 'confirm' }
  | { step: 'sending' }
  | { step: 'done'; result: MailingResult }
  | { step: 'error' };

/**
 * Sends the mailing template to the users who gave the marketing consent (admins only). Asks
 * first: a sent mail cannot be taken back.
 */
export function SendMailingPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<State>({ step: 'idle' });
  const send = async () => {
    setState({ step: 'sending' });
    const outcome = await dispatch(sendMailing());
    setState(
      sendMailing.fulfilled.match(outcome)
        ? { step: 'done', result: outcome.payload }
        : { step: 'error' },
    );
  };
  return (
    <section className="mb-3" aria-labelledby="mailing-send-title">
      <h2 id="mailing-send-title" className="h6">
        {t('content.mailing.send.title')}
      </h2>
      <p className="small text-body-secondary mb-2">{t('content.mailing.send.intro')}</p>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={() => setState({ step: 'confirm' })}
        disabled={state.step === 'sending'}
        data-testid="mailing-send"
      >
        {state.step === 'sending'
          ? t('content.mailing.send.sending')
          : t('content.mailing.send.button')}
      </button>
      <div role="status" className="small mt-2" data-testid="mailing-send-status">
        {state.step === 'done' &&
          t('content.mailing.send.done', {
            sent: state.result.sent,
            skipped: state.result.skipped,
            failed: state.result.failed,
          })}
      </div>
      {state.step === 'error' && (
        <div role="alert" className="alert alert-danger small mt-2 mb-0">
          {t('content.mailing.send.error')}
        </div>
      )}
      <ConfirmModal
        isOpen={state.step === 'confirm' || state.step === 'sending'}
        working={state.step === 'sending'}
        title={t('content.mailing.send.confirmTitle')}
        closeLabel={t('content.delete.close')}
        cancelLabel={t('content.mailing.send.cancel')}
        confirmLabel={t('content.mailing.send.confirm')}
        onConfirm={() => void send()}
        onCancel={() => setState({ step: 'idle' })}
        confirmTestId="mailing-send-confirm"
      >
        {t('content.mailing.send.confirmBody')}
      </ConfirmModal>
    </section>
  );
}
