// Infinite scroll with a client-side filter (spec section 2: "each fetch loads 20"). The
// influencer tabs keep only the briefs that pass isVisibleToInfluencer, so a fetched batch may
// leave the page short; this keeps fetching, within a bound, until the page is full. Pure: the
// fetch is a parameter, so the refill rule is tested without Firestore.

/** Spec section 9: 20 briefs per fetch. */
export const FETCH_SIZE = 20;

/** At most this many fetches to fill one page, so a filter that keeps nothing cannot loop on. */
export const MAX_FETCHES_PER_FILL = 5;

export type Batch<T, C> = {
  items: T[];
  /** Where the next fetch continues; null when nothing is left. */
  cursor: C | null;
};

export type Fill<T, C> = {
  /** Items that passed `keep`, in fetch order, without ones already held. */
  items: T[];
  cursor: C | null;
  /** True when the source has nothing more to give. */
  exhausted: boolean;
  fetches: number;
};

export type FillOptions<T, C> = {
  fetchBatch: (cursor: C | null) => Promise<Batch<T, C>>;
  /** The client-side filter; everything passes when absent. */
  keep?: (item: T) => boolean;
  /** Identity for de-duplication (merged queries can return the same brief twice). */
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
  const { fetchBatch, keep = () => true, idOf, want, maxFetches = MAX_FETCHES_PER_FILL } = options;
  const seen = new Set(options.seen ?? []);
  const items: T[] = [];
  let cursor = options.cursor;
  let fetches = 0;
  let exhausted = false;
  while (items.length < want && fetches < maxFetches) {
    const batch = await fetchBatch(cursor);
    fetches += 1;
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
  return { items, cursor, exhausted, fetches };
}

/**
 * How many items the screen shows: whole display pages (4, 8 or 12) up to what is loaded.
 * `pages` grows by one each time the sentinel at the bottom comes into view.
 */
export function visibleCount(loaded: number, pageSize: number, pages: number): number {
  return Math.min(loaded, pageSize * Math.max(1, pages));
}

/** Whether showing one more display page needs a fetch first. */
export function needsFetch(loaded: number, pageSize: number, pages: number): boolean {
  return loaded < pageSize * (Math.max(1, pages) + 1);
}
