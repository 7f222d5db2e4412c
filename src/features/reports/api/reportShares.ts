// The report's share links (issue 22): listed from reportShares, created and revoked through
// the functions, and the shared report read by token without signing in.
import { getDocs } from 'firebase/firestore';
import type { PublicCampaignReport } from '@shared/campaignReport';
import type { QueryDescription } from '@shared/queryDescription';
import { callFunction } from '@/lib/callFunction';
import {
  REPORT_SHARES,
  reportShareConverter,
  type ReportShareDoc,
} from '@/lib/collections/reportShares';
import { auth, db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';

/**
 * A brief's share links as one reader may list them: an admin every link of the brief, anyone
 * else the links of the brief's owner (the rules check ownerId).
 */
export const reportSharesQuery = (briefId: string, ownerId: string | null): QueryDescription => ({
  collection: REPORT_SHARES,
  where: [['briefId', '==', briefId], ...(ownerId ? [['ownerId', '==', ownerId] as const] : [])],
});

/** The brief's links that still work, newest first. */
export async function fetchActiveShares(
  briefId: string,
  ownerId: string | null,
): Promise<ReportShareDoc[]> {
  const [firestore, instance] = await Promise.all([db(), auth()]);
  await instance.authStateReady();
  const query = describedQuery(firestore, reportSharesQuery(briefId, ownerId));
  const snapshot = await getDocs(query.withConverter(reportShareConverter));
  return snapshot.docs
    .map((snap) => snap.data())
    .filter((share) => share.revokedAt === null)
    .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

export const createReportShare = (briefId: string) =>
  callFunction<{ briefId: string }, { token: string }>('createReportShare', { briefId });

export const revokeReportShare = (token: string) =>
  callFunction<{ token: string }, { ok: true }>('revokeReportShare', { token });

/** The shared report (no sign-in): throws the function's 'not-found' for a revoked link. */
export const fetchSharedReport = (token: string) =>
  callFunction<{ token: string }, PublicCampaignReport>('sharedReport', { token });
