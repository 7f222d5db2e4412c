// Generates the demo and benchmark briefs as plain objects (Date values, no Firestore types) so
// the generator can be unit-tested without firebase-admin. Deterministic: same input, same output.
import {
  disclosureKinds,
  disclosurePlatforms,
  type AdDisclosure,
} from '../../src/features/briefs/model/adDisclosure';
import { demoAccount, type DemoAccount } from './accounts';
import { ALL_CATEGORY_CODES, Category } from './categories';
import { createPrng, type Prng } from './prng';
import { DAY_MS, HOUR_MS, MINUTE_MS, SEED_ANCHOR_MS } from './seedClock';
import type { SeedDoc } from './seedDoc';

export type BriefState = 'pending' | 'ongoing' | 'completed';
export type PaymentType = 'money' | 'product' | 'both';
export type BriefPlatform = 'instagram' | 'tiktok' | 'youtube';
export type ContentType = 'story' | 'post' | 'reel' | 'video';
export type Gender = 'female' | 'male';

export const BRIEF_STATES: readonly BriefState[] = ['pending', 'ongoing', 'completed'];
export const PAYMENT_TYPES: readonly PaymentType[] = ['money', 'product', 'both'];
export const BRIEF_PLATFORMS: readonly BriefPlatform[] = ['instagram', 'tiktok', 'youtube'];

export type SeedProduct = { name: string; price: number };

export type SeedBrief = {
  id: string;
  briefOwnerUserId: string;
  briefSenderId: string;
  briefSenderName: string;
  briefSenderImageUrl: string;
  briefSenderLogo: string;
  briefOwnerType: 'brand' | 'advertisementAgency';
  imitatorAgencyName?: string;
  imitatorAgencyImageUrl?: string;
  title: string;
  description: string;
  targetedCategories: number[];
  targetedGenders: Gender[];
  targetMaleInfluencers: boolean;
  targetFemaleInfluencers: boolean;
  targetedMinimumAge: number;
  targetedMaximumAge: number;
  sliderDoubleValue: [number, number];
  images: string[];
  paymentType: PaymentType;
  /** Turkish lira before KDV; 0 for product-only briefs (docs/briefs-model.md). */
  budget: number;
  briefPlatforms: BriefPlatform[];
  /** Per platform (Instagram when none): '#reklam', '#işbirliği' or the app's label. */
  adDisclosure: AdDisclosure;
  /** Revision rounds included (issue 21); absent on briefs stored before it. */
  revisionRounds?: number;
  contentTypes: ContentType[];
  visibility: 'brand';
  isVerified: boolean;
  verifiedAt?: Date;
  isCompleted: boolean;
  completedAt?: Date;
  shouldHideBrief: boolean;
  bidderIds: string[];
  targetedAgencies: string[];
  products: SeedProduct[];
  urlLinks: string[];
  /** Payment term in days. */
  maturityTime: number;
  /** Minimum follower count; 0 means no limit. */
  followerCountLimitation: number;
  timestamp: Date;
  acceptedUsers: string[];
  completedUsers: string[];
  collaborationStartDate?: Date;
  collaborationEndDate?: Date;
  projectScope?: string;
  musicRequirement?: string;
  taggedAccountInfo?: string;
  storyRedirectLink?: string;
  targetedInfluencerTypes?: string[];
};

export function briefState(brief: Pick<SeedBrief, 'isVerified' | 'isCompleted'>): BriefState {
  if (!brief.isVerified) return 'pending';
  return brief.isCompleted ? 'completed' : 'ongoing';
}

type Theme = { title: string; category: number; product: SeedProduct; pitch: string };

