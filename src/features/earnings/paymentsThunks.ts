// The collaboration payments' reads that are not live and the admin's dispute decision, as
// thunks (docs/data-layer.md): the toast is raised here and a failure rejects with the i18n key
// of its message, chosen once from the payment function's answer.
import { COLLABORATION_PAYMENT_MESSAGES } from '@shared/collaborationPayment';
import { PAYMENT_MESSAGES } from '@shared/plans';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import {
  fetchPaymentTotals,
  resolveDispute,
  type DisputeDecision,
} from './api/collaborationPayments';

export const TOTALS_ERROR = 'earnings.paymentTotals.error';

/** The i18n key for a failed decision: the function's code, else by HTTP status. */
export function decisionErrorKey(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  const code = error instanceof Error ? error.message : '';
  const key = (name: string) => `earnings.disputes.errors.${name}`;
  if (code === COLLABORATION_PAYMENT_MESSAGES.notHeld) return key('notHeld');
  if (code === COLLABORATION_PAYMENT_MESSAGES.settleFailed) return key('settleFailed');
  if (code === PAYMENT_MESSAGES.forbidden || status === 403) return key('forbidden');
  if (code === PAYMENT_MESSAGES.unauthenticated || status === 401) return key('unauthenticated');
  if (code === PAYMENT_MESSAGES.notFound || status === 404) return key('notFound');
  if (status === 0) return key('network');
  return key('failed');
}

/** The admin's totals of held, disputed, released and refunded money (aggregate queries). */
export const loadPaymentTotals = createAppAsyncThunk(
  'earningsPayments/totals',
  async (_: void, { rejectWithValue }) => {
    try {
      return await fetchPaymentTotals();
    } catch (error) {
      console.warn('payment totals failed to load', error);
      return rejectWithValue(TOTALS_ERROR);
    }
  },
);

/**
 * 'Influencer'a aktar' / 'Markaya iade et': the payment function settles the disputed payment
 * with iyzico. The queue follows the document live, so on success the payment leaves it; the
 * totals are read again.
 */
export const decideDispute = createAppAsyncThunk(
  'earningsPayments/decide',
  async (
    { paymentId, decision }: { paymentId: string; decision: DisputeDecision },
    { dispatch, rejectWithValue },
  ) => {
    try {
      await resolveDispute(paymentId, decision);
      dispatch(toast.success(`earnings.disputes.done.${decision}`));
      void dispatch(loadPaymentTotals());
      return null;
    } catch (error) {
      const key = decisionErrorKey(error);
      if (key === 'earnings.disputes.errors.failed')
        console.error('dispute decision failed', error);
      dispatch(toast.error(key));
      return rejectWithValue(key);
    }
  },
);
