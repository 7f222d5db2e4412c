import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { DeliveryDoc } from '@/lib/collections/deliveries';
import { sendDelivery } from './deliveriesThunks';

// The accepted influencers' deliveries (docs/data-layer.md): per feed key, the documents a live
// listener holds; a brief id for the owner's and admin's list, `briefId/userId` for one user's.

export type DeliveriesStatus = 'loading' | 'ready' | 'error';

export type DeliveriesEntry = { status: DeliveriesStatus; items: DeliveryDoc[] };

export type DeliveriesSliceState = {
  byKey: Record<string, DeliveriesEntry>;
  /** A send under way, by brief id. */
  sending: Record<string, true>;
  /** Issue 21: per `briefId/userId`, the round of her approved draft (null: none yet). */
  approvedDrafts: Record<string, { status: DeliveriesStatus; round: number | null }>;
};

const initialState: DeliveriesSliceState = { byKey: {}, sending: {}, approvedDrafts: {} };

/** The key of one user's delivery feed. */
export const ownDeliveryKey = (briefId: string, userId: string) => `${briefId}/${userId}`;

const LOADING: DeliveriesEntry = { status: 'loading', items: [] };
const APPROVED_LOADING = { status: 'loading' as DeliveriesStatus, round: null };

export const deliveriesSlice = createSlice({
  name: 'deliveries',
  initialState,
  reducers: {
    deliveriesReceived(state, action: PayloadAction<{ key: string; items: DeliveryDoc[] }>) {
      state.byKey[action.payload.key] = { status: 'ready', items: action.payload.items };
    },
    deliveriesFailed(state, action: PayloadAction<string>) {
      state.byKey[action.payload] = { status: 'error', items: [] };
    },
    deliveriesReleased(state, action: PayloadAction<string>) {
      delete state.byKey[action.payload];
    },
    approvedDraftReceived(state, action: PayloadAction<{ key: string; round: number | null }>) {
      state.approvedDrafts[action.payload.key] = { status: 'ready', round: action.payload.round };
    },
    approvedDraftFailed(state, action: PayloadAction<string>) {
      state.approvedDrafts[action.payload] = { status: 'error', round: null };
    },
    approvedDraftReleased(state, action: PayloadAction<string>) {
      delete state.approvedDrafts[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendDelivery.pending, (state, action) => {
        state.sending[action.meta.arg.briefId] = true;
      })
      .addCase(sendDelivery.fulfilled, (state, action) => {
        delete state.sending[action.meta.arg.briefId];
      })
      .addCase(sendDelivery.rejected, (state, action) => {
        delete state.sending[action.meta.arg.briefId];
      });
  },
  selectors: {
    selectDeliveries: (state, key: string): DeliveriesEntry => state.byKey[key] ?? LOADING,
    selectSendingDelivery: (state, briefId: string): boolean => state.sending[briefId] === true,
    selectApprovedDraft: (state, key: string) => state.approvedDrafts[key] ?? APPROVED_LOADING,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof deliveriesSlice> {}
}

const injected = deliveriesSlice.injectInto(rootReducer);

export const {
  deliveriesReceived,
  deliveriesFailed,
  deliveriesReleased,
  approvedDraftReceived,
  approvedDraftFailed,
  approvedDraftReleased,
} = deliveriesSlice.actions;
export const { selectDeliveries, selectSendingDelivery, selectApprovedDraft } = injected.selectors;