// One campaign idea per theme; each theme appears once per season below, so titles stay unique.
const themes: readonly Theme[] = [
  {
    title: 'Cilt Bakım Serisi Tanıtımı',
    category: Category.PersonalCare,
    product: { name: 'Nemlendirici Krem Seti', price: 850 },
    pitch: 'yeni cilt bakım serimizi sabah rutininizde denemenizi',
  },
  {
    title: 'Sokak Modası Koleksiyonu',
    category: Category.Fashion,
    product: { name: 'Oversize Ceket', price: 1900 },
    pitch: 'yeni koleksiyondan iki parçayı kendi tarzınızla kombinlemenizi',
  },
  {
    title: 'Akıllı Saat Deneyimi',
    category: Category.Technology,
    product: { name: 'Akıllı Saat', price: 4200 },
    pitch: 'akıllı saatimizi bir hafta boyunca günlük hayatınızda kullanmanızı',
  },
  {
    title: 'Ev Yapımı Lezzetler',
    category: Category.Food,
    product: { name: 'Organik Zeytinyağı Kutusu', price: 650 },
    pitch: 'ürünlerimizle kolay bir tarif hazırlamanızı',
  },
  {
    title: 'Hafta Sonu Kaçamağı',
    category: Category.Travel,
    product: { name: 'Butik Otel Konaklaması', price: 5200 },
    pitch: 'otelimizde geçireceğiniz hafta sonunu takipçilerinizle paylaşmanızı',
  },
  {
    title: 'Evde Antrenman Programı',
    category: Category.Sports,
    product: { name: 'Direnç Bandı Seti', price: 480 },
    pitch: 'evde yapılabilecek 15 dakikalık bir antrenmanı göstermenizi',
  },
  {
    title: 'Mobil Oyun Lansmanı',
    category: Category.Gaming,
    product: { name: 'Oyun İçi Paket Kodu', price: 300 },
    pitch: 'yeni mobil oyunumuzu canlı yayında ya da kısa videoda oynamanızı',
  },
  {
    title: 'Bebek Bakım Ürünleri',
    category: Category.Parent,
    product: { name: 'Bebek Bakım Çantası', price: 1100 },
    pitch: 'bebek bakım ürünlerimizi gerçek bir günün akışında anlatmanızı',
  },
  {
    title: 'Online Dil Kursu',
    category: Category.Education,
    product: { name: '3 Aylık Kurs Üyeliği', price: 1500 },
    pitch: 'online dil kursumuzun ilk derslerini deneyimlemenizi',
  },
  {
    title: 'Kahve Molası Anları',
    category: Category.Food,
    product: { name: 'Filtre Kahve Seti', price: 720 },
    pitch: 'günün kahve molasını markamızla keyifli bir içeriğe dönüştürmenizi',
  },
  {
    title: 'Kulaklık Ses Testi',
    category: Category.Music,
    product: { name: 'Kablosuz Kulaklık', price: 2600 },
    pitch: 'kulaklığımızla favori şarkılarınızı dinlerken ses kalitesini yorumlamanızı',
  },
  {
    title: 'El Yapımı Seramik Atölyesi',
    category: Category.Art,
    product: { name: 'Seramik Atölye Katılımı', price: 900 },
    pitch: 'atölyemizde kendi seramik parçanızı yaparken süreci paylaşmanızı',
  },
  {
    title: 'Sağlıklı Atıştırmalıklar',
    category: Category.Health,
    product: { name: 'Atıştırmalık Kutusu', price: 380 },
    pitch: 'şekersiz atıştırmalıklarımızı gün içinde nasıl tükettiğinizi göstermenizi',
  },
  {
    title: 'Dans Challenge Kampanyası',
    category: Category.Dance,
    product: { name: 'Spor Ayakkabı', price: 2300 },
    pitch: 'kampanya şarkımızla kısa bir dans videosu çekmenizi',
  },
  {
    title: 'Kitap Kulübü Önerileri',
    category: Category.Literature,
    product: { name: 'Kitap Seti', price: 560 },
    pitch: 'ayın kitabını okuyup kısa bir değerlendirme yapmanızı',
  },
  {
    title: 'Mindfulness Uygulaması',
    category: Category.Psychology,
    product: { name: 'Yıllık Premium Üyelik', price: 700 },
    pitch: 'meditasyon uygulamamızı bir hafta kullanıp deneyiminizi anlatmanızı',
  },
  {
    title: 'Sevgililer Günü Hediyeleri',
    category: Category.Relationships,
    product: { name: 'Hediye Kutusu', price: 950 },
    pitch: 'partnerinize hediye hazırlarken ürünlerimizi tanıtmanızı',
  },
  {
    title: 'Bilgi Yarışması Serisi',
    category: Category.GeneralCulture,
    product: { name: 'Kutu Oyunu', price: 420 },
    pitch: 'bilgi yarışması formatında eğlenceli bir içerik hazırlamanızı',
  },
  {
    title: 'Güneş Koruyucu Kampanyası',
    category: Category.PersonalCare,
    product: { name: 'SPF 50 Güneş Kremi', price: 390 },
    pitch: 'güneş koruyucumuzu açık havada kullanırken göstermenizi',
  },
  {
    title: 'Sırt Çantası ile Şehir Turu',
    category: Category.Travel,
    product: { name: 'Su Geçirmez Sırt Çantası', price: 1350 },
    pitch: 'çantamızla bir günlük şehir turunu anlatmanızı',
  },
];
const seasons = ['Kış', 'İlkbahar', 'Yaz'] as const;

