// One directory page with a client-side filter (the partnership beside a category, spec section
// 7 and docs/influencers-model.md): a fetched batch of 50 may keep fewer, so this fetches on,
// within a bound, until the page is full. Pure: the fetch is a parameter.

/** At most this many fetches for one page, so a filter that keeps nothing cannot loop on. */
export const MAX_FETCHES_PER_PAGE = 5;

export type Batch<T, C> = {
  items: T[];
  /** Where the next fetch continues; null when nothing is left. */
  cursor: C | null;
  /** Documents read (Firestore bills one for a query that returns none). */
  reads: number;
};

export type Fill<T, C> = {
  /** Items that passed `keep`, in fetch order, without ones already held. */
  items: T[];
  cursor: C | null;
  /** True when the source has nothing more to give. */
  exhausted: boolean;
  fetches: number;
  reads: number;
};

export type FillOptions<T, C> = {
  fetchBatch: (cursor: C | null) => Promise<Batch<T, C>>;
  keep?: (item: T) => boolean;
  idOf: (item: T) => string;
  /** How many new items the caller wants. */
  want: number;
  cursor: C | null;
  /** Ids already on screen, never returned again. */
  seen?: ReadonlySet<string>;
  maxFetches?: number;
};

export async function fillPage<T, C>(options: FillOptions<T, C>): Promise<Fill<T, C>> {
  const { fetchBatch, keep = () => true, idOf, want, maxFetches = MAX_FETCHES_PER_PAGE } = options;
  const seen = new Set(options.seen ?? []);
  const items: T[] = [];
  let cursor = options.cursor;
  let fetches = 0;
  let reads = 0;
  let exhausted = false;
  while (items.length < want && fetches < maxFetches) {
    const batch = await fetchBatch(cursor);
    fetches += 1;
    reads += batch.reads;
    for (const item of batch.items) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      if (keep(item)) items.push(item);
    }
    cursor = batch.cursor;
    if (cursor === null) {
      exhausted = true;
      break;
    }
  }
  return { items, cursor, exhausted, fetches, reads };
}
