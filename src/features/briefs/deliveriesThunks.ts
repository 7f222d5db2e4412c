// The delivery write as a thunk (docs/data-layer.md): the toast and the rejection's i18n key
// are chosen here, once.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import type { DeliveryInput } from './api/deliveries';

export const DELIVERY_SENT = 'adDisclosure.delivery.sentToast';
export const DELIVERY_FAILED = 'adDisclosure.delivery.sendFailed';

/** Paylaşımı Gönder: the post link with the confirmed disclosure. */
export const sendDelivery = createAppAsyncThunk(
  'deliveries/send',
  async (
    { briefId, input }: { briefId: string; input: Omit<DeliveryInput, 'senderId'> },
    { dispatch, rejectWithValue },
  ) => {
    try {
      // The write code loads on first use, like the other writes of the feature.
      await (await import('./api/deliveries')).submitDelivery(briefId, input);
      dispatch(toast.success(DELIVERY_SENT));
    } catch (error) {
      console.error('delivery failed', error);
      dispatch(toast.error(DELIVERY_FAILED));
      return rejectWithValue(DELIVERY_FAILED);
    }
  },
);
