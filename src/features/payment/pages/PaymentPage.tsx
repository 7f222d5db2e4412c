import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Spinner } from 'reactstrap';
import { isPaidPlanId } from '@shared/plans';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { checkoutReleased, selectCheckout } from '../paymentSlice';
import { startCheckout } from '../paymentThunks';

/** Sends the browser to the provider's payment page; tests replace it. */
export const goTo = { url: (url: string) => window.location.assign(url) };

/** /app/payment?plan=: starts the checkout and sends the browser to the payment page. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const uid = useAppSelector(selectUser)?.uid ?? null;
  const checkout = useAppSelector(selectCheckout);

  useEffect(() => {
    if (!uid || !isPaidPlanId(plan)) return;
    const started = dispatch(startCheckout({ plan, userId: uid }));
    return () => {
      started.abort();
      dispatch(checkoutReleased());
    };
  }, [dispatch, plan, uid]);

  const pageUrl = checkout?.status === 'ready' ? checkout.start?.paymentPageUrl : null;
  useEffect(() => {
    if (pageUrl) goTo.url(pageUrl);
  }, [pageUrl]);

  const back = (
    <Link className="btn btn-outline-primary" to={paths.pages.prices}>
      {t('payment.checkout.backToPrices')}
    </Link>
  );
  if (!isPaidPlanId(plan)) {
    return (
      <section>
        <h1 className="h3">{t('payment.checkout.title')}</h1>
        <Alert fade={false} color="warning">
          {t('payment.errors.invalidPlan')}
        </Alert>
        {back}
      </section>
    );
  }
  return (
    <section>
      <h1 className="h3">{t('payment.checkout.title')}</h1>
      <p>{t('payment.checkout.plan', { plan: t(`payment.plans.${plan}`) })}</p>
      {checkout?.status === 'error' ? (
        <>
          <Alert fade={false} color="danger" role="alert">
            {t(checkout.error ?? 'payment.errors.generic')}
          </Alert>
          {back}
        </>
      ) : (
        <div role="status" data-testid="checkout-progress">
          <Spinner size="sm" className="me-2" />
          {checkout?.status === 'ready'
            ? t('payment.checkout.redirecting')
            : t('payment.checkout.preparing')}
        </div>
      )}
    </section>
  );
}
