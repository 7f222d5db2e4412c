import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { AffiliateMarketingFlags } from './affiliates';
import { ratingOf, type RatingSummary } from './reviews';
import { millisOf, plainData } from './timestamps';

// `Influencers/{uid}`: the influencer's directory profile (docs/influencers-model.md). An approved
// profile is readable by anyone, so email, phone and identity numbers stay in Users. The
// verification code and the earnings total are here as spec section 3 lists them, copies of
// the Users fields that every writer keeps equal (the rules check it).
export const INFLUENCERS = 'Influencers';

export const socialPlatforms = ['instagram', 'tiktok', 'youtube', 'twitter', 'twitch'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export const partnerships = ['money', 'product'] as const;
/** What the influencer works for: money (Bütçeli) or products (Barter). */
export type Partnership = (typeof partnerships)[number];

export type InstagramAccount = {
  username: string;
  followerCount?: number;
  totalMediaCount?: number;
  interactionRate?: number;
  profileApiData?: unknown;
};
export type TiktokAccount = {
  username: string;
  followerCount?: number;
  followingCount?: number;
  likeCount?: number;
};
export type YoutubeAccount = {
  username?: string;
  channelLink: string;
  id?: string;
  totalSubscriberCount?: number;
  totalVideoCount?: number;
  totalWatchTime?: number;
};
export type FollowedAccount = { username: string; followerCount?: number };

export type InfluencerSocialMedia = {
  instagram?: InstagramAccount;
  tiktok?: TiktokAccount;
  youtube?: YoutubeAccount;
  twitter?: FollowedAccount;
  twitch?: FollowedAccount;
};

/**
 * The stored count each platform is sorted and filtered by in the directory (spec section 7:
 * "per platform a follower range with order descending"). A profile without the field is not on
 * that platform and drops out of its queries.
 */
export const followerField: Readonly<Record<SocialPlatform, string>> = {
  instagram: 'socialMedia.instagram.followerCount',
  tiktok: 'socialMedia.tiktok.followerCount',
  youtube: 'socialMedia.youtube.totalSubscriberCount',
  twitter: 'socialMedia.twitter.followerCount',
  twitch: 'socialMedia.twitch.followerCount',
};

export type InfluencerGeneralInfo = {
  name: string;
  surname: string;
  fullname: string;
  profilePhotoUrl: string;
  city: string;
  district: string;
  about: string;
  /** 'YYYY-MM-DD' or ''. */
  birthDate: string;
  /** Category codes 0-16 (src/lib/categories.ts). */
  selectedCategories: number[];
  isGenderFemale?: boolean | null;
};

export type InfluencerDoc = {
  uid: string;
  /** The full name, as shown. */
  name: string;
  /** The managing agency's uid; '' for a self-managed influencer (so "hide agency" can query it). */
  imitatorAgencyUID: string;
  imitatorAgencyName: string;
  isSelfLoginEnabled: boolean;
  isApproved: boolean;
  isVerifiedAccount: boolean;
  /** null when the profile does not say. */
  isGenderFemale: boolean | null;
  selectedPartnerships: Partnership[];
  /** Which e-commerce marketplaces she does affiliate marketing with (absent: none). */
  affiliateMarketing?: AffiliateMarketingFlags;
  /** The categories' Turkish names (spec section 3): the directory's category filter field. */
  userCategoriesName: string[];
  profileImage: string;
  /** Lower-cased with Turkish rules: the name search's prefixes (spec section 7). */
  lowerCaseFullName: string;
  lowerCaseName: string;
  lowerCaseSurname: string;
  generalInfo: InfluencerGeneralInfo;
  socialMedia: InfluencerSocialMedia;
  createdAt: number | null;
  updatedAt: number | null;
  /** Creation time: the directory's default order, newest first. */
  timestamp: number | null;
  /** The visible reviews' average and count (the reviewAggregates function's); null: none. */
  rating?: RatingSummary | null;
  /** Her average engagement rate (percent) over completed collaborations (issue 22); null: none. */
  engagement?: EngagementSummary | null;
  /** Spec section 3: the copy of `Users.totalEarnedPrice` (a string of lira); absent: none. */
  totalEarnedPrice?: string;
  /** Spec section 3: the copy of `Users.verificationCode` (the verify request's four digits). */
  verificationCode?: string;
};

/** `Influencers/{uid}.engagement`, written only by the postMetrics functions. */
export type EngagementSummary = { average: number; count: number };

/** The stored summary when it is well formed and counts at least one post; otherwise null. */
export function engagementOf(value: unknown): EngagementSummary | null {
  const summary = ratingOf(value);
  return summary && summary.count > 0 ? summary : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A stored string, or a number written by an older client, as text; absent otherwise. */
const textOrNumber = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export const influencerConverter: FirestoreDataConverter<InfluencerDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): InfluencerDoc {
    const data = snapshot.data();
    const plain = plainData(data) as Record<string, unknown>;
    const general = record(plain.generalInfo);
    const female = typeof plain.isGenderFemale === 'boolean' ? plain.isGenderFemale : null;
    return {
      ...plain,
      uid: snapshot.id,
      name: text(plain.name) || text(general.fullname),
      imitatorAgencyUID: text(plain.imitatorAgencyUID),
      imitatorAgencyName: text(plain.imitatorAgencyName),
      isSelfLoginEnabled: plain.isSelfLoginEnabled !== false,
      isApproved: plain.isApproved === true,
      isVerifiedAccount: plain.isVerifiedAccount === true,
      isGenderFemale:
        female ?? (typeof general.isGenderFemale === 'boolean' ? general.isGenderFemale : null),
      selectedPartnerships: list<Partnership>(plain.selectedPartnerships),
      userCategoriesName: list<string>(plain.userCategoriesName),
      profileImage: text(plain.profileImage) || text(general.profilePhotoUrl),
      lowerCaseFullName: text(plain.lowerCaseFullName),
      lowerCaseName: text(plain.lowerCaseName),
      lowerCaseSurname: text(plain.lowerCaseSurname),
      generalInfo: {
        ...general,
        name: text(general.name),
        surname: text(general.surname),
        fullname: text(general.fullname),
        profilePhotoUrl: text(general.profilePhotoUrl),
        city: text(general.city),
        district: text(general.district),
        about: text(general.about),
        birthDate: text(general.birthDate),
        selectedCategories: list<number>(general.selectedCategories),
      },
      socialMedia: record(plain.socialMedia) as InfluencerSocialMedia,
      createdAt: millisOf(data.createdAt),
      updatedAt: millisOf(data.updatedAt),
      timestamp: millisOf(data.timestamp),
      totalEarnedPrice: textOrNumber(plain.totalEarnedPrice),
      verificationCode: textOrNumber(plain.verificationCode),
      rating: ratingOf(plain.rating),
      engagement: engagementOf(plain.engagement),
    } as InfluencerDoc;
  },
};
