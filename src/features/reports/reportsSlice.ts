import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { PublicCampaignReport } from '@shared/campaignReport';
import { rootReducer } from '@/store/rootReducer';
import type { ReportShareDoc } from '@/lib/collections/reportShares';
import type { ReportData } from './api/reportApi';
import {
  createShare,
  loadReport,
  loadSharedReport,
  loadShares,
  recordByHand,
  revokeShare,
} from './reportsThunks';

// The campaign reports in Redux (docs/data-layer.md): per brief, its report's input (the
// report itself is computed by the page with buildCampaignReport) and its share links; per
// token, a shared report. Plain values only.

export type ReportEntry = {
  status: 'loading' | 'ready' | 'error';
  data: ReportData | null;
  /** i18n key of the failure (REPORT_ERRORS). */
  error: string | null;
};

export type SharesEntry = { status: 'loading' | 'ready' | 'error'; items: ReportShareDoc[] };

export type SharedEntry = {
  status: 'loading' | 'ready' | 'gone' | 'error';
  report: PublicCampaignReport | null;
};

export type ReportsState = {
  byBrief: Record<string, ReportEntry>;
  shares: Record<string, SharesEntry>;
  shared: Record<string, SharedEntry>;
  recording: boolean;
  /** i18n key or `raw:<message>` of the last hand entry's failure. */
  recordError: string | null;
  sharing: 'idle' | 'creating' | 'revoking';
  shareError: string | null;
};

const initialState: ReportsState = {
  byBrief: {},
  shares: {},
  shared: {},
  recording: false,
  recordError: null,
  sharing: 'idle',
  shareError: null,
};

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    handErrorCleared(state) {
      state.recordError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadReport.pending, (state, { meta }) => {
        const entry = state.byBrief[meta.arg];
        // A reload after a hand entry keeps the report on screen.
        state.byBrief[meta.arg] = entry?.data
          ? entry
          : { status: 'loading', data: null, error: null };
      })
      .addCase(loadReport.fulfilled, (state, { meta, payload }) => {
        state.byBrief[meta.arg] = { status: 'ready', data: payload, error: null };
      })
      .addCase(loadReport.rejected, (state, { meta, payload }) => {
        state.byBrief[meta.arg] = { status: 'error', data: null, error: payload ?? null };
      })
      .addCase(recordByHand.pending, (state) => {
        state.recording = true;
        state.recordError = null;
      })
      .addCase(recordByHand.fulfilled, (state) => {
        state.recording = false;
      })
      .addCase(recordByHand.rejected, (state, { payload }) => {
        state.recording = false;
        state.recordError = payload ?? 'reports.hand.errors.failed';
      })
      .addCase(loadShares.pending, (state, { meta }) => {
        state.shares[meta.arg.briefId] ??= { status: 'loading', items: [] };
      })
      .addCase(loadShares.fulfilled, (state, { meta, payload }) => {
        state.shares[meta.arg.briefId] = { status: 'ready', items: payload };
      })
      .addCase(loadShares.rejected, (state, { meta }) => {
        state.shares[meta.arg.briefId] = { status: 'error', items: [] };
      })
      .addCase(createShare.pending, (state) => {
        state.sharing = 'creating';
        state.shareError = null;
      })
      .addCase(revokeShare.pending, (state) => {
        state.sharing = 'revoking';
        state.shareError = null;
      })
      .addCase(createShare.fulfilled, (state) => {
        state.sharing = 'idle';
      })
      .addCase(revokeShare.fulfilled, (state) => {
        state.sharing = 'idle';
      })
      .addCase(createShare.rejected, (state, { payload }) => {
        state.sharing = 'idle';
        state.shareError = payload ?? 'reports.share.errors.create';
      })
      .addCase(revokeShare.rejected, (state, { payload }) => {
        state.sharing = 'idle';
        state.shareError = payload ?? 'reports.share.errors.revoke';
      })
      .addCase(loadSharedReport.pending, (state, { meta }) => {
        state.shared[meta.arg] = { status: 'loading', report: null };
      })
      .addCase(loadSharedReport.fulfilled, (state, { meta, payload }) => {
        state.shared[meta.arg] = { status: 'ready', report: payload };
      })
      .addCase(loadSharedReport.rejected, (state, { meta, payload }) => {
        state.shared[meta.arg] = { status: payload === 'gone' ? 'gone' : 'error', report: null };
      });
  },
  selectors: {
    selectReportOf: (state, briefId: string): ReportEntry | undefined => state.byBrief[briefId],
    selectSharesOf: (state, briefId: string): SharesEntry | undefined => state.shares[briefId],
    selectSharedOf: (state, token: string): SharedEntry | undefined => state.shared[token],
    selectRecording: (state) => state.recording,
    selectRecordError: (state) => state.recordError,
    selectSharing: (state) => state.sharing,
    selectShareError: (state) => state.shareError,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof reportsSlice> {}
}

const injected = reportsSlice.injectInto(rootReducer);

export const { handErrorCleared } = reportsSlice.actions;
export const {
  selectReportOf,
  selectSharesOf,
  selectSharedOf,
  selectRecording,
  selectRecordError,
  selectSharing,
  selectShareError,
} = injected.selectors;
