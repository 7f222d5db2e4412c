// Live listeners of the brief detail page (spec section 7: "live listener on one brief",
// bidders "live listener"). Each returns the onSnapshot unsubscribe for the feed's effect.
import type { Unsubscribe } from 'firebase/firestore';
import {
  BIDDERS,
  biddersConverter,
  offerCopyPath,
  ownOfferConverter,
  type BiddersDoc,
} from '@/lib/collections/bidders';
import { BRIEFS, briefConverter, type BriefDoc } from '@/lib/collections/briefs';
import { subscribeDocument } from '@/lib/lazyListener';

/** briefs/{briefId}; `onData(null)` when it does not exist (or was deleted meanwhile). */
export const subscribeBrief = (
  briefId: string,
  onData: (brief: BriefDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe => subscribeDocument(`${BRIEFS}/${briefId}`, briefConverter, onData, onError);

/** bidders/{briefId}; `onData(null)` while nobody has made an offer. */
export const subscribeBidders = (
  briefId: string,
  onData: (bidders: BiddersDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe => subscribeDocument(`${BIDDERS}/${briefId}`, biddersConverter, onData, onError);

/** The bidder's own offer (her sealed copy) as a bidders document with her entry only. */
export const subscribeOwnOffer = (
  briefId: string,
  uid: string,
  onData: (bidders: BiddersDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  subscribeDocument(offerCopyPath(briefId, uid), ownOfferConverter, onData, onError);
