// The paged-list module's open and more (pagedList.ts) wired to a list's `open` and `more`
// thunks when they fetch by a plain cursor: the six thunk cases, the same for every such list.
import type { ActionReducerMapBuilder, AsyncThunk, Draft } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../store';
import { appendPage, openingList, showFirstPage, type PagedList } from './pagedList';

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
