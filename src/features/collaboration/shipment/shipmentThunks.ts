// The shipment writes as thunks (docs/data-layer.md): the toast and the rejection's i18n key
// are chosen here, once. The api module is imported statically: the step's live feeds load it
// with the step anyway (a dynamic import here would split nothing).
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import * as api from './api/shipmentApi';
import type { CollaborationRef } from './api/shipmentApi';
import type { AddressInput } from './model/address';
import type { ShipmentInput } from './model/carriers';

export const ADDRESS_SAVED = 'shipment.toasts.addressSaved';
export const ADDRESS_FAILED = 'shipment.toasts.addressFailed';
export const SHIPPED = 'shipment.toasts.shipped';
export const SHIP_FAILED = 'shipment.toasts.shipFailed';
export const CORRECTED = 'shipment.toasts.corrected';
export const RECEIVED = 'shipment.toasts.received';
export const RECEIVE_FAILED = 'shipment.toasts.receiveFailed';

/** The party shares (or edits) her address with the consent she ticked. */
export const saveShippingAddress = createAppAsyncThunk(
  'shipment/saveAddress',
  async (
    { ref, input, consent }: { ref: CollaborationRef; input: AddressInput; consent: boolean },
    { dispatch, rejectWithValue },
  ) => {
    try {
      await api.saveShippingAddress(ref, input, consent);
      dispatch(toast.success(ADDRESS_SAVED));
    } catch (error) {
      console.error('shipping address failed', error);
      dispatch(toast.error(ADDRESS_FAILED));
      return rejectWithValue(ADDRESS_FAILED);
    }
  },
);

/** Kargoya verdim (first time) or a correction of the carrier / tracking number. */
export const saveShipment = createAppAsyncThunk(
  'shipment/ship',
  async (
    {
      ref,
      input,
      correction,
    }: { ref: CollaborationRef; input: ShipmentInput; correction: boolean },
    { dispatch, rejectWithValue },
  ) => {
    try {
      if (correction) await api.correctShipment(ref, input);
      else await api.createShipment(ref, input);
      dispatch(toast.success(correction ? CORRECTED : SHIPPED));
    } catch (error) {
      console.error('shipment failed', error);
      dispatch(toast.error(SHIP_FAILED));
      return rejectWithValue(SHIP_FAILED);
    }
  },
);

/** Ürün elime ulaştı. */
export const markReceived = createAppAsyncThunk(
  'shipment/received',
  async ({ ref }: { ref: CollaborationRef }, { dispatch, rejectWithValue }) => {
    try {
      await api.markShipmentReceived(ref);
      dispatch(toast.success(RECEIVED));
    } catch (error) {
      console.error('shipment received failed', error);
      dispatch(toast.error(RECEIVE_FAILED));
      return rejectWithValue(RECEIVE_FAILED);
    }
  },
);
