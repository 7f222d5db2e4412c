import { describe, expect, it, vi } from 'vitest';
import { MAX_FETCHES_PER_PAGE, fillPage, type Batch } from '../fillPage';

type Item = { id: string; keep: boolean };

/** A source of `total` items served `size` at a time; cursor = index reached. */
function source(items: Item[], size: number) {
  return vi.fn(async (cursor: number | null): Promise<Batch<Item, number>> => {
    const start = cursor ?? 0;
    const batch = items.slice(start, start + size);
    const next = start + batch.length;
    return {
      items: batch,
      cursor: next < items.length ? next : null,
      reads: Math.max(1, batch.length),
    };
  });
}

const make = (n: number, keep: (i: number) => boolean = () => true): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `i${i}`, keep: keep(i) }));

describe('fillPage', () => {
  it('one fetch when nothing is filtered', async () => {
    const fetchBatch = source(make(120), 50);
    const fill = await fillPage({ fetchBatch, idOf: (i) => i.id, want: 50, cursor: null });
    expect(fill.items).toHaveLength(50);
    expect(fill).toMatchObject({ fetches: 1, reads: 50, cursor: 50, exhausted: false });
  });

  it('refills while the browser filter keeps the page short', async () => {
    const fetchBatch = source(
      make(300, (i) => i % 3 === 0),
      50,
    );
    const fill = await fillPage({
      fetchBatch,
      keep: (i) => i.keep,
      idOf: (i) => i.id,
      want: 50,
      cursor: null,
    });
    expect(fill.items).toHaveLength(50);
    expect(fill.fetches).toBe(3);
    expect(fill.items.every((i) => i.keep)).toBe(true);
  });

  it('stops after the bound when the filter keeps nothing', async () => {
    const fetchBatch = source(
      make(1000, () => false),
      50,
    );
    const fill = await fillPage({
      fetchBatch,
      keep: (i) => i.keep,
      idOf: (i) => i.id,
      want: 50,
      cursor: null,
    });
    expect(fill.items).toEqual([]);
    expect(fill.fetches).toBe(MAX_FETCHES_PER_PAGE);
    expect(fill.exhausted).toBe(false);
  });

  it('reports the end and skips items already shown', async () => {
    const fetchBatch = source(make(30), 50);
    const fill = await fillPage({
      fetchBatch,
      idOf: (i) => i.id,
      want: 50,
      cursor: null,
      seen: new Set(['i0', 'i1']),
    });
    expect(fill.items).toHaveLength(28);
    expect(fill).toMatchObject({ exhausted: true, cursor: null });
  });
});
