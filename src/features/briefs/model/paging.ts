// The brief lists' paging figures (spec section 2: "each fetch loads 20") and how many of the
// loaded briefs the screen shows. The refill itself is lib/fillPage.ts.

/** Spec section 9: 20 briefs per fetch. */
export const FETCH_SIZE = 20;

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
