import { describe, expect, it } from 'vitest';
import {
  emptyAffiliateForm,
  isHttpsUrl,
  isIsoDate,
  parseRatePercent,
  toNewAffiliate,
  validateAffiliateForm,
  type AffiliateFormValues,
} from '../model/affiliateForm';

const valid: AffiliateFormValues = {
  productName: '  Nemlendirici Krem 50 ml ',
  productLink: 'https://www.trendyol.com/nova/nemlendirici-krem-p-123',
  commissionKind: 'rate',
  commission: '12,5',
  marketplace: 'trendyol',
  startDate: '2026-01-15',
  endDate: '2026-03-15',
  description: 'Satış başına komisyon.',
};

describe('the programme form', () => {
  it('turns a valid form into the stored values, trimmed, the rate in basis points', () => {
    expect(validateAffiliateForm(valid)).toEqual({});
    expect(toNewAffiliate(valid)).toEqual({
      productName: 'Nemlendirici Krem 50 ml',
      productLink: 'https://www.trendyol.com/nova/nemlendirici-krem-p-123',
      commissionKind: 'rate',
      commissionValue: 1250,
      marketplace: 'trendyol',
      startDate: '2026-01-15',
      endDate: '2026-03-15',
      description: 'Satış başına komisyon.',
    });
  });

  it('stores a fixed commission in kuruş from Turkish lira input', () => {
    const input = toNewAffiliate({ ...valid, commissionKind: 'fixed', commission: '1.250,50' });
    expect(input?.commissionValue).toBe(125_050);
  });

  it('names every missing field with its Turkish message key', () => {
    expect(validateAffiliateForm(emptyAffiliateForm)).toEqual({
      productName: 'affiliates.validation.productNameRequired',
      productLink: 'affiliates.validation.productLinkRequired',
      commission: 'affiliates.validation.commissionRequired',
      marketplace: 'affiliates.validation.marketplaceRequired',
      startDate: 'affiliates.validation.startDateRequired',
      endDate: 'affiliates.validation.endDateRequired',
      description: 'affiliates.validation.descriptionRequired',
    });
    expect(toNewAffiliate(emptyAffiliateForm)).toBeNull();
  });

  it('refuses a plain http link, an end on or before the start, a bad rate or amount', () => {
    expect(validateAffiliateForm({ ...valid, productLink: 'http://trendyol.com/x' })).toEqual({
      productLink: 'affiliates.validation.productLinkInvalid',
    });
    expect(validateAffiliateForm({ ...valid, endDate: '2026-01-15' })).toEqual({
      endDate: 'affiliates.validation.endBeforeStart',
    });
    expect(validateAffiliateForm({ ...valid, commission: '120' })).toEqual({
      commission: 'affiliates.validation.rateInvalid',
    });
    expect(
      validateAffiliateForm({ ...valid, commissionKind: 'fixed', commission: '12abc' }),
    ).toEqual({ commission: 'affiliates.validation.amountInvalid' });
    expect(validateAffiliateForm({ ...valid, description: 'x'.repeat(2001) })).toEqual({
      description: 'affiliates.validation.descriptionTooLong',
    });
  });

  it('parses rates as people type them', () => {
    expect(parseRatePercent('12')).toBe(1200);
    expect(parseRatePercent('%12,25')).toBe(1225);
    expect(parseRatePercent('7.5')).toBe(750);
    expect(parseRatePercent('100')).toBe(10_000);
    expect(parseRatePercent('0')).toBeNull();
    expect(parseRatePercent('100,01')).toBeNull();
    expect(parseRatePercent('12,345')).toBeNull();
  });

  it('knows real days and https addresses', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('15.01.2026')).toBe(false);
    expect(isHttpsUrl('https://www.hepsiburada.com/urun-p-1')).toBe(true);
    expect(isHttpsUrl('https://localhost')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl('https://a.com/ x')).toBe(false);
  });
});
