import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import {
  collaborationPaymentId,
  type CollaborationPaymentDoc,
} from '@/lib/collections/collaborationPayments';
import { payCollaboration, settleCollaboration } from './collaborationPaymentsThunks';

// The money of a brief's accepted collaborations (docs/data-layer.md): per feed key, the
// payment documents a live listener holds: `briefId/payerId` for the owner's payments on the
// brief, `briefId/payeeId/own` for one influencer's own. A checkout being started, and the
// last start's error, by payment id; whether the signed-in bidder's payout details exist.

export type PaymentsStatus = 'loading' | 'ready' | 'error';
export type PaymentsEntry = { status: PaymentsStatus; items: CollaborationPaymentDoc[] };

export type CollaborationPaymentsState = {
  byKey: Record<string, PaymentsEntry>;
  paying: Record<string, true>;
  payError: Record<string, string>;
  /** By uid: her payout details are registered (true), missing (false); absent: loading. */
  payoutReady: Record<string, boolean>;
  /** A dispute or cancel being sent, by payment id. */
  settling: Record<string, 'dispute' | 'cancel'>;
};

const initialState: CollaborationPaymentsState = {
  byKey: {},
  paying: {},
  payError: {},
  payoutReady: {},
  settling: {},
};
const LOADING: PaymentsEntry = { status: 'loading', items: [] };

export const briefPaymentsKey = (briefId: string, payerId: string) => `${briefId}/${payerId}`;
export const ownPaymentKey = (briefId: string, payeeId: string) => `${briefId}/${payeeId}/own`;
const payingId = (arg: { briefId: string; influencerId: string }) =>
  collaborationPaymentId(arg.briefId, arg.influencerId);

export const collaborationPaymentsSlice = createSlice({
  name: 'collaborationPayments',
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
    payoutReadyReceived(state, action: PayloadAction<{ uid: string; ready: boolean }>) {
      state.payoutReady[action.payload.uid] = action.payload.ready;
    },
    payoutReadyReleased(state, action: PayloadAction<string>) {
      delete state.payoutReady[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(payCollaboration.pending, (state, action) => {
        state.paying[payingId(action.meta.arg)] = true;
        delete state.payError[payingId(action.meta.arg)];
      })
      // Kept busy on success: the browser is on its way to the payment page.
      .addCase(payCollaboration.rejected, (state, action) => {
        delete state.paying[payingId(action.meta.arg)];
        state.payError[payingId(action.meta.arg)] =
          typeof action.payload === 'string' ? action.payload : 'briefDetail.payment.errors.failed';
      })
      .addCase(settleCollaboration.pending, (state, action) => {
        state.settling[payingId(action.meta.arg)] = action.meta.arg.kind;
      })
      .addCase(settleCollaboration.fulfilled, (state, action) => {
        delete state.settling[payingId(action.meta.arg)];
      })
      .addCase(settleCollaboration.rejected, (state, action) => {
        delete state.settling[payingId(action.meta.arg)];
      });
  },
  selectors: {
    selectPayments: (state, key: string): PaymentsEntry => state.byKey[key] ?? LOADING,
    selectPaying: (state, paymentId: string): boolean => state.paying[paymentId] === true,
    selectPayError: (state, paymentId: string): string | null => state.payError[paymentId] ?? null,
    selectPayoutReady: (state, uid: string): boolean | null => state.payoutReady[uid] ?? null,
    selectSettling: (state, paymentId: string): 'dispute' | 'cancel' | null =>
      state.settling[paymentId] ?? null,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof collaborationPaymentsSlice> {}
}

const injected = collaborationPaymentsSlice.injectInto(rootReducer);

export const {
  paymentsReceived,
  paymentsFailed,
  paymentsReleased,
  payoutReadyReceived,
  payoutReadyReleased,
} = collaborationPaymentsSlice.actions;
export const { selectPayments, selectPaying, selectPayError, selectPayoutReady, selectSettling } =
  injected.selectors;
