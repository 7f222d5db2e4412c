// Something for /app/search to find by a Turkish prefix (issue 11): 'çiçek' finds the open brief
// 'Çiçek Sepeti bahar kampanyası', the influencer Çiçek Karaca and the brand Çiçek Bahçesi, and
// two more 'Çiçek' briefs an influencer must NOT find: one waiting for approval and one private
// to the demo influencer agency. Pure, like the rest of the dataset. The briefs take the bench
// brief's shape (so they follow the brief contract as it grows) and its timestamp, below every
// demo brief, so the project lists' first pages stay as they were.
import { demoAccount } from './accounts';
import { buildBenchBrief, type SeedBrief } from './briefs';
import { Category } from './categories';
import { buildBrand, buildInfluencer, lowerTr, withAccountCopies } from './contractDocs';
import { FEMALE_AVATARS, socialMediaFor } from './directoryProfiles';
import { createPrng } from './prng';
import type { DocData, SeedDoc } from './seedDoc';
import { DAY_MS, HOUR_MS, atOffset } from './seedClock';

/** What the search e2e looks for. */
export const SEARCH_SAMPLE = {
  typed: 'çiçek',
  openBrief: { id: 'search-sample-cicek-sepeti', title: 'Çiçek Sepeti bahar kampanyası' },
  pendingBrief: { id: 'search-sample-cicek-atolyesi', title: 'Çiçek Atölyesi lansmanı' },
  privateBrief: { id: 'search-sample-cicek-festivali', title: 'Çiçek Festivali özel davet' },
  influencer: { uid: 'search-sample-influencer', name: 'Çiçek', surname: 'Karaca' },
  brand: { uid: 'search-sample-brand', brandName: 'Çiçek Bahçesi Peyzaj' },
} as const;

type SampleBrief = Omit<SeedBrief, 'visibility'> & { visibility: 'brand' | 'influencer' };

function sampleBrief(
  sample: { id: string; title: string },
  overrides: Partial<SampleBrief>,
): SampleBrief {
  const base = buildBenchBrief(1);
  return {
    ...base,
    id: sample.id,
    title: sample.title,
    description: `${base.briefSenderName} olarak ${sample.title.toLocaleLowerCase('tr-TR')} için içerik üreticileriyle çalışmak istiyoruz.`,
    ...overrides,
  };
}

export function buildSearchSampleBriefs(): SampleBrief[] {
  const brand = demoAccount('brand');
  const owner = {
    briefOwnerUserId: brand.uid,
    briefSenderId: brand.uid,
    briefSenderName: brand.brandName ?? '',
    briefSenderImageUrl: brand.profileImage,
    briefSenderLogo: brand.profileImage,
    briefOwnerType: 'brand' as const,
  };
  const pending = sampleBrief(SEARCH_SAMPLE.pendingBrief, { ...owner, isVerified: false });
  delete pending.verifiedAt;
  return [
    sampleBrief(SEARCH_SAMPLE.openBrief, owner),
    pending,
    sampleBrief(SEARCH_SAMPLE.privateBrief, {
      ...owner,
      visibility: 'influencer',
      targetedAgencies: [demoAccount('influencerAgency').uid],
    }),
  ];
}

