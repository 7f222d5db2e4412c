// The one way a mail or a push leaves the functions (issue 23, docs/decisions.md "Outreach"):
// per channel, the user's preference (and for marketing her consent, read at send time), then a
// claim of `Users/{uid}/deliveryLog/{key}-{channel}` with create(), so a second run for the same
// key finds the claim and sends nothing, then the send and its outcome. A failed send waits in
// the log with `nextAttemptAt` (5 min, 10, 20, 40; after 5 attempts 'failed'), and the scheduled
// retry (`retryDueDeliveries`) sends it again from the template stored in the entry.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { describedQuery } from '../firestoreQuery';
import { pushSenderFromEnv, type PushSender } from '../push/fcm';
import { pushToUser, pushTokensOf } from '../push/pushToUser';
import { DUE_DELIVERIES_PAGE_SIZE, dueDeliveries } from '../queries';
import {
  DELIVERY_LOG,
  OUTREACH_CHANNELS,
  SKIP_REASON_CODES,
  TRANSACTIONAL_EVENTS,
  deliveryLogId,
  mailLanguageOf,
  wants,
  type DeliveryStatus,
  type MailLanguage,
  type NotificationPreferences,
  type OutreachChannel,
  type OutreachEvent,
  type SkipReasonCode,
} from '../shared/outreach';
import { latestMarketingConsent } from './consent';
import { invoiceAttachment } from './invoicePdf';
import { messageIdOf, openLink, unsubscribeLink } from './links';
import { renderMail, renderPush, type MailTemplate } from './templates';
import { mailerFromEnv, type Mailer, type MailMessage } from './transport';
import { unsubscribeUrlFromEnv } from './unsubscribeUrl';

export type OutreachDeps = {
  mailer: Mailer;
  push: PushSender | null;
  now: () => Date;
  /** Where the app runs: links open `${appUrl}${path}`. */
  appUrl: string;
  /** Signs the unsubscribe links (MAIL_LINK_SECRET). */
  linkSecret: string;
  /** The `unsubscribe` HTTP function's address. */
  unsubscribeUrl: string;
};

/** The link secret on the emulators: nothing there is worth protecting. */
export const EMULATOR_LINK_SECRET = 'local-emulator-mail-link-secret';

/** The env values a mail function reads from Secret Manager when FUNCTIONS_SECRETS lists them. */
export const MAIL_SECRET_NAMES = ['SMTP_PASSWORD', 'MAIL_LINK_SECRET'] as const;

const trimmed = (value: string | undefined): string => value?.trim() ?? '';

/** APP_URL; on the emulators the dev server, otherwise the project's Hosting address. */
export const appUrlFromEnv = (env: NodeJS.ProcessEnv = process.env): string =>
  trimmed(env.APP_URL) ||
  (env.FUNCTIONS_EMULATOR === 'true'
    ? 'http://127.0.0.1:5173'
    : `https://${trimmed(env.GCLOUD_PROJECT)}.web.app`);

/**
 * MAIL_LINK_SECRET; a fixed one on the emulators. Missing elsewhere, it is '': mails that need
 * an unsubscribe link then fail (and are logged) rather than go out with a forgeable link.
 */
export const linkSecretFromEnv = (env: NodeJS.ProcessEnv = process.env): string =>
  trimmed(env.MAIL_LINK_SECRET) || (env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_LINK_SECRET : '');

/** The deps as the functions' env configures them (SMTP: transport.ts; FCM: push/fcm.ts). */
export function outreachDepsFromEnv(env: NodeJS.ProcessEnv = process.env): OutreachDeps {
  return {
    mailer: mailerFromEnv(env),
    push: pushSenderFromEnv(env),
    now: () => new Date(),
    appUrl: appUrlFromEnv(env),
    linkSecret: linkSecretFromEnv(env),
    unsubscribeUrl: unsubscribeUrlFromEnv(env),
  };
}

export type DeliveryRequest = {
  uid: string;
  /** The idempotency key: a notification id, `digest-…` or `mailing-…`. */
  key: string;
  event: OutreachEvent | 'marketing';
  template: MailTemplate;
  /** The app page the mail's button and the push open, '/app/…'. */
  path: string;
  /** Default both; marketing is e-mail only. */
  channels?: OutreachChannel[];
};

