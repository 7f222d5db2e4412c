// The one contract between the brief detail page's collaboration workspace and its steps
// (shipment, drafts, timeline, review; issue 21). Types only.
import type { BriefDoc } from '@/lib/collections/briefs';
import type { SessionUser } from '@/store/session/sessionUser';

/**
 * Who is looking: the brief's owner, the accepted party herself (the influencer, or the agency
 * that bid for itself), or an admin who is neither.
 */
export type CollaborationSide = 'owner' | 'party' | 'admin';

export type CollaborationStepProps = {
  brief: BriefDoc;
  /** The uid in the brief's acceptedUsers / completedUsers this collaboration is with. */
  userId: string;
  /** That party's display name (the offer's bidderName), for the owner's and admin's view. */
  partyName: string;
  viewer: SessionUser;
  side: CollaborationSide;
};

/** A barter product has to reach the influencer: the shipment steps apply. */
export const shipsProduct = (brief: BriefDoc) =>
  brief.paymentType === 'product' || brief.paymentType === 'both';
