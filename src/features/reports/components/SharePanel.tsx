import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectShareError, selectSharesOf, selectSharing } from '../reportsSlice';
import { createShare, loadShares, revokeShare } from '../reportsThunks';

type Props = {
  briefId: string;
  /** null for an admin, who lists every link of the brief; else the brief's owner. */
  ownerId: string | null;
};

/** The full address of a share link, on this site. */
const shareUrlOf = (token: string) => `${window.location.origin}${paths.sharedReport(token)}`;

/** A read-only link to the report for the brand's client: create, copy, revoke. */
export function SharePanel({ briefId, ownerId }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const shares = useAppSelector((state) => selectSharesOf(state, briefId));
  const sharing = useAppSelector(selectSharing);
  const failure = useAppSelector(selectShareError);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const id = useId();

  useEffect(() => {
    void dispatch(loadShares({ briefId, ownerId }));
  }, [dispatch, briefId, ownerId]);

  const active = shares?.items[0] ?? null;
  const url = active ? shareUrlOf(active.id) : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: the address stays selected in its field for a manual copy.
      document.getElementById(`${id}-url`)?.focus();
    }
  }

  async function revoke() {
    if (!confirming) return;
    await dispatch(revokeShare({ briefId, ownerId, token: confirming }));
    setConfirming(null);
    setCopied(false);
  }

  return (
    <section className="card mb-4 d-print-none" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5">
          {t('reports.share.title')}
        </h2>
        <p className="text-body-secondary small">{t('reports.share.hint')}</p>
        {active ? (
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <div className="flex-grow-1">
              <label className="form-label" htmlFor={`${id}-url`}>
                {t('reports.share.link')}
              </label>
              <input
                id={`${id}-url`}
                className="form-control"
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
                data-testid="report-share-url"
              />
            </div>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => void copy()}
              data-testid="report-share-copy"
            >
              {t(copied ? 'reports.share.copied' : 'reports.share.copy')}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={sharing !== 'idle'}
              onClick={() => setConfirming(active.id)}
              data-testid="report-share-revoke"
            >
              {t('reports.share.revoke')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={sharing !== 'idle' || shares?.status === 'loading'}
            aria-busy={sharing === 'creating'}
            onClick={() => void dispatch(createShare({ briefId, ownerId }))}
            data-testid="report-share-create"
          >
            {t(sharing === 'creating' ? 'reports.share.creating' : 'reports.share.create')}
          </button>
        )}
        {shares?.status === 'error' && (
          <p className="text-danger small mt-2 mb-0">{t('reports.share.errors.load')}</p>
        )}
        {failure && (
          <div
            className="alert alert-danger mt-3 mb-0"
            role="alert"
            data-testid="report-share-error"
          >
            {failure.startsWith('raw:') ? failure.slice(4) : t(failure)}
          </div>
        )}
        <span className="visually-hidden" aria-live="polite">
          {copied ? t('reports.share.copied') : ''}
        </span>
      </div>
      <ConfirmModal
        isOpen={confirming !== null}
        working={sharing === 'revoking'}
        title={t('reports.share.confirmTitle')}
        closeLabel={t('reports.share.close')}
        cancelLabel={t('reports.share.cancel')}
        confirmLabel={t('reports.share.revoke')}
        onConfirm={() => void revoke()}
        onCancel={() => setConfirming(null)}
        testId="report-share-confirm"
        confirmTestId="report-share-confirm-revoke"
      >
        {t('reports.share.confirmText')}
      </ConfirmModal>
    </section>
  );
}
