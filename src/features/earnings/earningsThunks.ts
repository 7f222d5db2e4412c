// The earnings feature's reads and writes as thunks (docs/data-layer.md). Failures become the
// spec's messages here, once: the toast is raised here and the thunk rejects with its i18n key.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import type { TaxStatus } from '@/lib/money';
import type { EarningDoc } from '@/lib/collections/earnings';
import { earningsByMonth, type EarningsByMonth } from './model/byMonth';
import {
  fetchAllEarnings,
  fetchCollaborations,
  fetchEarningsOfMonths,
  fetchEarningsPage,
  fetchTaxStatuses,
  fetchManagedEarners,
  fetchProfileTotal,
  recordEarning,
  type EarningsOwner,
  type PageCursor,
  type RecordEarningInput,
} from './api/earningsApi';

/** Spec section 8: 'Influencer hakediş miktarı güncellenirken hata oluştu.' */
export const RECORD_ERROR = 'earnings.errors.record';
export const LOAD_ERROR = 'earnings.errors.load';
export const EXPORT_ERROR = 'earnings.errors.export';

export type HistorySpec = { owner: EarningsOwner; month: string };

export const historyKey = (spec: HistorySpec) =>
  `${spec.owner.field}:${spec.owner.uid}:${spec.month}`;

export const openCollaborations = createAppAsyncThunk(
  'earnings/openCollaborations',
  async (_: void, { rejectWithValue }) => {
    try {
      return await fetchCollaborations(null);
    } catch (error) {
      console.warn('collaborations failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);

export const moreCollaborations = createAppAsyncThunk(
  'earnings/moreCollaborations',
  async (arg: { requestId: string; cursor: PageCursor }, { rejectWithValue }) => {
    try {
      return await fetchCollaborations(arg.cursor);
    } catch (error) {
      console.warn('collaborations failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);

export const recordEarningFor = createAppAsyncThunk(
  'earnings/record',
  async (
    arg: { key: string; input: RecordEarningInput },
    { dispatch, getState, rejectWithValue },
  ) => {
    const admin = getState().session.user;
    try {
      if (!admin) throw new Error('signed out');
      const result = await recordEarning(arg.input, admin.uid);
      dispatch(toast.success('earnings.admin.recorded'));
      return result;
    } catch (error) {
      console.warn('earning failed to record', error);
      dispatch(toast.error(RECORD_ERROR));
      return rejectWithValue(RECORD_ERROR);
    }
  },
);

export const openEarningsHistory = createAppAsyncThunk(
  'earnings/openHistory',
  async (spec: HistorySpec, { rejectWithValue }) => {
    try {
      return await fetchEarningsPage(spec.owner, spec.month, null);
    } catch (error) {
      console.warn('earnings failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);

export const moreEarnings = createAppAsyncThunk(
  'earnings/moreHistory',
  async (
    arg: { spec: HistorySpec; requestId: string; cursor: PageCursor },
    { rejectWithValue },
  ) => {
    try {
      return await fetchEarningsPage(arg.spec.owner, arg.spec.month, arg.cursor);
    } catch (error) {
      console.warn('earnings failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);

export const loadManagedEarners = createAppAsyncThunk(
  'earnings/managedEarners',
  async (agencyUid: string, { rejectWithValue }) => {
    try {
      return await fetchManagedEarners(agencyUid);
    } catch (error) {
      console.warn('managed influencers failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);

/**
 * Her profile's copy of the total, for an influencer whose Users document has none (data in the
 * spec's shape). A failed read leaves the total at what Users says (0), and says so in the log.
 */
export const loadProfileTotal = createAppAsyncThunk(
  'earnings/profileTotal',
  async (uid: string, { rejectWithValue }) => {
    try {
      return await fetchProfileTotal(uid);
    } catch (error) {
      console.warn('profile total failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);

/** What the CSV is built from: every record, and (for the admin's export) each one's tax status. */
export type EarningsExport = { records: EarningDoc[]; statuses: Record<string, TaxStatus> };

/**
 * The whole month for the CSV (not the pages on screen): an owner's records, or with `owner`
 * null every influencer's (the admin), then their tax statuses from their Users documents.
 */
export const exportEarnings = createAppAsyncThunk(
  'earnings/export',
  async (arg: { owner: EarningsOwner | null; month: string }, { dispatch, rejectWithValue }) => {
    try {
      const records = await fetchAllEarnings(arg.owner, arg.month);
      const statuses = arg.owner
        ? {}
        : await fetchTaxStatuses(records.map((record) => record.influencerId));
      const result: EarningsExport = { records, statuses };
      return result;
    } catch (error) {
      console.warn('earnings failed to export', error);
      dispatch(toast.error(EXPORT_ERROR));
      return rejectWithValue(EXPORT_ERROR);
    }
  },
);

export const ownerKey = (owner: EarningsOwner) => `${owner.field}:${owner.uid}`;

/** The last twelve months' gross earnings for the chart (issue 22); no toast: the card says it. */
export const loadEarningsByMonth = createAppAsyncThunk(
  'earnings/loadByMonth',
  async (arg: { owner: EarningsOwner; now: number }, { rejectWithValue }) => {
    try {
      const empty = earningsByMonth([], arg.now);
      const records = await fetchEarningsOfMonths(arg.owner, empty.months);
      const result: EarningsByMonth = earningsByMonth(records, arg.now);
      return result;
    } catch (error) {
      console.warn('earnings by month failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);
