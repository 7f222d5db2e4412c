// How the delivery log dialog names and dates its entries (issue 23). Pure.
import { format } from 'date-fns';
import { OUTREACH_EVENTS, isSkipReasonCode, type DeliveryStatus } from '@shared/outreach';
import { dateLocale } from '@/lib/dates';

const knownEvents: readonly string[] = [...OUTREACH_EVENTS, 'marketing'];

/** The i18n key of an event's label; null for one newer than this client (shown as written). */
export function deliveryEventLabelKey(event: string): string | null {
  return knownEvents.includes(event) ? `users.deliveryLog.events.${event}` : null;
}

/** A skip's reason in words (its code's label); a failure's reason is the error's own text. */
export const deliveryReasonLabelKey = (reason: string): string | null =>
  isSkipReasonCode(reason) ? `users.deliveryLog.reasons.${reason}` : null;

export const deliveryChannelLabelKey = (channel: 'email' | 'push') =>
  `users.deliveryLog.channels.${channel}`;

export const deliveryStatusLabelKey = (status: DeliveryStatus) =>
  `users.deliveryLog.statuses.${status}`;

/** The badge colour of a status: what went, what waits, what did not go. */
export const deliveryStatusColor: Record<DeliveryStatus, string> = {
  sent: 'success',
  sending: 'info',
  retrying: 'warning',
  failed: 'danger',
  skipped: 'secondary',
};

/** '12 Mart 2025 10:05' in Turkish; the same parts in the chosen language otherwise. */
export function formatLogTime(millis: number | null, language: string): string | null {
  if (millis === null || !Number.isFinite(millis)) return null;
  return format(millis, 'd MMMM yyyy HH:mm', { locale: dateLocale(language) });
}
