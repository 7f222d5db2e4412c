import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { ratingOf, type RatingSummary } from './reviews';
import { millisOf, plainData } from './timestamps';

// `Brands/{uid}`: a brand's public profile (spec section 3, docs/influencers-model.md): its name
// and logo, the admin's verified badge, and the managing advertisement agency. Contact details
// stay in Users.
export const BRANDS = 'Brands';

export type BrandGeneralInfo = {
  brandName: string;
  profilePhotoUrl: string;
  brandLogoUrl: string;
};

export type BrandDoc = {
  uid: string;
  /** The managing advertisement agency's uid; '' for a self-managed brand. */
  imitatorAgencyUID: string;
  /** Set by an admin (/app/brands): the verified badge, and what makes the profile public. */
  isVerifiedAccount: boolean;
  generalInfo: BrandGeneralInfo;
  /** The spec names these beside generalInfo too; both places hold the same URL. */
  profilePhotoUrl: string;
  brandLogoUrl: string;
  /** Lower-cased with Turkish rules: the brand name search's prefix. */
  lowerCaseBrandName: string;
  /** Creation time, newest first in lists. */
  timestamp: number | null;
  updatedAt: number | null;
  /** The visible reviews' average and count (the reviewAggregates function's); null: none. */
  rating?: RatingSummary | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const brandConverter: FirestoreDataConverter<BrandDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): BrandDoc {
    const data = snapshot.data();
    const plain = plainData(data) as Record<string, unknown>;
    const general = (plain.generalInfo ?? {}) as Record<string, unknown>;
    const logo = text(general.brandLogoUrl) || text(plain.brandLogoUrl);
    const photo = text(general.profilePhotoUrl) || text(plain.profilePhotoUrl) || logo;
    return {
      ...plain,
      uid: snapshot.id,
      imitatorAgencyUID: text(plain.imitatorAgencyUID),
      isVerifiedAccount: plain.isVerifiedAccount === true,
      generalInfo: {
        ...general,
        brandName: text(general.brandName),
        profilePhotoUrl: photo,
        brandLogoUrl: logo || photo,
      },
      profilePhotoUrl: photo,
      brandLogoUrl: logo || photo,
      lowerCaseBrandName: text(plain.lowerCaseBrandName),
      timestamp: millisOf(data.timestamp),
      updatedAt: millisOf(data.updatedAt),
      rating: ratingOf(plain.rating),
    } as BrandDoc;
  },
};
