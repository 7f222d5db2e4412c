// The drafts' live data (docs/data-layer.md): one collaboration's drafts, keyed
// `briefId/userId`. Only the party, her agency, the owner and admins see the step that watches.
import { defineLiveFeed } from '@/store/live/liveFeed';
import { subscribeDrafts } from './api/draftsApi';
import { draftsFailed, draftsReceived, draftsReleased } from './draftsSlice';

export const draftsFeed = defineLiveFeed({
  name: 'collaboration/drafts',
  subscribe: (key, { dispatch }) => {
    const [briefId = '', userId = ''] = key.split('/');
    return subscribeDrafts(
      { briefId, userId },
      (items) => dispatch(draftsReceived({ key, items })),
      () => dispatch(draftsFailed(key)),
    );
  },
  released: (key) => draftsReleased(key),
});
