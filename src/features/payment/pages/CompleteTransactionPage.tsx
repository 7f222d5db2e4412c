import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { reasonKeyOf } from '../paymentReasons';
import { selectCompletion } from '../paymentSlice';
import { finishTransaction } from '../paymentThunks';

/** /app/completeTransaction?token=&userId=: the payment's result, success or the reason. */
export default function CompleteTransactionPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const userId = params.get('userId') ?? '';
  const entry = useAppSelector((state) => selectCompletion(state, token));
  const started = entry !== undefined;

  useEffect(() => {
    // Completing is idempotent on the server; once per token here is enough.
    if (token && userId && !started) void dispatch(finishTransaction({ token, userId }));
  }, [dispatch, token, userId, started]);

  const title = <h1 className="h3">{t('payment.complete.title')}</h1>;
  if (!token || !userId) {
    return (
      <section>
        {title}
        <Alert fade={false} color="warning">
          {t('payment.errors.invalidToken')}
        </Alert>
        <Link className="btn btn-outline-primary" to={paths.pages.prices}>
          {t('payment.checkout.backToPrices')}
        </Link>
      </section>
    );
  }
  if (!entry || entry.status === 'loading') {
    return (
      <section>
        {title}
        <div role="status" data-testid="complete-loading">
          <Spinner size="sm" className="me-2" />
          {t('payment.complete.loading')}
        </div>
      </section>
    );
  }
  if (entry.status === 'error' || !entry.result) {
    return (
      <section>
        {title}
        <Alert fade={false} color="danger" role="alert">
          {t(entry.error ?? 'payment.errors.generic')}
        </Alert>
        <Link className="btn btn-outline-primary" to={paths.pages.prices}>
          {t('payment.checkout.backToPrices')}
        </Link>
      </section>
    );
  }
  const { result } = entry;
  const plan = t(`payment.plans.${result.plan}`);
  if (result.status === 'success') {
    return (
      <section>
        {title}
        <Alert fade={false} color="success" data-testid="payment-success">
          {t('payment.complete.success', { plan })}
        </Alert>
        <p>{t('payment.complete.successNext')}</p>
        <Link className="btn btn-primary" to={paths.app.root}>
          {t('payment.complete.toApp')}
        </Link>
      </section>
    );
  }
  return (
    <section>
      {title}
      <Alert fade={false} color="danger" role="alert" data-testid="payment-failure">
        <p className="mb-1">{t('payment.complete.failure', { plan })}</p>
        <p className="mb-0">{t(reasonKeyOf(result.errorCode))}</p>
      </Alert>
      <p>{t('payment.complete.failureNext')}</p>
      <div className="d-flex gap-2 flex-wrap">
        <Link className="btn btn-primary" to={`${paths.app.payment}?plan=${result.plan}`}>
          {t('payment.complete.retry')}
        </Link>
        <Link className="btn btn-outline-primary" to={paths.app.support}>
          {t('payment.complete.support')}
        </Link>
      </div>
    </section>
  );
}
