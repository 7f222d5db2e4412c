// The accepted influencer's delivery: her post's link and the disclosure she confirms is on
// it (model/adDisclosure.ts). Pure.
import type { BriefDoc } from '@/lib/collections/briefs';
import type { DeliveryDoc } from '@/lib/collections/deliveries';

// The post link check moved down to src/lib/postLink.ts (issue 21: drafts take links too).
export { httpsPostLink, POST_LINK_MAX } from '@/lib/postLink';

export type DeliveryState =
  /** Not accepted (yet), or declined: nothing to deliver. */
  | 'none'
  /** Accepted, no link sent yet. */
  | 'due'
  /** Accepted and sent; she may still correct it until the owner completes her. */
  | 'sent'
  /** Completed by the owner: read only. */
  | 'closed';

/** Where `userId` stands with her delivery on this brief. */
export function deliveryStateOf(
  brief: Pick<BriefDoc, 'acceptedUsers' | 'completedUsers' | 'isVerified'>,
  userId: string,
  delivery: DeliveryDoc | null,
): DeliveryState {
  if (brief.completedUsers.includes(userId)) return 'closed';
  if (!brief.isVerified || !brief.acceptedUsers.includes(userId)) return 'none';
  return delivery ? 'sent' : 'due';
}
