// The data contract of docs/influencers-model.md, checked over every Influencers, Brands and
// Users document the seed writes (demo logins and directory).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { followerField } from '../../src/lib/collections/influencers';
import { demoAccount } from './accounts';
import { CATEGORY_NAMES } from './categories';
import {
  BRAND_KEYS,
  RATING_KEY,
  COUNT_FIELD,
  INFLUENCER_GENERAL_INFO_KEYS,
  INFLUENCER_KEYS,
  SEED_PLATFORMS,
  type SeedBrand,
  type SeedInfluencer,
} from './contractDocs';
import { buildDemoDataset, demoDatasetDocs } from './demoDataset';
import { DEMO_INFLUENCER_TOTAL_EARNED, PENDING_INFLUENCER_VERIFICATION_CODE } from './profiles';

const docs = demoDatasetDocs(buildDemoDataset());
const users = new Map(
  docs.filter((d) => /^Users\/[^/]+$/.test(d.path)).map((d) => [d.path.slice(6), d.data]),
);
const influencers = docs
  .filter((d) => d.path.startsWith('Influencers/'))
  .map((d) => d.data as SeedInfluencer);
const brands = docs.filter((d) => d.path.startsWith('Brands/')).map((d) => d.data as SeedBrand);

/** Keys that must never appear in a public document, at any depth. */
const PRIVATE_KEYS = [
  'email',
  'phoneNumber',
  'tcNumber',
  'tcIDNumber',
  'identityNumber',
  'paymentInfo',
  'address',
];

function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
  }
  return [];
}

const lowerTr = (text: string) => text.toLocaleLowerCase('tr-TR');

