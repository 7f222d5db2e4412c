import { useLiveFeed } from '@/store/live/liveFeed';
import { useAppSelector } from '@/store/hooks';
import { draftsFeed } from './draftsFeeds';
import { selectDrafts, type DraftsEntry } from './draftsSlice';
import { draftsKey } from './draftsThunks';

/** One collaboration's drafts, live while `enabled` (the step shows). */
export function useLiveDrafts(briefId: string, userId: string, enabled = true): DraftsEntry {
  const key = draftsKey(briefId, userId);
  useLiveFeed(draftsFeed, enabled && briefId && userId ? key : null);
  return useAppSelector((state) => selectDrafts(state, key));
}
