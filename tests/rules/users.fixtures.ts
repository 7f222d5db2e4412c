import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, serverTimestamp, setDoc, type DocumentData } from 'firebase/firestore';

// Seed users and registration payloads for the Users rules tests (tests/rules/users.test.ts).

export const emailOf = (uid: string) => `${uid}@demo.test`;

type AccountType =
  | 'admin'
  | 'influencer'
  | 'brand'
  | 'influencerAgency'
  | 'proInfluencerAgency'
  | 'advertisementAgency';

export function storedUser(uid: string, type: AccountType, extra: DocumentData = {}): DocumentData {
  return {
    uid,
    email: emailOf(uid),
    type,
    isApproved: type === 'brand' || type === 'advertisementAgency' || type === 'admin',
    emailVerified: true,
    createdAt: Timestamp.fromMillis(Date.UTC(2024, 0, 15)),
    name: 'Ayşe',
    surname: 'Yılmaz',
    lowerCaseFullName: 'ayşe yılmaz',
    phoneNumber: '5551234567',
    profileImage: '',
    brandName: type === 'influencer' ? '' : null,
    subscriptionType: 'free',
    isAffiliateMarketingEnabled: false,
    isSelfLoginUser: true,
    imitatorAgencyUID: '',
    pushNotificationIds: [],
    notificationCount: 0,
    ...extra,
  };
}

/** The cast of every test: an admin, a brand, two influencers, an agency and its user. */
export const seedUsers: Record<string, DocumentData> = {
  admin1: storedUser('admin1', 'admin'),
  brand1: storedUser('brand1', 'brand', { brandName: 'Nova Market' }),
  inf1: storedUser('inf1', 'influencer', { socialMedia: { instagram: { username: 'inf1' } } }),
  inf2: storedUser('inf2', 'influencer'),
  agency1: storedUser('agency1', 'influencerAgency', { brandName: 'Yıldız Yetenek' }),
  managed1: storedUser('managed1', 'influencer', {
    imitatorAgencyUID: 'agency1',
    isSelfLoginUser: false,
    loginUsername: 'managed1',
  }),
  // Names a brand as its agency: being named is not enough, the caller must be an agency.
  brandNamed1: storedUser('brandNamed1', 'influencer', { imitatorAgencyUID: 'brand1' }),
};

export async function seedAllUsers(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(
      Object.entries(seedUsers).map(([uid, data]) => setDoc(doc(db, 'Users', uid), data)),
    );
    await setDoc(doc(db, 'Users/inf1/Notifications/n1'), {
      type: 'newProject',
      message: 'Yeni proje',
      isRead: false,
    });
  });
}

export async function setUserFields(
  env: RulesTestEnvironment,
  uid: string,
  fields: DocumentData,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'Users', uid), fields, { merge: true });
  });
}

/** What registration writes (src/features/auth/api/accountAuth.ts newUserDoc): valid unless overridden. */
export function registration(
  uid: string,
  type: Exclude<AccountType, 'admin'> = 'influencer',
  overrides: DocumentData = {},
): DocumentData {
  return {
    uid,
    email: emailOf(uid),
    type,
    isApproved: type === 'brand' || type === 'advertisementAgency',
    emailVerified: false,
    createdAt: serverTimestamp(),
    name: 'Deniz',
    surname: 'Kaya',
    lowerCaseFullName: 'deniz kaya',
    phoneNumber: '',
    profileImage: '',
    brandName: type === 'influencer' ? '' : null,
    subscriptionType: 'free',
    notificationCount: 0,
    isAffiliateMarketingEnabled: false,
    socialMedia: {},
    ...overrides,
  };
}
