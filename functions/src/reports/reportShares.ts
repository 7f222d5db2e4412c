// Campaign report share links (issue 22; docs/decisions.md "Report share links"):
// - createReportShare({ briefId }) -> { token }: the brief's owner, the agency managing her or an
//   admin creates reportShares/{token} (token = 32 random bytes, base64url: unguessable);
// - revokeReportShare({ token }): the same people stamp revokedAt (the link then reads nothing);
// - sharedReport({ token }): anyone, signed out too, reads the report of a live link, computed
//   by the same buildCampaignReport as the app and stripped of personal data (no user ids, no
//   names: the public posts and their figures, and the totals). A revoked or unknown token
//   answers not-found, indistinguishably.
import { randomBytes } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import { callableOptions } from '../functionOptions';
import { actsForBriefOwner, isDocumentId, payload, requireUid } from '../callers';
import {
  REPORT_SHARE_MESSAGES as MESSAGES,
  REPORT_SLOTS,
  buildCampaignReport,
  publicCampaignReport,
  type PublicCampaignReport,
  type ReportMetrics,
  type ReportPaymentType,
} from '../shared/campaignReport';

const REPORT_SHARES = 'reportShares';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const isToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** 32 random bytes as base64url (43 characters): the share's document id. */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** The brief's owner; throws not-found for a missing brief, permission-denied for others. */
async function requireSharer(callerUid: string, briefId: string): Promise<string> {
  const brief = await adminDb().collection('briefs').doc(briefId).get();
  if (!brief.exists) throw new HttpsError('not-found', MESSAGES.briefNotFound);
  const ownerId = String(brief.get('briefOwnerUserId') ?? '');
  if (!ownerId || !(await actsForBriefOwner(callerUid, ownerId)))
    throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  return ownerId;
}

export const createReportShare = onCall<{ briefId: string }>(
  callableOptions(),
  async (request): Promise<{ token: string }> => {
    const callerUid = requireUid(request);
    const briefId = payload(request).briefId;
    if (!isDocumentId(briefId)) throw new HttpsError('invalid-argument', MESSAGES.invalidBriefId);
    const ownerId = await requireSharer(callerUid, briefId);
    const token = newShareToken();
    // create() fails rather than overwrite, should two tokens ever collide.
    await adminDb().collection(REPORT_SHARES).doc(token).create({
      briefId,
      ownerId,
      createdBy: callerUid,
      createdAt: FieldValue.serverTimestamp(),
      revokedAt: null,
    });
    logger.info('createReportShare', { callerUid, briefId });
    return { token };
  },
);

export const revokeReportShare = onCall<{ token: string }>(
  callableOptions(),
  async (request): Promise<{ ok: true }> => {
    const callerUid = requireUid(request);
    const token = payload(request).token;
    if (!isToken(token)) throw new HttpsError('not-found', MESSAGES.notShared);
    const ref = adminDb().collection(REPORT_SHARES).doc(token);
    const share = await ref.get();
    if (!share.exists) throw new HttpsError('not-found', MESSAGES.notShared);
    if (!(await actsForBriefOwner(callerUid, String(share.get('ownerId') ?? ''))))
      throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
    // Revoking twice keeps the first time.
    if (share.get('revokedAt') === null)
      await ref.update({ revokedAt: FieldValue.serverTimestamp() });
    logger.info('revokeReportShare', { callerUid, briefId: share.get('briefId') });
    return { ok: true };
  },
);

const millis = (value: unknown): number =>
  value instanceof Timestamp ? value.toMillis() : typeof value === 'number' ? value : 0;

/** A postMetrics document as the report reads it (plain values, dates as millis). */
function metricsOf(userId: string, data: DocumentData): ReportMetrics {
  const readings: ReportMetrics['readings'] = {};
  for (const slot of REPORT_SLOTS) {
    const reading = data.readings?.[slot];
    if (!reading) continue;
    readings[slot] = {
      at: millis(reading.at),
      likes: Number(reading.likes) || 0,
      comments: Number(reading.comments) || 0,
      views: typeof reading.views === 'number' ? reading.views : null,
      source: reading.source === 'manual' ? 'manual' : 'provider',
    };
  }
  return {
    userId,
    postLink: String(data.postLink ?? ''),
    platform: String(data.platform ?? 'other'),
    followersAtPosting:
      typeof data.followersAtPosting === 'number' ? data.followersAtPosting : null,
    readings,
  };
}

const PAYMENT_TYPES: ReportPaymentType[] = ['money', 'product', 'both'];

export const sharedReport = onCall<{ token: string }>(
  callableOptions(),
  async (request): Promise<PublicCampaignReport> => {
    const token = payload(request).token;
    if (!isToken(token)) throw new HttpsError('not-found', MESSAGES.notShared);
    const db = adminDb();
    const share = await db.collection(REPORT_SHARES).doc(token).get();
    if (!share.exists || share.get('revokedAt') !== null)
      throw new HttpsError('not-found', MESSAGES.notShared);
    const briefId = String(share.get('briefId'));
    const [brief, bidders, metrics] = await Promise.all([
      db.collection('briefs').doc(briefId).get(),
      db.collection('bidders').doc(briefId).get(),
      db.collection('briefs').doc(briefId).collection('postMetrics').get(),
    ]);
    if (!brief.exists) throw new HttpsError('not-found', MESSAGES.notShared);
    const data = brief.data() ?? {};
    const bids: { bidderId?: unknown; price?: unknown }[] = Array.isArray(bidders.get('bidders'))
      ? bidders.get('bidders')
      : [];
    const list = (value: unknown): string[] =>
      Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    const partyIds = [...new Set([...list(data.acceptedUsers), ...list(data.completedUsers)])];
    const products = Array.isArray(data.products)
      ? data.products.map((product: { name?: unknown; price?: unknown }) => ({
          name: String(product.name ?? ''),
          price: Number(product.price) || 0,
        }))
      : [];
    const paymentType = PAYMENT_TYPES.includes(data.paymentType) ? data.paymentType : 'money';
    const report = buildCampaignReport({
      brief: { id: briefId, title: String(data.title ?? ''), paymentType, products },
      parties: partyIds.map((userId) => ({
        userId,
        name: '',
        price: Number(bids.find((bid) => bid.bidderId === userId)?.price) || 0,
      })),
      metrics: metrics.docs.map((doc) => metricsOf(doc.id, doc.data())),
    });
    return publicCampaignReport(report);
  },
);
