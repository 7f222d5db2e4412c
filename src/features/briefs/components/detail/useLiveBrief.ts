import { useLiveFeed } from '@/store/live/liveFeed';
import { useAppSelector } from '@/store/hooks';
import type { BiddersDoc } from '@/lib/collections/bidders';
import type { BriefDoc } from '@/lib/collections/briefs';
import { selectBiddersDoc, selectBiddersStatus } from '../../biddersSlice';
import { biddersFeed, briefFeed, ownOfferFeed, ownOfferKey } from '../../briefsFeeds';
import { selectBriefById, selectDetailStatus } from '../../briefsSlice';

export type BriefState =
  | { status: 'loading' }
  | { status: 'ready'; brief: BriefDoc }
  /** No such brief, or the rules do not let this user read it. */
  | { status: 'missing' }
  | { status: 'error' };

/** briefs/{briefId}, live, from the store; watched while the calling screen is mounted. */
export function useLiveBrief(briefId: string): BriefState {
  useLiveFeed(briefFeed, briefId || null);
  const status = useAppSelector((state) => selectDetailStatus(state, briefId));
  const brief = useAppSelector((state) => selectBriefById(state, briefId));
  if (status === 'ready') return brief ? { status, brief } : { status: 'loading' };
  return { status };
}

export type BiddersState =
  { status: 'loading' } | { status: 'ready'; bidders: BiddersDoc | null } | { status: 'error' };

/**
 * The offers on a brief, live: for the owner and admins bidders/{briefId} (`reader` 'all'), for
 * a bidder her own sealed offer alone (`reader` 'own', docs/decisions.md "Sealed offers");
 * nothing while `reader` is null.
 */
export function useLiveBidders(
  briefId: string,
  uid: string,
  reader: 'all' | 'own' | null,
): BiddersState {
  useLiveFeed(biddersFeed, reader === 'all' && briefId ? briefId : null);
  useLiveFeed(ownOfferFeed, reader === 'own' && briefId && uid ? ownOfferKey(briefId, uid) : null);
  const status = useAppSelector((state) => selectBiddersStatus(state, briefId));
  const bidders = useAppSelector((state) => selectBiddersDoc(state, briefId));
  if (!reader) return { status: 'loading' };
  return status === 'ready' ? { status, bidders } : { status };
}
