// The briefs whose products /app/pages/product/* shows (docs/decisions.md "Products"). A brand
// side account reads its own briefs with the owner queries the project list already uses (the
// rules let an owner list `briefOwnerUserId == uid`, and the indexes on briefOwnerUserId,
// isVerified, timestamp exist); an admin reads the newest briefs of everyone. Both are bounded.
// No React, no Redux (docs/data-layer.md).
import { getDocs } from 'firebase/firestore';
import type { QueryDescription, QueryFilter } from '@shared/queryDescription';
import { BRIEFS, briefConverter, type BriefDoc } from '@/lib/collections/briefs';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { firstImageOf, type ProductBrief } from '../model/productCatalog';
import { PRODUCT_BRIEFS_LIMIT, type ProductsSpec } from '../model/productsList';

// tests/emulator/productsApi.test.ts reads the limit from here, beside the reads it bounds.
export { PRODUCT_BRIEFS_LIMIT };

export type ProductBriefsResult = {
  briefs: ProductBrief[];
  /** Older briefs were left out by the limit. */
  truncated: boolean;
};

export function toProductBrief(brief: BriefDoc): ProductBrief {
  const rows = Array.isArray(brief.products) ? brief.products : [];
  return {
    id: brief.id,
    title: typeof brief.title === 'string' ? brief.title : '',
    timestamp: brief.timestamp,
    paymentType: brief.paymentType,
    image: firstImageOf(brief.images),
    products: rows
      .filter((row) => typeof row?.name === 'string')
      .map((row) => ({
        name: row.name,
        price: typeof row.price === 'number' ? row.price : null,
      })),
  };
}

/** The newest PRODUCT_BRIEFS_LIMIT briefs that pass `where`. */
const newestBriefs = (...where: QueryFilter[]): QueryDescription => ({
  collection: BRIEFS,
  where,
  orderBy: [['timestamp', 'desc']],
  limit: PRODUCT_BRIEFS_LIMIT,
});

/**
 * The reads of a spec: everyone's newest briefs, or an owner's approved and waiting ones (the
 * two owner queries of the project list's indexes).
 */
export const productBriefsQueries = (spec: ProductsSpec): QueryDescription[] =>
  spec.view === 'all'
    ? [newestBriefs()]
    : [true, false].map((verified) =>
        newestBriefs(['briefOwnerUserId', '==', spec.uid], ['isVerified', '==', verified]),
      );

async function newest(description: QueryDescription): Promise<BriefDoc[]> {
  const snapshot = await getDocs(
    describedQuery(await db(), description).withConverter(briefConverter),
  );
  return snapshot.docs.map((doc) => doc.data());
}

/** The newest briefs of the spec, newest first, at most PRODUCT_BRIEFS_LIMIT. */
export async function fetchProductBriefs(spec: ProductsSpec): Promise<ProductBriefsResult> {
  const parts = await Promise.all(productBriefsQueries(spec).map(newest));
  const merged = parts.flat().sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id));
  return {
    briefs: merged.slice(0, PRODUCT_BRIEFS_LIMIT).map(toProductBrief),
    truncated:
      merged.length > PRODUCT_BRIEFS_LIMIT ||
      parts.some((part) => part.length === PRODUCT_BRIEFS_LIMIT),
  };
}
