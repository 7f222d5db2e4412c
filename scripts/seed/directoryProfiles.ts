// The directory's demo population (issue 8): 40 influencers and 10 brands besides the demo logins,
// so /app/influencers, its filters and the brand lists look real. None of them has an Auth
// account; each has a Users document (private data) and its public Influencers or Brands document
// (docs/influencers-model.md). Names, categories, platforms, tiers, approval and agencies are
// chosen by hand below so every filter has something to show; the figures in between (exact
// counts, dates, cities) come from a seeded generator, one per row, so they never change.
import { demoAccount } from './accounts';
import { Category } from './categories';
import {
  SEED_PLATFORMS,
  buildBrand,
  buildInfluencer,
  handleOf,
  lowerTr,
  type Partnership,
  type SeedBrand,
  type SeedInfluencer,
  type SeedPlatform,
  type SeedSocialMedia,
  withAccountCopies,
} from './contractDocs';
import { createPrng, type Prng } from './prng';
import type { DocData, SeedDoc } from './seedDoc';
import { DAY_MS, HOUR_MS, MINUTE_MS, SEED_ANCHOR_MS, atOffset } from './seedClock';

export type Tier = 'nano' | 'micro' | 'mid' | 'macro' | 'mega';

/** Follower ranges of the usual influencer tiers, inclusive. */
export const TIERS: Readonly<Record<Tier, readonly [number, number]>> = {
  nano: [1_000, 9_999],
  micro: [10_000, 100_000],
  mid: [100_001, 500_000],
  macro: [500_001, 1_000_000],
  mega: [1_000_001, 10_000_000],
};

export function tierOf(count: number): Tier | null {
  for (const tier of Object.keys(TIERS) as Tier[]) {
    const [min, max] = TIERS[tier];
    if (count >= min && count <= max) return tier;
  }
  return null;
}

// Drawn counts keep clear of the tier edges, so only the hand-set near misses sit on them.
const DRAW_RANGE: Readonly<Record<Tier, readonly [number, number]>> = {
  nano: [1_200, 9_800],
  micro: [11_000, 98_000],
  mid: [120_000, 480_000],
  macro: [520_000, 980_000],
  mega: [1_050_000, 4_800_000],
};

/** A tier (the count is drawn inside it) or an exact count. */
type Reach = Tier | number;

type InfluencerRow = {
  name: string;
  surname: string;
  female: boolean;
  categories: number[];
  /** Only the platforms she has a handle on. */
  platforms: Partial<Record<SeedPlatform, Reach>>;
  /** Default true. */
  approved?: boolean;
  /** The verified badge; only for approved rows. */
  verified?: boolean;
  agency?: 'influencerAgency' | 'proInfluencerAgency';
  noPhoto?: boolean;
};

const C = Category;

