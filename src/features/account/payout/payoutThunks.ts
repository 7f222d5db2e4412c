// Payout details as thunks (docs/data-layer.md): read the account's own document once, and
// save through the savePayoutDetails callable. The api module (Firestore, the Functions SDK)
// loads with the first call, so the account page's chunk does not carry it.
import { validatePayoutDetails, type PayoutDetailsInput } from '@shared/payoutDetails';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import type { PayoutDetailsDoc } from '@/lib/collections/payoutDetails';
import { payoutSaveFailure, type PayoutSaveFailure } from './api/payoutErrors';

export const loadPayoutDetails = createAppAsyncThunk(
  'accountPayout/load',
  async ({ uid }: { uid: string }, { rejectWithValue }) => {
    try {
      const { readPayoutDetails } = await import('./api/payoutDetailsApi');
      return await readPayoutDetails(uid);
    } catch (error) {
      console.error('payout details not loaded', error);
      return rejectWithValue('account.payout.loadFailed');
    }
  },
);

/** The field errors, the provider's refusal or the message: shown in the section, no toast. */
const createPayoutThunk = createAppAsyncThunk.withTypes<{ rejectValue: PayoutSaveFailure }>();

/**
 * Checks the input with the server's own validator first, so bad input never leaves the
 * browser, then sends what it normalised (fields the kind does not use are blank) and reads
 * the stored document back for the saved state.
 */
export const savePayoutDetails = createPayoutThunk(
  'accountPayout/save',
  async (
    { uid, input }: { uid: string; input: PayoutDetailsInput },
    { dispatch, rejectWithValue },
  ) => {
    const checked = validatePayoutDetails(input);
    if (!checked.ok) return rejectWithValue({ fieldErrors: checked.errors });
    let api: typeof import('./api/payoutDetailsApi');
    try {
      api = await import('./api/payoutDetailsApi');
      await api.savePayoutDetails(checked.value);
    } catch (error) {
      console.error('payout details not saved', error);
      return rejectWithValue(payoutSaveFailure(error));
    }
    dispatch(toast.success('account.payout.saved'));
    // Saved is saved: when the read back fails, the details sent stand in for the document.
    const stored = await api.readPayoutDetails(uid).catch(() => null);
    const sent: PayoutDetailsDoc = {
      ...checked.value,
      email: '',
      subMerchantKey: '',
      provider: null,
      updatedAt: null,
    };
    return stored ?? sent;
  },
  {
    // One registration at a time: a second click would update the sub-merchant twice.
    condition: ({ uid }, { getState }) =>
      getState().accountPayout?.entries[uid]?.status !== 'saving',
  },
);
