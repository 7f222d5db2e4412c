import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, Button, Table } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { OwnerAction } from '../../api/briefErrors';
import { selectOwnerActing } from '../../biddersSlice';
import { runOwnerAction } from '../../biddersThunks';
import { bidTotalText } from '../../model/offerMoney';
import { moneyLocale } from './BriefSummary';
import { paymentLocked } from '../../model/paymentHistory';
import { bidActionsOf, bidRows, bidStateOf, type BidState } from './detailModel';
import { DeliveryStatus } from './DeliveryStatus';
import { PaymentCell } from './PaymentCell';
import type { BiddersState } from './useLiveBrief';
import { useLiveDeliveries } from './useLiveDeliveries';
import { useLiveBriefPayments } from './useLivePayments';

const stateColors: Record<BidState, string> = {
  pending: 'secondary',
  accepted: 'primary',
  declined: 'danger',
  completed: 'success',
};

const buttonColors: Record<OwnerAction, string> = {
  accept: 'primary',
  decline: 'secondary',
  complete: 'success',
  remove: 'danger',
};

/** The offers on a brief, live, with the owner's actions (spec section 4, Offers). */
type Props = {
  brief: BriefDoc;
  bidders: BiddersState;
  /** The owner acts on the offers; an admin who is not acting as the owner only sees them. */
  canAct: boolean;
};

export function BiddersPanel({ brief, bidders, canAct }: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = moneyLocale(i18n.language);
  const busy = useAppSelector((state) => selectOwnerActing(state, brief.id));

  const act = (action: OwnerAction, userId: string) =>
    dispatch(
      runOwnerAction({ briefId: brief.id, ownerId: brief.briefOwnerUserId, action, userId }),
    );

  const rows = bidders.status === 'ready' ? bidRows(bidders.bidders?.bidders ?? []) : [];
  // The accepted users' post links and disclosure confirmations, seen before completing them.
  const involved = rows.some((bid) =>
    ['accepted', 'completed'].includes(bidStateOf(brief, bid.bidderId)),
  );
  const deliveries = useLiveDeliveries(brief.id, involved);
  const deliveryOf = (userId: string) =>
    deliveries.items.find((delivery) => delivery.userId === userId) ?? null;
  // The money of accepted paid offers (issue 20): paid through the app, held until approval.
  const paidRows = rows.filter(
    (bid) =>
      bid.price > 0 &&
      brief.paymentType !== 'product' &&
      ['accepted', 'completed'].includes(bidStateOf(brief, bid.bidderId)),
  );
  const payments = useLiveBriefPayments(brief.id, brief.briefOwnerUserId, paidRows.length > 0);
  const paymentOf = (userId: string) =>
    payments.items.find((payment) => payment.payeeId === userId) ?? null;

  return (
    <section className="card mb-4" aria-labelledby="bidders-title" data-testid="bidders-panel">
      <div className="card-body">
        <h2 id="bidders-title" className="h5 mb-3">
          {t('briefDetail.bidders.title')}
          {rows.length > 0 && (
            <Badge color="secondary" pill className="ms-2">
              {rows.length}
            </Badge>
          )}
        </h2>
        {bidders.status === 'loading' && (
          <p role="status" className="text-body-secondary mb-0">
            {t('briefDetail.bidders.loading')}
          </p>
        )}
        {bidders.status === 'error' && (
          <p role="alert" className="text-danger mb-0">
            {t('briefDetail.bidders.loadFailed')}
          </p>
        )}
        {bidders.status === 'ready' && rows.length === 0 && (
          <p className="text-body-secondary mb-0">{t('briefDetail.bidders.none')}</p>
        )}
        {rows.length > 0 && (
          <Table responsive className="align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('briefDetail.bidders.name')}</th>
                <th scope="col">{t('briefDetail.bidders.price')}</th>
                <th scope="col">{t('briefDetail.bidders.status')}</th>
                {involved && <th scope="col">{t('adDisclosure.owner.column')}</th>}
                {paidRows.length > 0 && <th scope="col">{t('briefDetail.payment.column')}</th>}
                {canAct && <th scope="col">{t('briefDetail.bidders.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((bid) => {
                const state = bidStateOf(brief, bid.bidderId);
                const name = bid.bidderName?.trim() || t('briefDetail.bidders.unnamed');
                const money = bidTotalText(bid.price, locale);
                return (
                  <tr key={bid.bidderId} data-testid={`bid-${bid.bidderId}`}>
                    <th scope="row" className="fw-normal">
                      {name}
                    </th>
                    <td data-testid={`bid-price-${bid.bidderId}`}>
                      {bid.price > 0 ? t(money.key, money.values) : t('briefDetail.bidders.barter')}
                    </td>
                    <td>
                      <Badge color={stateColors[state]}>
                        {t(`briefDetail.bidders.state.${state}`)}
                      </Badge>
                    </td>
                    {involved && (
                      <td>
                        {(state === 'accepted' || state === 'completed') &&
                          (deliveries.status === 'ready' ? (
                            <DeliveryStatus
                              delivery={deliveryOf(bid.bidderId)}
                              userId={bid.bidderId}
                            />
                          ) : (
                            <span
                              className={`small ${deliveries.status === 'error' ? 'text-danger' : 'text-body-secondary'}`}
                            >
                              {t(
                                deliveries.status === 'error'
                                  ? 'adDisclosure.owner.loadFailed'
                                  : 'adDisclosure.owner.loading',
                              )}
                            </span>
                          ))}
                      </td>
                    )}
                    {paidRows.length > 0 && (
                      <td>
                        {paidRows.includes(bid) &&
                          (payments.status === 'ready' ? (
                            <PaymentCell
                              briefId={brief.id}
                              payeeId={bid.bidderId}
                              name={name}
                              payment={paymentOf(bid.bidderId)}
                              payerId={canAct ? brief.briefOwnerUserId : null}
                              deliveredAt={deliveryOf(bid.bidderId)?.submittedAt ?? null}
                              onCancelled={() => void act('remove', bid.bidderId)}
                            />
                          ) : (
                            <span
                              className={`small ${payments.status === 'error' ? 'text-danger' : 'text-body-secondary'}`}
                            >
                              {t(
                                payments.status === 'error'
                                  ? 'briefDetail.payment.loadFailed'
                                  : 'briefDetail.payment.loading',
                              )}
                            </span>
                          ))}
                      </td>
                    )}
                    {canAct && (
                      <td>
                        <div className="d-flex flex-wrap gap-2">
                          <Link
                            className="btn btn-sm btn-outline-primary"
                            to={`/app/chat?briefId=${encodeURIComponent(brief.id)}&with=${encodeURIComponent(bid.bidderId)}`}
                            aria-label={t('briefDetail.bidders.messageNamed', { name })}
                          >
                            {t('briefDetail.bidders.message')}
                          </Link>
                          {bidActionsOf(brief, bid.bidderId)
                            // Held or paid-out money keeps her on the brief (the rules too):
                            // the payment's cancel refunds first, then removes her.
                            .filter(
                              (action) =>
                                action !== 'remove' ||
                                !paymentLocked(paymentOf(bid.bidderId)?.state),
                            )
                            .map((action) => (
                              <Button
                                key={action}
                                size="sm"
                                color={buttonColors[action]}
                                outline={action !== 'accept'}
                                disabled={busy !== null}
                                aria-label={t(`briefDetail.bidders.${action}Named`, { name })}
                                onClick={() => void act(action, bid.bidderId)}
                              >
                                {t(`briefDetail.bidders.${action}`)}
                              </Button>
                            ))}
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </div>
    </section>
  );
}
