// Paying for an accepted collaboration as a thunk (docs/data-layer.md): the toast and the
// rejection's i18n key are chosen here, once. The caller sends the browser to the payment page.
import { COLLABORATION_PAYMENT_MESSAGES } from '@shared/collaborationPayment';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';

/** The function's error codes the brand can act on, by their text (briefDetail.payment.errors). */
const knownErrors: Record<string, string> = {
  [COLLABORATION_PAYMENT_MESSAGES.payoutDetailsMissing]: 'payoutDetailsMissing',
  [COLLABORATION_PAYMENT_MESSAGES.alreadyPaid]: 'alreadyPaid',
  [COLLABORATION_PAYMENT_MESSAGES.notAccepted]: 'notAccepted',
  [COLLABORATION_PAYMENT_MESSAGES.notMoney]: 'notMoney',
  [COLLABORATION_PAYMENT_MESSAGES.notOwner]: 'notOwner',
};

const payErrorKey = (code: string) => `briefDetail.payment.errors.${knownErrors[code] ?? 'failed'}`;

/** 'Öde': starts the marketplace checkout; fulfils with the payment page's address. */
export const payCollaboration = createAppAsyncThunk(
  'collaborationPayments/pay',
  async (
    { briefId, influencerId, userId }: { briefId: string; influencerId: string; userId: string },
    { dispatch, rejectWithValue },
  ) => {
    try {
      const api = await import('./api/collaborationPayments');
      const started = await api.startCollaborationPayment(briefId, influencerId, userId);
      return started.paymentPageUrl;
    } catch (error) {
      const code = error instanceof Error ? error.message : '';
      const key = payErrorKey(code);
      if (!knownErrors[code]) console.error('collaboration payment failed', error);
      dispatch(toast.error(key));
      return rejectWithValue(key);
    }
  },
);
