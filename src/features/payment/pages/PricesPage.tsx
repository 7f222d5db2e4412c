import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { PLAN_IDS, isPlanId } from '@shared/plans';
import { useAppSelector } from '@/store/hooks';
import { isBrandOrAgencyRole } from '@/store/roles';
import { selectUser } from '@/store/session/sessionSlice';
import { PlanCard } from '../components/PlanCard';

/** /app/pages/prices: the plans side by side, the user's own marked (spec sections 1 and 9). */
export default function PricesPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const current = user && isPlanId(user.subscriptionType) ? user.subscriptionType : 'free';
  const canUpgrade = user !== null && isBrandOrAgencyRole(user.role);
  return (
    <section>
      <h1 className="h3">{t('payment.prices.title')}</h1>
      <p className="text-body-secondary">{t('payment.prices.lead')}</p>
      <Row className="g-3">
        {PLAN_IDS.map((plan) => (
          <Col key={plan} md={4}>
            <PlanCard plan={plan} current={plan === current} canUpgrade={canUpgrade} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
