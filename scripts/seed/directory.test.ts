import { describe, expect, it } from 'vitest';
import { demoAccount } from './accounts';
import { ALL_CATEGORY_CODES, CATEGORY_NAMES } from './categories';
import { SEED_PLATFORMS, followerCountOf, type SeedInfluencer } from './contractDocs';
import {
  FASHION_INSTAGRAM_MICRO,
  directoryInfluencers,
  expectedDirectoryResults,
} from './directory';
import {
  DIRECTORY_BRAND_COUNT,
  DIRECTORY_INFLUENCER_COUNT,
  TIERS,
  buildDirectoryBrands,
  buildDirectoryDocs,
  buildDirectoryProfiles,
  tierOf,
} from './directoryProfiles';
import { DAY_MS, SEED_ANCHOR_MS } from './seedClock';

const profiles = buildDirectoryProfiles().map((p) => p.influencer);
const approved = profiles.filter((p) => p.isApproved);
const brands = buildDirectoryBrands();
const instagram = (doc: SeedInfluencer) => followerCountOf(doc, 'instagram');

describe('directory influencers', () => {
  it('are 40, with unique uids and handles, the same on every build', () => {
    expect(DIRECTORY_INFLUENCER_COUNT).toBe(40);
    expect(profiles).toHaveLength(40);
    expect(new Set(profiles.map((p) => p.uid)).size).toBe(40);
    expect(new Set(profiles.map((p) => p.name)).size).toBe(40);
    const handles = profiles.flatMap((p) => p.socialMedia.instagram?.username ?? []);
    expect(new Set(handles).size).toBe(handles.length);
    for (const handle of handles) expect(handle).toMatch(/^[a-z0-9._]+$/);
    expect(JSON.stringify(buildDirectoryDocs())).toBe(JSON.stringify(buildDirectoryDocs()));
  });

  it('cover all 17 categories among approved profiles, and both genders', () => {
    const covered = new Set(approved.flatMap((p) => p.generalInfo.selectedCategories));
    expect([...covered].sort((a, b) => a - b)).toEqual([...ALL_CATEGORY_CODES]);
    expect(approved.some((p) => p.isGenderFemale === true)).toBe(true);
    expect(approved.some((p) => p.isGenderFemale === false)).toBe(true);
    expect(profiles.filter((p) => p.isGenderFemale === false).length).toBeGreaterThanOrEqual(15);
  });

  it('mix platforms, and spread Instagram followers over every tier', () => {
    for (const platform of SEED_PLATFORMS) {
      expect(
        approved.filter((p) => followerCountOf(p, platform) !== undefined).length,
        platform,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(profiles.some((p) => p.socialMedia.instagram === undefined)).toBe(true);
    const tiers = approved.map((p) => instagram(p)).filter((c) => c !== undefined);
    for (const tier of Object.keys(TIERS)) {
      expect(tiers.filter((count) => tierOf(count) === tier).length, tier).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('leave eight unapproved; ten managed by the influencer agency, four by the pro agency', () => {
    expect(profiles.filter((p) => !p.isApproved)).toHaveLength(8);
    const managedBy = (role: 'influencerAgency' | 'proInfluencerAgency') =>
      profiles.filter((p) => p.imitatorAgencyUID === demoAccount(role).uid);
    expect(managedBy('influencerAgency')).toHaveLength(10);
    expect(managedBy('proInfluencerAgency')).toHaveLength(4);
    for (const p of managedBy('influencerAgency'))
      expect(p.imitatorAgencyName).toBe(demoAccount('influencerAgency').brandName);
    // The agencies' own lists show waiting profiles too.
    expect(managedBy('influencerAgency').some((p) => !p.isApproved)).toBe(true);
    expect(managedBy('proInfluencerAgency').some((p) => !p.isApproved)).toBe(true);
    expect(profiles.filter((p) => p.imitatorAgencyUID === '').length).toBe(26);
  });

  it('joined within the last 90 days, with some verified and some without a photo', () => {
    for (const p of profiles) {
      expect(p.createdAt.getTime()).toBeLessThan(SEED_ANCHOR_MS);
      expect(p.createdAt.getTime()).toBeGreaterThan(SEED_ANCHOR_MS - 90 * DAY_MS);
      expect(p.updatedAt.getTime()).toBeLessThanOrEqual(SEED_ANCHOR_MS);
    }
    expect(new Set(profiles.map((p) => p.timestamp.getTime())).size).toBe(40);
    expect(approved.filter((p) => p.isVerifiedAccount).length).toBeGreaterThanOrEqual(5);
    expect(approved.filter((p) => !p.isVerifiedAccount).length).toBeGreaterThanOrEqual(5);
    expect(profiles.filter((p) => p.profileImage === '').length).toBeGreaterThan(0);
  });

  it('let a name search for "ayşe" find the demo influencer and other Ayşes', () => {
    const q = 'ayşe';
    const found = directoryInfluencers().filter(
      (p) =>
        p.isApproved &&
        [p.lowerCaseFullName, p.lowerCaseName, p.lowerCaseSurname].some((f) => f.startsWith(q)),
    );
    expect(found.map((p) => p.uid)).toContain(demoAccount('influencer').uid);
    expect(found.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Ayşe Yılmaz', 'Ayşe Nur Korkmaz', 'Ayşegül Işık']),
    );
    const yilmaz = directoryInfluencers().filter((p) => p.lowerCaseSurname.startsWith('yılmaz'));
    expect(yilmaz.length).toBeGreaterThanOrEqual(2);
  });
});

describe('directory brands', () => {
  it('are 10: some verified, some not, two awaiting approval, three managed by the ad agency', () => {
    expect(DIRECTORY_BRAND_COUNT).toBe(10);
    expect(brands).toHaveLength(10);
    expect(brands.filter((b) => b.brand.isVerifiedAccount)).toHaveLength(6);
    expect(brands.filter((b) => b.user.isApproved === false)).toHaveLength(2);
    const managed = brands.filter(
      (b) => b.brand.imitatorAgencyUID === demoAccount('advertisementAgency').uid,
    );
    expect(managed).toHaveLength(3);
    for (const b of managed) expect(b.user.imitatorAgencyUID).toBe(b.brand.imitatorAgencyUID);
    expect(new Set(brands.map((b) => b.brand.lowerCaseBrandName)).size).toBe(10);
  });
});

describe('expectedDirectoryResults (the e2e helper)', () => {
  const all = directoryInfluencers();
  const results = expectedDirectoryResults(FASHION_INSTAGRAM_MICRO);
  const resultIds = results.map((p) => p.uid);

  it('covers every Influencers document the seed writes', () => {
    const written = buildDirectoryDocs()
      .filter((d) => d.path.startsWith('Influencers/'))
      .map((d) => d.path.slice('Influencers/'.length));
    expect(all.map((p) => p.uid)).toEqual([
      demoAccount('influencer').uid,
      demoAccount('pendingInfluencer').uid,
      ...written,
    ]);
  });

  it('finds at least three approved Moda profiles with 10k-100k on Instagram, highest first', () => {
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(resultIds).toContain(demoAccount('influencer').uid);
    const counts = results.map((p) => instagram(p) ?? -1);
    for (const p of results) {
      expect(p.isApproved).toBe(true);
      expect(p.userCategoriesName).toContain('Moda');
    }
    expect(counts.every((c) => c >= 10_000 && c <= 100_000)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(new Set(counts).size).toBe(counts.length); // no ties: the order is unambiguous
    expect(counts).toContain(10_000); // the inclusive lower edge
  });

  it('has near misses on every side, none of them in the results', () => {
    const moda = (p: SeedInfluencer) => p.userCategoriesName.includes(CATEGORY_NAMES[2]);
    const inRange = (p: SeedInfluencer) => {
      const c = instagram(p);
      return c !== undefined && c >= 10_000 && c <= 100_000;
    };
    const nearMisses = {
      below: all.filter((p) => p.isApproved && moda(p) && instagram(p) === 9_999),
      above: all.filter((p) => p.isApproved && moda(p) && instagram(p) === 100_001),
      notModa: all.filter((p) => p.isApproved && !moda(p) && inRange(p)),
      unapproved: all.filter((p) => !p.isApproved && moda(p) && inRange(p)),
      otherPlatform: all.filter(
        (p) =>
          p.isApproved &&
          moda(p) &&
          instagram(p) === undefined &&
          (followerCountOf(p, 'tiktok') ?? 0) >= 10_000,
      ),
    };
    for (const [kind, misses] of Object.entries(nearMisses)) {
      expect(misses.length, kind).toBeGreaterThan(0);
      for (const p of misses) expect(resultIds, `${kind}: ${p.name}`).not.toContain(p.uid);
    }
  });

  it('orders without a platform by newest timestamp, approved only', () => {
    const newest = expectedDirectoryResults({});
    expect(newest).toHaveLength(all.filter((p) => p.isApproved).length);
    const times = newest.map((p) => p.timestamp.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('applies gender and the hide-agency filter', () => {
    const selfManagedWomen = expectedDirectoryResults({
      ...FASHION_INSTAGRAM_MICRO,
      isGenderFemale: true,
      hideAgencyInfluencers: true,
    });
    expect(selfManagedWomen.length).toBeGreaterThan(0);
    expect(selfManagedWomen.length).toBeLessThan(results.length);
    for (const p of selfManagedWomen) {
      expect(p.imitatorAgencyUID).toBe('');
      expect(p.isGenderFemale).toBe(true);
    }
  });
});
