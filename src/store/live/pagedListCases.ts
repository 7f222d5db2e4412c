// The paged-list module's open and more (pagedList.ts) wired to a list's `open` and `more`
// thunks when they fetch by a plain cursor: the six thunk cases, the same for every such list,
// whether the slice keeps its lists by key (addPagedListCases) or has one list (addSingleListCases).
import type { ActionReducerMapBuilder, AsyncThunk, Draft } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../store';
import { appendPage, openingList, showFirstPage, type PagedList } from './pagedList';

type Config = { state: RootState; dispatch: AppDispatch; rejectValue: string };

/** What a page fetch answers: the items and where the next page starts (null: no more). */
export type CursorPage<T, C> = { items: T[]; cursor: C | null };
/** The `more` thunk's argument: the list's spec, its opening and cursor. */
export type MoreArg<Spec, C> = { spec: Spec; requestId: string; cursor: C };
/** The same for a slice's one list, which has no spec. */
export type SingleMoreArg<C> = { requestId: string; cursor: C };

/** Where the list an action is about lives, and what a page brings is kept. */
type Place<S, OpenArg, MoreA, C, T, L extends PagedList<unknown, C>> = {
  open: AsyncThunk<CursorPage<T, C>, OpenArg, Config>;
  more: AsyncThunk<CursorPage<T, C>, MoreA, Config>;
  /** Puts a new opening's list in place. */
  opened: (state: Draft<S>, arg: OpenArg, requestId: string) => void;
  /** The list an answer for `spec` is for, while that opening is still the current one. */
  current: (state: Draft<S>, spec: OpenArg, requestId: string) => L | undefined;
  /** The spec a `more` argument is about. */
  specOf: (arg: MoreA) => OpenArg;
  idOf: (item: T) => string;
  store: (state: Draft<S>, list: L, items: T[]) => void;
};

function addCases<
  S,
  OpenArg,
  MoreA extends { requestId: string },
  C,
  T,
  L extends PagedList<unknown, C>,
>(
  builder: ActionReducerMapBuilder<S>,
  { open, more, opened, current, specOf, idOf, store }: Place<S, OpenArg, MoreA, C, T, L>,
): void {
  const fill = ({ items, cursor }: CursorPage<T, C>) => ({
    items,
    cursor,
    exhausted: cursor === null,
  });
  builder
    .addCase(open.pending, (state, action) => opened(state, action.meta.arg, action.meta.requestId))
    .addCase(open.fulfilled, (state, action) => {
      const list = current(state, action.meta.arg, action.meta.requestId);
      if (!list) return;
      store(state, list, action.payload.items);
      showFirstPage(list, fill(action.payload), idOf);
    })
    .addCase(open.rejected, (state, action) => {
      const list = current(state, action.meta.arg, action.meta.requestId);
      if (list) list.status = 'error';
    })
    .addCase(more.pending, (state, action) => {
      const list = current(state, specOf(action.meta.arg), action.meta.arg.requestId);
      if (list) list.more = 'loading';
    })
    .addCase(more.fulfilled, (state, action) => {
      const list = current(state, specOf(action.meta.arg), action.meta.arg.requestId);
      if (!list) return;
      store(state, list, action.payload.items);
      appendPage(list, fill(action.payload), idOf);
    })
    .addCase(more.rejected, (state, action) => {
      const list = current(state, specOf(action.meta.arg), action.meta.arg.requestId);
      if (list) list.more = 'error';
    });
}

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
 * open and more for lists kept by key: an `open` thunk fetches the first page of a spec, a
 * `more` thunk the next one after the list's cursor; an answer for an earlier opening
 * (requestId) is dropped.
 */
export function addPagedListCases<S, Spec, C, T>(
  builder: ActionReducerMapBuilder<S>,
  { open, more, lists, keyOf, idOf, store, beforeOpen }: PagedListCases<S, Spec, C, T>,
): void {
  addCases(builder, {
    open,
    more,
    opened: (state, spec: Spec, requestId) => {
      const key = keyOf(spec);
      beforeOpen?.(state, key);
      lists(state)[key] = openingList(spec, requestId);
    },
    current: (state, spec, requestId) => {
      const list = lists(state)[keyOf(spec)];
      return list?.requestId === requestId ? list : undefined;
    },
    specOf: (arg) => arg.spec,
    idOf,
    store: (state, _list, items) => store(state, items),
  });
}

export type SingleListCases<S, C, T, L extends PagedList<null, C>> = {
  open: AsyncThunk<CursorPage<T, C>, void, Config>;
  more: AsyncThunk<CursorPage<T, C>, SingleMoreArg<C>, Config>;
  /** The slice's list, null while none is open. */
  list: (state: Draft<S>) => L | null;
  /** Puts a new opening in place (with what the slice adds to a list), dropping the old one. */
  opened: (state: Draft<S>, list: PagedList<null, C>) => void;
  idOf: (item: T) => string;
  /** Keeps what a page brought (an entity adapter, or rows beside the list). */
  store: (state: Draft<S>, list: L, items: T[]) => void;
};

/** open and more for a slice's one list (no spec): as addPagedListCases. */
export function addSingleListCases<S, C, T, L extends PagedList<null, C>>(
  builder: ActionReducerMapBuilder<S>,
  { open, more, list, opened, idOf, store }: SingleListCases<S, C, T, L>,
): void {
  addCases(builder, {
    open,
    more,
    opened: (state, _arg: void, requestId) => opened(state, openingList<null, C>(null, requestId)),
    current: (state, _spec, requestId) => {
      const held = list(state);
      return held?.requestId === requestId ? held : undefined;
    },
    specOf: () => undefined,
    idOf,
    store,
  });
}
