import { describe, expect, it } from 'vitest';
import { flattenGroups, mergeGroup, type SearchItem } from '../model/searchResults';

const item = (kind: SearchItem['kind'], id: string, name: string): SearchItem => ({
  kind,
  id,
  name,
  detail: '',
  image: '',
});

describe('mergeGroup', () => {
  it('keeps each result once and orders by name in Turkish', () => {
    const group = mergeGroup(
      [
        [item('briefs', 'b2', 'Çiçek Sepeti'), item('briefs', 'b1', 'ÇİÇEK FESTİVALİ')],
        [item('briefs', 'b2', 'Çiçek Sepeti'), item('briefs', 'b3', 'çiçek atölyesi')],
      ],
      false,
    );
    expect(group.items.map((i) => i.id)).toEqual(['b3', 'b1', 'b2']);
    expect(group).toMatchObject({ more: false, partial: false, failed: false });
  });

  it('says when a query came back full or some failed', () => {
    expect(mergeGroup([[]], true, true)).toMatchObject({ more: true, partial: true });
  });
});

describe('flattenGroups', () => {
  it('lists the items in page order, skipping groups not shown', () => {
    const groups = {
      brands: mergeGroup([[item('brands', 'r1', 'Çiçekçi')]], false),
      briefs: mergeGroup([[item('briefs', 'b1', 'Çiçek')]], false),
      influencers: mergeGroup([[item('influencers', 'i1', 'Çiçek Aydın')]], false),
    };
    expect(flattenGroups(groups, ['briefs', 'influencers']).map((i) => i.id)).toEqual(['b1', 'i1']);
  });
});
