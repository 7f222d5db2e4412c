// Influencers and Brands documents exactly as docs/influencers-model.md defines them, built in one
// place for the demo accounts, the directory profiles and the bench profiles. Pure: dates stay
// Date objects and become Timestamps in the writer. These documents are public, so nothing
// private goes in (email, phone, identity numbers, verification code, earnings stay in Users).
import { CATEGORY_NAMES } from './categories';

export const SEED_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter', 'twitch'] as const;
export type SeedPlatform = (typeof SEED_PLATFORMS)[number];
export type Partnership = 'money' | 'product';

export type SeedInstagram = {
  username: string;
  followerCount: number;
  totalMediaCount: number;
  interactionRate: number;
  profileApiData: null;
};
export type SeedTiktok = {
  username: string;
  followerCount: number;
  followingCount: number;
  likeCount: number;
};
export type SeedYoutube = {
  username: string;
  channelLink: string;
  id: string;
  totalSubscriberCount: number;
  totalVideoCount: number;
  totalWatchTime: number;
};
export type SeedFollowed = { username: string; followerCount: number };

/** Only the platforms the influencer has a handle on; each with its counts. */
export type SeedSocialMedia = {
  instagram?: SeedInstagram;
  tiktok?: SeedTiktok;
  youtube?: SeedYoutube;
  twitter?: SeedFollowed;
  twitch?: SeedFollowed;
};

export type SeedInfluencerGeneralInfo = {
  name: string;
  surname: string;
  fullname: string;
  profilePhotoUrl: string;
  city: string;
  district: string;
  about: string;
  birthDate: string;
  selectedCategories: number[];
  isGenderFemale: boolean | null;
};

/** `Influencers/{uid}` as the seed writes it (docs/influencers-model.md). */
export type SeedInfluencer = {
  uid: string;
  name: string;
  imitatorAgencyUID: string;
  imitatorAgencyName: string;
  isSelfLoginEnabled: boolean;
  isApproved: boolean;
  isVerifiedAccount: boolean;
  isGenderFemale: boolean | null;
  selectedPartnerships: Partnership[];
  userCategoriesName: string[];
  profileImage: string;
  lowerCaseFullName: string;
  lowerCaseName: string;
  lowerCaseSurname: string;
  generalInfo: SeedInfluencerGeneralInfo;
  socialMedia: SeedSocialMedia;
  createdAt: Date;
  updatedAt: Date;
  timestamp: Date;
  /** Spec section 3's copies of the Users fields (withAccountCopies). */
  verificationCode?: string;
  totalEarnedPrice?: string;
};

/**
 * The Users fields spec section 3 lists on Influencers too, copied from her Users document as
 * the app's writers keep them (docs/influencers-model.md "Copies on the profile").
 */
export function withAccountCopies(
  influencer: SeedInfluencer,
  user: Record<string, unknown>,
): SeedInfluencer {
  const copies: Pick<SeedInfluencer, 'verificationCode' | 'totalEarnedPrice'> = {};
  if (typeof user.verificationCode === 'string') copies.verificationCode = user.verificationCode;
  if (typeof user.totalEarnedPrice === 'string') copies.totalEarnedPrice = user.totalEarnedPrice;
  return { ...influencer, ...copies };
}

/** `Brands/{uid}` as the seed writes it. */
export type SeedBrand = {
  uid: string;
  imitatorAgencyUID: string;
  isVerifiedAccount: boolean;
  timestamp: Date;
  updatedAt: Date;
  generalInfo: { brandName: string; profilePhotoUrl: string; brandLogoUrl: string };
  profilePhotoUrl: string;
  brandLogoUrl: string;
  lowerCaseBrandName: string;
};

/** A reviewed profile's `{ average, count }` (issue 21), on Influencers and Brands alike. */
export const RATING_KEY = 'rating';

/** The contract's keys: an Influencers document holds these and nothing else. */
export const INFLUENCER_KEYS: readonly string[] = [
  'uid',
  'name',
  'imitatorAgencyUID',
  'imitatorAgencyName',
  'isSelfLoginEnabled',
  'isApproved',
  'isVerifiedAccount',
  'isGenderFemale',
  'selectedPartnerships',
  'affiliateMarketing',
  'userCategoriesName',
  'profileImage',
  'lowerCaseFullName',
  'lowerCaseName',
  'lowerCaseSurname',
  'generalInfo',
  'socialMedia',
  'createdAt',
  'updatedAt',
  'timestamp',
  RATING_KEY,
  // Her average engagement rate over completed collaborations (issue 22, postMetrics).
  'engagement',
  // Copies of her Users fields (withAccountCopies).
  'verificationCode',
  'totalEarnedPrice',
];
export const INFLUENCER_GENERAL_INFO_KEYS: readonly string[] = [
  'name',
  'surname',
  'fullname',
  'profilePhotoUrl',
  'city',
  'district',
  'about',
  'birthDate',
  'selectedCategories',
  'isGenderFemale',
];
export const BRAND_KEYS: readonly string[] = [
  'uid',
  'imitatorAgencyUID',
  'isVerifiedAccount',
  'timestamp',
  'updatedAt',
  'generalInfo',
  'profilePhotoUrl',
  'brandLogoUrl',
  'lowerCaseBrandName',
];

