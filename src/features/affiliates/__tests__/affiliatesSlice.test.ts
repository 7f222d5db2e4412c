import { describe, expect, it } from 'vitest';
import type { AffiliateDoc } from '@/lib/collections/affiliates';
import { affiliateDetailClosed, affiliateListClosed, affiliatesSlice } from '../affiliatesSlice';
import {
  addAffiliate,
  loadAffiliate,
  loadCandidates,
  moreAffiliates,
  openAffiliateList,
  removeAffiliate,
  setInfluencerAllowed,
} from '../affiliatesThunks';
import type { NewAffiliate } from '../model/affiliateForm';
import { listKey, type AffiliateCursor, type AffiliateListSpec } from '../model/affiliateList';
import type { AffiliateInfluencer } from '../model/candidates';

const reducer = affiliatesSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });

const spec: AffiliateListSpec = { view: 'owner', uid: 'nova' };
const key = listKey(spec);
const cursor: AffiliateCursor = { seconds: 100, nanoseconds: 5, id: 'a2' };

const programme = (id: string): AffiliateDoc => ({
  id,
  ownerId: 'nova',
  ownerName: 'Nova Market',
  timestamp: 1_700_000_000_000,
  productName: 'Nemlendirici Krem',
  productLink: 'https://www.trendyol.com/nova/krem-p-1',
  commissionKind: 'rate',
  commissionValue: 1200,
  marketplace: 'trendyol',
  startDate: '2026-11-01',
  endDate: '2027-02-28',
  description: 'Komisyon.',
});
const ayse: AffiliateInfluencer = {
  uid: 'ayse',
  name: 'Ayşe Yılmaz',
  profileImage: '',
  searchNames: ['ayşe yılmaz', 'ayşe', 'yılmaz'],
};

describe('affiliatesSlice', () => {
  it('opens a list, appends the next page, keeps plain values and prunes on close', () => {
    let state = reducer(initial(), openAffiliateList.pending('r1', spec));
    expect(state.lists[key]?.status).toBe('loading');
    state = reducer(
      state,
      openAffiliateList.fulfilled(
        { items: [programme('a1'), programme('a2')], cursor },
        'r1',
        spec,
      ),
    );
    const arg = { spec, requestId: 'r1', cursor };
    state = reducer(state, moreAffiliates.pending('m1', arg));
    state = reducer(
      state,
      moreAffiliates.fulfilled(
        { items: [programme('a2'), programme('a3')], cursor: null },
        'm1',
        arg,
      ),
    );
    expect(state.lists[key]).toMatchObject({ ids: ['a1', 'a2', 'a3'], exhausted: true });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    state = reducer(state, affiliateListClosed(key));
    expect(state.ids).toEqual([]);
  });

  it("drops an earlier opening's answer and marks a failed one", () => {
    let state = reducer(initial(), openAffiliateList.pending('r1', spec));
    state = reducer(state, openAffiliateList.pending('r2', spec));
    state = reducer(
      state,
      openAffiliateList.fulfilled({ items: [programme('a1')], cursor: null }, 'r1', spec),
    );
    expect(state.lists[key]?.status).toBe('loading');
    state = reducer(state, openAffiliateList.rejected(null, 'r2', spec, 'affiliates.errors.load'));
    expect(state.lists[key]?.status).toBe('error');
  });

  it('puts a new programme first on the owner list', () => {
    let state = reducer(initial(), openAffiliateList.pending('r1', spec));
    state = reducer(
      state,
      openAffiliateList.fulfilled({ items: [programme('a1')], cursor: null }, 'r1', spec),
    );
    const input = {} as NewAffiliate;
    state = reducer(state, addAffiliate.pending('c1', input));
    expect(state.creating).toBe(true);
    state = reducer(state, addAffiliate.fulfilled(programme('new'), 'c1', input));
    expect(state.creating).toBe(false);
    expect(state.lists[key]?.ids).toEqual(['new', 'a1']);
  });

  it('holds a programme with its allowance; missing when the reader may not see it', () => {
    let state = reducer(initial(), loadAffiliate.pending('l1', 'a1'));
    expect(state.details.a1).toBe('loading');
    state = reducer(
      state,
      loadAffiliate.fulfilled(
        {
          programme: programme('a1'),
          allowance: { id: 'a1', influencers: ['ayse', 'hidden'], timestamp: 1 },
          influencers: [ayse],
        },
        'l1',
        'a1',
      ),
    );
    expect(state.details.a1).toBe('ready');
    expect(state.allowances.a1).toEqual({ exists: true, influencers: [ayse], hidden: 1 });
    state = reducer(
      state,
      loadAffiliate.fulfilled({ programme: null, allowance: null, influencers: [] }, 'l2', 'b1'),
    );
    expect(state.details.b1).toBe('missing');
    state = reducer(state, affiliateDetailClosed('a1'));
    expect(state.entities.a1).toBeUndefined();
  });

  it('allows and removes influencers, the first allowance creating the document', () => {
    let state = reducer(
      initial(),
      loadAffiliate.fulfilled(
        { programme: programme('a1'), allowance: null, influencers: [] },
        'l1',
        'a1',
      ),
    );
    expect(state.allowances.a1?.exists).toBe(false);
    const allow = { affiliateId: 'a1', influencer: ayse, allowed: true };
    state = reducer(state, setInfluencerAllowed.pending('s1', allow));
    expect(state.changing.ayse).toBe(true);
    state = reducer(state, setInfluencerAllowed.fulfilled(undefined, 's1', allow));
    expect(state.allowances.a1).toMatchObject({ exists: true, influencers: [ayse] });
    const remove = { ...allow, allowed: false };
    state = reducer(state, setInfluencerAllowed.fulfilled(undefined, 's2', remove));
    expect(state.allowances.a1).toMatchObject({ exists: true, influencers: [] });
    expect(state.changing).toEqual({});
  });

  it("keeps only the current marketplace's candidates and forgets a deleted programme", () => {
    let state = reducer(initial(), loadCandidates.pending('c1', 'trendyol'));
    state = reducer(state, loadCandidates.pending('c2', 'hepsiburada'));
    state = reducer(state, loadCandidates.fulfilled([ayse], 'c1', 'trendyol'));
    expect(state.candidates).toMatchObject({ marketplace: 'hepsiburada', status: 'loading' });
    state = reducer(state, openAffiliateList.pending('r1', spec));
    state = reducer(
      state,
      openAffiliateList.fulfilled({ items: [programme('a1')], cursor: null }, 'r1', spec),
    );
    expect(state.entities.a1).toBeDefined();
    state = reducer(state, removeAffiliate.fulfilled(undefined, 'd1', 'a1'));
    expect(state.details.a1).toBe('missing');
    expect(state.entities.a1).toBeUndefined();
    expect(state.lists[key]?.ids).toEqual([]);
  });
});