describe('Influencers documents (docs/influencers-model.md)', () => {
  it('are 43: the two demo influencers, the 40 directory profiles and the search sample', () => {
    expect(influencers).toHaveLength(43);
  });

  it('hold only the contract keys and nothing private', () => {
    for (const doc of influencers) {
      expect(
        Object.keys(doc).filter((k) => !INFLUENCER_KEYS.includes(k)),
        doc.uid,
      ).toEqual([]);
      expect(
        Object.keys(doc.generalInfo).filter((k) => !INFLUENCER_GENERAL_INFO_KEYS.includes(k)),
        doc.uid,
      ).toEqual([]);
      expect(
        keysDeep(doc).filter((k) => PRIVATE_KEYS.includes(k)),
        doc.uid,
      ).toEqual([]);
      expect(Object.keys(doc.socialMedia).every((p) => SEED_PLATFORMS.includes(p as never))).toBe(
        true,
      );
    }
  });

  it('have counts exactly on the platforms with a handle', () => {
    for (const doc of influencers) {
      expect(Object.keys(doc.socialMedia).length, doc.uid).toBeGreaterThan(0);
      for (const platform of SEED_PLATFORMS) {
        const account = doc.socialMedia[platform] as Record<string, unknown> | undefined;
        if (account === undefined) continue;
        const handle = platform === 'youtube' ? account.channelLink : account.username;
        expect(typeof handle === 'string' && handle.trim() !== '', `${doc.uid} ${platform}`).toBe(
          true,
        );
        const count = account[COUNT_FIELD[platform]];
        expect(typeof count === 'number' && count > 0, `${doc.uid} ${platform}`).toBe(true);
      }
    }
  });

  it('count where the app sorts and filters (followerField)', () => {
    for (const platform of SEED_PLATFORMS) {
      expect(followerField[platform]).toBe(`socialMedia.${platform}.${COUNT_FIELD[platform]}`);
    }
  });

  it('keep the name, search, category, gender and photo fields consistent', () => {
    for (const doc of influencers) {
      const info = doc.generalInfo;
      expect(doc.name).toBe(`${info.name} ${info.surname}`);
      expect(info.fullname).toBe(doc.name);
      expect(doc.lowerCaseFullName).toBe(lowerTr(doc.name));
      expect(doc.lowerCaseName).toBe(lowerTr(info.name));
      expect(doc.lowerCaseSurname).toBe(lowerTr(info.surname));
      expect(doc.userCategoriesName).toEqual(info.selectedCategories.map((c) => CATEGORY_NAMES[c]));
      expect(info.selectedCategories.length).toBeGreaterThan(0);
      expect(info.isGenderFemale).toBe(doc.isGenderFemale);
      expect(doc.profileImage).toBe(info.profilePhotoUrl);
      expect(doc.timestamp).toEqual(doc.createdAt);
      expect(doc.updatedAt.getTime()).toBeGreaterThanOrEqual(doc.createdAt.getTime());
      expect(doc.selectedPartnerships.every((p) => p === 'money' || p === 'product')).toBe(true);
      expect(info.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (!doc.isApproved) expect(doc.isVerifiedAccount).toBe(false);
    }
  });

  it('lower-case with Turkish rules (I to ı, İ to i)', () => {
    const byName = (name: string) => influencers.find((d) => d.name === name);
    expect(byName('Ayşegül Işık')?.lowerCaseSurname).toBe('ışık');
    expect(byName('İrem Güneş')?.lowerCaseName).toBe('irem');
    expect(byName('Sibel İnce')?.lowerCaseFullName).toBe('sibel ince');
  });

  it('mirror approval and the agency link of their Users document', () => {
    for (const doc of influencers) {
      const user = users.get(doc.uid);
      expect(user?.type, doc.uid).toBe('influencer');
      expect(user?.isApproved, doc.uid).toBe(doc.isApproved);
      expect(user?.imitatorAgencyUID, doc.uid).toBe(doc.imitatorAgencyUID);
      expect(user?.profileImage, doc.uid).toBe(doc.profileImage);
      expect(user?.lowerCaseFullName, doc.uid).toBe(doc.lowerCaseFullName);
      expect(user?.socialMedia, doc.uid).toBeUndefined();
      expect(typeof user?.totalEarnedPrice, doc.uid).toBe('string');
      if (doc.imitatorAgencyUID === '') expect(doc.imitatorAgencyName).toBe('');
      else {
        const agency = users.get(doc.imitatorAgencyUID);
        expect(agency?.type).toMatch(/^(influencerAgency|proInfluencerAgency)$/);
        expect(doc.imitatorAgencyName).toBe(agency?.brandName);
        expect(doc.isSelfLoginEnabled).toBe(false);
      }
    }
  });

  it('carry the Users copies spec section 3 lists on Influencers, equal to Users', () => {
    for (const doc of influencers) {
      const user = users.get(doc.uid)!;
      expect(doc.totalEarnedPrice, doc.uid).toBe(user.totalEarnedPrice);
      expect(doc.verificationCode, doc.uid).toBe(user.verificationCode);
    }
    const pending = influencers.find((d) => d.uid === demoAccount('pendingInfluencer').uid);
    expect(pending?.verificationCode).toBe(PENDING_INFLUENCER_VERIFICATION_CODE);
  });

  it('leave the private data of the demo influencers in Users', () => {
    expect(users.get(demoAccount('influencer').uid)?.totalEarnedPrice).toBe(
      DEMO_INFLUENCER_TOTAL_EARNED,
    );
    expect(users.get(demoAccount('pendingInfluencer').uid)?.verificationCode).toBe(
      PENDING_INFLUENCER_VERIFICATION_CODE,
    );
    expect(users.get(demoAccount('influencer').uid)?.email).toBe(demoAccount('influencer').email);
  });

  it('use photos that exist under public/', () => {
    for (const doc of influencers) {
      if (doc.profileImage === '') continue;
      expect(existsSync(`public${doc.profileImage}`), doc.profileImage).toBe(true);
    }
  });
});

describe('Brands documents', () => {
  it('are 13: the two demo brands, the 10 directory brands and the search sample', () => {
    expect(brands).toHaveLength(13);
  });

  it('hold only the contract keys, consistent with their Users document', () => {
    for (const doc of brands) {
      // Reviewed brands also carry their rating (seed reviews.ts).
      const keys = Object.keys(doc).filter((k) => k !== RATING_KEY);
      expect(keys.sort(), doc.uid).toEqual([...BRAND_KEYS].sort());
      expect(keysDeep(doc).filter((k) => PRIVATE_KEYS.includes(k))).toEqual([]);
      const user = users.get(doc.uid);
      expect(user?.type).toBe('brand');
      expect(user?.brandName).toBe(doc.generalInfo.brandName);
      expect(user?.imitatorAgencyUID).toBe(doc.imitatorAgencyUID);
      expect(doc.lowerCaseBrandName).toBe(lowerTr(doc.generalInfo.brandName));
      expect(doc.profilePhotoUrl).toBe(doc.generalInfo.profilePhotoUrl);
      expect(doc.brandLogoUrl).toBe(doc.generalInfo.brandLogoUrl);
      expect(existsSync(`public${doc.brandLogoUrl}`), doc.brandLogoUrl).toBe(true);
      expect(doc.updatedAt.getTime()).toBeGreaterThanOrEqual(doc.timestamp.getTime());
    }
  });
});
