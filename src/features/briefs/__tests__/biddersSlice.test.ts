import { describe, expect, it } from 'vitest';
import type { BiddersDoc } from '@/lib/collections/bidders';
import {
  biddersFailed,
  biddersReceived,
  biddersReleased,
  biddersSlice,
  selectOwnBids,
} from '../biddersSlice';
import { fetchBiddersOf, makeOffer, runOwnerAction, withdrawOffer } from '../biddersThunks';

const reducer = biddersSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });

function biddersDoc(briefId: string, ...bids: [string, number][]): BiddersDoc {
  return {
    id: briefId,
    title: 'Yaz kampanyası',
    briefSenderId: 'owner',
    briefSenderName: 'Acme',
    briefOwnerUserId: 'owner',
    bidders: bids.map(([bidderId, price]) => ({ bidderId, price, influencerEarnings: price })),
    timestamp: 1,
    lastUpdated: 2,
  };
}

describe('bidders slice', () => {
  it('holds the live document of a brief, and "ready" without one while nobody has bid', () => {
    let state = reducer(initial(), biddersReceived({ briefId: 'b1', doc: biddersDoc('b1') }));
    expect(state.status.b1).toBe('ready');
    expect(state.entities.b1?.id).toBe('b1');
    state = reducer(state, biddersReceived({ briefId: 'b1', doc: null }));
    expect(state.status.b1).toBe('ready');
    expect(state.entities.b1).toBeUndefined();
  });

  it('reports a failed listener and forgets everything when released', () => {
    let state = reducer(initial(), biddersReceived({ briefId: 'b1', doc: biddersDoc('b1') }));
    state = reducer(state, biddersFailed('b1'));
    expect(state.status.b1).toBe('error');
    state = reducer(state, biddersReleased('b1'));
    expect(state.status).toEqual({});
    expect(state.ids).toEqual([]);
  });

  it('reads for the list: loading, then the documents found, and unreadable ones as errors', () => {
    const ids = { briefIds: ['b1', 'b2', 'b3'], uid: 'me' };
    let state = reducer(initial(), fetchBiddersOf.pending('r', ids));
    expect(state.status).toEqual({ b1: 'loading', b2: 'loading', b3: 'loading' });
    const found = { b1: biddersDoc('b1', ['me', 7500]), b2: null };
    state = reducer(state, fetchBiddersOf.fulfilled(found, 'r', ids));
    expect(state.status).toEqual({ b1: 'ready', b2: 'ready', b3: 'error' });
    const bids = selectOwnBids({ bidders: state } as never, 'me');
    expect(bids).toEqual({
      b1: { bidderId: 'me', price: 7500, influencerEarnings: 7500 },
      b2: null,
      b3: null,
    });
  });

  it('leaves briefs still being read out of the own bids', () => {
    const state = reducer(initial(), fetchBiddersOf.pending('r', { briefIds: ['b1'], uid: 'me' }));
    expect(selectOwnBids({ bidders: state } as never, 'me')).toEqual({});
  });

  it('marks the bidder an owner action is about until it ends, either way', () => {
    const arg = { briefId: 'b1', ownerId: 'owner', action: 'accept' as const, userId: 'inf' };
    let state = reducer(initial(), runOwnerAction.pending('r', arg));
    expect(state.acting).toEqual({ b1: 'inf' });
    state = reducer(state, runOwnerAction.rejected(null, 'r', arg, 'briefs.errors.x'));
    expect(state.acting).toEqual({});
    state = reducer(state, runOwnerAction.pending('r2', arg));
    state = reducer(state, runOwnerAction.fulfilled(undefined, 'r2', arg));
    expect(state.acting).toEqual({});
  });

  it('marks a brief while an offer or its withdrawal is under way', () => {
    const offer = { briefId: 'b1', bidder: { uid: 'inf', name: 'Ayşe' }, price: 100 };
    let state = reducer(initial(), makeOffer.pending('o', offer));
    expect(state.offering).toEqual({ b1: true });
    state = reducer(state, makeOffer.fulfilled(undefined, 'o', offer));
    expect(state.offering).toEqual({});
    const withdraw = { briefId: 'b1', uid: 'inf' };
    state = reducer(state, withdrawOffer.pending('w', withdraw));
    expect(state.offering).toEqual({ b1: true });
    state = reducer(state, withdrawOffer.rejected(null, 'w', withdraw, 'briefs.errors.offer'));
    expect(state.offering).toEqual({});
  });
});