// The e2e check "category Moda, Instagram 10k-100k" (directory.ts) finds rows 1-4 and the demo
// influencer Ayşe Yılmaz (84,300); rows 5-9 are its near misses. Counts that matter are exact.
const influencerRows: readonly InfluencerRow[] = [
  // 1-4: approved Moda with 10k-100k on Instagram (10,000 is the range's lower edge)
  {
    name: 'Zeynep',
    surname: 'Kaya',
    female: true,
    categories: [C.Fashion, C.PersonalCare],
    platforms: { instagram: 67_450, tiktok: 'micro' },
    verified: true,
  },
  {
    name: 'Elif',
    surname: 'Yılmaz',
    female: true,
    categories: [C.Fashion, C.Travel],
    platforms: { instagram: 23_800, youtube: 'nano' },
    agency: 'influencerAgency',
  },
  {
    name: 'Merve',
    surname: 'Şahin',
    female: true,
    categories: [C.Fashion],
    platforms: { instagram: 10_000, tiktok: 'nano' },
  },
  {
    name: 'Büşra',
    surname: 'Aydın',
    female: true,
    categories: [C.Fashion, C.PersonalCare],
    platforms: { instagram: 41_200, tiktok: 'micro', twitter: 'nano' },
    agency: 'proInfluencerAgency',
  },
  // 5-9: near misses: Moda just outside the range, Moda unapproved, in range but not Moda,
  // Moda in range on TikTok only
  {
    name: 'Ceren',
    surname: 'Doğan',
    female: true,
    categories: [C.Fashion],
    platforms: { instagram: 9_999, tiktok: 'nano' },
  },
  {
    name: 'Melis',
    surname: 'Arslan',
    female: true,
    categories: [C.Fashion, C.Art],
    platforms: { instagram: 100_001, youtube: 'micro' },
    agency: 'influencerAgency',
  },
  {
    name: 'Gizem',
    surname: 'Çetin',
    female: true,
    categories: [C.Fashion],
    platforms: { instagram: 45_600 },
    approved: false,
    agency: 'influencerAgency',
  },
  {
    name: 'Damla',
    surname: 'Koç',
    female: true,
    categories: [C.PersonalCare, C.Health],
    platforms: { instagram: 58_900 },
  },
  {
    name: 'Emre',
    surname: 'Kurt',
    female: false,
    categories: [C.Fashion, C.Sports],
    platforms: { tiktok: 36_700 },
  },
  // 10-32: the rest of the approved directory
  {
    name: 'Ayşe Nur',
    surname: 'Korkmaz',
    female: true,
    categories: [C.Parent, C.Food],
    platforms: { instagram: 'mid', youtube: 'micro' },
    verified: true,
  },
  {
    name: 'Ayşegül',
    surname: 'Işık',
    female: true,
    categories: [C.Relationships, C.Psychology],
    platforms: { instagram: 'micro', tiktok: 'micro' },
    agency: 'influencerAgency',
  },
  {
    name: 'Mehmet',
    surname: 'Öztürk',
    female: false,
    categories: [C.Gaming, C.Technology],
    platforms: { instagram: 'nano', twitch: 'micro', youtube: 'mega' },
    verified: true,
  },
  {
    name: 'Kaan',
    surname: 'Yıldırım',
    female: false,
    categories: [C.Gaming],
    platforms: { twitch: 'mid', youtube: 'mid' },
    agency: 'proInfluencerAgency',
  },
  {
    name: 'Burak',
    surname: 'Polat',
    female: false,
    categories: [C.Sports, C.Health],
    platforms: { instagram: 'macro', youtube: 'mid', tiktok: 'macro' },
    verified: true,
  },
  {
    name: 'Oğuz',
    surname: 'Kılıç',
    female: false,
    categories: [C.Technology, C.Education],
    platforms: { instagram: 'mid', youtube: 'macro', twitter: 'micro' },
    agency: 'influencerAgency',
  },
  {
    name: 'İrem',
    surname: 'Güneş',
    female: true,
    categories: [C.Dance, C.Music],
    platforms: { instagram: 'mega', tiktok: 'mega' },
    verified: true,
  },
  {
    name: 'Cem',
    surname: 'Aslan',
    female: false,
    categories: [C.Music],
    platforms: { instagram: 'mid', youtube: 'mid', tiktok: 'micro' },
    agency: 'influencerAgency',
  },
  {
    name: 'Selin',
    surname: 'Aksoy',
    female: true,
    categories: [C.Travel, C.Food],
    platforms: { instagram: 'macro', youtube: 'micro' },
  },
  {
    name: 'Tolga',
    surname: 'Şimşek',
    female: false,
    categories: [C.Literature, C.GeneralCulture],
    platforms: { instagram: 'nano', twitter: 'micro' },
  },
  {
    name: 'Pınar',
    surname: 'Çelik',
    female: true,
    categories: [C.Education, C.Parent],
    platforms: { instagram: 'micro' },
    agency: 'influencerAgency',
  },
  {
    name: 'Umut',
    surname: 'Kara',
    female: false,
    categories: [C.GeneralCulture, C.Education],
    platforms: { instagram: 'nano', youtube: 'mid', twitter: 'nano' },
  },
  {
    name: 'Derya',
    surname: 'Özkan',
    female: true,
    categories: [C.Psychology, C.Health],
    platforms: { instagram: 'micro' },
    agency: 'proInfluencerAgency',
  },
  {
    name: 'Barış',
    surname: 'Erdoğan',
    female: false,
    categories: [C.Food],
    platforms: { instagram: 'mega', youtube: 'macro', tiktok: 'mega' },
    verified: true,
  },
  {
    name: 'Esra',
    surname: 'Uçar',
    female: true,
    categories: [C.Art, C.Literature],
    platforms: { instagram: 'nano' },
  },
  {
    name: 'Arda',
    surname: 'Yıldız',
    female: false,
    categories: [C.Gaming, C.Dance],
    platforms: { tiktok: 'mega', twitch: 'micro' },
  },
  {
    name: 'Sibel',
    surname: 'İnce',
    female: true,
    categories: [C.PersonalCare, C.Fashion],
    platforms: { instagram: 'macro', tiktok: 'mid' },
    agency: 'influencerAgency',
  },
  {
    name: 'Hakan',
    surname: 'Özdemir',
    female: false,
    categories: [C.Sports],
    platforms: { instagram: 'micro', twitter: 'nano' },
  },
  {
    name: 'Tuğba',
    surname: 'Demir',
    female: true,
    categories: [C.Parent, C.Relationships],
    platforms: { instagram: 'mid', youtube: 'micro' },
  },
  {
    name: 'Onur',
    surname: 'Bulut',
    female: false,
    categories: [C.Technology],
    platforms: { instagram: 'micro', youtube: 'macro', twitter: 'micro' },
  },
  {
    name: 'Işıl',
    surname: 'Tekin',
    female: true,
    categories: [C.Music, C.Dance],
    platforms: { instagram: 'nano', tiktok: 'micro' },
    agency: 'influencerAgency',
  },
  {
    name: 'Volkan',
    surname: 'Aydemir',
    female: false,
    categories: [C.Travel],
    platforms: { instagram: 'mid', youtube: 'micro' },
  },
  {
    name: 'Özge',
    surname: 'Karaca',
    female: true,
    categories: [C.Fashion, C.Food],
    platforms: { instagram: 'mega', tiktok: 'macro' },
    verified: true,
  },
  // 33-39: waiting for approval (row 7 too: eight in all)
  {
    name: 'Yağmur',
    surname: 'Acar',
    female: true,
    categories: [C.Fashion, C.PersonalCare],
    platforms: { instagram: 'nano' },
    approved: false,
    noPhoto: true,
  },
  {
    name: 'Serkan',
    surname: 'Yavuz',
    female: false,
    categories: [C.Sports, C.Food],
    platforms: { instagram: 'micro' },
    approved: false,
    agency: 'influencerAgency',
  },
  {
    name: 'Nur',
    surname: 'Erdem',
    female: true,
    categories: [C.Psychology],
    platforms: { instagram: 'micro' },
    approved: false,
    noPhoto: true,
  },
  {
    name: 'Efe',
    surname: 'Güler',
    female: false,
    categories: [C.Gaming],
    platforms: { twitch: 'nano', tiktok: 'nano' },
    approved: false,
    agency: 'proInfluencerAgency',
  },
  {
    name: 'Şeyma',
    surname: 'Aktaş',
    female: true,
    categories: [C.Literature, C.Education],
    platforms: { instagram: 'nano' },
    approved: false,
  },
  {
    name: 'İlker',
    surname: 'Bozkurt',
    female: false,
    categories: [C.Technology, C.GeneralCulture],
    platforms: { instagram: 'micro', youtube: 'nano' },
    approved: false,
    noPhoto: true,
  },
  {
    name: 'Ebru',
    surname: 'Kalkan',
    female: true,
    categories: [C.Health, C.Parent],
    platforms: { instagram: 'mid' },
    approved: false,
  },
  // 40
  {
    name: 'Ozan',
    surname: 'Çakır',
    female: false,
    categories: [C.Art, C.Music],
    platforms: { instagram: 'micro', youtube: 'micro' },
  },
];

