import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ListStatus } from '@/store/live/pagedList';
import { rootReducer } from '@/store/rootReducer';
import type { ConsentRecord } from '@/lib/collections/consents';
import { loadConsents, setMarketingConsent } from './consentsThunks';

// The account page's KVKK consent log (design.md section 12), by uid, while the page shows it.

export type ConsentLog = {
  status: ListStatus;
  /** Oldest first. */
  records: ConsentRecord[];
  /** A marketing consent change is under way. */
  saving: boolean;
  /** The last marketing consent change failed. */
  failed: boolean;
  /** The read whose result counts: an earlier one that ends later is dropped. */
  requestId: string;
};

export type ConsentsState = { logs: Record<string, ConsentLog> };

const initialState: ConsentsState = { logs: {} };

export const consentsSlice = createSlice({
  name: 'accountConsents',
  initialState,
  reducers: {
    /** The page no longer shows the log. */
    consentsLeft(state, action: PayloadAction<string>) {
      delete state.logs[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadConsents.pending, (state, { meta }) => {
        const { uid, refresh } = meta.arg;
        const log = state.logs[uid];
        if (refresh) {
          // Only a log on screen is read again; one the page left stays gone.
          if (log) log.requestId = meta.requestId;
          return;
        }
        state.logs[uid] = {
          status: 'loading',
          records: [],
          saving: false,
          failed: false,
          requestId: meta.requestId,
        };
      })
      .addCase(loadConsents.fulfilled, (state, { meta, payload }) => {
        const log = state.logs[meta.arg.uid];
        if (log?.requestId !== meta.requestId) return;
        Object.assign(log, { status: 'ready', records: payload, saving: false, failed: false });
      })
      .addCase(loadConsents.rejected, (state, { meta }) => {
        const log = state.logs[meta.arg.uid];
        if (log?.requestId !== meta.requestId) return;
        Object.assign(log, { status: 'error', records: [], saving: false, failed: false });
      })
      .addCase(setMarketingConsent.pending, (state, { meta }) => {
        const log = state.logs[meta.arg.uid];
        if (log) Object.assign(log, { saving: true, failed: false });
      })
      .addCase(setMarketingConsent.rejected, (state, { meta }) => {
        const log = state.logs[meta.arg.uid];
        if (log) Object.assign(log, { saving: false, failed: true });
      });
  },
  selectors: {
    selectConsentLog: (state, uid: string): ConsentLog | undefined => state.logs[uid],
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof consentsSlice> {}
}

const injected = consentsSlice.injectInto(rootReducer);

export const { consentsLeft } = consentsSlice.actions;
export const { selectConsentLog } = injected.selectors;
