// The collaboration payments' live data (docs/data-layer.md): the owner's payments on a brief
// (key: briefId/payerId), one influencer's own (key: briefId/payeeId/own), and whether her
// payout details are registered (key: her uid; a failed read counts as not known).
import { defineLiveFeed } from '@/store/live/liveFeed';
import {
  subscribeBriefPayments,
  subscribeOwnPayment,
  subscribeOwnPayoutReady,
} from './api/collaborationPayments';
import {
  paymentsFailed,
  paymentsReceived,
  paymentsReleased,
  payoutReadyReceived,
  payoutReadyReleased,
} from './collaborationPaymentsSlice';

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

export const ownPayoutReadyFeed = defineLiveFeed({
  name: 'briefs/ownPayoutReady',
  subscribe: (uid, { dispatch }) =>
    subscribeOwnPayoutReady(
      uid,
      (ready) => dispatch(payoutReadyReceived({ uid, ready: ready === true })),
      () => dispatch(payoutReadyReleased(uid)),
    ),
  released: (uid) => payoutReadyReleased(uid),
});
