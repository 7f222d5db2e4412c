// The contract between the brief detail page, its collaboration workspace and the workspace's steps
// (shipment, drafts, timeline, review; issue 21), kept below the features that share it.
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

/** What the brief detail page hands the collaboration workspace (a slot filled in src/app). */
export type CollaborationWorkspaceProps = {
  brief: BriefDoc;
  viewer: SessionUser;
  side: CollaborationSide;
  /** Display names by uid (the offers' bidderName); the party's own view needs none. */
  names?: Record<string, string>;
};