// Index patterns with different periods, so every combination of state, payment type, owner,
// platform set and gender shows up within the 60 demo briefs.
const statePattern: readonly BriefState[] = ['ongoing', 'pending', 'ongoing', 'completed'];
const platformPattern: readonly BriefPlatform[][] = [
  ['instagram'],
  ['tiktok'],
  ['youtube'],
  ['instagram', 'tiktok'],
  ['instagram', 'youtube'],
  ['instagram', 'tiktok', 'youtube'],
  ['tiktok', 'youtube'],
];
const genderPattern: readonly Gender[][] = [['female', 'male'], ['female'], ['male']];
const briefImages = [
  '/demo/briefs/kampanya-1.svg',
  '/demo/briefs/kampanya-2.svg',
  '/demo/briefs/kampanya-3.svg',
];

export const DEMO_BRIEF_COUNT = themes.length * seasons.length; // 60
const BRIEF_SPACING_MS = 11 * HOUR_MS;

export function demoBriefId(index: number): string {
  return `demo-brief-${String(index + 1).padStart(3, '0')}`;
}

function contentTypesFor(platforms: readonly BriefPlatform[], prng: Prng): ContentType[] {
  const types: ContentType[] = [];
  if (platforms.includes('instagram'))
    types.push(...prng.sample<ContentType>(['story', 'post', 'reel'], prng.int(1, 2)));
  if (platforms.includes('tiktok') || platforms.includes('youtube')) types.push('video');
  return types;
}

function targetedCategoriesFor(index: number, theme: Theme, prng: Prng): number[] {
  // Briefs listing 16 or more categories match every influencer (spec section 5).
  if (index % 9 === 5)
    return index % 2 === 0
      ? [...ALL_CATEGORY_CODES]
      : ALL_CATEGORY_CODES.filter((c) => c !== theme.category);
  const extras = prng.sample(
    ALL_CATEGORY_CODES.filter((c) => c !== theme.category),
    prng.int(0, 2),
  );
  return [theme.category, ...extras];
}

function ownerOf(index: number): DemoAccount {
  return index % 5 === 4 ? demoAccount('advertisementAgency') : demoAccount('brand');
}

function collaborationDates(
  index: number,
  timestamp: number,
  prng: Prng,
): Pick<SeedBrief, 'collaborationStartDate' | 'collaborationEndDate'> {
  const start = timestamp + prng.int(3, 14) * DAY_MS;
  const end = start + prng.int(14, 45) * DAY_MS;
  // Both bounds, only a start, none, only an end: the list shows each wording of spec section 2.
  switch (index % 5) {
    case 1:
      return { collaborationStartDate: new Date(start) };
    case 2:
      return {};
    case 3:
      return { collaborationEndDate: new Date(end) };
    default:
      return { collaborationStartDate: new Date(start), collaborationEndDate: new Date(end) };
  }
}

