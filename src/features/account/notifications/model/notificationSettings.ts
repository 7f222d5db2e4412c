import {
  MAIL_LANGUAGES,
  OUTREACH_EVENTS,
  TRANSACTIONAL_EVENTS,
  type MailLanguage,
  type NotificationPreferences,
  type OutreachChannel,
  type OutreachEvent,
} from '@shared/outreach';
import { getEnv } from '@/config/env';
import { storageKeys } from '@/lib/localStore';

// The account page's "Bildirimler" (issue 23): which events a user hears about by e-mail and
// by push, and her mails' language, as a form over Users/{uid}.notificationPreferences. Pure
// rules only; the shapes and the meaning of a missing flag (on) are @shared/outreach's.

/** Events only admins hear about: a brief waiting for approval. */
const ADMIN_EVENTS: readonly OutreachEvent[] = ['newProject'];

/** The rows of the table for this account, in the shared order. */
export const eventsFor = (isAdmin: boolean): OutreachEvent[] =>
  OUTREACH_EVENTS.filter((event) => isAdmin || !ADMIN_EVENTS.includes(event));

/** A transactional mail always goes: its e-mail box is shown checked and cannot be changed. */
export const isFixedEmail = (event: OutreachEvent): boolean => TRANSACTIONAL_EVENTS.includes(event);

export const isMailLanguage = (value: unknown): value is MailLanguage =>
  typeof value === 'string' && (MAIL_LANGUAGES as readonly string[]).includes(value);

type Flags = Partial<Record<OutreachEvent, boolean>>;

/** Only known events with a boolean: whatever else a document holds never reaches the form. */
function flagsOf(value: unknown): Flags {
  const flags: Flags = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return flags;
  for (const event of OUTREACH_EVENTS) {
    const flag = (value as Record<string, unknown>)[event];
    if (typeof flag === 'boolean') flags[event] = flag;
  }
  return flags;
}

/** The stored preferences of a Users document (anything malformed counts as not set). */
export function storedPreferencesOf(user: object | null | undefined): NotificationPreferences {
  const raw = (user as { notificationPreferences?: unknown } | null | undefined)
    ?.notificationPreferences;
  if (typeof raw !== 'object' || raw === null) return {};
  const { language, email, push } = raw as Record<string, unknown>;
  return {
    ...(isMailLanguage(language) ? { language } : {}),
    email: flagsOf(email),
    push: flagsOf(push),
  };
}

/** What the form edits: every flag spelled out, and a language. */
export type PreferencesDraft = {
  language: MailLanguage;
  email: Record<OutreachEvent, boolean>;
  push: Record<OutreachEvent, boolean>;
};

const allFlags = (flags: Flags | undefined): Record<OutreachEvent, boolean> =>
  Object.fromEntries(OUTREACH_EVENTS.map((event) => [event, flags?.[event] !== false])) as Record<
    OutreachEvent,
    boolean
  >;

/** The form's start: a missing flag is on; a missing language is the one the app shows. */
export function draftOf(stored: NotificationPreferences, appLanguage: string): PreferencesDraft {
  return {
    language: stored.language ?? (isMailLanguage(appLanguage) ? appLanguage : 'tr'),
    email: allFlags(stored.email),
    push: allFlags(stored.push),
  };
}

export function withFlag(
  draft: PreferencesDraft,
  channel: OutreachChannel,
  event: OutreachEvent,
  on: boolean,
): PreferencesDraft {
  return { ...draft, [channel]: { ...draft[channel], [event]: on } };
}

/**
 * The document's new value: the language and every flag of the rows shown. The flags of rows
 * not shown (an admin's event for a former admin) stay as stored; a transactional mail's flag
 * is not written, as it changes nothing.
 */
export function preferencesToSave(
  draft: PreferencesDraft,
  stored: NotificationPreferences,
  shown: readonly OutreachEvent[],
): NotificationPreferences {
  const email: Flags = { ...stored.email };
  const push: Flags = { ...stored.push };
  for (const event of shown) {
    if (isFixedEmail(event)) delete email[event];
    else email[event] = draft.email[event];
    push[event] = draft.push[event];
  }
  return { language: draft.language, email, push };
}

/** Where this browser remembers its own FCM token (the list in Users holds every device's). */
export const PUSH_TOKEN_STORAGE_KEY = storageKeys.pushDeviceToken;

/** The push switch is on when this browser's token is among the user's devices. */
export const pushIsOn = (deviceToken: string | null, tokens: unknown): boolean =>
  deviceToken !== null && Array.isArray(tokens) && tokens.includes(deviceToken);

/** Why this browser cannot switch push on, or null when it can. */
export type PushUnavailable = 'notConfigured' | 'unsupported';

export function pushUnavailability(environment: {
  vapidKey: string | null;
  supported: boolean;
}): PushUnavailable | null {
  if (!environment.vapidKey) return 'notConfigured';
  return environment.supported ? null : 'unsupported';
}

/** Why the last try to switch push on or off failed (shown under the switch). */
export type PushProblem = 'denied' | 'dismissed' | 'unsupported' | 'failed' | 'offFailed';

/** The FCM web push key of the project (VITE_FCM_VAPID_KEY; none on the emulators). */
export const fcmVapidKey = (): string | null => getEnv().fcmVapidKey;
