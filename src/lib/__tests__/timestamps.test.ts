import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { millisOf, plainData } from '../collections/timestamps';

describe('plainData (what converters hand to Redux)', () => {
  it('turns Timestamps and Dates at any depth into epoch milliseconds', () => {
    const at = Timestamp.fromMillis(1_736_899_200_123);
    const data = {
      title: 'Yaz',
      count: 3,
      none: null,
      details: { postedAt: at, tags: ['a', { seenAt: new Date(5) }] },
      history: [at],
    };
    expect(plainData(data)).toEqual({
      title: 'Yaz',
      count: 3,
      none: null,
      details: { postedAt: 1_736_899_200_123, tags: ['a', { seenAt: 5 }] },
      history: [1_736_899_200_123],
    });
    const plain = plainData(data);
    expect(JSON.parse(JSON.stringify(plain))).toEqual(plain);
  });

  it('reads millis from Timestamps, Dates and numbers only', () => {
    expect(millisOf(new Timestamp(2, 500_000_000))).toBe(2500);
    expect(millisOf(new Date(7))).toBe(7);
    expect(millisOf(9)).toBe(9);
    expect(millisOf('9')).toBeNull();
  });
});
