// recordPostMetricsByHand({ briefId, userId, slot, likes, comments, views }) (issue 22): the
// brief's owner, the agency managing her or an admin types the figures the influencer sent,
// for a post the providers cannot read. The slot must be due (initial always; day1 after 24 h,
// day7 after 7 days from liveAt); the reading is marked manual and the scheduler keeps it.
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { FieldValue } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import { callableOptions } from '../functionOptions';
import { actsForBriefOwner, isDocumentId, payload, requireUid } from '../callers';
import {
  MAX_FIGURE,
  POST_METRICS_MESSAGES as MESSAGES,
  POST_METRICS_SLOTS,
  SLOT_DELAY_MS,
  type PostMetricsSlot,
} from '../shared/postMetrics';

const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_FIGURE;

export const recordPostMetricsByHand = onCall(
  callableOptions(),
  async (request): Promise<{ ok: true }> => {
    const callerUid = requireUid(request);
    const data = payload(request);
    const { briefId, userId, slot, likes, comments, views } = data;
    if (
      !isDocumentId(briefId) ||
      !isDocumentId(userId) ||
      !POST_METRICS_SLOTS.includes(slot as PostMetricsSlot) ||
      !isFigure(likes) ||
      !isFigure(comments) ||
      !(views === null || isFigure(views))
    )
      throw new HttpsError('invalid-argument', MESSAGES.invalid);
    const db = adminDb();
    const brief = await db.collection('briefs').doc(briefId).get();
    const ownerId = String(brief.get('briefOwnerUserId') ?? '');
    if (!brief.exists || !ownerId || !(await actsForBriefOwner(callerUid, ownerId)))
      throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
    const ref = brief.ref.collection('postMetrics').doc(userId);
    const metrics = await ref.get();
    if (!metrics.exists) throw new HttpsError('not-found', MESSAGES.notFound);
    const liveAt = metrics.get('liveAt');
    const due =
      liveAt instanceof Timestamp
        ? liveAt.toMillis() + SLOT_DELAY_MS[slot as PostMetricsSlot]
        : Infinity;
    if (due > Date.now()) throw new HttpsError('failed-precondition', MESSAGES.tooEarly);
    await ref.update({
      [`readings.${String(slot)}`]: {
        at: FieldValue.serverTimestamp(),
        likes,
        comments,
        views,
        source: 'manual',
        enteredBy: callerUid,
      },
      [`failures.${String(slot)}`]: FieldValue.delete(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    logger.info('recordPostMetricsByHand', { callerUid, briefId, userId, slot });
    return { ok: true };
  },
);
