// The collaboration timeline's live data (docs/data-layer.md): one listener per collaboration
// (key: briefId/userId), shared by every screen that shows it.
import { defineLiveFeed } from '@/store/live/liveFeed';
import { subscribeCollaboration } from './api/collaborationTimeline';
import { timelineFailed, timelineReceived, timelineReleased } from './timelineSlice';

export const collaborationTimelineFeed = defineLiveFeed({
  name: 'collaboration/timeline',
  subscribe: (key, { dispatch }) => {
    const [briefId = '', userId = ''] = key.split('/');
    return subscribeCollaboration(
      briefId,
      userId,
      (doc) => dispatch(timelineReceived({ key, doc })),
      () => dispatch(timelineFailed(key)),
    );
  },
  released: (key) => timelineReleased(key),
});
