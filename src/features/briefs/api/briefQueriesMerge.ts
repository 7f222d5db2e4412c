// Paging over several brief queries at once (tabs.ts: some lists are two queries merged, each
// with its own cursor). Pure: briefQueries.ts runs the queries and hands their results here.
//
// Each query returns up to `limit` briefs, newest first. A brief can only be placed once every
// query that may still hold a newer one has been read past it; so from a query that returned a
// full batch (not exhausted), nothing older than its last brief is known to be in order. The
// merge takes every brief at least as new as the oldest such "frontier" and leaves the rest for
// the next fetch, whose cursors continue right after the last brief taken from each query.

export type PartResult<T> = {
  /** Newest first, as the query returned them. */
  items: readonly T[];
  /** True when the query returned fewer than its limit: it has nothing more. */
  exhausted: boolean;
};

export type MergeResult<T> = {
  /** Newest first; the same id from two queries appears once. */
  items: T[];
  /** Per query: index (in its items) of the last item taken, or -1 when none was taken. */
  lastTaken: number[];
  /** Per query: true when it has nothing left (exhausted and every item taken). */
  done: boolean[];
};

export function mergeParts<T>(
  parts: readonly PartResult<T>[],
  timeOf: (item: T) => number,
  idOf: (item: T) => string,
): MergeResult<T> {
  // The newest "last item" among queries that may hold more: nothing older is safe to place yet.
  let frontier = -Infinity;
  for (const part of parts) {
    const last = part.items.at(-1);
    if (!part.exhausted && last !== undefined) frontier = Math.max(frontier, timeOf(last));
  }
  const taken: { item: T; time: number; part: number; index: number }[] = [];
  const lastTaken = parts.map(() => -1);
  parts.forEach((part, partIndex) => {
    part.items.forEach((item, index) => {
      const time = timeOf(item);
      if (time >= frontier) {
        taken.push({ item, time, part: partIndex, index });
        lastTaken[partIndex] = index;
      }
    });
  });
  // Stable sort keeps each query's own order for equal times.
  taken.sort((a, b) => b.time - a.time);
  const seen = new Set<string>();
  const items: T[] = [];
  for (const entry of taken) {
    const id = idOf(entry.item);
    if (seen.has(id)) continue;
    seen.add(id);
    items.push(entry.item);
  }
  const done = parts.map((part, i) => part.exhausted && lastTaken[i] === part.items.length - 1);
  return { items, lastTaken, done };
}
