// Infinite scroll with a client-side filter: a list that keeps only some fetched items (the
// influencer tabs' visibility rule, the directory's partnership beside a category) may come back
// short from one fetch; this keeps fetching, within a bound, until the page is full. Pure: the
// fetch is a parameter, so the refill rule is tested without Firestore.

/** At most this many fetches for one page, so a filter that keeps nothing cannot loop on. */
export const MAX_FETCHES_PER_PAGE = 5;

export type Batch<T, C> = {
  items: T[];
  /** Where the next fetch continues; null when nothing is left. */
  cursor: C | null;
  /**
   * Documents read, when the source counts them (merged queries read more than they return).
   * Otherwise the items, and one for an empty answer, as Firestore bills a query.
   */
  reads?: number;
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
  /** The client-side filter; everything passes when absent. */
  keep?: (item: T) => boolean;
  /** Identity for de-duplication (merged queries can return the same document twice). */
  idOf: (item: T) => string;
  /** How many new items the caller wants. */
  want: number;
  /** Where to start; null for the first page. */
  cursor: C | null;
  /** Ids already on screen, never returned again. */
  seen?: ReadonlySet<string>;
  maxFetches?: number;
};

/**
 * Fetches batches from `cursor` until `want` kept items are collected, the source is exhausted,
 * or `maxFetches` fetches were made. Returns what it has (possibly fewer than `want`) and where
 * to continue; the caller offers "more" while `exhausted` is false.
 */
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
    reads += batch.reads ?? Math.max(1, batch.items.length);
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
