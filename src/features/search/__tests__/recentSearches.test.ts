// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  recentSearchesKey,
  withRecent,
  withoutRecent,
  writeRecentSearches,
} from '../model/recentSearches';

describe('withRecent', () => {
  it('puts the newest first, once, compared in Turkish lower case', () => {
    expect(withRecent(['kahve', 'Çiçek'], 'ÇİÇEK')).toEqual(['ÇİÇEK', 'kahve']);
    expect(withRecent(['kahve'], '  lavanta   kozmetik ')).toEqual(['lavanta kozmetik', 'kahve']);
  });

  it('keeps at most eight', () => {
    const full = Array.from({ length: MAX_RECENT_SEARCHES }, (_, i) => `arama ${i}`);
    const next = withRecent(full, 'yeni');
    expect(next).toHaveLength(8);
    expect(next[0]).toBe('yeni');
    expect(next).not.toContain('arama 7');
  });

  it('ignores text too short to search', () => {
    expect(withRecent(['kahve'], ' ç ')).toEqual(['kahve']);
  });

  it('removes one search, whatever its case', () => {
    expect(withoutRecent(['Çiçek', 'kahve'], 'çiçek')).toEqual(['kahve']);
  });
});

describe('stored recent searches', () => {
  afterEach(() => window.localStorage.clear());

  it('are kept per user', () => {
    writeRecentSearches('u1', ['çiçek']);
    expect(readRecentSearches('u1')).toEqual(['çiçek']);
    expect(readRecentSearches('u2')).toEqual([]);
  });

  it('clearing removes the key', () => {
    writeRecentSearches('u1', ['çiçek']);
    writeRecentSearches('u1', []);
    expect(window.localStorage.getItem(recentSearchesKey('u1'))).toBeNull();
  });

  it('read a corrupt or foreign value as none, and drop what is not text', () => {
    window.localStorage.setItem(recentSearchesKey('u1'), '{not json');
    expect(readRecentSearches('u1')).toEqual([]);
    window.localStorage.setItem(recentSearchesKey('u1'), JSON.stringify({ q: 'x' }));
    expect(readRecentSearches('u1')).toEqual([]);
    window.localStorage.setItem(recentSearchesKey('u1'), JSON.stringify(['kahve', 3, '', null]));
    expect(readRecentSearches('u1')).toEqual(['kahve']);
  });
});
