// Users, Influencers and Brands documents for the demo accounts (spec section 3). Pure: dates
// stay Date objects here and become Firestore Timestamps only in the writer.
import { demoAccounts, type DemoAccount } from './accounts';
import { Category } from './categories';
import {
  buildBrand,
  buildInfluencer,
  handleOf,
  lowerTr,
  type SeedBrand,
  type SeedInfluencer,
  withAccountCopies,
} from './contractDocs';
import type { DocData, SeedDoc } from './seedDoc';
import { DAY_MS, atOffset } from './seedClock';

/** Stored when the pending influencer asked for verification (spec section 4); her support thread shows it. */
export const PENDING_INFLUENCER_VERIFICATION_CODE = '4827';

/**
 * The demo influencer's earnings so far (a string, as the spec stores it); private, so in Users.
 * The sum of her seeded Earnings records (earnings.ts): 80 % of her accepted 4000 TL offer.
 */
export const DEMO_INFLUENCER_TOTAL_EARNED = '3200';

const APPROVED_ABOUT =
  'Moda, güzellik ve seyahat içerikleri üretiyorum. Samimi ve estetik paylaşımlar.';

const approvedInfluencerCategories = [Category.Fashion, Category.PersonalCare, Category.Travel];

function accountCreatedAt(account: DemoAccount): Date {
  // Older accounts first, in list order, so "newest users" sorts are stable too.
  return atOffset(-(90 - demoAccounts.indexOf(account)) * DAY_MS);
}

function isBrandSide(account: DemoAccount): boolean {
  return account.type !== 'influencer' && account.type !== 'admin';
}

export function buildUserDoc(account: DemoAccount, notificationCount: number): DocData {
  const fullName = `${account.name} ${account.surname}`;
  const isInfluencer = account.type === 'influencer';
  const doc: DocData = {
    uid: account.uid,
    email: account.email,
    type: account.type,
    isApproved: account.isApproved,
    emailVerified: true,
    createdAt: accountCreatedAt(account),
    name: account.name,
    surname: account.surname,
    lowerCaseFullName: lowerTr(fullName),
    phoneNumber: account.phoneNumber,
    profileImage: account.profileImage,
    brandName: account.brandName,
    hasIndividualCompany: false,
    invoiceSupportEnabled: false,
    isInfluencerAccessOptionEnabled: account.type === 'proInfluencerAgency',
    isAffiliateMarketingEnabled: account.role === 'brand' || account.role === 'influencer',
    subscriptionType: account.subscriptionType,
    address: '',
    city: account.city,
    district: account.district,
    aboutMe: '',
    isSelfLoginUser: true,
    imitatorAgencyUID: '',
    pushNotificationIds: [],
    notificationCount,
  };
  if (isBrandSide(account)) {
    // An influencer's socialMedia moves to the Influencers document on first profile save
    // (spec section 4); brands and agencies keep theirs on the user.
    doc.socialMedia = {
      instagram: { username: handleOf(account.brandName ?? account.name) },
      tiktok: { username: '' },
      youtube: { channelLink: '' },
    };
    doc.targetedMinimumAge = 18;
    doc.targetedMaximumAge = 45;
    doc.targetedCategories = [];
    doc.targetedGenders = ['female', 'male'];
  }
  if (isInfluencer) {
    doc.aboutMe = account.role === 'influencer' ? APPROVED_ABOUT : '';
    doc.birthDate = account.role === 'influencer' ? '1996-04-12' : '2001-09-03';
    doc.tcNumber = '';
    doc.identityNumber = '';
    // Also on her Influencers profile (withAccountCopies), as spec section 3 lists it.
    doc.totalEarnedPrice = account.role === 'influencer' ? DEMO_INFLUENCER_TOTAL_EARNED : '0';
  }
  if (account.role === 'pendingInfluencer')
    doc.verificationCode = PENDING_INFLUENCER_VERIFICATION_CODE;
  return doc;
}

export function buildInfluencerDoc(account: DemoAccount): SeedInfluencer {
  const approved = account.role === 'influencer';
  const createdAt = accountCreatedAt(account);
  const handle = handleOf(`${account.name} ${account.surname}`);
  return buildInfluencer({
    uid: account.uid,
    name: account.name,
    surname: account.surname,
    isGenderFemale: approved,
    photo: account.profileImage,
    city: account.city,
    district: account.district,
    about: approved ? APPROVED_ABOUT : 'Oyun yayınları ve teknoloji incelemeleri yapıyorum.',
    birthDate: approved ? '1996-04-12' : '2001-09-03',
    categories: approved ? approvedInfluencerCategories : [Category.Gaming],
    partnerships: approved ? ['money', 'product'] : [],
    isApproved: approved,
    isVerifiedAccount: approved,
    agency: null,
    isSelfLoginEnabled: true,
    createdAt,
    updatedAt: new Date(createdAt.getTime() + 2 * DAY_MS),
    socialMedia: approved
      ? {
          instagram: {
            username: handle,
            followerCount: 84_300,
            totalMediaCount: 612,
            interactionRate: 4.2,
            profileApiData: null,
          },
          tiktok: {
            username: handle,
            followerCount: 152_000,
            followingCount: 310,
            likeCount: 2_480_000,
          },
          youtube: {
            username: 'Ayşe Yılmaz',
            channelLink: 'https://www.youtube.com/@aysedemo',
            id: 'UCdemoAyseYilmaz000001',
            totalSubscriberCount: 23_900,
            totalVideoCount: 148,
            totalWatchTime: 1_860_000,
          },
        }
      : {
          // One social account so the verify request passes its "at least one" check.
          instagram: {
            username: handle,
            followerCount: 2_150,
            totalMediaCount: 37,
            interactionRate: 6.1,
            profileApiData: null,
          },
        },
  });
}

export function buildBrandDoc(account: DemoAccount): SeedBrand {
  const createdAt = accountCreatedAt(account);
  return buildBrand({
    uid: account.uid,
    brandName: account.brandName ?? '',
    logo: account.profileImage,
    isVerifiedAccount: account.isApproved,
    agencyUid: '',
    createdAt,
    updatedAt: new Date(createdAt.getTime() + DAY_MS),
  });
}

/** Users for every account, Influencers for influencers, Brands for brand accounts. */
export function buildProfileDocs(notificationCounts: Readonly<Record<string, number>>): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const account of demoAccounts) {
    const user = buildUserDoc(account, notificationCounts[account.uid] ?? 0);
    docs.push({ path: `Users/${account.uid}`, data: user });
    if (account.type === 'influencer') {
      const data = withAccountCopies(buildInfluencerDoc(account), user);
      docs.push({ path: `Influencers/${account.uid}`, data });
    }
    if (account.type === 'brand')
      docs.push({ path: `Brands/${account.uid}`, data: buildBrandDoc(account) });
  }
  return docs;
}