/** Every kind of disclosure shows up across the demo: the kinds rotate with the brief. */
function seedDisclosure(platforms: readonly BriefPlatform[], n: number): AdDisclosure {
  return Object.fromEntries(
    disclosurePlatforms(platforms).map((platform, i) => [
      platform,
      disclosureKinds[(n + i) % disclosureKinds.length],
    ]),
  );
}

function buildDemoBrief(index: number): SeedBrief {
  const prng = createPrng(0x5eed + index);
  const theme = themes[index % themes.length];
  const season = seasons[Math.floor(index / themes.length)];
  const state = statePattern[index % statePattern.length];
  const paymentType = PAYMENT_TYPES[Math.floor(index / 4) % PAYMENT_TYPES.length];
  const platforms = [...platformPattern[index % platformPattern.length]];
  const genders = [...genderPattern[index % genderPattern.length]];
  const owner = ownerOf(index);
  const isAgency = owner.type === 'advertisementAgency';
  const brandName = owner.brandName ?? '';
  const timestamp = SEED_ANCHOR_MS - (index + 1) * BRIEF_SPACING_MS - prng.int(0, 59) * MINUTE_MS;
  const minAge = prng.pick([18, 18, 20, 22, 25, 30]);
  const maxAge = Math.min(65, minAge + prng.pick([7, 10, 12, 17, 22, 27]));
  const rewardText =
    paymentType === 'money'
      ? 'Çalışma bütçelidir; teklifinizi içerik adedine göre iletebilirsiniz.'
      : paymentType === 'product'
        ? `Barter çalışmasıdır; ${theme.product.name} hediye edilecektir.`
        : `Bütçeye ek olarak ${theme.product.name} hediye edilecektir.`;

  const brief: SeedBrief = {
    id: demoBriefId(index),
    briefOwnerUserId: owner.uid,
    briefSenderId: owner.uid,
    briefSenderName: brandName,
    briefSenderImageUrl: owner.profileImage,
    briefSenderLogo: owner.profileImage,
    briefOwnerType: isAgency ? 'advertisementAgency' : 'brand',
    budget: paymentType === 'product' ? 0 : prng.int(5, 100) * 500,
    ...(isAgency
      ? { imitatorAgencyName: brandName, imitatorAgencyImageUrl: owner.profileImage }
      : {}),
    title: `${season} ${theme.title}`,
    description: `${brandName} olarak ${theme.pitch} istiyoruz. ${rewardText} İçeriklerde marka hesabımızı etiketlemeyi unutmayın.`,
    targetedCategories: targetedCategoriesFor(index, theme, prng),
    targetedGenders: genders,
    targetMaleInfluencers: genders.includes('male'),
    targetFemaleInfluencers: genders.includes('female'),
    targetedMinimumAge: minAge,
    targetedMaximumAge: maxAge,
    sliderDoubleValue: [minAge, maxAge],
    images: index % 3 === 0 ? [briefImages[(index / 3) % briefImages.length]] : [],
    paymentType,
    briefPlatforms: platforms,
    adDisclosure: seedDisclosure(platforms, index),
    // Some briefs name no content type so the list shows its 'Tüm içerik türleri' default.
    contentTypes: index % 6 === 3 ? [] : contentTypesFor(platforms, prng),
    visibility: 'brand',
    isVerified: state !== 'pending',
    isCompleted: state === 'completed',
    shouldHideBrief: false,
    bidderIds: [],
    targetedAgencies: [],
    products: paymentType === 'money' ? [] : [theme.product],
    urlLinks: index % 2 === 0 ? [`https://www.example.com/kampanya/${demoBriefId(index)}`] : [],
    maturityTime: prng.pick([30, 45, 60]),
    followerCountLimitation: prng.pick([0, 0, 1000, 5000, 10000]),
    timestamp: new Date(timestamp),
    acceptedUsers: [],
    completedUsers: [],
    ...collaborationDates(index, timestamp, prng),
  };
  if (brief.isVerified) brief.verifiedAt = new Date(timestamp + 2 * HOUR_MS);
  // Halfway between creation and the anchor keeps completedAt after verifiedAt and in the past.
  if (brief.isCompleted) brief.completedAt = new Date(timestamp + (SEED_ANCHOR_MS - timestamp) / 2);
  if (index % 4 === 0)
    brief.projectScope = `${prng.int(1, 3)} paylaşım ve ${prng.int(2, 5)} hikaye`;
  if (platforms.includes('tiktok') && index % 3 === 1)
    brief.musicRequirement = 'Kampanya şarkısı kullanılmalıdır.';
  if (index % 5 === 0)
    brief.taggedAccountInfo = `@${brandName.toLocaleLowerCase('tr-TR').replace(/\s+/g, '')}`;
  if (platforms.includes('instagram') && index % 7 === 3)
    brief.storyRedirectLink = `https://www.example.com/magaza/${brief.id}`;
  if (index % 6 === 0)
    brief.targetedInfluencerTypes = index % 12 === 0 ? ['nano', 'micro'] : ['micro'];
  return brief;
}

