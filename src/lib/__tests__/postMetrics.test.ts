import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  POST_READING_FAILURES,
  READING_SLOTS,
  SLOT_DELAY_MS,
  engagementRateOf,
  engagementSummary,
  latestReading,
  platformOfLink,
  slotAfter,
} from '@shared/postMetrics';
import { postMetricsConverter, postMetricsPath } from '@/lib/collections/postMetrics';

const snapshot = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;
const reading = (likes: number, comments: number) => ({ likes, comments });

describe('post metrics (shared)', () => {
  it('reads at posting, after 24 hours and after 7 days, in that order', () => {
    expect(READING_SLOTS).toEqual(['initial', 'day1', 'day7']);
    expect(SLOT_DELAY_MS).toEqual({ initial: 0, day1: 86_400_000, day7: 604_800_000 });
    expect([slotAfter('initial'), slotAfter('day1'), slotAfter('day7')]).toEqual([
      'day1',
      'day7',
      null,
    ]);
  });

  it('tells the platform from the link’s host, anything else is other', () => {
    expect(platformOfLink('https://www.instagram.com/p/abc/')).toBe('instagram');
    expect(platformOfLink('https://vm.tiktok.com/xyz')).toBe('tiktok');
    expect(platformOfLink('https://youtu.be/dQw4w9WgXcQ')).toBe('youtube');
    expect(platformOfLink('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('youtube');
    expect(platformOfLink('https://www.twitch.tv/videos/1')).toBe('twitch');
    expect(platformOfLink('https://notinstagram.com/p/abc/')).toBe('other');
    expect(platformOfLink('https://instagram.com.evil.example/p/abc')).toBe('other');
    expect(platformOfLink('not a link')).toBe('other');
  });

  it('takes the latest reading: day 7, else day 1, else at posting', () => {
    const initial = reading(1, 1);
    const day1 = reading(2, 2);
    const day7 = reading(3, 3);
    expect(latestReading({ initial, day1, day7 })).toBe(day7);
    expect(latestReading({ initial, day1 })).toBe(day1);
    expect(latestReading({ initial })).toBe(initial);
    expect(latestReading({})).toBeNull();
  });

  it('rates engagement in percent with 2 decimals, none without followers', () => {
    expect(engagementRateOf(reading(1630, 102), 84_300)).toBe(2.05);
    expect(engagementRateOf(reading(1, 0), 3)).toBe(33.33);
    expect(engagementRateOf(reading(10, 0), 0)).toBeNull();
    expect(engagementRateOf(reading(10, 0), null)).toBeNull();
    expect(engagementRateOf(null, 100)).toBeNull();
  });

  it('averages rates into her engagement summary; none is { 0, 0 }', () => {
    expect(engagementSummary([])).toEqual({ average: 0, count: 0 });
    expect(engagementSummary([2.05, 1.5, 1])).toEqual({ average: 1.52, count: 3 });
  });

  it('explains every failure in Turkish', () => {
    expect(Object.keys(POST_READING_FAILURES).sort()).toEqual([
      'invalid-link',
      'not-found',
      'unavailable',
      'unsupported',
    ]);
    expect(POST_READING_FAILURES.unsupported).toMatch(/elle girebilirsiniz/);
  });
});

describe('postMetrics collection', () => {
  it('lives under its brief', () => {
    expect(postMetricsPath('b1')).toBe('briefs/b1/postMetrics');
  });

  it('reads a stored document as plain values with millis', () => {
    const at = Timestamp.fromMillis(1_700_000_000_000);
    const doc = postMetricsConverter.fromFirestore(
      snapshot('inf-1', {
        userId: 'inf-1',
        briefId: 'b1',
        postLink: 'https://youtu.be/dQw4w9WgXcQ',
        platform: 'youtube',
        liveAt: at,
        followersAtPosting: 1000,
        readings: {
          initial: { at, likes: 5, comments: 1, views: 90, source: 'provider' },
          day1: { at, likes: 7, comments: 2, views: null, source: 'manual', enteredBy: 'brand-1' },
          bogus: { at, likes: 1 },
        },
        failures: { day7: { at, code: 'unsupported', message: 'x' } },
        nextSlot: 'day7',
        nextReadingAt: at,
        updatedAt: at,
      }),
    );
    expect(doc).toEqual({
      userId: 'inf-1',
      briefId: 'b1',
      postLink: 'https://youtu.be/dQw4w9WgXcQ',
      platform: 'youtube',
      liveAt: 1_700_000_000_000,
      followersAtPosting: 1000,
      readings: {
        initial: { at: 1_700_000_000_000, likes: 5, comments: 1, views: 90, source: 'provider' },
        day1: {
          at: 1_700_000_000_000,
          likes: 7,
          comments: 2,
          views: null,
          source: 'manual',
          enteredBy: 'brand-1',
        },
      },
      failures: { day7: { at: 1_700_000_000_000, code: 'unsupported', message: 'x' } },
      nextSlot: 'day7',
      nextReadingAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
    });
  });
});
