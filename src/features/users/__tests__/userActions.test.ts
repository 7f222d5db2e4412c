import { describe, expect, it } from 'vitest';
import type { UserDoc } from '@/lib/collections/users';
import { availableActions, canGrantBusiness } from '../userActions';
import { UsersApiError, usersErrorKey } from '../usersErrors';

const user = (overrides: Partial<UserDoc>): UserDoc => ({ uid: 'u1', ...overrides });

describe('availableActions', () => {
  it.each<[string, Partial<UserDoc>, string[]]>([
    [
      'pending influencer',
      { type: 'influencer', isApproved: false },
      ['approve', 'enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'approved influencer',
      { type: 'influencer', isApproved: true },
      ['unapprove', 'enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'pending brand',
      { type: 'brand', isApproved: false, subscriptionType: 'free' },
      ['approve', 'enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'approved free brand',
      { type: 'brand', isApproved: true, subscriptionType: 'free' },
      ['grantBusiness', 'enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'approved brand without a plan',
      { type: 'brand', isApproved: true },
      ['grantBusiness', 'enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'approved business brand',
      { type: 'brand', isApproved: true, subscriptionType: 'business' },
      ['enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'approved pro brand',
      { type: 'brand', isApproved: true, subscriptionType: 'pro' },
      ['enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'approved free advertisement agency',
      { type: 'advertisementAgency', isApproved: true, subscriptionType: 'free' },
      ['enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'pending influencer agency',
      { type: 'influencerAgency', isApproved: false },
      ['approve', 'enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'approved pro influencer agency',
      { type: 'proInfluencerAgency', isApproved: true },
      ['enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'user without approval flag',
      { type: 'influencer' },
      ['approve', 'enableAffiliate', 'actAs', 'delete'],
    ],
    [
      'brand with affiliate marketing on',
      {
        type: 'brand',
        isApproved: true,
        subscriptionType: 'business',
        isAffiliateMarketingEnabled: true,
      },
      ['disableAffiliate', 'actAs', 'delete'],
    ],
    ['admin', { type: 'admin', isApproved: true, subscriptionType: 'free' }, []],
    ['unapproved admin', { type: 'admin', isApproved: false }, []],
  ])('%s', (_name, overrides, expected) => {
    expect(availableActions(user(overrides))).toEqual(expected);
  });
});

describe('canGrantBusiness', () => {
  it('only approved brands on the free plan', () => {
    expect(
      canGrantBusiness(user({ type: 'brand', isApproved: true, subscriptionType: 'free' })),
    ).toBe(true);
    expect(
      canGrantBusiness(user({ type: 'brand', isApproved: false, subscriptionType: 'free' })),
    ).toBe(false);
    expect(
      canGrantBusiness(user({ type: 'brand', isApproved: true, subscriptionType: 'business' })),
    ).toBe(false);
    expect(canGrantBusiness(user({ type: 'influencer', isApproved: true }))).toBe(false);
  });
});

describe('usersErrorKey', () => {
  it.each<[unknown, string]>([
    [new UsersApiError('not-eligible'), 'users.errors.businessNotAllowed'],
    [new UsersApiError('not-found'), 'users.errors.notFound'],
    [{ code: 'not-found', message: 'No document to update' }, 'users.errors.notFound'],
    [{ code: 'permission-denied' }, 'users.errors.permissionDenied'],
    [{ code: 'functions/permission-denied' }, 'users.errors.permissionDenied'],
    [{ code: 'unavailable' }, 'users.errors.network'],
    [new Error('Failed to get document because the client is offline.'), 'users.errors.network'],
    [{ code: 'functions/internal' }, 'users.errors.grantBusinessFailed'],
  ])('%o', (error, key) => {
    expect(usersErrorKey('grantBusiness', error)).toBe(key);
  });

  it('names the failed action by default', () => {
    expect(usersErrorKey('delete', new Error('boom'))).toBe('users.errors.deleteFailed');
    expect(usersErrorKey('approve', new Error('boom'))).toBe('users.errors.approveFailed');
  });
});
