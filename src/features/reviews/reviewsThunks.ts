// The reviews' writes and one-time reads as thunks (docs/data-layer.md): the toast and the
// rejection's i18n key are chosen here, once. The api module loads on first use.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import { toast } from '@/components/toasts/toast';
import type { NewReview, ReviewDoc } from '@/lib/collections/reviews';

export const REVIEW_SENT = 'reviews.toast.sent';
export const REVIEW_SEND_FAILED = 'reviews.toast.sendFailed';
export const REVIEW_HIDE_FAILED = 'reviews.toast.hideFailed';
export const REVIEWS_LOAD_FAILED = 'reviews.profile.loadFailed';

/** The number of reviews the public profile shows. */
export const LATEST_REVIEWS = 3;

/** Değerlendir: the review, once (the live feed then shows it). */
export const submitReview = createAppAsyncThunk(
  'reviews/submit',
  async (review: NewReview, { dispatch, rejectWithValue }) => {
    try {
      const id = await (await import('./api/reviewsApi')).createReview(review);
      dispatch(toast.success(REVIEW_SENT));
      return id;
    } catch (error) {
      console.error('review failed', error);
      dispatch(toast.error(REVIEW_SEND_FAILED));
      return rejectWithValue(REVIEW_SEND_FAILED);
    }
  },
);

/** Gizle / Göster (admins): signed with the signed-in admin's own uid, as the rules ask. */
export const setReviewHidden = createAppAsyncThunk(
  'reviews/setHidden',
  async (
    { id, hidden }: { id: string; hidden: boolean },
    { dispatch, getState, rejectWithValue },
  ) => {
    const adminUid = selectSignedInUser(getState())?.uid ?? '';
    try {
      await (await import('./api/reviewsApi')).writeReviewHidden(id, hidden, adminUid);
      dispatch(toast.success(hidden ? 'reviews.toast.hidden' : 'reviews.toast.shown'));
      return { id, hidden };
    } catch (error) {
      console.error('review hide failed', error);
      dispatch(toast.error(REVIEW_HIDE_FAILED));
      return rejectWithValue(REVIEW_HIDE_FAILED);
    }
  },
);

/** The public profile's latest visible reviews of `revieweeId`. */
export const loadLatestReviews = createAppAsyncThunk<ReviewDoc[], string>(
  'reviews/loadLatest',
  async (revieweeId, { rejectWithValue }) => {
    try {
      const { fetchLatestReviews } = await import('./api/reviewsApi');
      return await fetchLatestReviews(revieweeId, LATEST_REVIEWS);
    } catch (error) {
      console.error('reviews failed to load', error);
      return rejectWithValue(REVIEWS_LOAD_FAILED);
    }
  },
);
