import { describe, expect, it } from 'vitest';
import {
  creatorNet,
  formatRate,
  formatTry,
  INFLUENCER_SHARE,
  influencerEarnings,
  KDV_RATE_BP,
  percentOf,
  taxStatusOf,
  toKurus,
  toLira,
  withKdv,
} from '../money';

// Intl puts narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('kuruş', () => {
  it('converts lira to whole kuruş, rounding half up without binary drift', () => {
    expect(toKurus(12500)).toBe(1_250_000);
    expect(toKurus(1.005)).toBe(101);
    expect(toKurus(0.1 + 0.2)).toBe(30);
    expect(toKurus(19.999)).toBe(2000);
    expect(toKurus(Number.NaN)).toBe(0);
    expect(toLira(1_250_050)).toBe(12500.5);
  });

  it('takes a percentage rounded to the kuruş, half away from zero', () => {
    expect(percentOf(1_000, 2000)).toBe(200);
    expect(percentOf(1, 5000)).toBe(1); // 0,5 kuruş rounds up
    expect(percentOf(3, 5000)).toBe(2); // 1,5 → 2
    expect(percentOf(-3, 5000)).toBe(-2);
    expect(percentOf(333, 1500)).toBe(50); // 49,95 → 50
  });
});

describe('KDV', () => {
  it('is 20 % on top of the net amount', () => {
    expect(KDV_RATE_BP).toBe(2000);
    expect(withKdv(1_250_000)).toEqual({ net: 1_250_000, kdv: 250_000, gross: 1_500_000 });
    // 0,99 lira: 19,8 kuruş of KDV rounds to 20.
    expect(withKdv(99)).toEqual({ net: 99, kdv: 20, gross: 119 });
    expect(withKdv(1_000, 1000).gross).toBe(1_100);
  });
});

describe('the influencer’s share', () => {
  it('is 80 % of the offer, in whole lira', () => {
    expect(INFLUENCER_SHARE).toBe(0.8);
    expect(influencerEarnings(5000)).toBe(4000);
    expect(influencerEarnings(1234)).toBe(987);
  });
});

describe('the creator’s net by tax status', () => {
  it('withholds 15 % for a content creator paid into her 20/B account', () => {
    expect(creatorNet(1_000_000, 'creatorExempt')).toEqual({
      earnings: 1_000_000,
      withholding: 150_000,
      net: 850_000,
      rateBp: 1500,
    });
    expect(creatorNet(333, 'creatorExempt')).toMatchObject({ withholding: 50, net: 283 });
  });

  it('withholds nothing at source for a sole proprietor or a company (they invoice)', () => {
    expect(creatorNet(1_000_000, 'soleProprietor')).toMatchObject({
      withholding: 0,
      net: 1_000_000,
    });
    expect(creatorNet(1_000_000, 'company')).toMatchObject({ withholding: 0, net: 1_000_000 });
  });

  it('reads the status from the profile, else from hasIndividualCompany', () => {
    expect(taxStatusOf({ taxStatus: 'company' })).toBe('company');
    expect(taxStatusOf({ taxStatus: 'nonsense', hasIndividualCompany: true })).toBe(
      'soleProprietor',
    );
    expect(taxStatusOf({})).toBe('creatorExempt');
  });
});

describe('formatting', () => {
  it('writes lira the Turkish way, and the other languages their way', () => {
    expect(plain(formatTry(1_250_000))).toBe('₺12.500,00');
    expect(plain(formatTry(1_250_050))).toBe('₺12.500,50');
    expect(plain(formatTry(1_250_000, 'tr', { whole: true }))).toBe('₺12.500');
    expect(plain(formatTry(1_250_050, 'tr', { whole: true }))).toBe('₺12.500,50');
    expect(plain(formatTry(1_250_000, 'en'))).toBe('₺12,500.00');
    expect(plain(formatTry(1_250_000, 'es'))).toBe('12.500,00 ₺');
    expect(plain(formatTry(5))).toBe('₺0,05');
  });

  it('writes rates as percentages', () => {
    expect(formatRate(2000)).toBe('20');
    expect(formatRate(1550)).toBe('15,5');
    expect(formatRate(1550, 'en')).toBe('15.5');
  });
});
