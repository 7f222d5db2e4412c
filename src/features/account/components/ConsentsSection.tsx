import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from 'reactstrap';
import {
  appendConsent,
  latestConsent,
  readConsents,
  type ConsentRecord,
} from '@/lib/collections/consents';
import { db } from '@/lib/firebase';
import { consentRecordFor, CURRENT_POLICY } from '@/lib/policies';

type Consents =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; records: ConsentRecord[]; saving: boolean; failed: boolean };

async function loadConsents(uid: string): Promise<Consents> {
  try {
    const records = await readConsents(await db(), uid);
    return { status: 'ready', records, saving: false, failed: false };
  } catch (error) {
    console.error('consents not loaded', error);
    return { status: 'error' };
  }
}

/**
 * The account's KVKK consent log (design.md section 12), newest first, and the optional
 * marketing consent's switch: each change appends a record, none is ever edited.
 */
export function ConsentsSection({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<Consents>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    void loadConsents(uid).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [uid]);

  const reload = () => {
    setState({ status: 'loading' });
    void loadConsents(uid).then(setState);
  };

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
    const setMarketing = async (allow: boolean) => {
      setState({ ...state, saving: true, failed: false });
      try {
        const record = await consentRecordFor(
          t,
          'marketing',
          allow ? 'given' : 'withdrawn',
          CURRENT_POLICY.version,
        );
        await appendConsent(await db(), uid, record);
        setState(await loadConsents(uid));
      } catch (error) {
        console.error('marketing consent not saved', error);
        setState({ ...state, saving: false, failed: true });
      }
    };
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
