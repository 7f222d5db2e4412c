// Bench influencers for `npm run seed -- --influencers N`: approved, self-managed directory
// profiles (Users + Influencers) in every category and on every platform, so directory paging and
// filters can be measured over thousands of documents. They sit below every seeded profile in
// every order the directory offers: joined before the demo data (timestamp), and under 1,000
// followers on every platform they are on, so the demo directory still opens on the hand-made
// profiles and the seeded follower-range checks (directory.ts) hold with or without them.
// Their names ("Deneme Profil 00042") keep them out of the demo name searches too.
import { ALL_CATEGORY_CODES } from './categories';
import {
  SEED_PLATFORMS,
  buildInfluencer,
  lowerTr,
  type SeedInfluencer,
  type SeedPlatform,
  withAccountCopies,
} from './contractDocs';
import { FEMALE_AVATARS, MALE_AVATARS, socialMediaFor } from './directoryProfiles';
import { createPrng } from './prng';
import type { DocData } from './seedDoc';
import { DAY_MS, MINUTE_MS, atOffset } from './seedClock';

export const BENCH_INFLUENCER_PREFIX = 'bench-influencer-';
export const MAX_BENCH_INFLUENCERS = 99_999; // ids carry five digits
/** Every bench count is below this, on every platform. */
export const BENCH_MAX_FOLLOWERS = 999;

// Older than every seeded profile (those joined within the last 90 days).
const BENCH_ANCHOR_DAYS = 100;

export function benchInfluencerId(n: number): string {
  return `${BENCH_INFLUENCER_PREFIX}${String(n).padStart(5, '0')}`;
}

// Every profile is on Instagram; the other platforms every few profiles.
const PLATFORM_EVERY: Readonly<Record<SeedPlatform, number>> = {
  instagram: 1,
  tiktok: 3,
  youtube: 5,
  twitter: 7,
  twitch: 11,
};

export type BenchInfluencer = { influencer: SeedInfluencer; user: DocData };

/** Bench influencer number n (1-based); the same no matter how many are generated. */
export function buildBenchInfluencer(n: number): BenchInfluencer {
  if (!Number.isInteger(n) || n < 1 || n > MAX_BENCH_INFLUENCERS)
    throw new Error(`bench influencer number out of range: ${n}`);
  const prng = createPrng(0xbe1f0000 + n);
  const uid = benchInfluencerId(n);
  const number = String(n).padStart(5, '0');
  const name = 'Deneme';
  const surname = `Profil ${number}`;
  const female = n % 2 === 0;
  const first = ALL_CATEGORY_CODES[n % ALL_CATEGORY_CODES.length];
  const second = ALL_CATEGORY_CODES[(n * 7 + 3) % ALL_CATEGORY_CODES.length];
  const categories = first === second ? [first] : [first, second];
  const counts: Partial<Record<SeedPlatform, number>> = {};
  for (const platform of SEED_PLATFORMS) {
    if (n % PLATFORM_EVERY[platform] === 0) counts[platform] = prng.int(100, BENCH_MAX_FOLLOWERS);
  }
  const createdAt = atOffset(-BENCH_ANCHOR_DAYS * DAY_MS - n * MINUTE_MS);
  const avatars = female ? FEMALE_AVATARS : MALE_AVATARS;
  const photo = avatars[Math.floor(n / 2) % avatars.length];
  const handle = `deneme${number}`;
  const influencer = buildInfluencer({
    uid,
    name,
    surname,
    isGenderFemale: female,
    photo,
    city: 'İstanbul',
    district: 'Kadıköy',
    about: 'Performans ölçümü için üretilmiş profil.',
    birthDate: '2000-01-01',
    categories,
    partnerships: n % 3 === 0 ? ['product'] : ['money', 'product'],
    isApproved: true,
    isVerifiedAccount: n % 10 === 0,
    agency: null,
    isSelfLoginEnabled: true,
    socialMedia: socialMediaFor(`${name} ${surname}`, handle, counts, prng),
    createdAt,
    updatedAt: createdAt,
  });
  const user: DocData = {
    uid,
    email: `${handle}@bench.demo.test`,
    type: 'influencer',
    isApproved: true,
    emailVerified: true,
    createdAt,
    name,
    surname,
    lowerCaseFullName: lowerTr(`${name} ${surname}`),
    phoneNumber: '',
    profileImage: photo,
    brandName: '',
    subscriptionType: 'free',
    isSelfLoginUser: true,
    imitatorAgencyUID: '',
    pushNotificationIds: [],
    notificationCount: 0,
    totalEarnedPrice: '0',
  };
  return { influencer: withAccountCopies(influencer, user), user };
}
