// Offers as thunks (docs/data-layer.md): the influencer's offer and its withdrawal, the
// owner's accept / decline / remove / complete, and the one-off reads of bidders documents for
// the influencer's list. Failures become the spec's messages here, once.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { inWriteTurn } from '@/lib/writeOrder';
import { toast } from '@/components/toasts/toast';
import { ownerActionErrorKey, ownerActionSuccessKey, type OwnerAction } from './api/briefErrors';
import { fetchOwnOffers } from './api/briefQueries';
import type { Bidder } from './api/offers';

/** The influencers an agency may offer for (the offer panel's picker). */
export const fetchRoster = createAppAsyncThunk('bidders/roster', async (agencyUid: string) =>
  (await import('./api/agencyRoster')).fetchAgencyRoster(agencyUid),
);

export type OwnOffersArg = { briefIds: string[]; uid: string };

/** The user's own offers on these briefs (Teklifiniz on the influencer's and agency's lists). */
export const fetchBiddersOf = createAppAsyncThunk(
  'bidders/fetch',
  ({ briefIds, uid }: OwnOffersArg) => fetchOwnOffers(briefIds, uid),
);

export type OwnerActionArg = {
  briefId: string;
  ownerId: string;
  action: OwnerAction;
  userId: string;
};

// The write code loads on first use, so the lists (which read bids) do not carry it.
async function ownerWrite({ briefId, ownerId, action, userId }: OwnerActionArg): Promise<void> {
  const api = await import('./api/briefWrites');
  switch (action) {
    case 'accept':
      return api.acceptBidder(briefId, userId);
    case 'remove':
      return api.removeAccepted(briefId, ownerId, userId);
    case 'decline':
      return api.declineBidder(briefId, userId);
    case 'complete':
      return api.completeUser(briefId, userId);
  }
}

/** Kabul Et, Reddet, Tamamla, Kaldır on one offer (spec section 4, Offers). */
export const runOwnerAction = createAppAsyncThunk(
  'bidders/ownerAction',
  async (arg: OwnerActionArg, { dispatch, rejectWithValue }) => {
    try {
      await ownerWrite(arg);
      dispatch(toast.success(ownerActionSuccessKey[arg.action]));
    } catch (error) {
      console.error(`${arg.action} failed`, error);
      const message = ownerActionErrorKey(arg.action, error);
      dispatch(toast.error(message));
      return rejectWithValue(message);
    }
  },
);

const OFFER_FAILED = 'briefs.errors.offer';

type ToastApi = {
  dispatch: (action: ReturnType<typeof toast.success>) => unknown;
  rejectWithValue: (message: string) => unknown;
};

/** An offer write with the spec's toasts: one failure text for every offer write (spec 8). */
async function offerWrite(write: () => Promise<void>, success: string, api: ToastApi) {
  try {
    await write();
    api.dispatch(toast.success(success));
  } catch (error) {
    console.error('offer failed', error);
    api.dispatch(toast.error(OFFER_FAILED));
    return api.rejectWithValue(OFFER_FAILED);
  }
}

/** Teklif Ver / İlgileniyorum (price 0 is barter interest). */
export const makeOffer = createAppAsyncThunk(
  'bidders/offer',
  ({ briefId, bidder, price }: { briefId: string; bidder: Bidder; price: number }, api) =>
    // In turn with the chat's messages: a message sent after the offer never arrives before it.
    inWriteTurn((turn) =>
      offerWrite(
        async () => (await import('./api/offers')).sendOffer(briefId, bidder, price, turn),
        'briefs.offers.sent',
        api,
      ),
    ),
);

/** Tekliften Vazgeç. */
export const withdrawOffer = createAppAsyncThunk(
  'bidders/withdraw',
  ({ briefId, uid }: { briefId: string; uid: string }, api) =>
    offerWrite(
      async () => (await import('./api/offers')).cancelOffer(briefId, uid),
      'briefs.offers.cancelled',
      api,
    ),
);
