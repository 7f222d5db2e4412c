import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { ShipmentDoc } from '@/lib/collections/shipments';
import type { ShippingAddressDoc } from '@/lib/collections/shippingAddresses';
import { markReceived, saveShipment, saveShippingAddress } from './shipmentThunks';

// One collaboration's shipment (docs/data-layer.md): per `briefId/userId` key, the address and
// the shipment a live listener holds, and which write is under way.

export type LiveStatus = 'loading' | 'ready' | 'error';

export type LiveDoc<T> = { status: LiveStatus; doc: T | null };

export type Busy = 'address' | 'ship' | 'received';

export type ShipmentSliceState = {
  addresses: Record<string, LiveDoc<ShippingAddressDoc>>;
  shipments: Record<string, LiveDoc<ShipmentDoc>>;
  busy: Record<string, Busy>;
};

const initialState: ShipmentSliceState = { addresses: {}, shipments: {}, busy: {} };

/** The key of one collaboration. */
export const collaborationKey = (briefId: string, userId: string) => `${briefId}/${userId}`;

const keyOf = (arg: { ref: { briefId: string; userId: string } }) =>
  collaborationKey(arg.ref.briefId, arg.ref.userId);

const LOADING = { status: 'loading', doc: null } as const;

export const shipmentSlice = createSlice({
  name: 'shipment',
  initialState,
  reducers: {
    addressReceived(
      state,
      action: PayloadAction<{ key: string; address: ShippingAddressDoc | null }>,
    ) {
      state.addresses[action.payload.key] = { status: 'ready', doc: action.payload.address };
    },
    addressFailed(state, action: PayloadAction<string>) {
      state.addresses[action.payload] = { status: 'error', doc: null };
    },
    addressReleased(state, action: PayloadAction<string>) {
      delete state.addresses[action.payload];
    },
    shipmentReceived(state, action: PayloadAction<{ key: string; shipment: ShipmentDoc | null }>) {
      state.shipments[action.payload.key] = { status: 'ready', doc: action.payload.shipment };
    },
    shipmentFailed(state, action: PayloadAction<string>) {
      state.shipments[action.payload] = { status: 'error', doc: null };
    },
    shipmentReleased(state, action: PayloadAction<string>) {
      delete state.shipments[action.payload];
    },
  },
  extraReducers: (builder) => {
    const track = (
      thunk: typeof saveShippingAddress | typeof saveShipment | typeof markReceived,
      busy: Busy,
    ) =>
      builder
        .addCase(thunk.pending, (state, action) => {
          state.busy[keyOf(action.meta.arg)] = busy;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          delete state.busy[keyOf(action.meta.arg)];
        })
        .addCase(thunk.rejected, (state, action) => {
          delete state.busy[keyOf(action.meta.arg)];
        });
    track(saveShippingAddress, 'address');
    track(saveShipment, 'ship');
    track(markReceived, 'received');
  },
  selectors: {
    selectAddress: (state, key: string): LiveDoc<ShippingAddressDoc> =>
      state.addresses[key] ?? LOADING,
    selectShipment: (state, key: string): LiveDoc<ShipmentDoc> => state.shipments[key] ?? LOADING,
    selectBusy: (state, key: string): Busy | null => state.busy[key] ?? null,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof shipmentSlice> {}
}

const injected = shipmentSlice.injectInto(rootReducer);

export const {
  addressReceived,
  addressFailed,
  addressReleased,
  shipmentReceived,
  shipmentFailed,
  shipmentReleased,
} = shipmentSlice.actions;
export const { selectAddress, selectShipment, selectBusy } = injected.selectors;
