// The campaign report's reads and writes as thunks (docs/data-layer.md): a failure rejects with
// the i18n key of its message, or `raw:<text>` for a function's own Turkish message.
import type { PublicCampaignReport } from '@shared/campaignReport';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import { errorCode } from '@/lib/errors';
import type { ReportShareDoc } from '@/lib/collections/reportShares';
import {
  fetchReportData,
  recordReadingByHand,
  ReportMissingError,
  type HandReading,
  type ReportData,
} from './api/reportApi';
import {
  createReportShare,
  fetchActiveShares,
  fetchSharedReport,
  revokeReportShare,
} from './api/reportShares';

export const REPORT_ERRORS = {
  missing: 'reports.page.notFound',
  denied: 'reports.page.denied',
  failed: 'reports.page.loadFailed',
} as const;

/** A callable's failure: its Turkish message as is (HttpsError), else the generic key. */
function functionFailure(error: unknown, fallbackKey: string): string {
  const code = errorCode(error);
  // The SDK appends the HTTP status (' [403]') to the function's message.
  const message = error instanceof Error ? error.message.replace(/ \[\d{3}\]$/, '') : '';
  const ours = code !== '' && code !== 'internal' && code !== 'unavailable' && message !== '';
  return ours ? `raw:${message}` : fallbackKey;
}

export const loadReport = createAppAsyncThunk<ReportData, string>(
  'reports/load',
  async (briefId, { rejectWithValue }) => {
    try {
      return await fetchReportData(briefId);
    } catch (error) {
      if (error instanceof ReportMissingError) return rejectWithValue(REPORT_ERRORS.missing);
      if (errorCode(error) === 'permission-denied') return rejectWithValue(REPORT_ERRORS.denied);
      console.warn('report failed to load', error);
      return rejectWithValue(REPORT_ERRORS.failed);
    }
  },
);

/** Sends the hand-typed figures, then reads the report again. */
export const recordByHand = createAppAsyncThunk<void, HandReading>(
  'reports/recordByHand',
  async (reading, { dispatch, rejectWithValue }) => {
    try {
      await recordReadingByHand(reading);
    } catch (error) {
      return rejectWithValue(functionFailure(error, 'reports.hand.errors.failed'));
    }
    dispatch(toast.success('reports.hand.saved'));
    await dispatch(loadReport(reading.briefId));
  },
);

type ShareScope = { briefId: string; ownerId: string | null };

export const loadShares = createAppAsyncThunk<ReportShareDoc[], ShareScope>(
  'reports/shares',
  async ({ briefId, ownerId }, { rejectWithValue }) => {
    try {
      return await fetchActiveShares(briefId, ownerId);
    } catch (error) {
      console.warn('report shares failed to load', error);
      return rejectWithValue('reports.share.errors.load');
    }
  },
);

export const createShare = createAppAsyncThunk<string, ShareScope>(
  'reports/createShare',
  async (scope, { dispatch, rejectWithValue }) => {
    try {
      const { token } = await createReportShare(scope.briefId);
      dispatch(toast.success('reports.share.created'));
      await dispatch(loadShares(scope));
      return token;
    } catch (error) {
      return rejectWithValue(functionFailure(error, 'reports.share.errors.create'));
    }
  },
);

export const revokeShare = createAppAsyncThunk<void, ShareScope & { token: string }>(
  'reports/revokeShare',
  async ({ token, ...scope }, { dispatch, rejectWithValue }) => {
    try {
      await revokeReportShare(token);
      dispatch(toast.success('reports.share.revoked'));
      await dispatch(loadShares(scope));
    } catch (error) {
      return rejectWithValue(functionFailure(error, 'reports.share.errors.revoke'));
    }
  },
);

/** The shared report of a link; 'gone' for a revoked or unknown token. */
export const loadSharedReport = createAppAsyncThunk<PublicCampaignReport, string>(
  'reports/shared',
  async (token, { rejectWithValue }) => {
    try {
      return await fetchSharedReport(token);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'not-found' || code === 'invalid-argument') return rejectWithValue('gone');
      console.warn('shared report failed to load', error);
      return rejectWithValue('reports.shared.loadFailed');
    }
  },
);
