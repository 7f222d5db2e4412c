// The briefs feature's reads and writes as thunks (docs/data-layer.md). Each calls the feature's
// api/ functions; the slice (briefsSlice.ts) keeps what they return. Failures become the spec's
// messages here, once: the toast is raised here and the thunk rejects with its i18n key.
import { createAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import type { RootState } from '@/store/store';
import { toast } from '@/components/toasts/toast';
import type { BriefDoc } from '@/lib/collections/briefs';
import { errorCode } from '@/lib/errors';
import { projectActionMessage, type ProjectAction } from './api/briefErrors';
import { countOwnPending, fetchBriefBatch, type BriefCursor } from './api/briefQueries';
import { planFor, type ListSpec } from './api/briefQueriesPlan';
import type { BriefDraft, BriefOwner } from './api/briefWrites';
import type { BriefListState } from './briefsSlice';
import { fillPage, type Fill } from '@/lib/fillPage';
import { needsFetch, visibleCount } from './model/paging';

const idOf = (brief: BriefDoc) => brief.id;

/** The first fill of a list (spec section 2: 20 per fetch, refilled while a filter keeps it short). */
export const openBriefList = createAppAsyncThunk(
  'briefs/openList',
  async ({ spec, pageSize }: { spec: ListSpec; pageSize: number }) => {
    const plan = planFor(spec);
    try {
      return await fillPage({
        fetchBatch: (cursor: BriefCursor | null) => fetchBriefBatch(plan.descriptions, cursor),
        keep: plan.keep,
        idOf,
        want: pageSize,
        cursor: null,
      });
    } catch (error) {
      console.error('brief list failed to load', error);
      throw error;
    }
  },
);

const listOf = (state: RootState, key: string): BriefListState | undefined =>
  state.briefs?.lists[key];

/** Display pages shown for `pageSize` (another page size starts again at one). */
export const pagesOf = (list: BriefListState, pageSize: number) =>
  list.pagesFor === pageSize ? list.pages : 1;

/** What one more display page needs: nothing (all shown), a page already loaded, or a fetch. */
export function nextStep(
  list: BriefListState | undefined,
  pageSize: number,
): 'none' | 'show' | 'fetch' {
  if (!list || list.status !== 'ready' || list.more === 'loading') return 'none';
  const pages = pagesOf(list, pageSize);
  if (list.exhausted || !needsFetch(list.ids.length, pageSize, pages)) {
    return list.ids.length > visibleCount(list.ids.length, pageSize, pages) ? 'show' : 'none';
  }
  return 'fetch';
}

export type MoreResult =
  | { step: 'show'; pages: number }
  | { step: 'fetch'; pages: number; fill: Fill<BriefDoc, BriefCursor> };

/** Infinite scroll: one more display page, fetching (with the bounded refill) when needed. */
export const showMoreBriefs = createAppAsyncThunk<
  MoreResult,
  { key: string; pageSize: number; requestId: string }
>(
  'briefs/showMore',
  async ({ key, pageSize }, { getState }) => {
    const list = listOf(getState(), key)!;
    const pages = pagesOf(list, pageSize) + 1;
    if (nextStep(list, pageSize) === 'show') return { step: 'show', pages };
    const plan = planFor(list.spec);
    try {
      const fill = await fillPage({
        fetchBatch: (cursor: BriefCursor | null) => fetchBriefBatch(plan.descriptions, cursor),
        keep: plan.keep,
        idOf,
        want: pageSize * pages - list.ids.length,
        cursor: list.cursor,
        seen: new Set(list.ids),
      });
      return { step: 'fetch', pages, fill };
    } catch (error) {
      console.error('more briefs failed to load', error);
      throw error;
    }
  },
  {
    // `requestId` is the opening the caller saw: a list opened again since then is left alone.
    condition: ({ key, pageSize, requestId }, { getState }) => {
      const list = listOf(getState(), key);
      return list?.requestId === requestId && nextStep(list, pageSize) !== 'none';
    },
  },
);

/** How many of the user's own briefs wait for approval; 0 when it cannot be counted. */
export const countPendingBriefs = createAppAsyncThunk(
  'briefs/countPending',
  async (uid: string) => {
    try {
      return await countOwnPending(uid);
    } catch (error) {
      // The count only decides a tab title; without it the tab is simply 'Aktif Projeler'.
      console.warn('pending brief count failed', error);
      return 0;
    }
  },
);

/** A brief that turned out gone or already moved on: it leaves every list. */
export const briefLeftLists = createAction<string>('briefs/leftLists');

// Writes load their code on first use (here and in biddersThunks.ts): the slice imports every
// thunk, and the lists should not carry the transactions of the detail and form pages.
async function projectAction(action: ProjectAction, briefId: string): Promise<void> {
  const api = await import('./api/briefActions');
  const run = { approve: api.approveBrief, complete: api.completeBrief, delete: api.deleteBrief };
  await run[action](briefId);
}

/** Onayla, Tamamla, Sil (admin, spec sections 4 and 8), with the spec's toasts. */
export const runProjectAction = createAppAsyncThunk(
  'briefs/projectAction',
  async (
    { briefId, action }: { briefId: string; action: ProjectAction },
    { dispatch, rejectWithValue },
  ) => {
    try {
      await projectAction(action, briefId);
      dispatch(toast.success(projectActionMessage(action)));
    } catch (error) {
      console.error(`brief ${action} failed`, error);
      const message = projectActionMessage(action, error);
      dispatch(toast.error(message));
      const code = errorCode(error);
      // Gone, or already moved on by someone else: it no longer belongs in the list it is in.
      if (code === 'not-found' || code === 'failed-precondition') dispatch(briefLeftLists(briefId));
      return rejectWithValue(message);
    }
  },
);

/** Publishes a brief (spec section 4: unverified until an admin approves); resolves to its id. */
export const publishBrief = createAppAsyncThunk(
  'briefs/publish',
  async (
    { draft, owner }: { draft: BriefDraft; owner: BriefOwner },
    { dispatch, rejectWithValue },
  ) => {
    try {
      const { createBrief } = await import('./api/briefWrites');
      const id = await createBrief(draft, owner);
      dispatch(toast.success('briefForm.created'));
      return id;
    } catch (error) {
      console.error('createBrief failed', error);
      dispatch(toast.error('briefs.errors.create'));
      return rejectWithValue('briefs.errors.create');
    }
  },
);
