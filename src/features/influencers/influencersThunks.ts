// The influencers feature's reads and writes as thunks (docs/data-layer.md). Each calls the
// feature's api/ functions; influencersSlice.ts keeps what they return. Failures become the
// spec's messages here, once: the toast is raised here and the thunk rejects with its i18n key.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import type { RootState } from '@/store/store';
import { toast } from '@/components/toasts/toast';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import {
  fetchCollaborations,
  fetchDirectoryPage,
  fetchInfluencerAgencies,
  fetchTotalEarned,
  findByInstagram,
  runNameSearch,
  type DirectoryCursor,
} from './api/influencerQueries';
import type { DirectoryListState } from './influencersSlice';
import {
  DIRECTORY_PAGE_SIZE,
  mergeSearchResults,
  planFor,
  type DirectoryPlan,
  type DirectorySpec,
} from './model/directoryQuery';
import { fillPage, type Fill } from '@/lib/fillPage';

/** Spec section 8: 'Influencer listesi yüklenirken hata oluştu.' (then an empty list). */
export const LIST_ERROR = 'influencers.errors.list';
/** Spec section 8: 'Influencer onaylanırken hata oluştu.' */
export const APPROVE_ERROR = 'influencers.errors.approve';
export const VERIFY_ERROR = 'influencers.errors.verify';
export const REFRESH_ERROR = 'influencers.errors.refresh';

const idOf = (doc: InfluencerDoc) => doc.uid;

export type ListResult = Fill<InfluencerDoc, DirectoryCursor> & {
  /** A name search where some strategy failed and was skipped. */
  partial: boolean;
};

/** One page of a page list, refilled (bounded) while a browser-side filter keeps it short. */
function pageOf(
  plan: DirectoryPlan,
  cursor: DirectoryCursor | null,
  seen?: ReadonlySet<string>,
): Promise<Fill<InfluencerDoc, DirectoryCursor>> {
  const [description] = plan.descriptions;
  return fillPage({
    fetchBatch: (after: DirectoryCursor | null) => fetchDirectoryPage(description!, after),
    keep: plan.keep,
    idOf,
    want: DIRECTORY_PAGE_SIZE,
    cursor,
    seen,
  });
}

async function searchOf(spec: DirectorySpec, plan: DirectoryPlan): Promise<ListResult> {
  const { results, reads } = await runNameSearch(plan.descriptions);
  const items = mergeSearchResults(
    spec,
    results.map((list) => list ?? []),
  );
  // Spec section 7: a search is one round; zero results give an empty list and no more data.
  return {
    items,
    cursor: null,
    exhausted: true,
    fetches: 1,
    reads,
    partial: results.some((list) => list === null),
  };
}

/** The first page of a directory list, or a name search (spec sections 7 and 9). */
export const openDirectoryList = createAppAsyncThunk(
  'influencers/openList',
  async ({ spec }: { spec: DirectorySpec }, { dispatch, rejectWithValue }) => {
    const plan = planFor(spec);
    try {
      if (plan.mode === 'search') return await searchOf(spec, plan);
      return { ...(await pageOf(plan, null)), partial: false };
    } catch (error) {
      console.error('influencer list failed to load', error);
      dispatch(toast.error(LIST_ERROR));
      return rejectWithValue(LIST_ERROR);
    }
  },
);

const listOf = (state: RootState, key: string): DirectoryListState | undefined =>
  state.influencers?.lists[key];

export const canLoadMore = (list: DirectoryListState | undefined) =>
  list !== undefined && list.status === 'ready' && !list.exhausted && list.more !== 'loading';

/** "Daha fazla" / infinite scroll: the next 50 after the list's cursor. */
export const loadMoreInfluencers = createAppAsyncThunk(
  'influencers/loadMore',
  async ({ key }: { key: string; requestId: string }, { getState, dispatch, rejectWithValue }) => {
    const list = listOf(getState(), key)!;
    try {
      return await pageOf(planFor(list.spec), list.cursor, new Set(list.ids));
    } catch (error) {
      console.error('more influencers failed to load', error);
      dispatch(toast.error(LIST_ERROR));
      return rejectWithValue(LIST_ERROR);
    }
  },
  {
    // `requestId` is the opening the caller saw: a list opened again since then is left alone.
    condition: ({ key, requestId }, { getState }) => {
      const list = listOf(getState(), key);
      return list?.requestId === requestId && canLoadMore(list);
    },
  },
);

/** Onayla / Onayı Kaldır (admin): Influencers and Users `isApproved` in one batch. */
export const setApproval = createAppAsyncThunk(
  'influencers/setApproval',
  async ({ uid, approved }: { uid: string; approved: boolean }, { dispatch, rejectWithValue }) => {
    try {
      const { setInfluencerApproval } = await import('./api/influencerWrites');
      await setInfluencerApproval(uid, approved);
      dispatch(
        toast.success(
          approved ? 'influencers.admin.approvedToast' : 'influencers.admin.unapprovedToast',
        ),
      );
    } catch (error) {
      console.error('influencer approval failed', error);
      dispatch(toast.error(APPROVE_ERROR));
      return rejectWithValue(APPROVE_ERROR);
    }
  },
);