/** Which demo briefs the approved influencer has bid on, been accepted for or completed. */
export type DemoScenario = {
  /** Ongoing, brand-owned: the influencer is accepted and chats with the brand about it. */
  acceptedBriefId: string;
  /** Completed, brand-owned: the influencer is in acceptedUsers and completedUsers. */
  completedBriefId: string;
  /** Ongoing budget briefs with an open offer from the influencer. */
  offeredBriefIds: string[];
  /** Ongoing barter briefs the influencer showed interest in. */
  interestBriefIds: string[];
};

export function generateDemoBriefs(): { briefs: SeedBrief[]; scenario: DemoScenario } {
  const briefs = Array.from({ length: DEMO_BRIEF_COUNT }, (_, index) => buildDemoBrief(index));
  const influencerUid = demoAccount('influencer').uid;
  const brandUid = demoAccount('brand').uid;
  const ongoing = briefs.filter((b) => briefState(b) === 'ongoing');
  const pays = (b: SeedBrief) => b.paymentType !== 'product';
  // She is female, so only briefs targeting women are ones she could have seen and bid on.
  const forHer = (b: SeedBrief) => b.targetFemaleInfluencers;

  const accepted = ongoing.find(
    (b) => b.briefOwnerUserId === brandUid && b.paymentType === 'money' && forHer(b),
  );
  const completed = briefs.find(
    (b) => briefState(b) === 'completed' && b.briefOwnerUserId === brandUid && pays(b) && forHer(b),
  );
  if (!accepted || !completed)
    throw new Error('demo brief patterns no longer produce the chat scenario');
  const offered = ongoing.filter((b) => b !== accepted && pays(b) && forHer(b)).slice(0, 4);
  const interest = ongoing.filter((b) => b.paymentType === 'product' && forHer(b)).slice(0, 2);

  for (const brief of [accepted, completed, ...offered, ...interest])
    brief.bidderIds = [influencerUid];
  accepted.acceptedUsers = [influencerUid];
  completed.acceptedUsers = [influencerUid];
  completed.completedUsers = [influencerUid];

  return {
    briefs,
    scenario: {
      acceptedBriefId: accepted.id,
      completedBriefId: completed.id,
      offeredBriefIds: offered.map((b) => b.id),
      interestBriefIds: interest.map((b) => b.id),
    },
  };
}

// Bench briefs sit below every demo brief in timestamp order, so the demo lists still open on
// the hand-made briefs while the paging cost is measured over thousands of documents.
const BENCH_ANCHOR_MS = SEED_ANCHOR_MS - (DEMO_BRIEF_COUNT + 10) * BRIEF_SPACING_MS;
export const BENCH_BRIEF_PREFIX = 'bench-brief-';
export const MAX_BENCH_BRIEFS = 99_999; // ids carry five digits

export function benchBriefId(n: number): string {
  return `${BENCH_BRIEF_PREFIX}${String(n).padStart(5, '0')}`;
}