export const DIRECTORY_INFLUENCER_COUNT = influencerRows.length;

export function directoryInfluencerUid(index: number): string {
  return `demo-dir-influencer-${String(index + 1).padStart(2, '0')}`;
}

const ABOUT_BY_CATEGORY: readonly string[] = [
  'Ebeveynlik ve çocuklu aile hayatı üzerine paylaşımlar yapıyorum.',
  'Cilt bakımı ve kişisel bakım rutinlerimi paylaşıyorum.',
  'Günlük kombinler ve moda önerileri paylaşıyorum.',
  'Ders ve sınav hazırlığı üzerine içerikler üretiyorum.',
  'İllüstrasyon ve tasarım süreçlerimi paylaşıyorum.',
  'Cover şarkılar ve kendi bestelerimi paylaşıyorum.',
  'Oyun yayınları yapıyor, yeni çıkan oyunları inceliyorum.',
  'Sağlıklı yaşam ve beslenme üzerine içerikler üretiyorum.',
  'Türkiye’yi ve dünyayı gezip rotalar paylaşıyorum.',
  'Antrenman programları ve spor motivasyonu paylaşıyorum.',
  'Telefon, bilgisayar ve akıllı cihaz incelemeleri yapıyorum.',
  'İlişkiler ve iletişim üzerine sohbet videoları çekiyorum.',
  'Pratik tarifler ve lezzet durakları paylaşıyorum.',
  'Dans koreografileri ve akım videoları çekiyorum.',
  'Kitap önerileri ve okuma notlarımı paylaşıyorum.',
  'Psikoloji ve öz bakım üzerine içerikler üretiyorum.',
  'Tarih ve genel kültür üzerine kısa bilgiler paylaşıyorum.',
];