/** Doğrulanmış hesap işaretle / kaldır (admin): the verified badge. */
export const setVerified = createAppAsyncThunk(
  'influencers/setVerified',
  async ({ uid, verified }: { uid: string; verified: boolean }, { dispatch, rejectWithValue }) => {
    try {
      const { setInfluencerVerified } = await import('./api/influencerWrites');
      await setInfluencerVerified(uid, verified);
      dispatch(
        toast.success(
          verified ? 'influencers.admin.verifiedToast' : 'influencers.admin.unverifiedToast',
        ),
      );
    } catch (error) {
      console.error('influencer verified badge failed', error);
      dispatch(toast.error(VERIFY_ERROR));
      return rejectWithValue(VERIFY_ERROR);
    }
  },
);

/** The platforms the social stats functions refresh, where the profile has a handle. */
export type RefreshPlatform = 'instagram' | 'twitch' | 'youtube';

/** Turkish messages the functions send back (functions/src/shared/socialStats.ts), shown as they are. */
function functionMessage(error: unknown, known: ReadonlySet<string>): string | null {
  const message = error instanceof Error ? error.message : '';
  return known.has(message) ? message : null;
}

function flattenMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null)
    return Object.values(value).flatMap(flattenMessages);
  return [];
}

/**
 * Takipçi sayılarını güncelle: the social stats callables refresh the stored counts (the live
 * profile shows them). A platform that fails says why, in the function's own words when it gave
 * one; the others still count.
 */
export const refreshSocialCounts = createAppAsyncThunk(
  'influencers/refreshCounts',
  async (
    { uid, platforms }: { uid: string; platforms: RefreshPlatform[] },
    { dispatch, rejectWithValue },
  ) => {
    const [api, shared] = await Promise.all([
      import('@/lib/socialStatsFunctions'),
      import('@shared/socialStats'),
    ]);
    const refresh = {
      instagram: api.refreshInstagram,
      twitch: api.refreshTwitch,
      youtube: api.refreshYoutube,
    };
    const outcomes = await Promise.allSettled(platforms.map((platform) => refresh[platform](uid)));
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (!failure) {
      dispatch(toast.success('influencers.admin.refreshedToast'));
      return;
    }
    console.error('social stats refresh failed', failure.reason);
    const known = new Set(flattenMessages(shared.SOCIAL_STATS_MESSAGES));
    const message = functionMessage(failure.reason, known) ?? REFRESH_ERROR;
    dispatch(toast.error(message));
    return rejectWithValue(message);
  },
);

/** The profile page's completed collaborations (admins and the influencer herself). */
export const loadCollaborations = createAppAsyncThunk(
  'influencers/loadCollaborations',
  async (uid: string) => {
    try {
      return await fetchCollaborations(uid);
    } catch (error) {
      // Only a section of the page: it says it could not load, nothing else changes.
      console.warn('collaborations failed to load', error);
      throw error;
    }
  },
);

/** The profile page's earnings total (`Users.totalEarnedPrice`) for those who may read it. */
export const loadEarnings = createAppAsyncThunk('influencers/loadEarnings', async (uid: string) => {
  try {
    return await fetchTotalEarned(uid);
  } catch (error) {
    console.warn('earnings failed to load', error);
    throw error;
  }
});

/** An Instagram username as typed: trimmed, without a leading @. */
export const normalizeInstagramName = (text: string) => text.trim().replace(/^@+/, '');

/**
 * Detail lookup by Instagram username (spec section 7), as typed and then in lower case (as
 * Instagram shows handles). An unapproved profile is still found and shown; the page then says
 * 'Influencer onaylanmamış' (spec section 4).
 */
export const lookupInstagram = createAppAsyncThunk(
  'influencers/lookupInstagram',
  async ({ username, onlyApproved }: { username: string; onlyApproved: boolean }) => {
    const name = normalizeInstagramName(username);
    const candidates = [...new Set([name, name.toLocaleLowerCase('en-US')])];
    try {
      for (const candidate of candidates) {
        const found = await findByInstagram(candidate, onlyApproved);
        if (found) return found;
      }
      return null;
    } catch (error) {
      console.error('instagram lookup failed', error);
      throw error;
    }
  },
);

/** The influencer agencies an admin can filter the directory by. */
export const loadAgencies = createAppAsyncThunk(
  'influencers/loadAgencies',
  async () => {
    try {
      return await fetchInfluencerAgencies();
    } catch (error) {
      console.warn('agencies failed to load', error);
      throw error;
    }
  },
  {
    condition: (_arg, { getState }) => {
      const agencies = getState().influencers?.agencies;
      return !agencies || agencies.status === 'error';
    },
  },
);