/** Bench brief number n (1-based): verified, open and visible to everyone who lists briefs. */
export function buildBenchBrief(n: number): SeedBrief {
  if (!Number.isInteger(n) || n < 1 || n > MAX_BENCH_BRIEFS)
    throw new Error(`bench brief number out of range: ${n}`);
  // Seeded per brief so brief n is the same no matter how many are generated.
  const prng = createPrng(0xbe9c0000 + n);
  const theme = themes[n % themes.length];
  const owner = n % 5 === 0 ? demoAccount('advertisementAgency') : demoAccount('brand');
  const brandName = owner.brandName ?? '';
  const platforms = [...platformPattern[n % platformPattern.length]];
  const genders = [...genderPattern[n % genderPattern.length]];
  const paymentType = PAYMENT_TYPES[n % PAYMENT_TYPES.length];
  const timestamp = BENCH_ANCHOR_MS - n * MINUTE_MS;
  const minAge = prng.pick([18, 20, 25]);
  const maxAge = minAge + prng.pick([10, 15, 20]);
  return {
    id: benchBriefId(n),
    briefOwnerUserId: owner.uid,
    briefSenderId: owner.uid,
    briefSenderName: brandName,
    briefSenderImageUrl: owner.profileImage,
    briefSenderLogo: owner.profileImage,
    briefOwnerType: owner.type === 'advertisementAgency' ? 'advertisementAgency' : 'brand',
    budget: paymentType === 'product' ? 0 : (n % 40) * 500 + 2500,
    title: `${theme.title} #${n}`,
    description: `${brandName} olarak ${theme.pitch} istiyoruz. (Performans ölçümü için üretilmiş brief.)`,
    targetedCategories: [
      theme.category,
      ...prng.sample(
        ALL_CATEGORY_CODES.filter((c) => c !== theme.category),
        1,
      ),
    ],
    targetedGenders: genders,
    targetMaleInfluencers: genders.includes('male'),
    targetFemaleInfluencers: genders.includes('female'),
    targetedMinimumAge: minAge,
    targetedMaximumAge: maxAge,
    sliderDoubleValue: [minAge, maxAge],
    images: [],
    paymentType,
    briefPlatforms: platforms,
    adDisclosure: seedDisclosure(platforms, n),
    contentTypes: contentTypesFor(platforms, prng),
    visibility: 'brand',
    isVerified: true,
    verifiedAt: new Date(timestamp + HOUR_MS),
    isCompleted: false,
    shouldHideBrief: false,
    bidderIds: [],
    targetedAgencies: [],
    products: paymentType === 'money' ? [] : [theme.product],
    urlLinks: [],
    maturityTime: 30,
    followerCountLimitation: 0,
    timestamp: new Date(timestamp),
    acceptedUsers: [],
    completedUsers: [],
  };
}

// ---- deliveries -------------------------------------------------------------------------------

const postLinkBases: Record<BriefPlatform, string> = {
  instagram: 'https://www.instagram.com/p/',
  tiktok: 'https://www.tiktok.com/@demo/video/',
  youtube: 'https://www.youtube.com/watch?v=',
};

/**
 * The post each completed collaboration was delivered with (briefs/{id}/deliveries/{uid}):
 * link, the brief's disclosure confirmed, sent before the collaboration was completed.
 */
export function buildDeliveryDocs(briefs: readonly SeedBrief[]): SeedDoc[] {
  return briefs.flatMap((brief) =>
    brief.completedUsers.map((userId, i) => {
      const platform = disclosurePlatforms(brief.briefPlatforms)[0]!;
      const verified = (brief.verifiedAt ?? brief.timestamp).getTime();
      const done = brief.completedAt?.getTime() ?? SEED_ANCHOR_MS - DAY_MS;
      const sent = new Date(verified + Math.floor((done - verified) * 0.8));
      return {
        path: `briefs/${brief.id}/deliveries/${userId}`,
        data: {
          userId,
          briefId: brief.id,
          postLink: `${postLinkBases[platform]}${brief.id.replace(/[^a-z0-9]/g, '')}${i}`,
          disclosure: brief.adDisclosure,
          disclosureConfirmed: true,
          submittedBy: userId,
          submittedAt: sent,
          updatedAt: sent,
        },
      };
    }),
  );
}
