import { describe, expect, it, vi } from 'vitest';
import { mergeParts } from '../api/briefQueriesMerge';
import { MAX_FETCHES_PER_PAGE, fillPage, type Batch } from '@/lib/fillPage';
import { FETCH_SIZE, needsFetch, visibleCount } from '../model/paging';

type Item = { id: string; keep: boolean };

/** A source of `total` items in batches of `size`; every third item passes the filter. */
function source(
  total: number,
  size = FETCH_SIZE,
  kept: (i: number) => boolean = (i) => i % 3 === 0,
) {
  const items = Array.from({ length: total }, (_, i) => ({ id: `b${i}`, keep: kept(i) }));
  const fetchBatch = vi.fn(async (cursor: number | null): Promise<Batch<Item, number>> => {
    const from = cursor ?? 0;
    const next = from + size;
    return { items: items.slice(from, next), cursor: next < total ? next : null };
  });
  return { items, fetchBatch };
}

const idOf = (item: Item) => item.id;
const keep = (item: Item) => item.keep;

describe('fillPage (the bounded refill of a filtered list)', () => {
  it('stops after one fetch when the first batch fills the page', async () => {
    const { fetchBatch } = source(100, 20, () => true);
    const fill = await fillPage({ fetchBatch, idOf, keep, want: 12, cursor: null });
    expect(fetchBatch).toHaveBeenCalledTimes(1);
    expect(fill.items).toHaveLength(20);
    expect(fill.cursor).toBe(20);
    expect(fill.exhausted).toBe(false);
  });

  it('keeps fetching while the filter leaves the page short', async () => {
    // 20 per batch, 7 of each 20 kept: 12 wanted needs two fetches (7, then 14).
    const { fetchBatch } = source(200);
    const fill = await fillPage({ fetchBatch, idOf, keep, want: 12, cursor: null });
    expect(fetchBatch).toHaveBeenCalledTimes(2);
    expect(fetchBatch.mock.calls.map(([cursor]) => cursor)).toEqual([null, 20]);
    expect(fill.items.map(idOf).slice(0, 3)).toEqual(['b0', 'b3', 'b6']);
    expect(fill.items.length).toBeGreaterThanOrEqual(12);
    expect(fill.cursor).toBe(40);
  });

  it('gives up after MAX_FETCHES_PER_PAGE fetches when the filter keeps nothing', async () => {
    const { fetchBatch } = source(1000, 20, () => false);
    const fill = await fillPage({ fetchBatch, idOf, keep, want: 12, cursor: null });
    expect(MAX_FETCHES_PER_PAGE).toBe(5);
    expect(fetchBatch).toHaveBeenCalledTimes(5);
    expect(fill).toEqual({ items: [], cursor: 100, exhausted: false, fetches: 5, reads: 100 });
  });

  it('reports the source exhausted and returns what it found', async () => {
    const { fetchBatch } = source(30);
    const fill = await fillPage({ fetchBatch, idOf, keep, want: 12, cursor: null });
    expect(fetchBatch).toHaveBeenCalledTimes(2);
    expect(fill.items.map(idOf)).toEqual([
      'b0',
      'b3',
      'b6',
      'b9',
      'b12',
      'b15',
      'b18',
      'b21',
      'b24',
      'b27',
    ]);
    expect(fill.exhausted).toBe(true);
    expect(fill.cursor).toBeNull();
  });

  it('continues from the given cursor and skips ids already shown or repeated', async () => {
    const fetchBatch = vi.fn(async (): Promise<Batch<Item, string>> => ({
      items: [
        { id: 'a', keep: true },
        { id: 'b', keep: true },
        { id: 'b', keep: true },
        { id: 'c', keep: true },
      ],
      cursor: null,
    }));
    const fill = await fillPage({
      fetchBatch,
      idOf,
      keep,
      want: 5,
      cursor: 'here',
      seen: new Set(['a']),
    });
    expect(fetchBatch).toHaveBeenCalledWith('here');
    expect(fill.items.map(idOf)).toEqual(['b', 'c']);
  });

  it('passes a fetch failure to the caller', async () => {
    const fetchBatch = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(fillPage<Item, null>({ fetchBatch, idOf, want: 4, cursor: null })).rejects.toThrow(
      'offline',
    );
  });
});

describe('display pages', () => {
  it('shows whole pages of the chosen size up to what is loaded', () => {
    expect(visibleCount(20, 12, 1)).toBe(12);
    expect(visibleCount(20, 12, 2)).toBe(20);
    expect(visibleCount(20, 4, 3)).toBe(12);
    expect(visibleCount(3, 8, 1)).toBe(3);
  });

  it('fetches before showing the next page only when the loaded briefs do not fill it', () => {
    expect(needsFetch(20, 4, 1)).toBe(false); // a second page of 4 needs 8; 20 are loaded
    expect(needsFetch(20, 12, 1)).toBe(true); // a second page of 12 needs 24
    expect(needsFetch(24, 12, 1)).toBe(false);
  });
});

describe('mergeParts (two queries paged as one list)', () => {
  type Row = { id: string; t: number };
  const timeOf = (row: Row) => row.t;
  const rowId = (row: Row) => row.id;
  const rows = (...times: number[]) => times.map((t) => ({ id: `r${t}`, t }));

  it('places only what is known to be in order, newest first', () => {
    // A is full (may hold more below 50), B ended: B's 40 must wait for A's next batch.
    const merged = mergeParts(
      [
        { items: rows(90, 70, 50), exhausted: false },
        { items: rows(80, 40), exhausted: true },
      ],
      timeOf,
      rowId,
    );
    expect(merged.items.map(timeOf)).toEqual([90, 80, 70, 50]);
    expect(merged.lastTaken).toEqual([2, 0]);
    expect(merged.done).toEqual([false, false]);
  });

  it('takes everything once every query is exhausted and drops duplicates', () => {
    const merged = mergeParts(
      [
        {
          items: [
            { id: 'x', t: 5 },
            { id: 'y', t: 3 },
          ],
          exhausted: true,
        },
        {
          items: [
            { id: 'x', t: 5 },
            { id: 'z', t: 1 },
          ],
          exhausted: true,
        },
      ],
      timeOf,
      rowId,
    );
    expect(merged.items.map(rowId)).toEqual(['x', 'y', 'z']);
    expect(merged.done).toEqual([true, true]);
  });

  it('uses the newest frontier of the queries that may hold more', () => {
    const merged = mergeParts(
      [
        { items: rows(100, 60), exhausted: false },
        { items: rows(95, 90, 85), exhausted: false },
      ],
      timeOf,
      rowId,
    );
    expect(merged.items.map(timeOf)).toEqual([100, 95, 90, 85]);
    expect(merged.lastTaken).toEqual([0, 2]);
  });
});
