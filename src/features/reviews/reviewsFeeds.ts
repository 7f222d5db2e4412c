// The review step's live data (docs/data-layer.md): one review document per key (its id), so
// the other side's review and an admin's hide show as they happen.
import { defineLiveFeed } from '@/store/live/liveFeed';
import { subscribeReview } from './api/reviewsApi';
import { reviewFailed, reviewReceived, reviewReleased } from './reviewsSlice';

export const reviewFeed = defineLiveFeed({
  name: 'reviews/review',
  subscribe: (id, { dispatch }) =>
    subscribeReview(
      id,
      (review) => dispatch(reviewReceived({ id, review })),
      () => dispatch(reviewFailed(id)),
    ),
  released: (id) => reviewReleased(id),
});
