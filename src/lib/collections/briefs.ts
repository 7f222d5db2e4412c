import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { millisOf, plainData } from './timestamps';

// `briefs/{id}` (docs/briefs-model.md). Dates are epoch milliseconds in the app.
export const BRIEFS = 'briefs';

export const paymentTypes = ['money', 'product', 'both'] as const;
export type PaymentType = (typeof paymentTypes)[number];
export const platforms = ['instagram', 'tiktok', 'youtube'] as const;
export type Platform = (typeof platforms)[number];
export const contentTypes = ['story', 'post', 'reel', 'video'] as const;
export type ContentType = (typeof contentTypes)[number];
export type Gender = 'female' | 'male';

export type BriefDoc = {
  id: string;
  briefOwnerUserId: string;
  briefSenderId: string;
  briefSenderName: string;
  briefSenderImageUrl?: string;
  briefSenderLogo?: string;
  briefOwnerType?: string;
  imitatorAgencyName?: string;
  imitatorAgencyImageUrl?: string;
  title: string;
  description: string;
  targetedCategories: (number | string)[];
  targetedGenders?: Gender[];
  targetMaleInfluencers?: boolean;
  targetFemaleInfluencers?: boolean;
  targetedMinimumAge?: number;
  targetedMaximumAge?: number;
  sliderDoubleValue?: number[];
  images?: string[];
  paymentType: PaymentType;
  budget?: number;
  briefPlatforms?: Platform[];
  /** Per platform: 'reklam' | 'isbirligi' | 'platformLabel' (features/briefs/model/adDisclosure). */
  adDisclosure?: Partial<Record<Platform, string>>;
  selectedBriefPlatforms?: Platform[];
  contentTypes?: ContentType[];
  visibility: 'brand' | 'influencer';
  isVerified: boolean;
  verifiedAt: number | null;
  isCompleted: boolean;
  completedAt: number | null;
  shouldHideBrief: boolean;
  bidderIds: string[];
  acceptedUsers: string[];
  completedUsers: string[];
  declinedUser?: string[];
  targetedAgencies?: string[];
  products?: { name: string; price: number }[];
  urlLinks?: string[];
  maturityTime?: number;
  followerCountLimitation?: number;
  timestamp: number;
  collaborationStartDate?: number | null;
  collaborationEndDate?: number | null;
  projectScope?: string;
  musicRequirement?: string;
  taggedAccountInfo?: string;
  storyRedirectLink?: string;
  instagramDetails?: Record<string, unknown>;
  tiktokDetails?: Record<string, unknown>;
  youtubeDetails?: Record<string, unknown>;
  targetedInfluencerTypes?: string[];
  /**
   * Revision rounds included (0..5, default 2; issue 21). null: a legacy brief stored before
   * the field, which needs no draft before the live link ("no drafts required").
   */
  revisionRounds?: number | null;
};

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const briefConverter: FirestoreDataConverter<BriefDoc> = {
  toFirestore: (brief) => brief as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): BriefDoc {
    const data = snapshot.data();
    const plain = plainData(data) as Record<string, unknown>;
    return {
      ...plain,
      id: snapshot.id,
      targetedCategories: list(data.targetedCategories),
      bidderIds: list(data.bidderIds),
      acceptedUsers: list(data.acceptedUsers),
      completedUsers: list(data.completedUsers),
      declinedUser: list(data.declinedUser),
      isVerified: data.isVerified === true,
      isCompleted: data.isCompleted === true,
      shouldHideBrief: data.shouldHideBrief === true,
      timestamp: millisOf(data.timestamp) ?? 0,
      verifiedAt: millisOf(data.verifiedAt),
      completedAt: millisOf(data.completedAt),
      collaborationStartDate: millisOf(data.collaborationStartDate),
      collaborationEndDate: millisOf(data.collaborationEndDate),
      revisionRounds: typeof data.revisionRounds === 'number' ? data.revisionRounds : null,
    } as BriefDoc;
  },
};
