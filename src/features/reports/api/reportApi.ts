// The campaign report's reads and the hand-typed reading (issue 22). No React, no Redux
// (docs/data-layer.md): the brief, its postMetrics and the accepted offers become the plain
// input of buildCampaignReport (functions/src/shared/campaignReport.ts).
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import type { CampaignReportInput, ReportMetrics, ReportSlot } from '@shared/campaignReport';
import { BIDDERS, biddersConverter, type Bid } from '@/lib/collections/bidders';
import { BRIEFS, briefConverter, type BriefDoc } from '@/lib/collections/briefs';
import { postMetricsConverter, postMetricsPath } from '@/lib/collections/postMetrics';
import { callFunction } from '@/lib/callFunction';
import { errorCode } from '@/lib/errors';
import { auth, db } from '@/lib/firebase';

/** Firestore once Auth has restored the session (a reload's first read needs the token). */
async function signedInDb() {
  const [firestore, instance] = await Promise.all([db(), auth()]);
  await instance.authStateReady();
  return firestore;
}

/** The brief as the report's header shows it. */
export type ReportBrief = Pick<
  BriefDoc,
  'id' | 'title' | 'paymentType' | 'briefOwnerUserId' | 'briefSenderName' | 'completedAt'
> & { products: { name: string; price: number }[] };

export type ReportData = {
  brief: ReportBrief;
  input: CampaignReportInput;
  /** False when the offers could not be read (names and prices unknown). */
  pricesKnown: boolean;
};

/** Thrown when the brief is not there. */
export class ReportMissingError extends Error {}

/** The accepted parties: accepted, then completed, once each, with their offer's name and price. */
function partiesOf(brief: BriefDoc, bids: Bid[]): CampaignReportInput['parties'] {
  const ids = [...new Set([...brief.acceptedUsers, ...brief.completedUsers])];
  return ids.map((userId) => {
    const bid = bids.find((entry) => entry.bidderId === userId);
    return { userId, name: bid?.bidderName ?? '', price: Number(bid?.price) || 0 };
  });
}

/** Reads everything the report of `briefId` needs. */
export async function fetchReportData(briefId: string): Promise<ReportData> {
  const firestore = await signedInDb();
  const briefSnap = await getDoc(doc(firestore, BRIEFS, briefId).withConverter(briefConverter));
  const brief = briefSnap.data();
  if (!brief) throw new ReportMissingError(briefId);
  const [metricsSnap, bids] = await Promise.all([
    getDocs(collection(firestore, postMetricsPath(briefId)).withConverter(postMetricsConverter)),
    // The offers are sealed to the owner and admins: a managing agency reads no prices.
    getDoc(doc(firestore, BIDDERS, briefId).withConverter(biddersConverter)).then(
      (snap) => snap.data()?.bidders ?? [],
      (error: unknown) => {
        if (errorCode(error) !== 'permission-denied') throw error;
        return null;
      },
    ),
  ]);
  const products = (brief.products ?? []).map(({ name, price }) => ({
    name,
    price: Number(price) || 0,
  }));
  return {
    brief: {
      id: brief.id,
      title: brief.title,
      paymentType: brief.paymentType,
      briefOwnerUserId: brief.briefOwnerUserId,
      briefSenderName: brief.briefSenderName,
      completedAt: brief.completedAt,
      products,
    },
    input: {
      brief: { id: brief.id, title: brief.title, paymentType: brief.paymentType, products },
      parties: partiesOf(brief, bids ?? []),
      metrics: metricsSnap.docs.map((snap): ReportMetrics => snap.data()),
    },
    pricesKnown: bids !== null,
  };
}

export type HandReading = {
  briefId: string;
  userId: string;
  slot: ReportSlot;
  likes: number;
  comments: number;
  views: number | null;
};

/** The brand types the figures the influencer sent (recordPostMetricsByHand, issue 22). */
export async function recordReadingByHand(reading: HandReading): Promise<void> {
  await callFunction<HandReading, unknown>('recordPostMetricsByHand', reading);
}
