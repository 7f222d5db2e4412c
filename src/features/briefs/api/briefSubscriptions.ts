// Live listeners of the brief detail page (spec section 7: "live listener on one brief",
// bidders "live listener"). Each returns the onSnapshot unsubscribe for the page's effect.
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { BIDDERS, biddersConverter, type BiddersDoc } from '../../../lib/collections/bidders';
import { BRIEFS, briefConverter, type BriefDoc } from '../../../lib/collections/briefs';
import { lazyListener } from './lazyListener';

/** briefs/{briefId}; `onData(null)` when it does not exist (or was deleted meanwhile). */
export function subscribeBrief(
  briefId: string,
  onData: (brief: BriefDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        doc(firestore, BRIEFS, briefId).withConverter(briefConverter),
        (snapshot) => onData(snapshot.exists() ? snapshot.data() : null),
        onError,
      ),
    onError,
  );
}

/** bidders/{briefId}; `onData(null)` while nobody has made an offer. */
export function subscribeBidders(
  briefId: string,
  onData: (bidders: BiddersDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        doc(firestore, BIDDERS, briefId).withConverter(biddersConverter),
        (snapshot) => onData(snapshot.exists() ? snapshot.data() : null),
        onError,
      ),
    onError,
  );
}
