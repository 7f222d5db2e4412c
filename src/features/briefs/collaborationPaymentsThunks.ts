// Paying for an accepted collaboration, and disputing or cancelling its held money, as thunks
// (docs/data-layer.md): the toast and the rejection's i18n key are chosen here, once. The caller
// sends the browser to the payment page after paying.
import { COLLABORATION_PAYMENT_MESSAGES as CODES } from '@shared/collaborationPayment';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';

/** The function's error codes the user can act on, by their text (briefDetail.payment.errors). */
const knownErrors: Record<string, string> = {
  [CODES.payoutDetailsMissing]: 'payoutDetailsMissing',
  [CODES.alreadyPaid]: 'alreadyPaid',
  [CODES.notAccepted]: 'notAccepted',
  [CODES.notMoney]: 'notMoney',
  [CODES.notOwner]: 'notOwner',
  [CODES.notHeld]: 'notHeld',
  [CODES.delivered]: 'delivered',
  [CODES.reasonRequired]: 'reasonRequired',
  [CODES.settleFailed]: 'settleFailed',
};

/** The error's i18n key, told once as a toast; unknown failures are logged. */
function failureKey(error: unknown, fallback: string, dispatch: (action: unknown) => unknown) {
  const code = error instanceof Error ? error.message : '';
  const key = `briefDetail.payment.errors.${knownErrors[code] ?? fallback}`;
  if (!knownErrors[code]) console.error('collaboration payment call failed', error);
  dispatch(toast.error(key));
  return key;
}

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
      return rejectWithValue(failureKey(error, 'failed', dispatch));
    }
  },
);

export type SettleRequest =
  | { kind: 'dispute'; briefId: string; influencerId: string; reason: string }
  | { kind: 'cancel'; briefId: string; influencerId: string };

/**
 * İtiraz et / İptal et: the payment function disputes or refunds the held money; the payment
 * document's listener then shows the new state.
 */
export const settleCollaboration = createAppAsyncThunk(
  'collaborationPayments/settle',
  async (request: SettleRequest, { dispatch, rejectWithValue }) => {
    try {
      const api = await import('./api/collaborationPayments');
      if (request.kind === 'dispute') {
        await api.disputeCollaborationPayment(
          request.briefId,
          request.influencerId,
          request.reason,
        );
      } else {
        await api.cancelCollaborationPayment(request.briefId, request.influencerId);
      }
      dispatch(toast.success(`briefDetail.payment.${request.kind}.done`));
      return request.kind;
    } catch (error) {
      return rejectWithValue(failureKey(error, `${request.kind}Failed`, dispatch));
    }
  },
);