export type ChannelOutcome = DeliveryStatus | 'duplicate' | 'none';

/** Why a delivery was skipped, as the log's `reason` records it (codes: @shared/outreach). */
export const SKIP_REASONS = Object.fromEntries(SKIP_REASON_CODES.map((code) => [code, code])) as {
  readonly [Code in SkipReasonCode]: Code;
};

export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 5 * 60 * 1000;
/** A claimed entry is tried again after this if the sender died mid-send. */
const SENDING_TIMEOUT_MS = 10 * 60 * 1000;
const REASON_MAX = 500;

/** The wait before attempt `attempts + 1`: 5 min · 2^(attempts − 1). */
export const retryDelayMs = (attempts: number): number => RETRY_BASE_MS * 2 ** (attempts - 1);

type UserData = Record<string, unknown>;

/** What a log entry keeps to send again: the request, without the user's data. */
type StoredDelivery = {
  uid: string;
  key: string;
  channel: OutreachChannel;
  event: OutreachEvent | 'marketing';
  template: MailTemplate;
  path: string;
  attempts: number;
};

const ALREADY_EXISTS = 6;
const isAlreadyExists = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === ALREADY_EXISTS;

const stamp = (millis: number) => Timestamp.fromMillis(millis);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const preferencesOf = (user: UserData) =>
  (user.notificationPreferences ?? null) as NotificationPreferences | null;

const logRef = (db: Firestore, uid: string, key: string, channel: OutreachChannel) =>
  db.collection('Users').doc(uid).collection(DELIVERY_LOG).doc(deliveryLogId(key, channel));

