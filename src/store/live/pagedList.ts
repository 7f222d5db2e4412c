// Every paged list of the app pages through this module (docs/data-layer.md): its state is a
// PagedList (the ids in their order, a plain cursor, how the first and the next pages are doing)
// kept per list key by the slice, beside the documents in the slice's entity adapter. The four
// operations, the same for every list:
//   open   openingList, then showFirstPage when the first page arrives
//   more   appendPage when a next page arrives
//   leave  leaveLists: a document that is gone or moved on leaves every list
//   prune  pruneUnlisted: the documents no list (and no open page) shows are dropped
// addPagedListCases wires open and more for a list whose `open` and `more` thunks fetch by a
// plain cursor; lists with their own paging (display pages, live listeners) call the same
// reducers from their own cases.
import type {
  ActionReducerMapBuilder,
  AsyncThunk,
  Draft,
  EntityState,
  EntityStateAdapter,
} from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../store';

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

type Config = { state: RootState; dispatch: AppDispatch; rejectValue: string };

/** What a page fetch answers: the items and where the next page starts (null: no more). */
export type CursorPage<T, C> = { items: T[]; cursor: C | null };
/** The `more` thunk's argument: the list's spec, its opening and cursor. */
export type MoreArg<Spec, C> = { spec: Spec; requestId: string; cursor: C };

export type PagedListCases<S, Spec, C, T> = {
  open: AsyncThunk<CursorPage<T, C>, Spec, Config>;
  more: AsyncThunk<CursorPage<T, C>, MoreArg<Spec, C>, Config>;
  lists: (state: Draft<S>) => Record<string, PagedList<Spec, C>>;
  keyOf: (spec: Spec) => string;
  idOf: (item: T) => string;
  /** Keeps the fetched documents (the slice's entity adapter). */
  store: (state: Draft<S>, items: T[]) => void;
  /** Runs before a list is (re)opened under its key, e.g. to drop what it held. */
  beforeOpen?: (state: Draft<S>, key: string) => void;
};

/**
 * open and more for a list paged by a plain cursor: an `open` thunk fetches the first page of a
 * spec, a `more` thunk the next one after the list's cursor; an answer for an earlier opening
 * (requestId) is dropped.
 */
export function addPagedListCases<S, Spec, C, T>(
  builder: ActionReducerMapBuilder<S>,
  { open, more, lists, keyOf, idOf, store, beforeOpen }: PagedListCases<S, Spec, C, T>,
): void {
  const listFor = (state: Draft<S>, spec: Spec, requestId: string) => {
    const list = lists(state)[keyOf(spec)];
    return list?.requestId === requestId ? list : undefined;
  };
  builder
    .addCase(open.pending, (state, action) => {
      const key = keyOf(action.meta.arg);
      beforeOpen?.(state, key);
      lists(state)[key] = openingList(action.meta.arg, action.meta.requestId);
    })
    .addCase(open.fulfilled, (state, action) => {
      const list = listFor(state, action.meta.arg, action.meta.requestId);
      if (!list) return;
      store(state, action.payload.items);
      const { items, cursor } = action.payload;
      showFirstPage(list, { items, cursor, exhausted: cursor === null }, idOf);
    })
    .addCase(open.rejected, (state, action) => {
      const list = listFor(state, action.meta.arg, action.meta.requestId);
      if (list) list.status = 'error';
    })
    .addCase(more.pending, (state, action) => {
      const list = listFor(state, action.meta.arg.spec, action.meta.arg.requestId);
      if (list) list.more = 'loading';
    })
    .addCase(more.fulfilled, (state, action) => {
      const list = listFor(state, action.meta.arg.spec, action.meta.arg.requestId);
      if (!list) return;
      store(state, action.payload.items);
      const { items, cursor } = action.payload;
      appendPage(list, { items, cursor, exhausted: cursor === null }, idOf);
    })
    .addCase(more.rejected, (state, action) => {
      const list = listFor(state, action.meta.arg.spec, action.meta.arg.requestId);
      if (list) list.more = 'error';
    });
}