function sampleInfluencerDocs(): SeedDoc[] {
  const { uid, name, surname } = SEARCH_SAMPLE.influencer;
  const fullname = `${name} ${surname}`;
  const prng = createPrng(0xc1c3e000);
  const createdAt = atOffset(-(34 * DAY_MS + 5 * HOUR_MS));
  const updatedAt = atOffset(-(3 * DAY_MS));
  const photo = FEMALE_AVATARS[2]!;
  const handle = 'cicekkaraca';
  // Sanat/Tasarım and Müzik, not Moda: the directory's e2e filter (Moda, 10k-100k) is unchanged.
  const influencer = buildInfluencer({
    uid,
    name,
    surname,
    isGenderFemale: true,
    photo,
    city: 'İzmir',
    district: 'Karşıyaka',
    about: 'Çiçek düzenlemeleri ve illüstrasyon üzerine içerikler üretiyorum.',
    birthDate: '1996-04-12',
    categories: [Category.Art, Category.Music],
    partnerships: ['money', 'product'],
    isApproved: true,
    isVerifiedAccount: false,
    agency: null,
    isSelfLoginEnabled: true,
    socialMedia: socialMediaFor(fullname, handle, { instagram: 48_500, tiktok: 12_300 }, prng),
    createdAt,
    updatedAt,
  });
  const user: DocData = {
    uid,
    email: `${handle}@dizin.demo.test`,
    type: 'influencer',
    isApproved: true,
    emailVerified: true,
    createdAt: new Date(createdAt.getTime() - 2 * HOUR_MS),
    name,
    surname,
    lowerCaseFullName: lowerTr(fullname),
    phoneNumber: '+905329990001',
    profileImage: photo,
    brandName: '',
    hasIndividualCompany: false,
    invoiceSupportEnabled: false,
    isInfluencerAccessOptionEnabled: false,
    isAffiliateMarketingEnabled: false,
    subscriptionType: 'free',
    address: '',
    city: 'İzmir',
    district: 'Karşıyaka',
    aboutMe: influencer.generalInfo.about,
    birthDate: '1996-04-12',
    tcNumber: '',
    identityNumber: '',
    isSelfLoginUser: true,
    imitatorAgencyUID: '',
    pushNotificationIds: [],
    notificationCount: 0,
    totalEarnedPrice: '0',
  };
  return [
    { path: `Users/${uid}`, data: user },
    { path: `Influencers/${uid}`, data: withAccountCopies(influencer, user) },
  ];
}

function sampleBrandDocs(): SeedDoc[] {
  const { uid, brandName } = SEARCH_SAMPLE.brand;
  const logo = '/demo/logos/cicek-bahcesi.svg';
  const createdAt = atOffset(-(51 * DAY_MS + 3 * HOUR_MS));
  const brand = buildBrand({
    uid,
    brandName,
    logo,
    isVerifiedAccount: true,
    agencyUid: '',
    createdAt,
    updatedAt: atOffset(-(9 * DAY_MS)),
  });
  const user: DocData = {
    uid,
    email: 'iletisim@cicek-bahcesi.demo.test',
    type: 'brand',
    isApproved: true,
    emailVerified: true,
    createdAt,
    name: 'Lale',
    surname: 'Demir',
    lowerCaseFullName: lowerTr('Lale Demir'),
    phoneNumber: '+902129990002',
    profileImage: logo,
    brandName,
    hasIndividualCompany: false,
    invoiceSupportEnabled: false,
    isInfluencerAccessOptionEnabled: false,
    isAffiliateMarketingEnabled: false,
    subscriptionType: 'free',
    address: '',
    city: 'İstanbul',
    district: 'Sarıyer',
    aboutMe: '',
    isSelfLoginUser: true,
    imitatorAgencyUID: '',
    pushNotificationIds: [],
    notificationCount: 0,
    socialMedia: {
      instagram: { username: 'cicekbahcesipeyzaj' },
      tiktok: { username: '' },
      youtube: { channelLink: '' },
    },
    targetedMinimumAge: 22,
    targetedMaximumAge: 55,
    targetedCategories: [Category.Art],
    targetedGenders: ['female', 'male'],
  };
  return [
    { path: `Users/${uid}`, data: user },
    { path: `Brands/${uid}`, data: brand },
  ];
}

/** Every search sample document with its path. */
export function buildSearchSampleDocs(): SeedDoc[] {
  return [
    ...sampleInfluencerDocs(),
    ...sampleBrandDocs(),
    ...buildSearchSampleBriefs().map((brief) => ({ path: `briefs/${brief.id}`, data: brief })),
  ];
}