// İstanbul appears more often, as it does on such platforms.
const PLACES: readonly (readonly [string, string])[] = [
  ['İstanbul', 'Kadıköy'],
  ['İstanbul', 'Beşiktaş'],
  ['İstanbul', 'Bakırköy'],
  ['İstanbul', 'Ataşehir'],
  ['İstanbul', 'Şişli'],
  ['Ankara', 'Çankaya'],
  ['Ankara', 'Yenimahalle'],
  ['İzmir', 'Karşıyaka'],
  ['İzmir', 'Konak'],
  ['Bursa', 'Nilüfer'],
  ['Antalya', 'Konyaaltı'],
  ['Eskişehir', 'Tepebaşı'],
  ['Trabzon', 'Ortahisar'],
  ['Gaziantep', 'Şahinbey'],
  ['Muğla', 'Bodrum'],
];

export const FEMALE_AVATARS = Array.from(
  { length: 6 },
  (_, i) => `/demo/avatars/female-${i + 1}.svg`,
);
export const MALE_AVATARS = Array.from({ length: 6 }, (_, i) => `/demo/avatars/male-${i + 1}.svg`);

const INTERACTION_RATE: Readonly<Record<Tier, readonly [number, number]>> = {
  nano: [40, 90],
  micro: [25, 60],
  mid: [15, 40],
  macro: [10, 30],
  mega: [6, 22],
};

function countFor(reach: Reach, prng: Prng): number {
  if (typeof reach === 'number') return reach;
  const [min, max] = DRAW_RANGE[reach];
  return prng.int(min, max);
}

const YOUTUBE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The socialMedia map for the given counts: only these platforms, each with its figures. */
export function socialMediaFor(
  fullname: string,
  handle: string,
  counts: Partial<Record<SeedPlatform, number>>,
  prng: Prng,
): SeedSocialMedia {
  const social: SeedSocialMedia = {};
  for (const platform of SEED_PLATFORMS) {
    const count = counts[platform];
    if (count === undefined) continue;
    const tier = tierOf(count) ?? 'nano';
    if (platform === 'instagram') {
      const [low, high] = INTERACTION_RATE[tier];
      social.instagram = {
        username: handle,
        followerCount: count,
        totalMediaCount: prng.int(40, 1_800),
        interactionRate: prng.int(low, high) / 10,
        profileApiData: null,
      };
    } else if (platform === 'tiktok') {
      social.tiktok = {
        username: handle,
        followerCount: count,
        followingCount: prng.int(50, 900),
        likeCount: count * prng.int(8, 25),
      };
    } else if (platform === 'youtube') {
      social.youtube = {
        username: fullname,
        channelLink: `https://www.youtube.com/@${handle}`,
        id: `UC${Array.from({ length: 22 }, () => prng.pick([...YOUTUBE_ID_CHARS])).join('')}`,
        totalSubscriberCount: count,
        totalVideoCount: prng.int(20, 600),
        totalWatchTime: count * prng.int(20, 80),
      };
    } else {
      social[platform] = {
        username: platform === 'twitch' ? `${handle}tv` : handle,
        followerCount: count,
      };
    }
  }
  return social;
}

