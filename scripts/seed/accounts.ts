// The demo logins, as data: the seed creates them, the start script prints them and the e2e
// tests sign in with them. Plain data with no Firebase import, so any of those can load it.

export const DEMO_PASSWORD = 'Demo123!';

export type DemoAccountType =
  | 'admin'
  | 'brand'
  | 'advertisementAgency'
  | 'influencerAgency'
  | 'proInfluencerAgency'
  | 'influencer';

/** One login per situation a demo or a test needs, not just one per account type. */
export type DemoRole =
  | 'admin'
  | 'brand'
  | 'pendingBrand'
  | 'advertisementAgency'
  | 'influencerAgency'
  | 'proInfluencerAgency'
  | 'influencer'
  | 'pendingInfluencer';

export type DemoAccount = {
  role: DemoRole;
  /** Users/{uid}.type */
  type: DemoAccountType;
  /** What this login is for, shown next to it by the start script. */
  label: string;
  email: string;
  password: string;
  uid: string;
  name: string;
  surname: string;
  /** '' for influencers, the company name for brands and agencies, null for the admin (spec 5). */
  brandName: string | null;
  /** Root-relative path under public/demo, or '' when the account has no photo on purpose. */
  profileImage: string;
  isApproved: boolean;
  subscriptionType: 'free' | 'business';
  phoneNumber: string;
  city: string;
  district: string;
};

export const demoAccounts: readonly DemoAccount[] = [
  {
    role: 'admin',
    type: 'admin',
    label: 'Yönetici',
    email: 'admin@demo.test',
    password: DEMO_PASSWORD,
    uid: 'demo-admin',
    name: 'Deniz',
    surname: 'Kaya',
    brandName: null,
    profileImage: '/demo/avatars/deniz.svg',
    isApproved: true,
    subscriptionType: 'free',
    phoneNumber: '+905550000001',
    city: 'İstanbul',
    district: 'Kadıköy',
  },
  {
    role: 'brand',
    type: 'brand',
    label: 'Marka (onaylı, business)',
    email: 'brand@demo.test',
    password: DEMO_PASSWORD,
    uid: 'demo-brand',
    name: 'Mert',
    surname: 'Aydın',
    brandName: 'Nova Market',
    profileImage: '/demo/logos/nova-market.svg',
    isApproved: true,
    subscriptionType: 'business',
    phoneNumber: '+905550000002',
    city: 'İstanbul',
    district: 'Beşiktaş',
  },
  {
    // Waits in the admin's brand-approval list.
    role: 'pendingBrand',
    type: 'brand',
    label: 'Marka (onay bekliyor)',
    email: 'pending-brand@demo.test',
    password: DEMO_PASSWORD,
    uid: 'demo-brand-pending',
    name: 'Elif',
    surname: 'Şahin',
    brandName: 'Yeşil Bahçe Gıda',
    profileImage: '/demo/logos/yesil-bahce.svg',
    isApproved: false,
    subscriptionType: 'free',
    phoneNumber: '+905550000003',
    city: 'İzmir',
    district: 'Bornova',
  },
  {
    role: 'advertisementAgency',
    type: 'advertisementAgency',
    label: 'Reklam ajansı',
    email: 'ad-agency@demo.test',
    password: DEMO_PASSWORD,
    uid: 'demo-ad-agency',
    name: 'Burak',
    surname: 'Çelik',
    brandName: 'Parlak Reklam Ajansı',
    profileImage: '/demo/logos/parlak-reklam.svg',
    isApproved: true,
    subscriptionType: 'free',
    phoneNumber: '+905550000004',
    city: 'Ankara',
    district: 'Çankaya',
  },
  {
    role: 'influencerAgency',
    type: 'influencerAgency',
    label: 'Influencer ajansı',
    email: 'influencer-agency@demo.test',
    password: DEMO_PASSWORD,
    uid: 'demo-influencer-agency',
    name: 'Selin',
    surname: 'Arslan',
    brandName: 'Yıldız Yetenek Ajansı',
    profileImage: '/demo/logos/yildiz-yetenek.svg',
    isApproved: true,
    subscriptionType: 'free',
    phoneNumber: '+905550000005',
    city: 'İstanbul',
    district: 'Şişli',
  },
  {
    role: 'proInfluencerAgency',
    type: 'proInfluencerAgency',
    label: 'Pro influencer ajansı',
    email: 'pro-agency@demo.test',
    password: DEMO_PASSWORD,
    uid: 'demo-pro-agency',
    name: 'Kerem',
    surname: 'Öztürk',
    brandName: 'Zirve Pro Menajerlik',
    profileImage: '/demo/logos/zirve-pro.svg',
    isApproved: true,
    subscriptionType: 'free',
    phoneNumber: '+905550000006',
    city: 'İstanbul',
    district: 'Sarıyer',
  },
  {
    role: 'influencer',
    type: 'influencer',
    label: 'Influencer (onaylı, fotoğraflı)',
    email: 'influencer@demo.test',
    password: DEMO_PASSWORD,
    uid: 'demo-influencer',
    name: 'Ayşe',
    surname: 'Yılmaz',
    brandName: '',
    profileImage: '/demo/avatars/ayse.svg',
    isApproved: true,
    subscriptionType: 'free',
    phoneNumber: '+905550000007',
    city: 'İstanbul',
    district: 'Üsküdar',
  },
  {
    // No photo and not approved: the first login shows the photo modal and the approval notice.
    role: 'pendingInfluencer',
    type: 'influencer',
    label: 'Influencer (onay bekliyor, fotoğrafsız)',
    email: 'new-influencer@demo.test',
    password: DEMO_PASSWORD,
    uid: 'demo-influencer-pending',
    name: 'Can',
    surname: 'Demir',
    brandName: '',
    profileImage: '',
    isApproved: false,
    subscriptionType: 'free',
    phoneNumber: '+905550000008',
    city: 'Antalya',
    district: 'Muratpaşa',
  },
];

export function demoAccount(role: DemoRole): DemoAccount {
  const account = demoAccounts.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account with role ${role}`);
  return account;
}
