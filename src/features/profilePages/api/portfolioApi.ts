// The completed collaborations /app/pages/profile/portfolio shows, with the posts they were
// delivered with (briefs/{id}/deliveries/{uid}). The queries use the project list's indexes: an
// influencer's `completedUsers array-contains`, an owner's verified briefs and every verified
// brief for admins (those two keep briefs with a completed influencer). The rules let an
// influencer get only her own delivery and an owner or admin list a brief's. No React, no Redux
// (docs/data-layer.md).
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { DOCUMENT_ID, type QueryDescription, type QueryFilter } from '@shared/queryDescription';
import { BRIEFS, briefConverter, type BriefDoc } from '@/lib/collections/briefs';
import {
  deliveriesPath,
  deliveryConverter,
  deliveryPath,
  type DeliveryDoc,
} from '@/lib/collections/deliveries';
import { BIDDERS, biddersConverter } from '@/lib/collections/bidders';
import { timestampParts } from '@/lib/cursors';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { fillPage, type Batch } from '@/lib/fillPage';
import { portfolioKey, type PortfolioCursor, type PortfolioSpec } from '../model/portfolioList';

export const PORTFOLIO_PAGE_SIZE = 10;
/** Briefs read per fetch: the owner's and admin's views keep only some of them. */
const BRIEFS_PER_FETCH = 20;

export type PortfolioPost = {
  userId: string;
  /** The influencer's directory name; '' when her profile is not readable. */
  name: string;
  postLink: string;
  disclosureConfirmed: boolean;
  submittedAt: number | null;
};

export type PortfolioEntry = {
  /** `<list key>/<brief id>`: one brief shows different posts in different views. */
  id: string;
  briefId: string;
  title: string;
  brandName: string;
  completedAt: number | null;
  posts: PortfolioPost[];
};

export type PortfolioPage = { items: PortfolioEntry[]; cursor: PortfolioCursor | null };

// A collaboration is completed per influencer (completedUsers), often before the brief itself
// is: the owner's and the admin's views read verified briefs (the project list's indexes) and
// keep those with a completed influencer.
function filtersOf(spec: PortfolioSpec): QueryFilter[] {
  switch (spec.view) {
    case 'collaborator':
      return [['completedUsers', 'array-contains', spec.uid]];
    case 'owner':
      return [
        ['briefOwnerUserId', '==', spec.uid],
        ['isVerified', '==', true],
      ];
    case 'all':
      return [['isVerified', '==', true]];
  }
}

/** A fetch of the spec's briefs, newest first, after `after`. */
export const portfolioBriefsQuery = (
  spec: PortfolioSpec,
  after: PortfolioCursor | null,
): QueryDescription => ({
  collection: BRIEFS,
  where: filtersOf(spec),
  orderBy: [
    ['timestamp', 'desc'],
    [DOCUMENT_ID, 'desc'],
  ],
  startAfter: after ? [{ seconds: after.seconds, nanoseconds: after.nanoseconds }, after.id] : null,
  limit: BRIEFS_PER_FETCH,
});

const hasCompletion = (brief: BriefDoc) => brief.completedUsers.length > 0;

/**
 * The names the offers were made under (bidders/{briefId}, which the owner and admins read, as
 * the brief page's offers table does); a directory profile may not be readable to the brand.
 */
async function bidderNames(briefId: string): Promise<Map<string, string>> {
  const snapshot = await getDoc(doc(await db(), BIDDERS, briefId).withConverter(biddersConverter));
  const names = new Map<string, string>();
  for (const bid of snapshot.exists() ? snapshot.data().bidders : []) {
    const name = bid.bidderName?.trim() ?? '';
    if (!name) continue;
    names.set(bid.bidderId, name);
    if (bid.selectedUserId) names.set(bid.selectedUserId, name);
  }
  return names;
}

const postOf = (delivery: DeliveryDoc, name: string): PortfolioPost => ({
  userId: delivery.userId,
  name,
  postLink: delivery.postLink,
  disclosureConfirmed: delivery.disclosureConfirmed,
  submittedAt: delivery.submittedAt,
});

async function postsOf(spec: PortfolioSpec, brief: BriefDoc): Promise<PortfolioPost[]> {
  const firestore = await db();
  if (spec.view === 'collaborator') {
    const own = await getDoc(
      doc(firestore, deliveryPath(brief.id, spec.uid)).withConverter(deliveryConverter),
    );
    return own.exists() ? [postOf(own.data(), '')] : [];
  }
  const [all, names] = await Promise.all([
    getDocs(collection(firestore, deliveriesPath(brief.id)).withConverter(deliveryConverter)),
    bidderNames(brief.id),
  ]);
  return all.docs
    .map((item) => item.data())
    .filter((delivery) => brief.completedUsers.includes(delivery.userId))
    .map((delivery) => postOf(delivery, names.get(delivery.userId) ?? ''));
}

async function fetchBriefs(
  spec: PortfolioSpec,
  after: PortfolioCursor | null,
): Promise<Batch<BriefDoc, PortfolioCursor>> {
  const snapshot = await getDocs(
    describedQuery(await db(), portfolioBriefsQuery(spec, after)).withConverter(briefConverter),
  );
  const last = snapshot.docs.at(-1);
  return {
    items: snapshot.docs.map((item) => item.data()),
    cursor:
      snapshot.docs.length === BRIEFS_PER_FETCH && last
        ? { ...timestampParts(last.get('timestamp')), id: last.id }
        : null,
  };
}

/** One page of the spec's completed collaborations, newest brief first, with their posts. */
export async function fetchPortfolioPage(
  spec: PortfolioSpec,
  after: PortfolioCursor | null,
): Promise<PortfolioPage> {
  const fill = await fillPage({
    fetchBatch: (cursor) => fetchBriefs(spec, cursor),
    keep: hasCompletion,
    idOf: (brief) => brief.id,
    want: PORTFOLIO_PAGE_SIZE,
    cursor: after,
  });
  const key = portfolioKey(spec);
  const items = await Promise.all(
    fill.items.map(async (brief) => ({
      id: `${key}/${brief.id}`,
      briefId: brief.id,
      title: brief.title,
      brandName: brief.briefSenderName,
      completedAt: brief.completedAt,
      posts: await postsOf(spec, brief),
    })),
  );
  return { items, cursor: fill.exhausted ? null : fill.cursor };
}
