// Her average engagement rate (issue 22): `Influencers/{uid}.engagement = { average, count }`
// over her posts on briefs that completed her and have a rate (docs/influencers-model.md).
// Recomputed whenever one of her postMetrics changes and when a brief completes her. No client
// may write `engagement` (firestore.rules): these triggers are its only writers.
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { adminDb, REGION } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { briefsCompleting } from '../queries';
import {
  engagementRateOf,
  engagementSummary,
  latestReading,
  type EngagementSummary,
} from '../shared/postMetrics';

/** Recounts `uid`'s engagement and stores it on her Influencers profile (when she has one). */
export async function recomputeEngagement(db: Firestore, uid: string): Promise<EngagementSummary> {
  const briefs = await describedQuery(db, briefsCompleting(uid)).get();
  const metrics = await Promise.all(
    briefs.docs.map((brief) => brief.ref.collection('postMetrics').doc(uid).get()),
  );
  const rates: number[] = [];
  for (const doc of metrics) {
    if (!doc.exists) continue;
    const followers = doc.get('followersAtPosting');
    const rate = engagementRateOf(
      latestReading(doc.get('readings') ?? {}),
      typeof followers === 'number' ? followers : null,
    );
    if (rate !== null) rates.push(rate);
  }
  const engagement = engagementSummary(rates);
  const profile = db.collection('Influencers').doc(uid);
  const stored = await profile.get();
  const current = stored.get('engagement') as Partial<EngagementSummary> | undefined;
  if (
    stored.exists &&
    (current?.average !== engagement.average || current?.count !== engagement.count)
  )
    await profile.update({ engagement });
  return engagement;
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export const engagementOnPostMetrics = onDocumentWritten(
  { document: 'briefs/{briefId}/postMetrics/{userId}', region: REGION },
  async (event) => {
    const { briefId, userId } = event.params;
    const db = adminDb();
    const brief = await db.collection('briefs').doc(briefId).get();
    // Only completed collaborations count.
    if (!list(brief.get('completedUsers')).includes(userId)) return;
    await recomputeEngagement(db, userId);
  },
);

export const engagementOnCompletion = onDocumentUpdated(
  { document: 'briefs/{briefId}', region: REGION },
  async (event) => {
    const before = new Set(list(event.data?.before.get('completedUsers')));
    const added = list(event.data?.after.get('completedUsers')).filter((uid) => !before.has(uid));
    const db = adminDb();
    for (const uid of added) await recomputeEngagement(db, uid);
  },
);
