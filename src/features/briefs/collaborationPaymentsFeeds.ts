// The collaboration payments' live data (docs/data-layer.md): the owner's payments on a brief
// (key: briefId/payerId) and one influencer's own (key: briefId/payeeId/own).
import { defineLiveFeed } from '@/store/live/liveFeed';
import { subscribeBriefPayments, subscribeOwnPayment } from './api/collaborationPayments';
import { paymentsFailed, paymentsReceived, paymentsReleased } from './collaborationPaymentsSlice';

export const briefPaymentsFeed = defineLiveFeed({
  name: 'briefs/payments',
  subscribe: (key, { dispatch }) => {
    const [briefId = '', payerId = ''] = key.split('/');
    return subscribeBriefPayments(
      payerId,
      briefId,
      (items) => dispatch(paymentsReceived({ key, items })),
      () => dispatch(paymentsFailed(key)),
    );
  },
  released: (key) => paymentsReleased(key),
});

export const ownPaymentFeed = defineLiveFeed({
  name: 'briefs/ownPayment',
  subscribe: (key, { dispatch }) => {
    const [briefId = '', payeeId = ''] = key.split('/');
    return subscribeOwnPayment(
      briefId,
      payeeId,
      (payment) => dispatch(paymentsReceived({ key, items: payment ? [payment] : [] })),
      () => dispatch(paymentsFailed(key)),
    );
  },
  released: (key) => paymentsReleased(key),
});
