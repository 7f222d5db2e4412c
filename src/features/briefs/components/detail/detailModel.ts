// What the brief detail page offers to whom (spec sections 4 and 6). Pure.
import { UserRole } from '@/store/roles';
import type { SessionUser } from '@/store/session/sessionUser';
import type { Bid } from '@/lib/collections/bidders';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { OwnerAction } from '../../api/briefErrors';

export type DetailView = {
  /** The acting user owns the brief: sees the offers and accepts, removes, declines, completes. */
  isOwner: boolean;
  /** Admin: Onayla / Tamamla / Sil, and the offers (read only: the pair's chat is the owner's). */
  isAdmin: boolean;
  /** Sees the list of offers (owner or admin). */
  seesBidders: boolean;
  /** An influencer or influencer agency that may bid on it. */
  bids: boolean;
};

const bidderRoles: readonly UserRole[] = [
  UserRole.Influencer,
  UserRole.InfluencerAgency,
  UserRole.ProInfluencerAgency,
];

export function detailViewOf(brief: BriefDoc, user: SessionUser): DetailView {
  const isOwner = brief.briefOwnerUserId === user.uid || brief.briefSenderId === user.uid;
  const isAdmin = user.role === UserRole.Admin;
  return {
    isOwner,
    isAdmin,
    seesBidders: isOwner || isAdmin,
    bids: !isOwner && bidderRoles.includes(user.role),
  };
}

export type BidState = 'pending' | 'accepted' | 'declined' | 'completed';

export function bidStateOf(brief: BriefDoc, userId: string): BidState {
  if (brief.completedUsers.includes(userId)) return 'completed';
  if (brief.acceptedUsers.includes(userId)) return 'accepted';
  if ((brief.declinedUser ?? []).includes(userId)) return 'declined';
  return 'pending';
}

const open = (brief: BriefDoc) => brief.isVerified && !brief.isCompleted;

/** The buttons on one offer row: pending → Kabul Et, Reddet; accepted → Tamamla, Kaldır. */
export function bidActionsOf(brief: BriefDoc, userId: string): OwnerAction[] {
  if (!open(brief)) return [];
  switch (bidStateOf(brief, userId)) {
    case 'pending':
      return brief.bidderIds.includes(userId) ? ['accept', 'decline'] : [];
    case 'accepted':
      return ['complete', 'remove'];
    default:
      return [];
  }
}

/** One row per bidder (the first entry counts when an old list holds duplicates). */
export function bidRows(bids: readonly Bid[]): (Bid & { bidderName?: string })[] {
  const seen = new Set<string>();
  return bids.filter((bid) => {
    if (typeof bid.bidderId !== 'string' || seen.has(bid.bidderId)) return false;
    seen.add(bid.bidderId);
    return true;
  });
}

export type OfferPanelState =
  | { kind: 'closed' } // not verified, or completed: no offers
  | { kind: 'canOffer'; withPrice: boolean }
  | { kind: 'offered'; state: BidState };

/** What the bidding panel shows the acting influencer. */
export function offerPanelStateOf(brief: BriefDoc, uid: string): OfferPanelState {
  const state = bidStateOf(brief, uid);
  if (brief.bidderIds.includes(uid) || state !== 'pending') return { kind: 'offered', state };
  if (!open(brief) || brief.shouldHideBrief) return { kind: 'closed' };
  return { kind: 'canOffer', withPrice: brief.paymentType !== 'product' };
}

/**
 * Which offers the page listens to: the owner and admins all of them (bidders/{briefId}), a
 * user who may bid her own (her sealed copy, there or not yet), anyone else none.
 */
export function biddersReaderOf(view: DetailView): 'all' | 'own' | null {
  if (view.seesBidders) return 'all';
  return view.bids ? 'own' : null;
}
