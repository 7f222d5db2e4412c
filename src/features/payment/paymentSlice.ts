import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { CheckoutStart, TransactionResult } from '@shared/plans';
import type { CollaborationPaymentDoc } from '@/lib/collections/collaborationPayments';
import type { PaymentDoc } from '@/lib/collections/payments';
import {
  finishTransaction,
  loadCollaborationInvoices,
  loadPayments,
  startCheckout,
} from './paymentThunks';

// The checkout being started (/app/payment) and the transactions being completed
// (/app/completeTransaction, by token). Neither is a Firestore document: both are answers of
// the `payment` function, kept here so a re-render or StrictMode's second effect never starts
// a second checkout or completion. The user's payment records and (issue 20) the
// collaboration payments she made, read once per visit of the invoice page.

export type CallStatus = 'loading' | 'ready' | 'error';

export type CheckoutEntry = {
  requestId: string;
  plan: string;
  status: CallStatus;
  start: CheckoutStart | null;
  /** i18n key of the failure. */
  error: string | null;
};

export type CompletionEntry = {
  requestId: string;
  status: CallStatus;
  result: TransactionResult | null;
  error: string | null;
};

/** The user's payment records (the invoice page), read once per visit. */
export type RecordsEntry = {
  uid: string;
  status: CallStatus;
  items: PaymentDoc[];
  error: string | null;
};

/** The collaboration payments she made (payerId, not awaiting), newest first. */
export type CollaborationRecordsEntry = {
  uid: string;
  requestId: string;
  status: CallStatus;
  items: CollaborationPaymentDoc[];
  error: string | null;
};

export type PaymentState = {
  checkout: CheckoutEntry | null;
  byToken: Record<string, CompletionEntry>;
  records: RecordsEntry | null;
  collaborations: CollaborationRecordsEntry | null;
};

const initialState: PaymentState = {
  checkout: null,
  byToken: {},
  records: null,
  collaborations: null,
};

export const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    /** The payment page left: a later visit starts a new checkout. */
    checkoutReleased(state) {
      state.checkout = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(startCheckout.pending, (state, action) => {
        state.checkout = {
          requestId: action.meta.requestId,
          plan: action.meta.arg.plan,
          status: 'loading',
          start: null,
          error: null,
        };
      })
      .addCase(startCheckout.fulfilled, (state, action) => {
        if (state.checkout?.requestId !== action.meta.requestId) return;
        state.checkout.status = 'ready';
        state.checkout.start = action.payload;
      })
      .addCase(startCheckout.rejected, (state, action) => {
        if (state.checkout?.requestId !== action.meta.requestId) return;
        state.checkout.status = 'error';
        state.checkout.error = action.payload ?? 'payment.errors.generic';
      })
      .addCase(finishTransaction.pending, (state, action) => {
        state.byToken[action.meta.arg.token] = {
          requestId: action.meta.requestId,
          status: 'loading',
          result: null,
          error: null,
        };
      })
      .addCase(finishTransaction.fulfilled, (state, action) => {
        const entry = state.byToken[action.meta.arg.token];
        if (entry?.requestId !== action.meta.requestId) return;
        entry.status = 'ready';
        entry.result = action.payload;
      })
      .addCase(loadPayments.pending, (state, action) => {
        state.records = { uid: action.meta.arg, status: 'loading', items: [], error: null };
      })
      .addCase(loadPayments.fulfilled, (state, action) => {
        if (state.records?.uid !== action.meta.arg) return;
        state.records = {
          uid: action.meta.arg,
          status: 'ready',
          items: action.payload,
          error: null,
        };
      })
      .addCase(loadPayments.rejected, (state, action) => {
        if (state.records?.uid !== action.meta.arg) return;
        state.records.status = 'error';
        state.records.error = action.payload ?? 'payment.invoice.loadFailed';
      })
      .addCase(loadCollaborationInvoices.pending, (state, action) => {
        state.collaborations = {
          uid: action.meta.arg,
          requestId: action.meta.requestId,
          status: 'loading',
          items: [],
          error: null,
        };
      })
      .addCase(loadCollaborationInvoices.fulfilled, (state, action) => {
        const entry = state.collaborations;
        if (entry?.requestId !== action.meta.requestId) return;
        entry.status = 'ready';
        entry.items = action.payload;
      })
      .addCase(loadCollaborationInvoices.rejected, (state, action) => {
        const entry = state.collaborations;
        if (entry?.requestId !== action.meta.requestId) return;
        entry.status = 'error';
        entry.error = action.payload ?? 'payment.invoice.collaborations.loadFailed';
      })
      .addCase(finishTransaction.rejected, (state, action) => {
        const entry = state.byToken[action.meta.arg.token];
        if (entry?.requestId !== action.meta.requestId) return;
        entry.status = 'error';
        entry.error = action.payload ?? 'payment.errors.generic';
      });
  },
  selectors: {
    selectCheckout: (state) => state.checkout,
    selectCompletion: (state, token: string): CompletionEntry | undefined => state.byToken[token],
    selectPaymentRecords: (state) => state.records,
    selectCollaborationInvoices: (state) => state.collaborations,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof paymentSlice> {}
}

const injected = paymentSlice.injectInto(rootReducer);

export const { checkoutReleased } = paymentSlice.actions;
export const {
  selectCheckout,
  selectCompletion,
  selectPaymentRecords,
  selectCollaborationInvoices,
} = injected.selectors;
