import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, Card, CardBody, CardFooter, CardHeader } from 'reactstrap';
import { PLAN_MONTHLY_NET_KURUS, PRICING_FEATURES, planIncludes, type PlanId } from '@shared/plans';
import { paths } from '@/config/paths';
import { formatTry, withKdv } from '@/lib/money';

type Props = {
  plan: PlanId;
  current: boolean;
  /** Brands and agencies may upgrade to a paid plan that is not theirs. */
  canUpgrade: boolean;
};

/** One plan: its monthly price + KDV and the total, each feature with ✓ or –, the upgrade. */
export function PlanCard({ plan, current, canUpgrade }: Props) {
  const { t, i18n } = useTranslation();
  const locale = (i18n.language ?? 'tr').split('-')[0];
  const amounts = withKdv(PLAN_MONTHLY_NET_KURUS[plan]);
  return (
    <Card className={current ? 'h-100 border-primary' : 'h-100'} data-testid={`plan-${plan}`}>
      <CardHeader className="d-flex justify-content-between align-items-center">
        <h2 className="h5 mb-0">{t(`payment.plans.${plan}`)}</h2>
        {current && <Badge color="primary">{t('payment.prices.current')}</Badge>}
      </CardHeader>
      <CardBody>
        {amounts.net === 0 ? (
          <p className="fs-4 fw-bold">{t('payment.prices.freePrice')}</p>
        ) : (
          <>
            <p className="fs-4 fw-bold mb-1">
              {t('payment.prices.monthly', { amount: formatTry(amounts.net, locale) })}
            </p>
            <p className="text-body-secondary small" data-testid={`plan-${plan}-total`}>
              {t('payment.prices.withKdv', {
                kdv: formatTry(amounts.kdv, locale),
                total: formatTry(amounts.gross, locale),
              })}
            </p>
          </>
        )}
        <ul className="list-unstyled mb-0">
          {PRICING_FEATURES.map(({ id }) => {
            const included = planIncludes(plan, id);
            return (
              <li key={id} className={included ? '' : 'text-body-secondary'}>
                <span aria-hidden="true" className="me-2">
                  {included ? '✓' : '–'}
                </span>
                <span className="visually-hidden">
                  {included ? t('payment.prices.included') : t('payment.prices.notIncluded')}
                </span>
                {t(`payment.features.${id}`)}
              </li>
            );
          })}
        </ul>
      </CardBody>
      {canUpgrade && amounts.net > 0 && !current && (
        <CardFooter>
          <Link className="btn btn-primary w-100" to={`${paths.app.payment}?plan=${plan}`}>
            {t('payment.prices.upgrade')}
          </Link>
        </CardFooter>
      )}
    </Card>
  );
}
