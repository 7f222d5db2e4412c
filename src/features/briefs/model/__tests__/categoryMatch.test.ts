import { describe, expect, it } from 'vitest';
import { categoryCodes } from '@/lib/categories';
import {
  ALL_CATEGORIES_THRESHOLD,
  categoriesMatch,
  categoryEquivalencePairs,
  categoryEquivalents,
} from '../categoryMatch';

describe('categoryEquivalents', () => {
  it('has every code as a key', () => {
    expect(Object.keys(categoryEquivalents).map(Number)).toEqual([...categoryCodes]);
  });

  it('is symmetric and never lists a code as its own equivalent', () => {
    for (const code of categoryCodes) {
      for (const other of categoryEquivalents[code]!) {
        expect(other).not.toBe(code);
        expect(categoryEquivalents[other], `${other} → ${code}`).toContain(code);
      }
    }
  });

  it('holds exactly the documented pairs', () => {
    expect(categoryEquivalents).toEqual({
      0: [3],
      1: [2],
      2: [1],
      3: [0, 14, 16],
      4: [5, 13],
      5: [4, 13],
      6: [10],
      7: [9, 12, 15],
      8: [],
      9: [7],
      10: [6],
      11: [15],
      12: [7],
      13: [4, 5],
      14: [3, 16],
      15: [7, 11],
      16: [3, 14],
    });
    expect(categoryEquivalencePairs).toHaveLength(13);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(categoryEquivalents)).toBe(true);
    expect(Object.isFrozen(categoryEquivalents[7])).toBe(true);
  });
});

describe('categoriesMatch', () => {
  it('is false when the brief has no categories', () => {
    expect(categoriesMatch([], [2])).toBe(false);
    expect(categoriesMatch(undefined, [2])).toBe(false);
  });

  it('is false when the influencer has no categories', () => {
    expect(categoriesMatch([2], [])).toBe(false);
    expect(categoriesMatch([2], null)).toBe(false);
  });

  it('is false when a side has only unreadable entries', () => {
    expect(categoriesMatch(['nope', 42], [2])).toBe(false);
    expect(categoriesMatch([2], ['nope'])).toBe(false);
  });

  it('is true on an equal code, however it is written', () => {
    expect(categoriesMatch([2], [2])).toBe(true);
    expect(categoriesMatch(['Moda'], [2])).toBe(true);
    expect(categoriesMatch(['2'], ['MODA'])).toBe(true);
    expect(categoriesMatch([8, 2], [9, 2])).toBe(true);
  });

  it('is true through the equivalence map, in both directions', () => {
    expect(categoriesMatch([1], [2])).toBe(true); // Kişisel Bakım → Moda
    expect(categoriesMatch([2], [1])).toBe(true); // Moda → Kişisel Bakım
    expect(categoriesMatch(['Oyun'], ['Teknoloji'])).toBe(true);
    expect(categoriesMatch([0], [3])).toBe(true); // Ebeveyn – Eğitim
  });

  it('is false for unrelated categories and for two hops', () => {
    expect(categoriesMatch([8], [2])).toBe(false); // Seyahat has no equivalent
    expect(categoriesMatch([2], [8])).toBe(false);
    expect(categoriesMatch([9], [12])).toBe(false); // Spor – Sağlık – Gıda is two hops
    expect(categoriesMatch([1], [7])).toBe(false);
  });

  it('is true for any influencer category once the brief lists 16 or more', () => {
    const fifteen = categoryCodes.filter((code) => code !== 8 && code !== 2);
    const sixteen = categoryCodes.filter((code) => code !== 8);
    expect(fifteen).toHaveLength(15);
    expect(ALL_CATEGORIES_THRESHOLD).toBe(16);
    // Seyahat (8) is in neither list and has no equivalent; only the threshold lets it match.
    expect(categoriesMatch(fifteen, [8])).toBe(false);
    expect(categoriesMatch(sixteen, [8])).toBe(true);
    expect(categoriesMatch([...categoryCodes], [8])).toBe(true);
  });

  it('counts distinct categories for the threshold, not raw entries', () => {
    const fifteen = categoryCodes.filter((code) => code !== 8 && code !== 2);
    expect(categoriesMatch([...fifteen, String(fifteen[0])], [8])).toBe(false);
  });

  it('still needs a non-empty influencer side with 16 brief categories', () => {
    expect(categoriesMatch([...categoryCodes], [])).toBe(false);
  });
});
