import { describe, expect, it } from 'vitest';
import { matchesNamePrefix, normaliseSearch } from '@shared/namePrefix';

// Contact search (spec section 5), shared by the `api` function and the client.
describe('normaliseSearch', () => {
  it('trims, collapses spaces and lower-cases with Turkish rules', () => {
    expect(normaliseSearch('  ÇİÇEK   Işık ')).toBe('çiçek ışık');
    expect(normaliseSearch('IRMAK')).toBe('ırmak');
    expect(normaliseSearch(undefined)).toBe('');
  });
});

describe('matchesNamePrefix', () => {
  const cicek = ['Çiçek Yılmaz', 'Çiçek', 'Yılmaz', ''];

  it('matches a Turkish name whatever the case of the typed text', () => {
    expect(matchesNamePrefix('çiçek', cicek)).toBe(true);
    expect(matchesNamePrefix('ÇİÇ', cicek)).toBe(true);
    expect(matchesNamePrefix('Çiçek y', cicek)).toBe(true);
  });

  it('matches the start of any word, not the middle of one', () => {
    expect(matchesNamePrefix('yıl', cicek)).toBe(true);
    expect(matchesNamePrefix('maz', cicek)).toBe(false);
    expect(matchesNamePrefix('içek', cicek)).toBe(false);
  });

  it('keeps Turkish letters apart from their Latin look-alikes', () => {
    expect(matchesNamePrefix('cicek', cicek)).toBe(false);
    expect(matchesNamePrefix('IŞI', ['Işık'])).toBe(true);
    expect(matchesNamePrefix('ISIK', ['Işık'])).toBe(false);
    expect(matchesNamePrefix('isik', ['Işık'])).toBe(false);
    expect(matchesNamePrefix('İPEK', ['ipek'])).toBe(true);
  });

  it('lets empty text through and finds nothing in missing names', () => {
    expect(matchesNamePrefix('  ', [])).toBe(true);
    expect(matchesNamePrefix('a', [undefined, null, ''])).toBe(false);
  });
});
