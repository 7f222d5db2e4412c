import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { latestConsent } from '@/lib/collections/consents';
import { consentsLeft, selectConsentLog } from '../consentsSlice';
import { loadConsents, setMarketingConsent } from '../consentsThunks';

const notAsked = { status: 'loading' } as const;

/**
 * The account's KVKK consent log (design.md section 12), newest first, and the optional
 * marketing consent's switch: each change appends a record, none is ever edited.
 */
export function ConsentsSection({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectConsentLog(root, uid)) ?? notAsked;

  useEffect(() => {
    void dispatch(loadConsents({ uid }));
    return () => void dispatch(consentsLeft(uid));
  }, [dispatch, uid]);

  const reload = () => void dispatch(loadConsents({ uid }));

  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const body = () => {
    if (state.status === 'loading')
      return <Spinner size="sm" aria-label={t('legal.consents.title')} />;
    if (state.status === 'error') {
      return (
        <Alert color="danger" fade={false} className="mb-0">
          {t('legal.consents.loadFailed')}{' '}
          <Button color="link" className="p-0 align-baseline" onClick={reload}>
            {t('legal.consents.retry')}
          </Button>
        </Alert>
      );
    }
    const marketingOn = latestConsent(state.records, 'marketing')?.action === 'given';
    const setMarketing = (allow: boolean) => dispatch(setMarketingConsent({ uid, allow }));
    return (
      <>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <span data-testid="marketing-consent-state">
            {marketingOn ? t('legal.consents.marketingOn') : t('legal.consents.marketingOff')}
          </span>
          <Button
            size="sm"
            color={marketingOn ? 'secondary' : 'primary'}
            outline={marketingOn}
            disabled={state.saving}
            onClick={() => void setMarketing(!marketingOn)}
          >
            {state.saving
              ? t('legal.consents.saving')
              : marketingOn
                ? t('legal.consents.withdraw')
                : t('legal.consents.give')}
          </Button>
        </div>
        {state.failed && (
          <Alert color="danger" fade={false}>
            {t('legal.consents.saveFailed')}
          </Alert>
        )}
        {state.records.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('legal.consents.empty')}</p>
        ) : (
          <ul className="list-group" data-testid="consent-records">
            {[...state.records].reverse().map((record) => (
              <li key={record.id} className="list-group-item">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <strong>{t(`legal.consents.kinds.${record.kind}`)}</strong>
                  <span className={record.action === 'given' ? 'text-success' : 'text-danger'}>
                    {t(`legal.consents.actions.${record.action}`)}
                  </span>
                </div>
                <div className="small text-body-secondary">
                  {t('legal.consents.version', { version: record.version })} ·{' '}
                  {record.createdAt === null
                    ? t('legal.consents.pending')
                    : dateFormat.format(record.createdAt)}
                </div>
                <div className="small text-body-secondary text-break">
                  {t('legal.consents.hash', { hash: record.textHash })}
                </div>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  };

  return (
    <section className="card" aria-labelledby="consents-title" data-testid="consents-section">
      <div className="card-body">
        <h2 id="consents-title" className="h5 mb-1">
          {t('legal.consents.title')}
        </h2>
        <p className="small text-body-secondary">{t('legal.consents.intro')}</p>
        {body()}
      </div>
    </section>
  );
}
