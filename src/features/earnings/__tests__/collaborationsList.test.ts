import { describe, expect, it } from 'vitest';
import type { Collaboration, PageCursor } from '../api/earningsApi';
import { collaborationsClosed, earningsSlice } from '../earningsSlice';
import { moreCollaborations, openCollaborations } from '../earningsThunks';

// The admin's collaborations go through the paged-list module (open, more) like every list.

const reducer = earningsSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });
const rowsOf = (state: ReturnType<typeof initial>) =>
  earningsSlice.selectors.selectCollaborationRows({ earnings: state });

const cursor: PageCursor = { seconds: 100, nanoseconds: 5, id: 'b2' };
const row = (briefId: string, influencerId: string, price = 1000): Collaboration => ({
  key: `${briefId}:${influencerId}`,
  briefId,
  briefTitle: `Proje ${briefId}`,
  brandName: 'Nova Market',
  influencerId,
  influencerName: influencerId,
  completedAt: 1_700_000_000_000,
  price,
  influencerEarnings: price / 2,
  paymentState: null,
});

describe('the collaborations list', () => {
  it('opens, appends the next page once per row and keeps plain values', () => {
    let state = reducer(initial(), openCollaborations.pending('c1'));
    expect(state.collaborations).toMatchObject({ status: 'loading', ids: [], cursor: null });
    state = reducer(
      state,
      openCollaborations.fulfilled(
        { items: [row('b1', 'ayse'), row('b2', 'deniz')], cursor },
        'c1',
      ),
    );
    expect(state.collaborations).toMatchObject({ status: 'ready', cursor, more: 'idle' });
    const arg = { requestId: 'c1', cursor };
    state = reducer(state, moreCollaborations.pending('m1', arg));
    expect(state.collaborations?.more).toBe('loading');
    state = reducer(
      state,
      moreCollaborations.fulfilled(
        { items: [row('b2', 'deniz', 9999), row('b3', 'ayse')], cursor: null },
        'm1',
        arg,
      ),
    );
    expect(state.collaborations).toMatchObject({ cursor: null, exhausted: true, more: 'idle' });
    expect(rowsOf(state).map((item) => item.key)).toEqual(['b1:ayse', 'b2:deniz', 'b3:ayse']);
    // A row already shown keeps its first version.
    expect(rowsOf(state)[1]?.price).toBe(1000);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);

    state = reducer(state, collaborationsClosed());
    expect(state.collaborations).toBeNull();
    expect(rowsOf(state)).toEqual([]);
  });

  it('drops the answers of an earlier opening and marks failures', () => {
    let state = reducer(initial(), openCollaborations.pending('old'));
    state = reducer(state, openCollaborations.pending('new'));
    state = reducer(
      state,
      openCollaborations.fulfilled({ items: [row('b1', 'ayse')], cursor }, 'old'),
    );
    expect(state.collaborations?.status).toBe('loading');
    state = reducer(state, moreCollaborations.rejected(null, 'm0', { requestId: 'old', cursor }));
    expect(state.collaborations?.more).toBe('idle');
    state = reducer(
      state,
      openCollaborations.rejected(null, 'new', undefined, 'earnings.errors.load'),
    );
    expect(state.collaborations?.status).toBe('error');
    expect(rowsOf(state)).toEqual([]);
  });
});
