import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import type { NotificationPreferences } from '@shared/outreach';
import { millisOf, plainData } from './timestamps';

/** `Users/{uid}` as spec section 3 names its fields; dates become epoch milliseconds. */
export type UserDoc = {
  uid: string;
  email?: string;
  type?: string;
  isApproved?: boolean;
  emailVerified?: boolean;
  createdAt?: number | null;
  name?: string;
  surname?: string;
  lowerCaseFullName?: string;
  phoneNumber?: string;
  profileImage?: string;
  brandName?: string | null;
  socialMedia?: Record<string, unknown>;
  targetedMinimumAge?: number;
  targetedMaximumAge?: number;
  targetedCategories?: (number | string)[];
  targetedGenders?: string[];
  hasIndividualCompany?: boolean;
  invoiceSupportEnabled?: boolean;
  isInfluencerAccessOptionEnabled?: boolean;
  isAffiliateMarketingEnabled?: boolean;
  subscriptionType?: 'free' | 'business' | 'pro';
  paymentInfo?: Record<string, unknown>;
  address?: string;
  city?: string;
  district?: string;
  identityNumber?: string;
  tcNumber?: string;
  aboutMe?: string;
  birthDate?: string;
  loginUsername?: string;
  isSelfLoginUser?: boolean;
  imitatorAgencyUID?: string;
  pushNotificationIds?: string[];
  /** Issue 23: which events she hears about by e-mail and push; written by herself only. */
  notificationPreferences?: NotificationPreferences;
  notificationCount?: number;
  verificationCode?: string | number;
  /** Her earnings total, a string of lira; the same value as on her Influencers profile. */
  totalEarnedPrice?: string | number;
};

export const USERS = 'Users';

export const userConverter: FirestoreDataConverter<UserDoc> = {
  // Writes go through explicit field lists (registration, profile forms), never whole objects.
  toFirestore: (user) => user as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): UserDoc {
    const data = snapshot.data(options);
    const plain = plainData(data) as Record<string, unknown>;
    return { ...plain, uid: snapshot.id, createdAt: millisOf(data.createdAt) } as UserDoc;
  },
};
