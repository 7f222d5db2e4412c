import { describe, expect, it } from 'vitest';
import type { EarningDoc } from '@/lib/collections/earnings';
import type { PageCursor } from '../api/earningsApi';
import { collaborationsClosed, earningsSlice, historyClosed } from '../earningsSlice';
import {
  historyKey,
  moreEarnings,
  openCollaborations,
  openEarningsHistory,
  recordEarningFor,
  type HistorySpec,
} from '../earningsThunks';

const reducer = earningsSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });

const spec: HistorySpec = { owner: { field: 'influencerId', uid: 'ayse' }, month: '' };
const key = historyKey(spec);
const cursor: PageCursor = { seconds: 100, nanoseconds: 5, id: 'e2' };

const record = (id: string, overrides: Partial<EarningDoc> = {}): EarningDoc => ({
  id,
  influencerId: 'ayse',
  influencerName: 'Ayşe Yılmaz',
  agencyId: '',
  briefId: 'b1',
  briefTitle: 'Kış Cilt Bakım Serisi Tanıtımı',
  amount: 320_000,
  kind: 'earning',
  note: '',
  createdBy: 'admin',
  createdAt: 1_700_000_000_000,
  month: '2023-11',
  ...overrides,
});

describe('earningsSlice', () => {
  it('opens a history, appends the next page and keeps only plain values', () => {
    let state = reducer(initial(), openEarningsHistory.pending('r1', spec));
    expect(state.lists[key]?.status).toBe('loading');
    state = reducer(
      state,
      openEarningsHistory.fulfilled({ items: [record('e1'), record('e2')], cursor }, 'r1', spec),
    );
    expect(state.lists[key]).toMatchObject({ status: 'ready', ids: ['e1', 'e2'], cursor });
    const arg = { spec, requestId: 'r1', cursor };
    state = reducer(state, moreEarnings.pending('m1', arg));
    state = reducer(
      state,
      moreEarnings.fulfilled({ items: [record('e2'), record('e3')], cursor: null }, 'm1', arg),
    );
    expect(state.lists[key]).toMatchObject({ ids: ['e1', 'e2', 'e3'], exhausted: true });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);

    state = reducer(state, historyClosed(key));
    expect(state.lists[key]).toBeUndefined();
    expect(state.ids).toEqual([]);
  });

  it('drops the answer of an earlier opening and marks a failed one', () => {
    let state = reducer(initial(), openEarningsHistory.pending('old', spec));
    state = reducer(state, openEarningsHistory.pending('new', spec));
    state = reducer(
      state,
      openEarningsHistory.fulfilled({ items: [record('e1')], cursor: null }, 'old', spec),
    );
    expect(state.lists[key]?.status).toBe('loading');
    state = reducer(state, openEarningsHistory.rejected(null, 'new', spec, 'earnings.errors.load'));
    expect(state.lists[key]?.status).toBe('error');
  });

  it('counts recordings per collaboration and clears the busy flag on failure', () => {
    const arg = {
      key: 'b1:ayse',
      input: {
        influencerId: 'ayse',
        briefId: 'b1',
        briefTitle: 'x',
        amount: 100,
        kind: 'earning' as const,
        note: '',
      },
    };
    let state = reducer(initial(), recordEarningFor.pending('w1', arg));
    expect(state.recording['b1:ayse']).toBe(true);
    state = reducer(
      state,
      recordEarningFor.fulfilled({ earning: record('e9'), totalEarnedPrice: '3201' }, 'w1', arg),
    );
    expect(state.recording['b1:ayse']).toBeUndefined();
    expect(state.recorded['b1:ayse']).toBe(1);
    state = reducer(state, recordEarningFor.pending('w2', arg));
    state = reducer(state, recordEarningFor.rejected(null, 'w2', arg, 'earnings.errors.record'));
    expect(state.recording['b1:ayse']).toBeUndefined();
    expect(state.recorded['b1:ayse']).toBe(1);

    state = reducer(state, openCollaborations.pending('c1'));
    expect(state.collaborations?.status).toBe('loading');
    state = reducer(state, collaborationsClosed());
    expect(state.collaborations).toBeNull();
    expect(state.recorded).toEqual({});
  });
});
