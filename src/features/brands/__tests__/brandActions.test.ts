import { describe, expect, it } from 'vitest';
import { availableBrandActions, canGrantBusiness } from '../brandActions';
import { BrandsApiError, brandsErrorKey } from '../brandsErrors';
import { makeAccount } from './brandFixture';

describe('availableBrandActions', () => {
  it('offers Doğrula to an unverified brand and Doğrulamayı Kaldır to a verified one', () => {
    const account = makeAccount('b1', { subscriptionType: 'business' });
    expect(availableBrandActions({ isVerifiedAccount: false }, account)).toEqual([
      'verify',
      'actAs',
    ]);
    expect(availableBrandActions({ isVerifiedAccount: true }, account)).toEqual([
      'unverify',
      'actAs',
    ]);
  });

  it('offers the business plan to an approved brand on the free plan only', () => {
    expect(canGrantBusiness(makeAccount('b1'))).toBe(true);
    expect(canGrantBusiness(makeAccount('b1', { isApproved: false }))).toBe(false);
    expect(canGrantBusiness(makeAccount('b1', { subscriptionType: 'business' }))).toBe(false);
    expect(canGrantBusiness(makeAccount('b1', { type: 'advertisementAgency' }))).toBe(false);
    expect(canGrantBusiness(null)).toBe(false);
    expect(availableBrandActions({ isVerifiedAccount: true }, makeAccount('b1'))).toEqual([
      'unverify',
      'grantBusiness',
      'actAs',
    ]);
  });

  it('cannot act as a brand whose account is unknown, nor as an admin', () => {
    expect(availableBrandActions({ isVerifiedAccount: false }, null)).toEqual(['verify']);
    expect(availableBrandActions({ isVerifiedAccount: false }, undefined)).toEqual(['verify']);
    expect(
      availableBrandActions({ isVerifiedAccount: false }, makeAccount('a', { type: 'admin' })),
    ).toEqual(['verify']);
  });
});

describe('brandsErrorKey', () => {
  it('gives every create or update failure the spec’s brand message', () => {
    expect(brandsErrorKey('save', { code: 'permission-denied' })).toBe('brands.errors.save');
    expect(brandsErrorKey('save', new Error('offline'))).toBe('brands.errors.save');
  });

  it('names the cause of other failures, else the failed action', () => {
    expect(brandsErrorKey('verify', new BrandsApiError('not-found'))).toBe(
      'brands.errors.notFound',
    );
    expect(brandsErrorKey('grantBusiness', new BrandsApiError('not-eligible'))).toBe(
      'brands.errors.businessNotAllowed',
    );
    expect(brandsErrorKey('verify', { code: 'permission-denied' })).toBe(
      'brands.errors.permissionDenied',
    );
    expect(brandsErrorKey('load', { code: 'unavailable' })).toBe('brands.errors.network');
    expect(brandsErrorKey('unverify', new Error('boom'))).toBe('brands.errors.unverifyFailed');
  });
});