/**
 * Where each platform's directory count lives (the app's `followerField`,
 * src/lib/collections/influencers.ts; a test keeps the two in step).
 */
export const COUNT_FIELD: Readonly<Record<SeedPlatform, string>> = {
  instagram: 'followerCount',
  tiktok: 'followerCount',
  youtube: 'totalSubscriberCount',
  twitter: 'followerCount',
  twitch: 'followerCount',
};

/** The platform's directory count, or undefined when the profile is not on that platform. */
export function followerCountOf(doc: SeedInfluencer, platform: SeedPlatform): number | undefined {
  const account = doc.socialMedia[platform] as Record<string, unknown> | undefined;
  const count = account?.[COUNT_FIELD[platform]];
  return typeof count === 'number' ? count : undefined;
}

// Turkish rules: 'I' lowers to 'ı' and 'İ' to 'i', which the default locale gets wrong.
export function lowerTr(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}

/** A handle from a name: Turkish lower case, then plain ASCII letters and digits. */
export function handleOf(name: string, separator = ''): string {
  return lowerTr(name)
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .join(separator);
}

export type InfluencerInput = {
  uid: string;
  name: string;
  surname: string;
  isGenderFemale: boolean | null;
  photo: string;
  city: string;
  district: string;
  about: string;
  birthDate: string;
  categories: readonly number[];
  partnerships: readonly Partnership[];
  isApproved: boolean;
  isVerifiedAccount: boolean;
  /** The managing agency, or null when self-managed. */
  agency: { uid: string; name: string } | null;
  isSelfLoginEnabled: boolean;
  socialMedia: SeedSocialMedia;
  createdAt: Date;
  updatedAt: Date;
};

export function buildInfluencer(input: InfluencerInput): SeedInfluencer {
  const fullname = `${input.name} ${input.surname}`;
  const selectedCategories = [...input.categories];
  return {
    uid: input.uid,
    name: fullname,
    imitatorAgencyUID: input.agency?.uid ?? '',
    imitatorAgencyName: input.agency?.name ?? '',
    isSelfLoginEnabled: input.isSelfLoginEnabled,
    isApproved: input.isApproved,
    isVerifiedAccount: input.isVerifiedAccount,
    isGenderFemale: input.isGenderFemale,
    selectedPartnerships: [...input.partnerships],
    userCategoriesName: selectedCategories.map((code) => CATEGORY_NAMES[code]),
    profileImage: input.photo,
    lowerCaseFullName: lowerTr(fullname),
    lowerCaseName: lowerTr(input.name),
    lowerCaseSurname: lowerTr(input.surname),
    generalInfo: {
      name: input.name,
      surname: input.surname,
      fullname,
      profilePhotoUrl: input.photo,
      city: input.city,
      district: input.district,
      about: input.about,
      birthDate: input.birthDate,
      selectedCategories,
      isGenderFemale: input.isGenderFemale,
    },
    socialMedia: input.socialMedia,
    createdAt: input.createdAt,
    updatedAt: input.updatedAt,
    timestamp: input.createdAt,
  };
}

export type BrandInput = {
  uid: string;
  brandName: string;
  logo: string;
  isVerifiedAccount: boolean;
  /** The managing advertisement agency's uid, or '' when self-managed. */
  agencyUid: string;
  createdAt: Date;
  updatedAt: Date;
};

export function buildBrand(input: BrandInput): SeedBrand {
  // The spec lists profilePhotoUrl and brandLogoUrl next to generalInfo.brandName without saying
  // whether they are nested; the contract writes both places with the same URL.
  return {
    uid: input.uid,
    imitatorAgencyUID: input.agencyUid,
    isVerifiedAccount: input.isVerifiedAccount,
    timestamp: input.createdAt,
    updatedAt: input.updatedAt,
    generalInfo: {
      brandName: input.brandName,
      profilePhotoUrl: input.logo,
      brandLogoUrl: input.logo,
    },
    profilePhotoUrl: input.logo,
    brandLogoUrl: input.logo,
    lowerCaseBrandName: lowerTr(input.brandName),
  };
}
