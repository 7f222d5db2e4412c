import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { millisOf, plainData } from './timestamps';

// Affiliate marketing (spec sections 1, 3 and 7; docs/decisions.md "Affiliate marketing"):
// `Affiliates/{id}` is one programme a user with isAffiliateMarketingEnabled (or an admin)
// runs for a product on one e-commerce marketplace; `AffiliateAllowance/{affiliateId}` lists
// the influencers allowed into it. Only the owner and admins write either; the allowed
// influencers read both (firestore.rules).
export const AFFILIATES = 'Affiliates';
export const AFFILIATE_ALLOWANCE = 'AffiliateAllowance';

/** The spec's "two e-commerce marketplaces", unnamed there: Türkiye's two largest. */
export const marketplaces = ['trendyol', 'hepsiburada'] as const;
export type Marketplace = (typeof marketplaces)[number];

/** `Influencers/{uid}.affiliateMarketing`: whether she works with each marketplace. */
export type AffiliateMarketingFlags = Record<Marketplace, boolean>;

export const noAffiliateFlags: AffiliateMarketingFlags = { trendyol: false, hepsiburada: false };

/** Reads the stored flags; anything missing or malformed is false. */
export function affiliateFlagsOf(value: unknown): AffiliateMarketingFlags {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { trendyol: stored.trendyol === true, hepsiburada: stored.hepsiburada === true };
}

/** rate: a share of the sale (commissionValue in basis points, 1250 = 12,5 %); fixed: kuruş. */
export const commissionKinds = ['rate', 'fixed'] as const;
export type CommissionKind = (typeof commissionKinds)[number];

/** Limits shared by the form and the rules. */
export const affiliateLimits = {
  productName: 200,
  productLink: 2048,
  description: 2000,
  ownerName: 201,
  /** 100 % in basis points. */
  maxRateBp: 10_000,
  /** Below a billion lira, in kuruş (as Earnings). */
  maxFixedKurus: 100_000_000_000,
  /** Influencers in one allowance. */
  maxAllowed: 500,
} as const;

export type AffiliateDoc = {
  id: string;
  ownerId: string;
  /** The owner's display name when created, shown to the allowed influencers. */
  ownerName: string;
  timestamp: number | null;
  productName: string;
  /** An https address of the product on the marketplace. */
  productLink: string;
  commissionKind: CommissionKind;
  commissionValue: number;
  marketplace: Marketplace;
  /** 'YYYY-MM-DD', the first and the last day of the programme. */
  startDate: string;
  endDate: string;
  description: string;
};

export type AffiliateAllowanceDoc = {
  /** = the programme's id. */
  id: string;
  /** The allowed influencers' uids. */
  influencers: string[];
  timestamp: number | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const affiliateConverter: FirestoreDataConverter<AffiliateDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): AffiliateDoc {
    const data = snapshot.data();
    const plain = plainData(data) as Record<string, unknown>;
    return {
      id: snapshot.id,
      ownerId: text(plain.ownerId),
      ownerName: text(plain.ownerName),
      timestamp: millisOf(data.timestamp),
      productName: text(plain.productName),
      productLink: text(plain.productLink),
      commissionKind: plain.commissionKind === 'fixed' ? 'fixed' : 'rate',
      commissionValue: typeof plain.commissionValue === 'number' ? plain.commissionValue : 0,
      marketplace: plain.marketplace === 'hepsiburada' ? 'hepsiburada' : 'trendyol',
      startDate: text(plain.startDate),
      endDate: text(plain.endDate),
      description: text(plain.description),
    };
  },
};

export const affiliateAllowanceConverter: FirestoreDataConverter<AffiliateAllowanceDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): AffiliateAllowanceDoc {
    const data = snapshot.data();
    const influencers: unknown[] = Array.isArray(data.influencers) ? data.influencers : [];
    return {
      id: snapshot.id,
      influencers: influencers.filter((uid): uid is string => typeof uid === 'string'),
      timestamp: millisOf(data.timestamp),
    };
  },
};
