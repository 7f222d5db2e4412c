// A brand's products (issue 12, /app/pages/product/*). The spec has no product catalogue: a
// product is a `{ name, price }` row of a barter brief (paymentType 'product' or 'both'), so the
// catalogue is those rows gathered by name, one entry per name whatever its letter case
// (docs/decisions.md "Products"). Pure: no React, no Firebase.
import type { PaymentType } from '@/lib/collections/briefs';

/** What the pages need of one brief: plain values, kept in Redux. */
export type ProductBrief = {
  id: string;
  title: string;
  /** Creation time, epoch millis. */
  timestamp: number;
  paymentType: PaymentType;
  /** The brief's first image, or null. */
  image: string | null;
  products: { name: string; price: number | null }[];
};

export type ProductUse = { briefId: string; title: string; timestamp: number };

export type ProductSummary = {
  /** The name in Turkish lower case with single spaces: two rows with the same key are one product. */
  key: string;
  /** As the newest brief writes it. */
  name: string;
  /** Lira, as the brief form stores it (decimals allowed); the newest brief's, null if none. */
  price: number | null;
  /** The briefs naming it, newest first, each once. */
  briefs: ProductUse[];
  /** The newest of those briefs' times. */
  lastUsedAt: number;
  /** The first image of the newest of those briefs that has one. */
  image: string | null;
};

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Turkish case rules: 'IŞIK' and 'ışık' are one name, 'İpek' and 'ipek' too. */
export const productKey = (name: string): string => collapse(name).toLocaleLowerCase('tr');

const isBarter = (brief: ProductBrief) =>
  brief.paymentType === 'product' || brief.paymentType === 'both';

/** A price the form could have stored: a finite, non-negative number of lira. */
const priceOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * One summary per product name across the barter briefs, most recently used first (ties by
 * name, Turkish order). A newer brief decides the shown name, price and image.
 */
export function aggregateProducts(briefs: readonly ProductBrief[]): ProductSummary[] {
  // Newest first, so the first brief that names a product is the one that speaks for it.
  const ordered = briefs.filter(isBarter).sort((a, b) => b.timestamp - a.timestamp);
  const byKey = new Map<string, ProductSummary>();
  for (const brief of ordered) {
    for (const row of brief.products) {
      const name = typeof row.name === 'string' ? collapse(row.name) : '';
      if (!name) continue;
      const key = productKey(name);
      const use = { briefId: brief.id, title: brief.title, timestamp: brief.timestamp };
      const known = byKey.get(key);
      if (!known) {
        byKey.set(key, {
          key,
          name,
          price: priceOf(row.price),
          briefs: [use],
          lastUsedAt: brief.timestamp,
          image: brief.image,
        });
        continue;
      }
      if (!known.briefs.some((b) => b.briefId === brief.id)) known.briefs.push(use);
      known.price ??= priceOf(row.price);
      known.image ??= brief.image;
    }
  }
  return [...byKey.values()].sort(
    (a, b) => b.lastUsedAt - a.lastUsedAt || a.name.localeCompare(b.name, 'tr'),
  );
}

/** The search box's text as a comparable name part; '' shows everything. */
export const normalizeSearch = (text: string): string => productKey(text);

/** Whether a product's name contains the search text, with Turkish case rules. */
export function matchesSearch(product: ProductSummary, search: string): boolean {
  const wanted = normalizeSearch(search);
  return wanted === '' || product.key.includes(wanted);
}

/**
 * The first of a brief's images when it is a web address the page may show (http(s) or a path
 * of this site, as the demo's are); anything else counts as no image.
 */
export function firstImageOf(images: unknown): string | null {
  const first: unknown = Array.isArray(images) ? images[0] : undefined;
  if (typeof first !== 'string') return null;
  const url = first.trim();
  if (/^https?:\/\/\S+$/i.test(url)) return url;
  return /^\/(?!\/)\S*$/.test(url) ? url : null;
}
