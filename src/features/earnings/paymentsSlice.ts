import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { ListStatus } from '@/store/live/pagedList';
import type { CollaborationPaymentDoc } from '@/lib/collections/collaborationPayments';
import type { DisputeDecision } from './api/collaborationPayments';
import type { PaymentTotal, TotalGroup } from './model/payments';
import { decideDispute, loadPaymentTotals } from './paymentsThunks';

// The collaboration payments of the earnings screens in Redux (docs/data-layer.md): per live
// feed key, the documents its listener holds (an influencer's pending payments, the admin's
// dispute queue); the admin's totals; the decisions under way and the last failure, by payment.

export type PaymentsEntry = { status: ListStatus; items: CollaborationPaymentDoc[] };

export type TotalsState = {
  status: ListStatus;
  totals: Record<TotalGroup, PaymentTotal> | null;
  /** i18n key of the failure. */
  error: string | null;
};

export type EarningsPaymentsState = {
  byKey: Record<string, PaymentsEntry>;
  totals: TotalsState | null;
  deciding: Record<string, DisputeDecision>;
  decideError: Record<string, string>;
};

const initialState: EarningsPaymentsState = {
  byKey: {},
  totals: null,
  deciding: {},
  decideError: {},
};

const LOADING: PaymentsEntry = { status: 'loading', items: [] };

/**
 * A feed key: what it watches and which try (a failed listener is over; "Tekrar Dene" watches
 * the next try's key, and the failed one is released with its screen's watch).
 */
export const pendingPaymentsKey = (payeeId: string, attempt = 0) => `${payeeId}/${attempt}`;
export const disputeQueueKey = (attempt = 0) => `disputes/${attempt}`;

export const earningsPaymentsSlice = createSlice({
  name: 'earningsPayments',
  initialState,
  reducers: {
    paymentsReceived(
      state,
      action: PayloadAction<{ key: string; items: CollaborationPaymentDoc[] }>,
    ) {
      state.byKey[action.payload.key] = { status: 'ready', items: action.payload.items };
    },
    paymentsFailed(state, action: PayloadAction<string>) {
      state.byKey[action.payload] = { status: 'error', items: [] };
    },
    paymentsReleased(state, action: PayloadAction<string>) {
      delete state.byKey[action.payload];
    },
    /** The admin's page left: its totals and decisions' errors go with it. */
    adminPaymentsClosed(state) {
      state.totals = null;
      state.decideError = {};
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadPaymentTotals.pending, (state) => {
        // A reload keeps the figures on screen until the new ones arrive.
        state.totals = { status: 'loading', totals: state.totals?.totals ?? null, error: null };
      })
      .addCase(loadPaymentTotals.fulfilled, (state, action) => {
        state.totals = { status: 'ready', totals: action.payload, error: null };
      })
      .addCase(loadPaymentTotals.rejected, (state, action) => {
        state.totals = {
          status: 'error',
          totals: state.totals?.totals ?? null,
          error: action.payload ?? 'earnings.paymentTotals.error',
        };
      })
      .addCase(decideDispute.pending, (state, action) => {
        state.deciding[action.meta.arg.paymentId] = action.meta.arg.decision;
        delete state.decideError[action.meta.arg.paymentId];
      })
      .addCase(decideDispute.fulfilled, (state, action) => {
        delete state.deciding[action.meta.arg.paymentId];
      })
      .addCase(decideDispute.rejected, (state, action) => {
        delete state.deciding[action.meta.arg.paymentId];
        state.decideError[action.meta.arg.paymentId] =
          action.payload ?? 'earnings.disputes.errors.failed';
      });
  },
  selectors: {
    selectPaymentsOf: (state, key: string): PaymentsEntry => state.byKey[key] ?? LOADING,
    selectPaymentTotals: (state) => state.totals,
    selectDeciding: (state, paymentId: string): DisputeDecision | null =>
      state.deciding[paymentId] ?? null,
    selectDecideError: (state, paymentId: string): string | null =>
      state.decideError[paymentId] ?? null,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof earningsPaymentsSlice> {}
}

const injected = earningsPaymentsSlice.injectInto(rootReducer);

export const { paymentsReceived, paymentsFailed, paymentsReleased, adminPaymentsClosed } =
  earningsPaymentsSlice.actions;
export const { selectPaymentsOf, selectPaymentTotals, selectDeciding, selectDecideError } =
  injected.selectors;
