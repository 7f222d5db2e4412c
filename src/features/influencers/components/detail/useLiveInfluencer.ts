import { useLiveFeed } from '@/store/live/liveFeed';
import { useAppSelector } from '@/store/hooks';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import { influencerFeed } from '../../influencersFeeds';
import { selectDetailStatus, selectInfluencerById } from '../../influencersSlice';

export type InfluencerState =
  | { status: 'loading' }
  | { status: 'ready'; doc: InfluencerDoc }
  /** No such profile, or the rules do not let this user read it. */
  | { status: 'missing' }
  | { status: 'error' };

/** Influencers/{uid}, live, from the store; watched while the calling screen is mounted. */
export function useLiveInfluencer(uid: string | null): InfluencerState {
  useLiveFeed(influencerFeed, uid || null);
  const status = useAppSelector((state) => selectDetailStatus(state, uid ?? ''));
  const doc = useAppSelector((state) => selectInfluencerById(state, uid ?? ''));
  if (!uid) return { status: 'loading' };
  if (status === 'ready') return doc ? { status, doc } : { status: 'loading' };
  return { status };
}
