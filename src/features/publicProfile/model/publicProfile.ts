// What /u/{userId} shows (spec section 2; docs/decisions.md "Public profile"): the public
// directory fields of an influencer or a brand, as plain values for the store. Pure: no
// Firebase, no React. Only Influencers/{uid} and Brands/{uid} feed it, never Users.
import type { BrandDoc } from '@/lib/collections/brands';
import type { EngagementSummary, InfluencerDoc } from '@/lib/collections/influencers';
import type { RatingSummary } from '@/lib/collections/reviews';
import { imageAddress, socialLinksOf, type SocialLink } from '@/lib/socialLinks';
import { toCategoryCodes } from '@/lib/categories';

export { imageAddress, socialLinksOf, webAddress, type SocialLink } from '@/lib/socialLinks';

export type PublicInfluencer = {
  kind: 'influencer';
  uid: string;
  name: string;
  photoUrl: string;
  city: string;
  district: string;
  about: string;
  /** Category codes 0-16; labels are `categories.<code>`. */
  categories: number[];
  accounts: SocialLink[];
  isApproved: boolean;
  isVerifiedAccount: boolean;
  /** Everyone may see it (approved); otherwise only she, her agency and admins can read it. */
  isPublic: boolean;
  /** Her visible reviews' average and count (issue 21); null: none yet. */
  rating: RatingSummary | null;
  /** Her average engagement rate over completed collaborations (issue 22); null: none yet. */
  engagement: EngagementSummary | null;
};

export type PublicBrand = {
  kind: 'brand';
  uid: string;
  name: string;
  logoUrl: string;
  isVerifiedAccount: boolean;
  /** Everyone may see it (verified); otherwise only the brand, its agency and admins. */
  isPublic: boolean;
  /** Its visible reviews' average and count (issue 21); null: none yet. */
  rating: RatingSummary | null;
};

export type PublicProfile = PublicInfluencer | PublicBrand;

export function fromInfluencer(doc: InfluencerDoc): PublicInfluencer {
  const info = doc.generalInfo;
  const name =
    doc.name.trim() ||
    info.fullname.trim() ||
    [info.name, info.surname].filter(Boolean).join(' ').trim();
  const codes = toCategoryCodes(info.selectedCategories);
  return {
    kind: 'influencer',
    uid: doc.uid,
    name,
    photoUrl: imageAddress(doc.profileImage || info.profilePhotoUrl),
    city: info.city.trim(),
    district: info.district.trim(),
    about: info.about.trim(),
    categories: codes.length > 0 ? codes : toCategoryCodes(doc.userCategoriesName),
    accounts: socialLinksOf(doc.socialMedia),
    isApproved: doc.isApproved,
    isVerifiedAccount: doc.isVerifiedAccount,
    isPublic: doc.isApproved,
    rating: doc.rating ?? null,
    engagement: doc.engagement ?? null,
  };
}

export function fromBrand(doc: BrandDoc): PublicBrand {
  return {
    kind: 'brand',
    uid: doc.uid,
    name: doc.generalInfo.brandName.trim(),
    logoUrl: imageAddress(doc.brandLogoUrl || doc.profilePhotoUrl),
    isVerifiedAccount: doc.isVerifiedAccount,
    isPublic: doc.isVerifiedAccount,
    rating: doc.rating ?? null,
  };
}
