// The profile page's live document (spec section 7: "Influencers: read ... detail by uid").
import type { Unsubscribe } from 'firebase/firestore';
import {
  INFLUENCERS,
  influencerConverter,
  type InfluencerDoc,
} from '@/lib/collections/influencers';
import { subscribeDocument } from '@/lib/lazyListener';

/** Influencers/{uid}; `onData(null)` while it does not exist (or once it is deleted). */
export const subscribeInfluencer = (
  uid: string,
  onData: (doc: InfluencerDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe => subscribeDocument(`${INFLUENCERS}/${uid}`, influencerConverter, onData, onError);
