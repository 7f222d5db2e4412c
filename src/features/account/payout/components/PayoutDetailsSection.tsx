import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import { LoadState } from '@/components/LoadState';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { maskIban } from '../model/payoutTexts';
import { payoutLeft, selectPayoutEntry } from '../payoutSlice';
import { loadPayoutDetails } from '../payoutThunks';
import { PayoutDetailsForm } from './PayoutDetailsForm';

/**
 * "Ödeme bilgileri" (issue 20): where the signed-in influencer or influencer agency is paid.
 * Saving registers or updates her iyzico sub-merchant through the savePayoutDetails function;
 * the KVKK purpose of the data stands beside the form.
 */
export function PayoutDetailsSection({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const entry = useAppSelector((root) => selectPayoutEntry(root, uid));

  useEffect(() => {
    void dispatch(loadPayoutDetails({ uid }));
    return () => void dispatch(payoutLeft(uid));
  }, [dispatch, uid]);

  const ready = entry.status === 'ready' || entry.status === 'saving';

  return (
    <section
      id="payout"
      className="card"
      aria-labelledby="payout-title"
      data-testid="payout-section"
    >
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <h2 id="payout-title" className="h5 mb-0">
            {t('account.payout.title')}
          </h2>
          {ready && entry.details && (
            <Badge color="success" data-testid="payout-registered">
              {t('account.payout.registered')}
            </Badge>
          )}
        </div>
        <p className="small text-body-secondary" data-testid="payout-purpose">
          {t('account.payout.purpose')}
        </p>
        {ready ? (
          <>
            <p className="mb-3" data-testid="payout-state">
              {entry.details
                ? t('account.payout.ibanOnFile', { iban: maskIban(entry.details.iban) })
                : t('account.payout.notRegistered')}
            </p>
            <PayoutDetailsForm uid={uid} entry={entry} />
          </>
        ) : (
          <LoadState
            status={entry.status === 'error' ? 'error' : 'loading'}
            loadingKey="account.payout.loading"
            errorKey="account.payout.loadFailed"
            retryKey="account.payout.retry"
            onRetry={() => void dispatch(loadPayoutDetails({ uid }))}
            testId="payout-loading"
          />
        )}
      </div>
    </section>
  );
}
