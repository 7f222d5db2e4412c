// Writes an event into briefs/{briefId}/collaborations/{userId} in one transaction: only the
// keys it does not have yet (timelinePatch), the document created with briefId, userId and
// ownerId when missing, and, when the event is new and has a notice, the other side's
// collaborationUpdate notification with its count + 1 (../notify). A brief that is gone
// (deleted) records nothing, so no timeline outlives its brief.
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { adminDb } from '../admin';
import { notify } from '../notify';
import type { TimelineEvent } from './timelineEvents';
import { timelinePatch } from './timelinePatch';
import { displayName, shortTitle, timelineNotice } from './timelineTexts';

export const COLLABORATIONS = 'collaborations';

export const briefDetailPath = (briefId: string) =>
  `/app/briefDetail?briefId=${encodeURIComponent(briefId)}`;

/** The date of a change: the event's own time (when Firestore committed it); null if unknown. */
export function eventTime(time: string | undefined): number | null {
  const millis = time ? Date.parse(time) : Number.NaN;
  return Number.isFinite(millis) ? millis : null;
}

/** Epoch millis as a Timestamp; null (unknown) as the server's time of the write. */
const dateOf = (millis: number | null) =>
  millis === null ? FieldValue.serverTimestamp() : Timestamp.fromMillis(millis);

const HOUR_MS = 60 * 60 * 1000;

/** When and how a step is recorded: its date, and whether the other side is told. */
export type Dating = { atMillis: number | null; quiet: boolean };

/**
 * The dating of a step whose source document carries its own stamp (`stampMillis`: the
 * address's createdAt, the shipment's shippedAt, ...; the rules make the app's equal to the
 * write's time). A stamp more than an hour before the event is history written late (the demo
 * seed, an import): it is recorded at its stamp and tells nobody, as notifyAdminsOfNewBrief
 * does for back-dated briefs. Otherwise the event's time, told.
 */
export function datingOf(eventMillis: number | null, stampMillis: number | null): Dating {
  if (eventMillis !== null && stampMillis !== null && eventMillis - stampMillis > HOUR_MS)
    return { atMillis: stampMillis, quiet: true };
  return { atMillis: eventMillis, quiet: false };
}

/** Records `event` for `userId` on `briefId`, dated `atMillis`; whether it was new. */
export async function recordTimeline(
  briefId: string,
  userId: string,
  event: TimelineEvent,
  atMillis: number | null,
  options: { quiet?: boolean } = {},
): Promise<boolean> {
  const db = adminDb();
  const briefRef = db.collection('briefs').doc(briefId);
  const ref = briefRef.collection(COLLABORATIONS).doc(userId);
  const notice = options.quiet ? null : timelineNotice(event);
  return db.runTransaction(async (tx) => {
    const [brief, stored] = (await tx.getAll(briefRef, ref)) as [
      DocumentSnapshot,
      DocumentSnapshot,
    ];
    if (!brief.exists) return false;
    const ownerId = String(brief.get('briefOwnerUserId') ?? brief.get('briefSenderId') ?? '');
    const { patch, fresh } = timelinePatch(stored.data(), event, dateOf(atMillis));
    if (!fresh) return false;
    // Reads first (a transaction reads before it writes): both sides, for the name and the
    // recipient's count.
    const tell = notice && ownerId && ownerId !== userId ? notice : null;
    const users = tell
      ? ((await tx.getAll(db.doc(`Users/${ownerId}`), db.doc(`Users/${userId}`))) as [
          DocumentSnapshot,
          DocumentSnapshot,
        ])
      : null;
    tx.set(
      ref,
      {
        ...(stored.exists ? {} : { briefId, userId, ownerId, steps: {}, drafts: {} }),
        ...patch,
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    if (tell && users) {
      const [owner, party] = users;
      const title = shortTitle(brief.get('title'));
      const ownerName =
        typeof brief.get('briefSenderName') === 'string' && brief.get('briefSenderName')
          ? String(brief.get('briefSenderName'))
          : displayName(owner.data(), 'Marka');
      const partyName = displayName(party.data(), 'Influencer');
      const toOwner = tell.to === 'owner';
      const picture = toOwner ? party.get('profileImage') : brief.get('briefSenderImageUrl');
      notify(tx, toOwner ? owner : party, {
        type: 'collaborationUpdate',
        message: tell.message({ title, owner: ownerName, party: partyName }),
        path: briefDetailPath(briefId),
        image: typeof picture === 'string' ? picture : '',
        emailData: {
          subject: tell.subject,
          briefId,
          briefTitle: title,
          name: toOwner ? partyName : ownerName,
        },
      });
    }
    return true;
  });
}

/**
 * Records each event in turn; one failing is logged and does not stop the others, and the
 * first failure is thrown at the end so the invocation reports it.
 */
export async function recordAll(
  items: { briefId: string; userId: string; event: TimelineEvent; dating: Dating }[],
): Promise<void> {
  let failure: unknown = null;
  for (const { briefId, userId, event, dating } of items) {
    try {
      await recordTimeline(briefId, userId, event, dating.atMillis, { quiet: dating.quiet });
    } catch (error) {
      logger.error('collaboration timeline: recording failed', { briefId, userId, event, error });
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
}
