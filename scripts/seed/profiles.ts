// Users, Influencers and Brands documents for the demo accounts (spec section 3). Pure: dates
// stay Date objects here and become Firestore Timestamps only in the writer.
import { demoAccounts, type DemoAccount } from './accounts';
import { CATEGORY_NAMES, Category } from './categories';
import type { DocData, SeedDoc } from './seedDoc';
import { DAY_MS, atOffset } from './seedClock';

/** Stored when the pending influencer asked for verification (spec section 4); her support thread shows it. */
export const PENDING_INFLUENCER_VERIFICATION_CODE = '4827';

const approvedInfluencerCategories = [Category.Fashion, Category.PersonalCare, Category.Travel];

// Turkish rules: 'I' lowers to 'ı' and 'İ' to 'i', which the default locale gets wrong.
function lowerTr(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}

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
    doc.aboutMe =
      account.role === 'influencer'
        ? 'Moda, güzellik ve seyahat içerikleri üretiyorum. Samimi ve estetik paylaşımlar.'
        : '';
    doc.birthDate = account.role === 'influencer' ? '1996-04-12' : '2001-09-03';
    doc.tcNumber = '';
    doc.identityNumber = '';
  }
  if (account.role === 'pendingInfluencer')
    doc.verificationCode = PENDING_INFLUENCER_VERIFICATION_CODE;
  return doc;
}

function handleOf(name: string): string {
  return lowerTr(name)
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .replace(/[^a-z0-9]+/g, '');
}

export function buildInfluencerDoc(account: DemoAccount): DocData {
  const approved = account.role === 'influencer';
  const fullname = `${account.name} ${account.surname}`;
  const createdAt = accountCreatedAt(account);
  const selectedCategories = approved ? approvedInfluencerCategories : [Category.Gaming];
  const isGenderFemale = approved;
  const handle = handleOf(fullname);
  return {
    uid: account.uid,
    name: fullname,
    email: account.email,
    imitatorAgencyUID: '',
    imitatorAgencyName: '',
    isSelfLoginEnabled: true,
    isApproved: approved,
    isVerifiedAccount: approved,
    isGenderFemale,
    selectedPartnerships: approved ? ['money', 'product'] : [],
    totalEarnedPrice: approved ? '12750' : '0',
    userCategoriesName: selectedCategories.map((code) => CATEGORY_NAMES[code]),
    ...(approved ? {} : { verificationCode: PENDING_INFLUENCER_VERIFICATION_CODE }),
    createdAt,
    updatedAt: new Date(createdAt.getTime() + 2 * DAY_MS),
    timestamp: createdAt,
    generalInfo: {
      name: account.name,
      surname: account.surname,
      fullname,
      profilePhotoUrl: account.profileImage,
      phoneNumber: account.phoneNumber,
      city: account.city,
      district: account.district,
      tcNumber: '',
      tcIDNumber: '',
      about: approved
        ? 'Moda, güzellik ve seyahat içerikleri üretiyorum. Samimi ve estetik paylaşımlar.'
        : 'Oyun yayınları ve teknoloji incelemeleri yapıyorum.',
      birthDate: approved ? '1996-04-12' : '2001-09-03',
      selectedCategories,
      isGenderFemale,
    },
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
          twitter: { username: '', followerCount: 0 },
          twitch: { username: '', followerCount: 0 },
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
  };
}

export function buildBrandDoc(account: DemoAccount): DocData {
  // The spec lists profilePhotoUrl and brandLogoUrl next to generalInfo.brandName without saying
  // whether they are nested; write both places so either reading finds the logo.
  return {
    uid: account.uid,
    imitatorAgencyUID: '',
    isVerifiedAccount: account.isApproved,
    timestamp: accountCreatedAt(account),
    generalInfo: {
      brandName: account.brandName,
      brandLogoUrl: account.profileImage,
      profilePhotoUrl: account.profileImage,
    },
    brandLogoUrl: account.profileImage,
    profilePhotoUrl: account.profileImage,
  };
}

/** Users for every account, Influencers for influencers, Brands for brand accounts. */
export function buildProfileDocs(notificationCounts: Readonly<Record<string, number>>): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const account of demoAccounts) {
    docs.push({
      path: `Users/${account.uid}`,
      data: buildUserDoc(account, notificationCounts[account.uid] ?? 0),
    });
    if (account.type === 'influencer')
      docs.push({ path: `Influencers/${account.uid}`, data: buildInfluencerDoc(account) });
    if (account.type === 'brand')
      docs.push({ path: `Brands/${account.uid}`, data: buildBrandDoc(account) });
  }
  return docs;
}