/** Creates the entry; false when it is there already (another run has this delivery). */
async function claim(ref: DocumentReference, entry: DocumentData): Promise<boolean> {
  try {
    await ref.create(entry);
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/** Why this delivery must not go out now, or null. Checked before every attempt. */
async function skipReason(
  db: Firestore,
  deps: OutreachDeps,
  delivery: StoredDelivery,
  user: UserData,
): Promise<string | null> {
  const { channel, event } = delivery;
  if (channel === 'email' && !text(user.email)) return SKIP_REASONS.noEmail;
  if (event === 'marketing') {
    const consent = await latestMarketingConsent(db, delivery.uid);
    if (!consent) return SKIP_REASONS.noConsent;
    if (consent.action !== 'given') return SKIP_REASONS.consentWithdrawn;
  } else if (!wants(preferencesOf(user), event, channel)) {
    return SKIP_REASONS.preference;
  }
  if (channel === 'push') {
    if (!deps.push) return SKIP_REASONS.pushNotConfigured;
    if (pushTokensOf(user).length === 0) return SKIP_REASONS.noDevice;
  }
  return null;
}

const isTransactionalEvent = (event: OutreachEvent | 'marketing') =>
  event !== 'marketing' && TRANSACTIONAL_EVENTS.includes(event);

/** The mail of this delivery for `user`, attachments included. */
export async function composeMail(
  db: Firestore,
  deps: OutreachDeps,
  delivery: Pick<StoredDelivery, 'uid' | 'key' | 'event' | 'template' | 'path'>,
  user: UserData,
  language: MailLanguage,
): Promise<MailMessage> {
  const open = openLink(deps.appUrl, delivery.path);
  let unsubscribe: string | null = null;
  if (!isTransactionalEvent(delivery.event)) {
    if (!deps.linkSecret)
      throw new Error('MAIL_LINK_SECRET is not set: no unsubscribe link can be signed');
    unsubscribe = unsubscribeLink(
      deps.unsubscribeUrl,
      deps.linkSecret,
      delivery.uid,
      delivery.event,
    );
  }
  const mail = renderMail(delivery.template, language, { open, unsubscribe });
  const headers: Record<string, string> = { 'Message-ID': messageIdOf(delivery.key, deps.appUrl) };
  if (unsubscribe) {
    // RFC 2369 and RFC 8058: mail programs show their own unsubscribe button for it.
    headers['List-Unsubscribe'] = `<${unsubscribe}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const { template } = delivery;
  const attachments =
    template.kind === 'notification' && template.type === 'invoicePaid'
      ? [
          await invoiceAttachment(
            db,
            delivery.uid,
            text(template.emailData.paymentId),
            user,
            language,
          ),
        ]
      : [];
  return { to: text(user.email), ...mail, headers, attachments };
}

type SendOutcome = { status: 'sent'; to: string } | { status: 'skipped'; reason: string };

async function send(
  db: Firestore,
  deps: OutreachDeps,
  delivery: StoredDelivery,
  user: UserData,
): Promise<SendOutcome> {
  const language = mailLanguageOf(preferencesOf(user));
  if (delivery.channel === 'email') {
    const message = await composeMail(db, deps, delivery, user, language);
    await deps.mailer.send(message);
    return { status: 'sent', to: message.to };
  }
  const { title, body } = renderPush(delivery.template, language);
  const outcome = await pushToUser(db, deps.push!, delivery.uid, {
    title,
    body,
    link: openLink(deps.appUrl, delivery.path),
    tag: delivery.key,
  });
  if (outcome.sent === 0) return { status: 'skipped', reason: SKIP_REASONS.staleDevices };
  return { status: 'sent', to: String(outcome.sent) };
}

const subjectOf = (delivery: StoredDelivery, user: UserData): string => {
  const language = mailLanguageOf(preferencesOf(user));
  return delivery.channel === 'email'
    ? renderMail(delivery.template, language, { open: '', unsubscribe: null }).subject
    : renderPush(delivery.template, language).title;
};

/** One attempt of a claimed delivery, and its outcome in the log. */
async function attempt(
  db: Firestore,
  deps: OutreachDeps,
  ref: DocumentReference,
  delivery: StoredDelivery,
  user: UserData,
  now: number,
): Promise<DeliveryStatus> {
  const attempts = delivery.attempts + 1;
  try {
    const outcome = await send(db, deps, delivery, user);
    if (outcome.status === 'skipped') {
      await ref.update({
        status: 'skipped',
        reason: outcome.reason,
        attempts,
        updatedAt: stamp(now),
        nextAttemptAt: FieldValue.delete(),
      });
      return 'skipped';
    }
    await ref.update({
      status: 'sent',
      reason: '',
      attempts,
      to: outcome.to,
      sentAt: stamp(now),
      updatedAt: stamp(now),
      nextAttemptAt: FieldValue.delete(),
    });
    return 'sent';
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, REASON_MAX);
    const failed = attempts >= MAX_ATTEMPTS;
    await ref.update({
      status: failed ? 'failed' : 'retrying',
      reason,
      attempts,
      updatedAt: stamp(now),
      nextAttemptAt: failed ? FieldValue.delete() : stamp(now + retryDelayMs(attempts)),
    });
    return failed ? 'failed' : 'retrying';
  }
}

async function deliverOn(
  db: Firestore,
  deps: OutreachDeps,
  delivery: StoredDelivery,
  user: UserData,
  now: number,
): Promise<ChannelOutcome> {
  const ref = logRef(db, delivery.uid, delivery.key, delivery.channel);
  const entry = {
    key: delivery.key,
    channel: delivery.channel,
    event: delivery.event,
    reason: '',
    attempts: 0,
    subject: subjectOf(delivery, user),
    to: delivery.channel === 'email' ? text(user.email) : String(pushTokensOf(user).length),
    createdAt: stamp(now),
    updatedAt: stamp(now),
    sentAt: null,
    template: delivery.template,
    path: delivery.path,
  };
  const skip = await skipReason(db, deps, delivery, user);
  if (skip)
    return (await claim(ref, { ...entry, status: 'skipped', reason: skip }))
      ? 'skipped'
      : 'duplicate';
  const claimed = await claim(ref, {
    ...entry,
    status: 'sending',
    nextAttemptAt: stamp(now + SENDING_TIMEOUT_MS),
  });
  if (!claimed) return 'duplicate';
  return attempt(db, deps, ref, delivery, user, now);
}

/** Delivers `request` to its user on each channel: once per key and channel, whoever asks. */
export async function deliverToUser(
  db: Firestore,
  deps: OutreachDeps,
  request: DeliveryRequest,
): Promise<Record<OutreachChannel, ChannelOutcome>> {
  const outcome: Record<OutreachChannel, ChannelOutcome> = { email: 'none', push: 'none' };
  const wanted = OUTREACH_CHANNELS.filter(
    (channel) =>
      (request.channels ?? OUTREACH_CHANNELS).includes(channel) &&
      // Marketing goes by e-mail only: the consent is for e-mail.
      !(channel === 'push' && request.event === 'marketing'),
  );
  if (wanted.length === 0) return outcome;
  const user = (await db.collection('Users').doc(request.uid).get()).data();
  const now = deps.now().getTime();
  for (const channel of wanted) {
    // An account deleted meanwhile: nothing to send, and no log under a user who is gone.
    if (!user) {
      outcome[channel] = 'skipped';
      continue;
    }
    const delivery: StoredDelivery = { ...request, channel, attempts: 0 };
    outcome[channel] = await deliverOn(db, deps, delivery, user, now);
  }
  return outcome;
}

/** Takes a due entry for this run (a transaction: two runs never both send it). */
async function claimDue(
  db: Firestore,
  ref: DocumentReference,
  now: number,
): Promise<StoredDelivery | null> {
  const uid = ref.parent.parent?.id;
  if (!uid || ref.parent.parent?.parent.id !== 'Users') return null;
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    const next = data?.nextAttemptAt as Timestamp | undefined;
    if (!data || typeof next?.toMillis !== 'function' || next.toMillis() > now) return null;
    if (data.status !== 'retrying' && data.status !== 'sending') return null;
    transaction.update(ref, {
      status: 'sending',
      updatedAt: stamp(now),
      nextAttemptAt: stamp(now + SENDING_TIMEOUT_MS),
    });
    return {
      uid,
      key: String(data.key),
      channel: data.channel === 'push' ? 'push' : 'email',
      event: data.event as OutreachEvent | 'marketing',
      template: data.template as MailTemplate,
      path: String(data.path ?? '/app'),
      attempts: typeof data.attempts === 'number' ? data.attempts : 0,
    };
  });
}

/** One due entry again: the preference and the consent as they are now, then a send. */
async function retryEntry(
  db: Firestore,
  deps: OutreachDeps,
  ref: DocumentReference,
  now: number,
): Promise<boolean> {
  const delivery = await claimDue(db, ref, now);
  if (!delivery) return false;
  const user = (await db.collection('Users').doc(delivery.uid).get()).data();
  const skip = user ? await skipReason(db, deps, delivery, user) : SKIP_REASONS.noUser;
  if (skip || !user) {
    await ref.update({
      status: 'skipped',
      reason: skip ?? SKIP_REASONS.noUser,
      updatedAt: stamp(now),
      nextAttemptAt: FieldValue.delete(),
    });
    return true;
  }
  await attempt(db, deps, ref, delivery, user, now);
  return true;
}

/** Passes over the due entries at most this many times per run (each pass takes a page). */
const MAX_PAGES = 20;

/**
 * Sends again every delivery waiting at `now` (the scheduled `retryDeliveries`); answers how
 * many entries it took (sent, failed again or skipped now).
 */
export async function retryDueDeliveries(
  db: Firestore,
  deps: OutreachDeps,
  now: Date,
): Promise<number> {
  const millis = now.getTime();
  const seen = new Set<string>();
  let taken = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const due = await describedQuery(db, dueDeliveries(millis)).get();
    const fresh = due.docs.filter((entry) => !seen.has(entry.ref.path));
    for (const entry of fresh) {
      seen.add(entry.ref.path);
      if (await retryEntry(db, deps, entry.ref, millis)) taken += 1;
    }
    // Every entry taken moved its nextAttemptAt past `now` or lost it: the next page is the
    // same query again. Entries that stay (not ours) are not taken twice.
    if (fresh.length === 0 || due.size < DUE_DELIVERIES_PAGE_SIZE) break;
  }
  return taken;
}
