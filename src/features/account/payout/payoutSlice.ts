import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { PayoutDetailsDoc } from '@/lib/collections/payoutDetails';
import type { PayoutFieldErrors } from './model/payoutTexts';
import { loadPayoutDetails, savePayoutDetails } from './payoutThunks';

// The account's own payout details (issue 20), by uid, while the account page shows them.

export type PayoutStatus = 'idle' | 'loading' | 'ready' | 'saving' | 'error';

export type PayoutEntry = {
  /** 'error': the read failed (a failed save goes back to 'ready' with its reason below). */
  status: PayoutStatus;
  /** null: nothing registered yet. */
  details: PayoutDetailsDoc | null;
  /** The last save's field errors, from the shared validator here or the callable's. */
  fieldErrors: PayoutFieldErrors;
  /** The provider's own (Turkish) reason for refusing the last save. */
  providerMessage: string | null;
  /** The i18n key of any other reason the last save failed. */
  failure: string | null;
  /** The read whose result counts: an earlier one that ends later is dropped. */
  requestId: string;
};

export type PayoutState = { entries: Record<string, PayoutEntry> };

const initialState: PayoutState = { entries: {} };

const idle: PayoutEntry = {
  status: 'idle',
  details: null,
  fieldErrors: {},
  providerMessage: null,
  failure: null,
  requestId: '',
};

const noFailure = { fieldErrors: {}, providerMessage: null, failure: null };

export const payoutSlice = createSlice({
  name: 'accountPayout',
  initialState,
  reducers: {
    /** The page no longer shows the section. */
    payoutLeft(state, action: PayloadAction<string>) {
      delete state.entries[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadPayoutDetails.pending, (state, { meta }) => {
        state.entries[meta.arg.uid] = { ...idle, status: 'loading', requestId: meta.requestId };
      })
      .addCase(loadPayoutDetails.fulfilled, (state, { meta, payload }) => {
        const entry = state.entries[meta.arg.uid];
        if (entry?.requestId !== meta.requestId) return;
        Object.assign(entry, { status: 'ready', details: payload });
      })
      .addCase(loadPayoutDetails.rejected, (state, { meta }) => {
        const entry = state.entries[meta.arg.uid];
        if (entry?.requestId !== meta.requestId) return;
        entry.status = 'error';
      })
      .addCase(savePayoutDetails.pending, (state, { meta }) => {
        const entry = state.entries[meta.arg.uid];
        if (entry) Object.assign(entry, { status: 'saving', ...noFailure });
      })
      .addCase(savePayoutDetails.fulfilled, (state, { meta, payload }) => {
        const entry = state.entries[meta.arg.uid];
        if (entry) Object.assign(entry, { status: 'ready', details: payload, ...noFailure });
      })
      .addCase(savePayoutDetails.rejected, (state, { meta, payload }) => {
        const entry = state.entries[meta.arg.uid];
        // Refused by `condition` (a save already under way): that save's state stands.
        if (!entry || meta.condition) return;
        entry.status = 'ready';
        entry.fieldErrors = payload && 'fieldErrors' in payload ? payload.fieldErrors : {};
        entry.providerMessage =
          payload && 'providerMessage' in payload ? payload.providerMessage : null;
        entry.failure = payload
          ? 'key' in payload
            ? payload.key
            : null
          : 'account.payout.saveFailed';
      });
  },
  selectors: {
    selectPayoutEntry: (state, uid: string): PayoutEntry => state.entries[uid] ?? idle,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof payoutSlice> {}
}

const injected = payoutSlice.injectInto(rootReducer);

export const { payoutLeft } = payoutSlice.actions;
export const { selectPayoutEntry } = injected.selectors;
