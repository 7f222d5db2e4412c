// The accepted influencer's delivery: her post's link and the disclosure she confirms is on
// it (model/adDisclosure.ts). Pure.
import type { BriefDoc } from '@/lib/collections/briefs';
import type { DeliveryDoc } from '@/lib/collections/deliveries';

export const POST_LINK_MAX = 2048;

/**
 * The post link as stored: an https URL with a dotted host (percent-encoded by URL, so it is
 * plain ASCII as the rules expect), or null when the text is not one.
 */
export function httpsPostLink(value: string): string | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    const host = url.hostname;
    if (url.protocol !== 'https:' || !/^[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(host)) return null;
    if (url.username || url.password) return null;
    return url.href.length <= POST_LINK_MAX ? url.href : null;
  } catch {
    return null;
  }
}

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
