import { describe, expect, it } from 'vitest';
import {
  highlightParts,
  isSearchable,
  normalizeQuery,
  titlePrefixVariants,
} from '../model/searchText';

describe('normalizeQuery', () => {
  it('lower-cases with Turkish rules and tidies spaces', () => {
    expect(normalizeQuery('  ÇİÇEK   Sepeti ')).toBe('çiçek sepeti');
    expect(normalizeQuery('ILIK')).toBe('ılık');
    expect(normalizeQuery('İstanbul')).toBe('istanbul');
  });
});

describe('isSearchable', () => {
  it('needs two characters after trimming', () => {
    expect(isSearchable('ç')).toBe(false);
    expect(isSearchable(' ç  ')).toBe(false);
    expect(isSearchable('çi')).toBe(true);
  });
});

describe('titlePrefixVariants', () => {
  it('looks a title up as typed, capitalised and in capitals, with Turkish rules', () => {
    expect(titlePrefixVariants('çiçek')).toEqual(['çiçek', 'Çiçek', 'ÇİÇEK']);
    expect(titlePrefixVariants('ılık')).toContain('Ilık');
    expect(titlePrefixVariants('istanbul')).toContain('İstanbul');
    expect(titlePrefixVariants('istanbul')).not.toContain('Istanbul');
  });

  it('capitalises each word for title case, and the first only for sentence case', () => {
    expect(titlePrefixVariants('çiçek sepeti')).toEqual([
      'çiçek sepeti',
      'Çiçek sepeti',
      'Çiçek Sepeti',
      'ÇİÇEK SEPETİ',
    ]);
  });

  it('normalises what was typed first, and has nothing for an empty box', () => {
    expect(titlePrefixVariants('  ÇİÇEK ')).toEqual(['çiçek', 'Çiçek', 'ÇİÇEK']);
    expect(titlePrefixVariants('   ')).toEqual([]);
  });
});

describe('highlightParts', () => {
  it('marks the prefix as shown, whatever the case typed', () => {
    expect(highlightParts('Çiçek Sepeti bahar kampanyası', 'çiçek')).toEqual({
      before: '',
      match: 'Çiçek',
      after: ' Sepeti bahar kampanyası',
    });
    expect(highlightParts('Ilık Rüzgar', 'ılı')?.match).toBe('Ilı');
    expect(highlightParts('İstanbul Turu', 'istanbul')?.match).toBe('İstanbul');
  });

  it('marks a later word when the name matched by it (a surname)', () => {
    expect(highlightParts('Ayşe Yılmaz', 'yıl')).toEqual({
      before: 'Ayşe ',
      match: 'Yıl',
      after: 'maz',
    });
  });

  it('marks nothing inside a word or when nothing matches', () => {
    expect(highlightParts('Bahçıçek', 'çiçek')).toBeNull();
    expect(highlightParts('Kuzey Outdoor', 'çiçek')).toBeNull();
    expect(highlightParts('Kuzey', '')).toBeNull();
  });
});
