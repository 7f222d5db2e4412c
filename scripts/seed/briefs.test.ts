import { describe, expect, it } from 'vitest';
import { demoAccount } from './accounts';
import {
  BRIEF_PLATFORMS,
  BRIEF_STATES,
  DEMO_BRIEF_COUNT,
  PAYMENT_TYPES,
  benchBriefId,
  briefState,
  buildBenchBrief,
  generateDemoBriefs,
} from './briefs';

const { briefs, scenario } = generateDemoBriefs();
const byId = new Map(briefs.map((b) => [b.id, b]));
const influencerUid = demoAccount('influencer').uid;

describe('generateDemoBriefs', () => {
  it('gives the same briefs on every run', () => {
    const again = generateDemoBriefs();
    expect(again).toEqual({ briefs, scenario });
    expect(JSON.stringify(again.briefs)).toBe(JSON.stringify(briefs));
  });

  it('makes about sixty briefs with unique, fixed-format ids', () => {
    expect(briefs).toHaveLength(DEMO_BRIEF_COUNT);
    expect(DEMO_BRIEF_COUNT).toBeGreaterThanOrEqual(50);
    expect(new Set(briefs.map((b) => b.id)).size).toBe(briefs.length);
    for (const brief of briefs) expect(brief.id).toMatch(/^demo-brief-\d{3}$/);
  });

  it('covers every state, with the flags and dates each state needs', () => {
    const states = new Set(briefs.map(briefState));
    expect([...states].sort()).toEqual([...BRIEF_STATES].sort());
    for (const brief of briefs) {
      if (brief.isCompleted) expect(brief.isVerified).toBe(true);
      expect(brief.verifiedAt !== undefined).toBe(brief.isVerified);
      expect(brief.completedAt !== undefined).toBe(brief.isCompleted);
    }
  });

  it('covers every payment type in every state', () => {
    for (const state of BRIEF_STATES) {
      const types = new Set(
        briefs.filter((b) => briefState(b) === state).map((b) => b.paymentType),
      );
      expect([...types].sort(), state).toEqual([...PAYMENT_TYPES].sort());
    }
  });

  it('covers every platform, alone and combined', () => {
    for (const platform of BRIEF_PLATFORMS) {
      expect(
        briefs.some((b) => b.briefPlatforms.length === 1 && b.briefPlatforms[0] === platform),
        platform,
      ).toBe(true);
    }
    expect(briefs.some((b) => b.briefPlatforms.length === 3)).toBe(true);
  });

  it('targets women only, men only and both, with flags that agree with targetedGenders', () => {
    const femaleOnly = briefs.filter((b) => b.targetFemaleInfluencers && !b.targetMaleInfluencers);
    const maleOnly = briefs.filter((b) => b.targetMaleInfluencers && !b.targetFemaleInfluencers);
    const both = briefs.filter((b) => b.targetMaleInfluencers && b.targetFemaleInfluencers);
    expect(femaleOnly.length).toBeGreaterThan(0);
    expect(maleOnly.length).toBeGreaterThan(0);
    expect(both.length).toBeGreaterThan(0);
    for (const brief of briefs) {
      expect(brief.targetedGenders.includes('female')).toBe(brief.targetFemaleInfluencers);
      expect(brief.targetedGenders.includes('male')).toBe(brief.targetMaleInfluencers);
    }
  });

  it('uses category codes 0-16, and some briefs list 16 or more', () => {
    for (const brief of briefs) {
      expect(brief.targetedCategories.length).toBeGreaterThan(0);
      for (const code of brief.targetedCategories)
        expect(code >= 0 && code <= 16 && Number.isInteger(code)).toBe(true);
      expect(new Set(brief.targetedCategories).size).toBe(brief.targetedCategories.length);
    }
    expect(briefs.some((b) => b.targetedCategories.length >= 16)).toBe(true);
  });

  it('keeps the age range and the slider value in step', () => {
    for (const brief of briefs) {
      expect(brief.targetedMinimumAge).toBeLessThan(brief.targetedMaximumAge);
      expect(brief.sliderDoubleValue).toEqual([brief.targetedMinimumAge, brief.targetedMaximumAge]);
    }
  });

  it('has distinct timestamps, newest first in id order', () => {
    const times = briefs.map((b) => b.timestamp.getTime());
    expect(new Set(times).size).toBe(times.length);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('has briefs with both collaboration bounds, only one, and none', () => {
    const has = (b: (typeof briefs)[number]) => [
      b.collaborationStartDate !== undefined,
      b.collaborationEndDate !== undefined,
    ];
    const kinds = new Set(briefs.map((b) => has(b).join()));
    expect([...kinds].sort()).toEqual(['false,false', 'false,true', 'true,false', 'true,true']);
  });

  it('is owned by the brand or the advertisement agency, named as the sender', () => {
    const owners = new Set(briefs.map((b) => b.briefOwnerUserId));
    expect([...owners].sort()).toEqual(
      [demoAccount('advertisementAgency').uid, demoAccount('brand').uid].sort(),
    );
    for (const brief of briefs) {
      expect(brief.briefSenderId).toBe(brief.briefOwnerUserId);
      expect(brief.visibility).toBe('brand');
      expect(brief.shouldHideBrief).toBe(false);
    }
  });

  it('sets up the influencer scenario on matching briefs', () => {
    const accepted = byId.get(scenario.acceptedBriefId);
    const completed = byId.get(scenario.completedBriefId);
    expect(accepted && briefState(accepted)).toBe('ongoing');
    expect(accepted?.acceptedUsers).toEqual([influencerUid]);
    expect(completed && briefState(completed)).toBe('completed');
    expect(completed?.completedUsers).toEqual([influencerUid]);
    expect(scenario.offeredBriefIds.length).toBeGreaterThan(0);
    expect(scenario.interestBriefIds.length).toBeGreaterThan(0);
    for (const id of scenario.offeredBriefIds) {
      const brief = byId.get(id);
      expect(brief && briefState(brief)).toBe('ongoing');
      expect(brief?.paymentType).not.toBe('product');
      expect(brief?.bidderIds).toContain(influencerUid);
      expect(brief?.acceptedUsers).toEqual([]);
    }
    for (const id of scenario.interestBriefIds) expect(byId.get(id)?.paymentType).toBe('product');
  });
});

describe('buildBenchBrief', () => {
  it('is deterministic per number and verified, open and visible', () => {
    expect(buildBenchBrief(42)).toEqual(buildBenchBrief(42));
    const brief = buildBenchBrief(42);
    expect(brief.id).toBe('bench-brief-00042');
    expect(briefState(brief)).toBe('ongoing');
    expect(brief.shouldHideBrief).toBe(false);
  });

  it('gives unique ids and timestamps that do not collide with the demo briefs', () => {
    const bench = Array.from({ length: 1000 }, (_, i) => buildBenchBrief(i + 1));
    expect(new Set(bench.map((b) => b.id)).size).toBe(1000);
    const oldestDemo = Math.min(...briefs.map((b) => b.timestamp.getTime()));
    for (const brief of bench) expect(brief.timestamp.getTime()).toBeLessThan(oldestDemo);
    expect(new Set(bench.map((b) => b.paymentType)).size).toBe(PAYMENT_TYPES.length);
  });

  it('pads ids so they sort in number order and rejects numbers that do not fit', () => {
    expect(benchBriefId(9) < benchBriefId(10)).toBe(true);
    expect(benchBriefId(99_999)).toBe('bench-brief-99999');
    expect(() => buildBenchBrief(0)).toThrow();
    expect(() => buildBenchBrief(100_000)).toThrow();
  });
});
