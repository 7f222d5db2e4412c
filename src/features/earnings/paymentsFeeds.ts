// The collaboration payments' live data on the earnings screens (docs/data-layer.md): an
// influencer's payments iyzico still holds (key: `payeeId/try`) and the admin's dispute queue
// (key: `disputes/try`). The try in the key lets "Tekrar Dene" attach a new listener after one
// failed (a failed Firestore listener does not recover).
import { defineLiveFeed } from '@/store/live/liveFeed';
import { subscribeDisputeQueue, subscribePendingPayments } from './api/collaborationPayments';
import { paymentsFailed, paymentsReceived, paymentsReleased } from './paymentsSlice';

export const pendingPaymentsFeed = defineLiveFeed({
  name: 'earnings/pendingPayments',
  subscribe: (key, { dispatch }) =>
    subscribePendingPayments(
      key.split('/')[0] ?? '',
      (items) => dispatch(paymentsReceived({ key, items })),
      (error) => {
        console.warn('pending payments failed to load', error);
        dispatch(paymentsFailed(key));
      },
    ),
  released: (key) => paymentsReleased(key),
});

export const disputeQueueFeed = defineLiveFeed({
  name: 'earnings/disputeQueue',
  subscribe: (key, { dispatch }) =>
    subscribeDisputeQueue(
      (items) => dispatch(paymentsReceived({ key, items })),
      (error) => {
        console.warn('dispute queue failed to load', error);
        dispatch(paymentsFailed(key));
      },
    ),
  released: (key) => paymentsReleased(key),
});
