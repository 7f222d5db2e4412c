// The affiliate feature's reads and writes as thunks (docs/data-layer.md). Failures become
// Turkish messages here, once: the toast is raised here and the thunk rejects with its i18n key.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import { isPermissionDenied } from '@/lib/errors';
import {
  changeAllowance,
  createAffiliate,
  deleteAffiliate,
  fetchAffiliate,
  fetchAffiliateInfluencers,
  fetchAffiliatesPage,
  fetchAllowance,
  fetchAffiliateInfluencersFor,
} from './api/affiliatesApi';
import type { Marketplace } from '@/lib/collections/affiliates';
import type { NewAffiliate } from './model/affiliateForm';
import type { AffiliateCursor, AffiliateListSpec } from './model/affiliateList';
import type { AffiliateInfluencer } from './model/candidates';

export const LOAD_ERROR = 'affiliates.errors.load';
export const LOAD_ONE_ERROR = 'affiliates.errors.loadOne';
export const CREATE_ERROR = 'affiliates.errors.create';
export const ALLOWANCE_ERROR = 'affiliates.errors.allowance';
export const SEARCH_ERROR = 'affiliates.errors.search';
export const DELETE_ERROR = 'affiliates.errors.delete';

export const openAffiliateList = createAppAsyncThunk(
  'affiliates/openList',
  async (spec: AffiliateListSpec, { rejectWithValue }) => {
    try {
      return await fetchAffiliatesPage(spec, null);
    } catch (error) {
      console.warn('affiliate programmes failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);

export const moreAffiliates = createAppAsyncThunk(
  'affiliates/moreList',
  async (
    arg: { spec: AffiliateListSpec; requestId: string; cursor: AffiliateCursor },
    { rejectWithValue },
  ) => {
    try {
      return await fetchAffiliatesPage(arg.spec, arg.cursor);
    } catch (error) {
      console.warn('affiliate programmes failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);

/** The programme and its allowance with the allowed influencers' names. */
export const loadAffiliate = createAppAsyncThunk(
  'affiliates/loadOne',
  async (id: string, { rejectWithValue }) => {
    try {
      const programme = await fetchAffiliate(id);
      if (!programme) return { programme: null, allowance: null, influencers: [] };
      const allowance = await fetchAllowance(id);
      const found = await fetchAffiliateInfluencers(allowance?.influencers ?? []);
      return {
        programme,
        allowance,
        influencers: found.filter((i): i is AffiliateInfluencer => i !== null),
      };
    } catch (error) {
      // The rules refuse a programme the reader is not allowed into: the same as missing.
      if (isPermissionDenied(error)) return { programme: null, allowance: null, influencers: [] };
      console.warn('affiliate programme failed to load', error);
      return rejectWithValue(LOAD_ONE_ERROR);
    }
  },
);

export const addAffiliate = createAppAsyncThunk(
  'affiliates/create',
  async (input: NewAffiliate, { dispatch, getState, rejectWithValue }) => {
    const user = getState().session.user;
    try {
      if (!user) throw new Error('signed out');
      const created = await createAffiliate(input, { uid: user.uid, name: user.title });
      dispatch(toast.success('affiliates.add.created'));
      return created;
    } catch (error) {
      console.warn('affiliate programme failed to save', error);
      dispatch(toast.error(CREATE_ERROR));
      return rejectWithValue(CREATE_ERROR);
    }
  },
);

export const removeAffiliate = createAppAsyncThunk(
  'affiliates/delete',
  async (id: string, { dispatch, rejectWithValue }) => {
    try {
      await deleteAffiliate(id);
      dispatch(toast.success('affiliates.detail.deleted'));
    } catch (error) {
      console.warn('affiliate programme failed to delete', error);
      dispatch(toast.error(DELETE_ERROR));
      return rejectWithValue(DELETE_ERROR);
    }
  },
);

export const setInfluencerAllowed = createAppAsyncThunk(
  'affiliates/allow',
  async (
    arg: { affiliateId: string; influencer: AffiliateInfluencer; allowed: boolean },
    { dispatch, getState, rejectWithValue },
  ) => {
    const exists = getState().affiliates?.allowances[arg.affiliateId]?.exists === true;
    try {
      await changeAllowance(arg.affiliateId, arg.influencer.uid, arg.allowed, exists);
      const message = arg.allowed ? 'affiliates.detail.added' : 'affiliates.detail.removed';
      dispatch(toast.success(message, { name: arg.influencer.name }));
    } catch (error) {
      console.warn('affiliate allowance failed to save', error);
      dispatch(toast.error(ALLOWANCE_ERROR));
      return rejectWithValue(ALLOWANCE_ERROR);
    }
  },
);

export const loadCandidates = createAppAsyncThunk(
  'affiliates/loadCandidates',
  async (marketplace: Marketplace, { rejectWithValue }) => {
    try {
      return await fetchAffiliateInfluencersFor(marketplace);
    } catch (error) {
      console.warn('affiliate influencers failed to load', error);
      return rejectWithValue(SEARCH_ERROR);
    }
  },
);
