import { describe, expect, it } from 'vitest';
import {
  BENCH_MAX_FOLLOWERS,
  MAX_BENCH_INFLUENCERS,
  benchInfluencerId,
  buildBenchInfluencer,
} from './benchInfluencers';
import { ALL_CATEGORY_CODES } from './categories';
import { INFLUENCER_KEYS, SEED_PLATFORMS, followerCountOf } from './contractDocs';
import {
  FASHION_INSTAGRAM_MICRO,
  directoryInfluencers,
  expectedDirectoryResults,
} from './directory';

const bench = Array.from({ length: 400 }, (_, i) => buildBenchInfluencer(i + 1));
const benchProfiles = bench.map((b) => b.influencer);
const seeded = directoryInfluencers();

describe('buildBenchInfluencer', () => {
  it('numbers ids with five digits and gives the same profile every time', () => {
    expect(benchInfluencerId(1)).toBe('bench-influencer-00001');
    expect(benchInfluencerId(MAX_BENCH_INFLUENCERS)).toBe('bench-influencer-99999');
    expect(buildBenchInfluencer(42)).toEqual(buildBenchInfluencer(42));
    expect(() => buildBenchInfluencer(0)).toThrow();
    expect(() => buildBenchInfluencer(MAX_BENCH_INFLUENCERS + 1)).toThrow();
  });

  it('writes approved, self-managed contract documents with a matching Users document', () => {
    for (const { influencer, user } of bench) {
      expect(Object.keys(influencer).every((k) => INFLUENCER_KEYS.includes(k))).toBe(true);
      expect(influencer.isApproved).toBe(true);
      expect(influencer.imitatorAgencyUID).toBe('');
      expect(user.uid).toBe(influencer.uid);
      expect(user.type).toBe('influencer');
      expect(user.isApproved).toBe(true);
      expect(user.imitatorAgencyUID).toBe('');
    }
  });

  it('covers every category and platform', () => {
    const categories = new Set(benchProfiles.flatMap((p) => p.generalInfo.selectedCategories));
    expect(categories.size).toBe(ALL_CATEGORY_CODES.length);
    for (const platform of SEED_PLATFORMS)
      expect(benchProfiles.some((p) => followerCountOf(p, platform) !== undefined)).toBe(true);
  });

  it('sits below every seeded profile in every directory order', () => {
    const oldestSeeded = Math.min(...seeded.map((p) => p.timestamp.getTime()));
    for (const p of benchProfiles) {
      expect(p.timestamp.getTime()).toBeLessThan(oldestSeeded);
      for (const platform of SEED_PLATFORMS) {
        const count = followerCountOf(p, platform);
        if (count !== undefined) expect(count).toBeLessThanOrEqual(BENCH_MAX_FOLLOWERS);
      }
      expect(p.lowerCaseName.startsWith('ayşe')).toBe(false);
    }
    for (const p of seeded.filter((s) => s.isApproved)) {
      for (const platform of SEED_PLATFORMS) {
        const count = followerCountOf(p, platform);
        if (count !== undefined) expect(count).toBeGreaterThan(BENCH_MAX_FOLLOWERS);
      }
    }
  });

  it('leaves the e2e expectations unchanged', () => {
    const withBench = [...seeded, ...benchProfiles];
    expect(expectedDirectoryResults(FASHION_INSTAGRAM_MICRO, withBench)).toEqual(
      expectedDirectoryResults(FASHION_INSTAGRAM_MICRO),
    );
    const firstPage = expectedDirectoryResults({}).slice(0, 20);
    expect(expectedDirectoryResults({}, withBench).slice(0, 20)).toEqual(firstPage);
  });
});
