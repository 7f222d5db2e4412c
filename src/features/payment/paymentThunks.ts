// The payment calls as thunks (docs/data-layer.md). A failure rejects with the i18n key of its
// message, chosen here once from the function's answer.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import type { CheckoutStart, PaidPlanId, TransactionResult } from '@shared/plans';

/** The i18n key for a failed call: the server's message code, or by HTTP status. */
export function errorKeyOf(error: unknown): string {
  const status = typeof error === 'object' && error && 'status' in error ? error.status : null;
  const message = error instanceof Error ? error.message : '';
  if (status === 0) return 'payment.errors.network';
  if (status === 401) return 'payment.errors.unauthenticated';
  if (status === 403) return 'payment.errors.forbidden';
  if (message === 'invalid-plan') return 'payment.errors.invalidPlan';
  if (message === 'invalid-token' || status === 404) return 'payment.errors.invalidToken';
  if (message === 'provider-error') return 'payment.errors.provider';
  return 'payment.errors.generic';
}

export const startCheckout = createAppAsyncThunk<
  CheckoutStart,
  { plan: PaidPlanId; userId: string }
>('payment/startCheckout', async ({ plan, userId }, { rejectWithValue }) => {
  try {
    const { initializeCheckoutform } = await import('./api/paymentApi');
    return await initializeCheckoutform(plan, userId);
  } catch (error) {
    console.error('checkout failed to start', error);
    return rejectWithValue(errorKeyOf(error));
  }
});

export const finishTransaction = createAppAsyncThunk<
  TransactionResult,
  { token: string; userId: string }
>('payment/finishTransaction', async ({ token, userId }, { rejectWithValue }) => {
  try {
    const { completeTransaction } = await import('./api/paymentApi');
    return await completeTransaction(token, userId);
  } catch (error) {
    console.error('transaction failed to complete', error);
    return rejectWithValue(errorKeyOf(error));
  }
});

/** The signed-in user's payment records, for the invoice page. */
export const loadPayments = createAppAsyncThunk(
  'payment/loadPayments',
  async (uid: string, { rejectWithValue }) => {
    try {
      const { fetchPayments } = await import('./api/paymentRecords');
      return await fetchPayments(uid);
    } catch (error) {
      console.error('payments failed to load', error);
      return rejectWithValue('payment.invoice.loadFailed');
    }
  },
);

/** The collaboration payments she made (issue 20), for the invoice page. */
export const loadCollaborationInvoices = createAppAsyncThunk(
  'payment/loadCollaborationInvoices',
  async (uid: string, { rejectWithValue }) => {
    try {
      const { fetchCollaborationPayments } = await import('./api/collaborationInvoices');
      return await fetchCollaborationPayments(uid);
    } catch (error) {
      console.error('collaboration payments failed to load', error);
      return rejectWithValue('payment.invoice.collaborations.loadFailed');
    }
  },
);
