// The briefs whose products /app/pages/product/* shows (docs/decisions.md "Products"). A brand
// side account reads its own briefs with the owner queries the project list already uses (the
// rules let an owner list `briefOwnerUserId == uid`, and the indexes on briefOwnerUserId,
// isVerified, timestamp exist); an admin reads the newest briefs of everyone. Both are bounded.
// No React, no Redux (docs/data-layer.md).
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { BRIEFS, briefConverter, type BriefDoc } from '@/lib/collections/briefs';
import { db } from '@/lib/firebase';
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

async function newest(...filters: ReturnType<typeof where>[]): Promise<BriefDoc[]> {
  const snapshot = await getDocs(
    query(
      collection(await db(), BRIEFS),
      ...filters,
      orderBy('timestamp', 'desc'),
      limit(PRODUCT_BRIEFS_LIMIT),
    ).withConverter(briefConverter),
  );
  return snapshot.docs.map((doc) => doc.data());
}

/** The newest briefs of the spec, newest first, at most PRODUCT_BRIEFS_LIMIT. */
export async function fetchProductBriefs(spec: ProductsSpec): Promise<ProductBriefsResult> {
  const parts =
    spec.view === 'all'
      ? [await newest()]
      : // Approved and waiting briefs: the two owner queries of the project list's indexes.
        await Promise.all(
          [true, false].map((verified) =>
            newest(where('briefOwnerUserId', '==', spec.uid), where('isVerified', '==', verified)),
          ),
        );
  const merged = parts.flat().sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id));
  return {
    briefs: merged.slice(0, PRODUCT_BRIEFS_LIMIT).map(toProductBrief),
    truncated:
      merged.length > PRODUCT_BRIEFS_LIMIT ||
      parts.some((part) => part.length === PRODUCT_BRIEFS_LIMIT),
  };
}
