// Reaching people outside the app (issue 23): the events a user hears about by e-mail or web
// push, her preferences for them, and the delivery log's shape. Shared by the functions (the
// dispatcher, the chat digest, the mailing), the account page's preferences and the admin's
// delivery log view. No Firebase imports: plain data only.

/** The events a user can choose a channel for (keys of `Users.notificationPreferences`). */
export const OUTREACH_EVENTS = [
  'newOffer',
  'offerResult',
  'chatMessage',
  'supportAnswer',
  'briefVerified',
  'payment',
  'earningAdded',
  'invoicePaid',
  'collaboration',
  'newProject',
] as const;
export type OutreachEvent = (typeof OUTREACH_EVENTS)[number];

/**
 * Strictly transactional mails (a payment's movement, a paid invoice): always e-mailed, with no
 * unsubscribe link (design.md section 12: transactional messages need no consent). Their push
 * can still be switched off.
 */
export const TRANSACTIONAL_EVENTS: readonly OutreachEvent[] = ['payment', 'invoicePaid'];

export const OUTREACH_CHANNELS = ['email', 'push'] as const;
export type OutreachChannel = (typeof OUTREACH_CHANNELS)[number];

export const MAIL_LANGUAGES = ['tr', 'en', 'es'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * `Users/{uid}.notificationPreferences`, written by the user herself only (rules). A missing
 * entry means on: a user hears about everything until she switches it off.
 */
export type NotificationPreferences = {
  language?: MailLanguage;
  email?: Partial<Record<OutreachEvent, boolean>>;
  push?: Partial<Record<OutreachEvent, boolean>>;
};

/** Whether the user wants `event` on `channel` (transactional mails always go). */
export function wants(
  preferences: NotificationPreferences | undefined | null,
  event: OutreachEvent,
  channel: OutreachChannel,
): boolean {
  if (channel === 'email' && TRANSACTIONAL_EVENTS.includes(event)) return true;
  return preferences?.[channel]?.[event] !== false;
}

export function mailLanguageOf(
  preferences: NotificationPreferences | undefined | null,
): MailLanguage {
  const language = preferences?.language;
  return language && (MAIL_LANGUAGES as readonly string[]).includes(language) ? language : 'tr';
}

/** Which event each notification type is (`Users/{uid}/Notifications` `type`). */
export const EVENT_OF_NOTIFICATION_TYPE: Readonly<Record<string, OutreachEvent>> = {
  newOffer: 'newOffer',
  projectAccepted: 'offerResult',
  offerDeclined: 'offerResult',
  supportAnswer: 'supportAnswer',
  briefVerified: 'briefVerified',
  paymentUpdate: 'payment',
  earningsAdded: 'earningAdded',
  invoicePaid: 'invoicePaid',
  collaborationUpdate: 'collaboration',
  newProject: 'newProject',
};

/** `Users/{uid}/deliveryLog/{id}`: written by the functions only, read by admins. */
export const DELIVERY_LOG = 'deliveryLog';

export const DELIVERY_STATUSES = ['sending', 'sent', 'retrying', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Why a delivery was skipped: the log's `reason` holds one of these codes (a failure's reason is
 * the error's own words). The admin's view shows each code in her language.
 */
export const SKIP_REASON_CODES = [
  'noUser',
  'noEmail',
  'preference',
  'noConsent',
  'consentWithdrawn',
  'pushNotConfigured',
  'noDevice',
  'staleDevices',
] as const;
export type SkipReasonCode = (typeof SKIP_REASON_CODES)[number];

export const isSkipReasonCode = (reason: string): reason is SkipReasonCode =>
  (SKIP_REASON_CODES as readonly string[]).includes(reason);

/** What a delivery log entry holds (timestamps as Firestore Timestamps in the document). */
export type DeliveryLogEntry = {
  /** The idempotency key: a notification id, `digest-…` or `mailing-…`. */
  key: string;
  channel: OutreachChannel;
  /** An OutreachEvent, or 'marketing' for a mailing. */
  event: OutreachEvent | 'marketing';
  status: DeliveryStatus;
  /** Why it was skipped or the last error, in plain words ('' when none). */
  reason: string;
  attempts: number;
  subject: string;
  /** The address (e-mail) or the number of devices (push) it went to. */
  to: string;
};

/** The log entry's id: one per key and channel, so a second run finds the first one's entry. */
export const deliveryLogId = (key: string, channel: OutreachChannel): string => `${key}-${channel}`;
