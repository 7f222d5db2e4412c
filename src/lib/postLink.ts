// A post or draft link as stored (deliveries, drafts): https with a dotted host, the shape
// firestore.rules validDelivery and validDraftCreate accept. Pure.

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