function partnershipsFrom(prng: Prng): Partnership[] {
  const roll = prng.next();
  if (roll < 0.5) return ['money', 'product'];
  return roll < 0.8 ? ['money'] : ['product'];
}

function birthDateFrom(prng: Prng): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prng.int(1988, 2004)}-${pad(prng.int(1, 12))}-${pad(prng.int(1, 28))}`;
}

type AgencyLink = { uid: string; name: string };

function agencyLink(row: InfluencerRow): AgencyLink | null {
  if (!row.agency) return null;
  const agency = demoAccount(row.agency);
  return { uid: agency.uid, name: agency.brandName ?? '' };
}

export type DirectoryProfile = {
  influencer: SeedInfluencer;
  user: DocData;
};

function buildDirectoryProfile(row: InfluencerRow, index: number): DirectoryProfile {
  const prng = createPrng(0xd1e70000 + index);
  const uid = directoryInfluencerUid(index);
  const approved = row.approved !== false;
  const fullname = `${row.name} ${row.surname}`;
  const handle = prng.pick([
    handleOf(fullname),
    handleOf(fullname, '.'),
    handleOf(fullname, '_'),
    `${handleOf(fullname)}tr`,
  ]);
  const counts: Partial<Record<SeedPlatform, number>> = {};
  for (const platform of SEED_PLATFORMS) {
    const reach = row.platforms[platform];
    if (reach !== undefined) counts[platform] = countFor(reach, prng);
  }
  const [city, district] = prng.pick(PLACES);
  // Approved profiles joined over the last three months, the waiting ones in the last two weeks.
  const daysBack = approved ? prng.int(6, 88) : prng.int(0, 12);
  const createdAt = atOffset(
    -(daysBack * DAY_MS + prng.int(1, 23) * HOUR_MS + prng.int(0, 59) * MINUTE_MS),
  );
  const updatedAt = new Date(
    createdAt.getTime() + Math.floor(prng.next() * (SEED_ANCHOR_MS - createdAt.getTime())),
  );
  const avatars = row.female ? FEMALE_AVATARS : MALE_AVATARS;
  const sameGenderBefore = influencerRows.slice(0, index).filter((r) => r.female === row.female);
  const photo = row.noPhoto ? '' : avatars[sameGenderBefore.length % avatars.length];
  const agency = agencyLink(row);
  const about = row.categories
    .slice(0, 2)
    .map((code) => ABOUT_BY_CATEGORY[code])
    .join(' ');
  const birthDate = birthDateFrom(prng);
  const influencer = buildInfluencer({
    uid,
    name: row.name,
    surname: row.surname,
    isGenderFemale: row.female,
    photo,
    city,
    district,
    about,
    birthDate,
    categories: row.categories,
    partnerships: partnershipsFrom(prng),
    isApproved: approved,
    isVerifiedAccount: approved && row.verified === true,
    agency,
    // Agency-managed profiles here have no login of their own (no Auth account).
    isSelfLoginEnabled: agency === null,
    socialMedia: socialMediaFor(fullname, handle, counts, prng),
    createdAt,
    updatedAt,
  });
  const user: DocData = {
    uid,
    email: `${handleOf(fullname, '.')}@dizin.demo.test`,
    type: 'influencer',
    isApproved: approved,
    emailVerified: true,
    // Registration comes a little before the first profile save.
    createdAt: new Date(createdAt.getTime() - prng.int(1, 72) * HOUR_MS),
    name: row.name,
    surname: row.surname,
    lowerCaseFullName: lowerTr(fullname),
    phoneNumber: `+90532${String(1_000_000 + ((index * 104_729) % 9_000_000))}`,
    profileImage: photo,
    brandName: '',
    hasIndividualCompany: false,
    invoiceSupportEnabled: false,
    isInfluencerAccessOptionEnabled: false,
    isAffiliateMarketingEnabled: false,
    subscriptionType: 'free',
    address: '',
    city,
    district,
    aboutMe: about,
    birthDate,
    tcNumber: '',
    identityNumber: '',
    isSelfLoginUser: agency === null,
    imitatorAgencyUID: agency?.uid ?? '',
    pushNotificationIds: [],
    notificationCount: 0,
    totalEarnedPrice: approved ? String(prng.int(0, 60) * 250) : '0',
  };
  return { influencer: withAccountCopies(influencer, user), user };
}

/** The 40 directory influencers, in row order (pure; the same on every call). */
export function buildDirectoryProfiles(): DirectoryProfile[] {
  return influencerRows.map(buildDirectoryProfile);
}

// ---- brands --------------------------------------------------------------------------------

type BrandRow = {
  brandName: string;
  /** public/demo/logos/<logo>.svg */
  logo: string;
  name: string;
  surname: string;
  city: string;
  district: string;
  categories: number[];
  verified: boolean;
  /** Users.isApproved; brands start approved (spec section 4), two still wait for the admin. */
  approved: boolean;
  business?: boolean;
  /** Managed by the demo advertisement agency. */
  managed?: boolean;
};

const brandRows: readonly BrandRow[] = [
  {
    brandName: 'Lavanta Kozmetik',
    logo: 'lavanta-kozmetik',
    name: 'Gökçe',
    surname: 'Tan',
    city: 'İstanbul',
    district: 'Şişli',
    categories: [C.PersonalCare, C.Fashion],
    verified: true,
    approved: true,
    business: true,
  },
  {
    brandName: 'Kahve Durağı',
    logo: 'kahve-duragi',
    name: 'Levent',
    surname: 'Ekinci',
    city: 'İzmir',
    district: 'Alsancak',
    categories: [C.Food],
    verified: true,
    approved: true,
    managed: true,
  },
  {
    brandName: 'Kuzey Outdoor',
    logo: 'kuzey-outdoor',
    name: 'Deniz',
    surname: 'Yurt',
    city: 'Bursa',
    district: 'Nilüfer',
    categories: [C.Sports, C.Travel],
    verified: true,
    approved: true,
  },
  {
    brandName: 'İpek Yolu Tekstil',
    logo: 'ipek-yolu-tekstil',
    name: 'Aslı',
    surname: 'Kocaman',
    city: 'Bursa',
    district: 'Osmangazi',
    categories: [C.Fashion],
    verified: false,
    approved: true,
    managed: true,
  },
  {
    brandName: 'Pusula Turizm',
    logo: 'pusula-turizm',
    name: 'Cenk',
    surname: 'Ateş',
    city: 'Antalya',
    district: 'Muratpaşa',
    categories: [C.Travel],
    verified: true,
    approved: true,
    business: true,
  },
  {
    brandName: 'Minik Adımlar Oyuncak',
    logo: 'minik-adimlar',
    name: 'Sevgi',
    surname: 'Ünal',
    city: 'Ankara',
    district: 'Çankaya',
    categories: [C.Parent, C.Education],
    verified: false,
    approved: false,
  },
  {
    brandName: 'Çınar Spor',
    logo: 'cinar-spor',
    name: 'Tarık',
    surname: 'Baysal',
    city: 'İstanbul',
    district: 'Ataşehir',
    categories: [C.Sports, C.Health],
    verified: true,
    approved: true,
    managed: true,
  },
  {
    brandName: 'Bulut Teknoloji',
    logo: 'bulut-teknoloji',
    name: 'Emir',
    surname: 'Sezer',
    city: 'İstanbul',
    district: 'Maslak',
    categories: [C.Technology, C.Gaming],
    verified: true,
    approved: true,
    business: true,
  },
  {
    brandName: 'Ege Zeytinyağı',
    logo: 'ege-zeytinyagi',
    name: 'Nazlı',
    surname: 'Ergin',
    city: 'İzmir',
    district: 'Urla',
    categories: [C.Food, C.Health],
    verified: false,
    approved: true,
  },
  {
    brandName: 'Işıltı Takı',
    logo: 'isilti-taki',
    name: 'Irmak',
    surname: 'Sönmez',
    city: 'İstanbul',
    district: 'Fatih',
    categories: [C.Fashion],
    verified: false,
    approved: false,
  },
];

export const DIRECTORY_BRAND_COUNT = brandRows.length;

export function directoryBrandUid(index: number): string {
  return `demo-dir-brand-${String(index + 1).padStart(2, '0')}`;
}

export type DirectoryBrand = { brand: SeedBrand; user: DocData };

function buildDirectoryBrand(row: BrandRow, index: number): DirectoryBrand {
  const prng = createPrng(0xb4a0d000 + index);
  const uid = directoryBrandUid(index);
  const logo = `/demo/logos/${row.logo}.svg`;
  const agencyUid = row.managed ? demoAccount('advertisementAgency').uid : '';
  const createdAt = atOffset(
    -(prng.int(3, 88) * DAY_MS + prng.int(1, 23) * HOUR_MS + prng.int(0, 59) * MINUTE_MS),
  );
  const updatedAt = new Date(
    createdAt.getTime() + Math.floor(prng.next() * (SEED_ANCHOR_MS - createdAt.getTime())),
  );
  const brand = buildBrand({
    uid,
    brandName: row.brandName,
    logo,
    isVerifiedAccount: row.verified,
    agencyUid,
    createdAt,
    updatedAt,
  });
  const fullName = `${row.name} ${row.surname}`;
  const user: DocData = {
    uid,
    email: `iletisim@${row.logo}.demo.test`,
    type: 'brand',
    isApproved: row.approved,
    emailVerified: true,
    createdAt,
    name: row.name,
    surname: row.surname,
    lowerCaseFullName: lowerTr(fullName),
    phoneNumber: `+90212${String(1_000_000 + ((index * 7_919) % 9_000_000))}`,
    profileImage: logo,
    brandName: row.brandName,
    hasIndividualCompany: false,
    invoiceSupportEnabled: false,
    isInfluencerAccessOptionEnabled: false,
    isAffiliateMarketingEnabled: false,
    subscriptionType: row.business ? 'business' : 'free',
    address: '',
    city: row.city,
    district: row.district,
    aboutMe: '',
    isSelfLoginUser: !row.managed,
    imitatorAgencyUID: agencyUid,
    pushNotificationIds: [],
    notificationCount: 0,
    socialMedia: {
      instagram: { username: handleOf(row.brandName) },
      tiktok: { username: '' },
      youtube: { channelLink: '' },
    },
    targetedMinimumAge: 18,
    targetedMaximumAge: prng.pick([35, 45, 55]),
    targetedCategories: [...row.categories],
    targetedGenders: ['female', 'male'],
  };
  return { brand, user };
}

/** The 10 directory brands, in row order. */
export function buildDirectoryBrands(): DirectoryBrand[] {
  return brandRows.map(buildDirectoryBrand);
}

/** Users + Influencers for the 40 influencers, Users + Brands for the 10 brands. */
export function buildDirectoryDocs(): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const { influencer, user } of buildDirectoryProfiles()) {
    docs.push({ path: `Users/${influencer.uid}`, data: user });
    docs.push({ path: `Influencers/${influencer.uid}`, data: influencer });
  }
  for (const { brand, user } of buildDirectoryBrands()) {
    docs.push({ path: `Users/${brand.uid}`, data: user });
    docs.push({ path: `Brands/${brand.uid}`, data: brand });
  }
  return docs;
}
