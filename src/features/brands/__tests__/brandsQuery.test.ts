import { normalizeNamePrefix } from '@/lib/namePrefix';
import { describe, expect, it } from 'vitest';
import {
  brandFitsList,
  brandListKey,
  describeBrandsQuery,
  type BrandListSpec,
  type VerifiedFilter,
} from '../api/brandsQuery';

const admin = (verified: VerifiedFilter, search = ''): BrandListSpec => ({
  view: 'admin',
  verified,
  search,
});
const agency = (search = ''): BrandListSpec => ({ view: 'agency', agencyUid: 'ad1', search });

describe('describeBrandsQuery', () => {
  it('lists every brand newest first, one more than the page to know if another follows', () => {
    expect(describeBrandsQuery(admin('all'))).toEqual({
      where: [],
      orderBy: [
        { field: 'timestamp', direction: 'desc' },
        { field: '__name__', direction: 'desc' },
      ],
      startAfter: null,
      limit: 21,
    });
  });

  it('filters on isVerifiedAccount for the verified and not verified choices', () => {
    expect(describeBrandsQuery(admin('verified')).where).toEqual([
      { field: 'isVerifiedAccount', op: '==', value: true },
    ]);
    expect(describeBrandsQuery(admin('unverified')).where).toEqual([
      { field: 'isVerifiedAccount', op: '==', value: false },
    ]);
  });

  it('constrains an agency to its own brands (the rules check that field)', () => {
    expect(describeBrandsQuery(agency()).where).toEqual([
      { field: 'imitatorAgencyUID', op: '==', value: 'ad1' },
    ]);
  });

  it('searches a Turkish lower-cased name prefix, ordered by name', () => {
    const description = describeBrandsQuery(admin('verified', '  YEŞİL   Bahçe '));
    expect(description.where).toEqual([
      { field: 'isVerifiedAccount', op: '==', value: true },
      { field: 'lowerCaseBrandName', op: '>=', value: 'yeşil bahçe' },
      { field: 'lowerCaseBrandName', op: '<', value: 'yeşil bahçe\uf8ff' },
    ]);
    expect(description.orderBy).toEqual([
      { field: 'lowerCaseBrandName', direction: 'asc' },
      { field: '__name__', direction: 'asc' },
    ]);
  });

  it('continues after the cursor with its exact values', () => {
    expect(
      describeBrandsQuery(admin('all'), {
        by: 'timestamp',
        seconds: 1741773600,
        nanoseconds: 123456,
        uid: 'b9',
      }).startAfter,
    ).toEqual([{ seconds: 1741773600, nanoseconds: 123456 }, 'b9']);
    expect(
      describeBrandsQuery(agency('nov'), { by: 'name', lowerCaseBrandName: 'nova', uid: 'b1' })
        .startAfter,
    ).toEqual(['nova', 'b1']);
  });

  it('refuses a cursor of a differently ordered list and a bad page size', () => {
    expect(() =>
      describeBrandsQuery(admin('all', 'x'), {
        by: 'timestamp',
        seconds: 1,
        nanoseconds: 0,
        uid: 'b',
      }),
    ).toThrow();
    expect(() => describeBrandsQuery(admin('all'), null, 0)).toThrow(RangeError);
    expect(() => describeBrandsQuery(admin('all'), null, 101)).toThrow(RangeError);
  });
});

describe('brand list keys and membership', () => {
  it('names each filter combination once, whatever the spacing and case of the search', () => {
    expect(brandListKey(admin('all', ' Nova '))).toBe(brandListKey(admin('all', 'nova')));
    expect(brandListKey(admin('all'))).not.toBe(brandListKey(admin('verified')));
    expect(brandListKey(agency())).toBe('agency:ad1:');
  });

  it('says whether a brand still belongs in a list after its badge changed', () => {
    const verified = { isVerifiedAccount: true, imitatorAgencyUID: 'ad1' };
    expect(brandFitsList(admin('all'), verified)).toBe(true);
    expect(brandFitsList(admin('verified'), verified)).toBe(true);
    expect(brandFitsList(admin('unverified'), verified)).toBe(false);
    expect(brandFitsList(agency(), verified)).toBe(true);
    expect(brandFitsList(agency(), { ...verified, imitatorAgencyUID: 'ad2' })).toBe(false);
  });

  it('lower-cases with Turkish rules', () => {
    expect(normalizeNamePrefix('IŞIK İNCİ')).toBe('ışık inci');
  });
});
