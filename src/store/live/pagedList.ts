// Every paged list of the app pages through this module (docs/data-layer.md): its state is a
// PagedList (the ids in their order, a plain cursor, how the first and the next pages are doing)
// kept per list key by the slice, beside the documents in the slice's entity adapter. The
// operations, the same for every list:
//   open   openingList, then showFirstPage when the first page arrives
//   more   appendPage when a next page arrives
//   leave  leaveLists: a document that is gone or moved on leaves every list
//   prune  pruneUnlisted: the documents no list (and no open page) shows are dropped
//   close  closeList: a list whose screen went (or that opens again) goes, then prune
// pagedListCases.ts wires open and more to a list's `open` and `more` thunks when they fetch by a
// plain cursor (a file of its own: the lists of the first screen page by hand and need not
// load it); lists with their own paging (display pages, live listeners) call these reducers
// from their own cases.
import type { EntityState, EntityStateAdapter } from '@reduxjs/toolkit';

export type ListStatus = 'loading' | 'ready' | 'error';
/** 'stalled': the last refill kept nothing, so scrolling stops fetching on its own. */
export type MoreStatus = 'idle' | 'loading' | 'error' | 'stalled';

export type PagedList<Spec, Cursor> = {
  spec: Spec;
  /** The opening this state belongs to; results of an earlier opening are dropped. */
  requestId: string;
  status: ListStatus;
  ids: string[];
  cursor: Cursor | null;
  /** True when the source has nothing more to give. */
  exhausted: boolean;
  more: MoreStatus;
};

/** What a fetch of a page brings (lib/fillPage's Fill, or a search round). */
export type PageFill<T, Cursor> = { items: T[]; cursor: Cursor | null; exhausted: boolean };

/** A list just opened: loading, nothing held. */
export function openingList<Spec, Cursor>(spec: Spec, requestId: string): PagedList<Spec, Cursor> {
  return {
    spec,
    requestId,
    status: 'loading',
    ids: [],
    cursor: null,
    exhausted: false,
    more: 'idle',
  };
}

function afterFill<T, Cursor>(list: PagedList<unknown, Cursor>, fill: PageFill<T, Cursor>) {
  list.cursor = fill.cursor;
  list.exhausted = fill.exhausted;
  // A refill that kept nothing does not retry by itself; the button still offers more.
  list.more = fill.items.length === 0 && !fill.exhausted ? 'stalled' : 'idle';
}

/** The first page arrived: it replaces whatever the list held. */
export function showFirstPage<T, Cursor>(
  list: PagedList<unknown, Cursor>,
  fill: PageFill<T, Cursor>,
  idOf: (item: T) => string,
): void {
  list.status = 'ready';
  list.ids = fill.items.map(idOf);
  afterFill(list, fill);
}

/** A next page arrived: its new ids go after the held ones. */
export function appendPage<T, Cursor>(
  list: PagedList<unknown, Cursor>,
  fill: PageFill<T, Cursor>,
  idOf: (item: T) => string,
): void {
  const held = new Set(list.ids);
  list.ids.push(...fill.items.map(idOf).filter((id) => !held.has(id)));
  afterFill(list, fill);
}

/** leave: `id` leaves every list (deleted, or moved on to another tab). */
export function leaveLists(lists: Record<string, { ids: string[] }>, id: string): void {
  for (const list of Object.values(lists)) {
    if (list.ids.includes(id)) list.ids = list.ids.filter((held) => held !== id);
  }
}

/** prune: drops the documents that no list holds and `keep` (open pages, lookups) does not name. */
export function pruneUnlisted<T>(
  adapter: EntityStateAdapter<T, string>,
  state: EntityState<T, string>,
  lists: Record<string, { ids: readonly string[] }>,
  keep: Iterable<string> = [],
): void {
  const used = new Set(keep);
  for (const list of Object.values(lists)) list.ids.forEach((id) => used.add(id));
  adapter.removeMany(
    state,
    state.ids.filter((id) => !used.has(id)),
  );
}

/** close: a list whose screen went (or that opens again) goes, then what only it showed (prune). */
export function closeList<T>(
  adapter: EntityStateAdapter<T, string>,
  state: EntityState<T, string> & { lists: Record<string, { ids: readonly string[] }> },
  key: string,
  keep: Iterable<string> = [],
): void {
  delete state.lists[key];
  pruneUnlisted(adapter, state, state.lists, keep);
}
