import type { BrandDoc } from '@/lib/collections/brands';
import type { BrandAccount } from '../api/brandsApi';

/** A stored brand as the converter returns it; valid unless overridden. */
export function makeBrand(uid: string, name: string, overrides: Partial<BrandDoc> = {}): BrandDoc {
  const logo = `/demo/logos/${uid}.svg`;
  return {
    uid,
    imitatorAgencyUID: '',
    isVerifiedAccount: false,
    generalInfo: { brandName: name, profilePhotoUrl: logo, brandLogoUrl: logo },
    profilePhotoUrl: logo,
    brandLogoUrl: logo,
    lowerCaseBrandName: name.toLocaleLowerCase('tr-TR'),
    timestamp: Date.UTC(2025, 2, 12),
    updatedAt: Date.UTC(2025, 2, 13),
    ...overrides,
  };
}

export function makeAccount(uid: string, overrides: Partial<BrandAccount> = {}): BrandAccount {
  return {
    uid,
    type: 'brand',
    title: uid,
    isApproved: true,
    subscriptionType: 'free',
    ...overrides,
  };
}
