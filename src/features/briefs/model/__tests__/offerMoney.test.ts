import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/locales/parts/briefPages.en.json';
import es from '@/i18n/locales/parts/briefPages.es.json';
import tr from '@/i18n/locales/parts/briefPages.tr.json';
import { TAX_STATUSES, type TaxStatus } from '@/lib/money';
import { bidTotalText, offerBreakdownText, offerHowText, offerMoney } from '../offerMoney';
import { resolveText, type I18nText } from '../text';

// A private i18next instance with the real locale files, so the tests read the rendered text.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'tr',
    resources: { tr: { translation: tr }, en: { translation: en }, es: { translation: es } },
    interpolation: { escapeValue: false },
  });
});
const show = (text: I18nText, language = 'tr') =>
  resolveText(text, (key, values) => {
    expect(i18n.exists(key, { lng: language }), `missing ${language} key ${key}`).toBe(true);
    return i18n.t(key, { ...values, lng: language });
  });

describe('offerMoney', () => {
  it('a 20/B creator: KDV on top, her 80 % share, 15 % withheld', () => {
    expect(offerMoney(5000, 'creatorExempt')).toEqual({
      net: 500_000,
      kdv: 100_000,
      gross: 600_000,
      earnings: 400_000,
      withholding: 60_000,
      take: 340_000,
      kdvRateBp: 2000,
      withholdingRateBp: 1500,
      status: 'creatorExempt',
    });
  });

  it.each<TaxStatus>(['soleProprietor', 'company'])('%s: nothing withheld', (status) => {
    const figures = offerMoney(5000, status);
    expect(figures.withholding).toBe(0);
    expect(figures.take).toBe(400_000);
    expect(figures.gross).toBe(600_000);
  });

  it('rounds at the kuruş: KDV of 1.234,56 and withholding of its share', () => {
    // 123.456 kuruş × 20 % = 24.691,2 → 24.691; share round(987,648) = 988 lira (offers.ts);
    // 98.800 × 15 % = 14.820.
    const figures = offerMoney(1234.56, 'creatorExempt');
    expect(figures).toMatchObject({ net: 123_456, kdv: 24_691, gross: 148_147 });
    expect(figures).toMatchObject({ earnings: 98_800, withholding: 14_820, take: 83_980 });
  });

  it('rounds half up: 0,05 lira has 1 kuruş KDV; 0,07 lira of share has 1 kuruş withheld', () => {
    expect(offerMoney(0.05, 'company')).toMatchObject({ net: 5, kdv: 1, gross: 6 });
    // stored share 0,07 lira = 7 kuruş × 15 % = 1,05 → 1.
    expect(offerMoney(1, 'creatorExempt', 0.07)).toMatchObject({ earnings: 7, withholding: 1 });
  });

  it('uses the stored share of a sent offer, else computes it', () => {
    expect(offerMoney(5000, 'company', 3500).earnings).toBe(350_000);
    expect(offerMoney(5000, 'company', Number.NaN).earnings).toBe(400_000);
    expect(offerMoney(5000, 'company', -1).earnings).toBe(400_000);
  });
});

describe('the breakdown texts', () => {
  it('Turkish: Marka öder ₺X + KDV = ₺Y; hesabınıza geçecek ≈ ₺Z', () => {
    expect(show(offerBreakdownText(offerMoney(5000, 'creatorExempt')))).toBe(
      'Marka öder ₺5.000 + KDV = ₺6.000; hesabınıza geçecek ≈ ₺3.400',
    );
    expect(show(offerBreakdownText(offerMoney(5000, 'soleProprietor')))).toBe(
      'Marka öder ₺5.000 + KDV = ₺6.000; hesabınıza geçecek ≈ ₺4.000',
    );
    expect(show(offerBreakdownText(offerMoney(1234.56, 'company')))).toBe(
      'Marka öder ₺1.234,56 + KDV = ₺1.481,47; hesabınıza geçecek ≈ ₺988',
    );
  });

  it('names the KDV rate and the withholding rate for each tax status', () => {
    const how = (status: TaxStatus) => show(offerHowText(offerMoney(5000, status)));
    expect(how('creatorExempt')).toBe(
      'Nasıl hesaplandı: KDV %20; payınız teklifin %80 kadarı (₺4.000); GVK 20/B stopajı %15 (₺600) bankanızca kesilir.',
    );
    expect(how('soleProprietor')).toBe(
      'Nasıl hesaplandı: KDV %20; payınız teklifin %80 kadarı (₺4.000); şahıs şirketi olarak fatura kestiğiniz için stopaj %0, gelir verginizi beyannamenizle ödersiniz.',
    );
    expect(how('company')).toBe(
      'Nasıl hesaplandı: KDV %20; payınız teklifin %80 kadarı (₺4.000); şirketiniz fatura kestiği için stopaj %0.',
    );
  });

  it('exists in English and Spanish for every tax status', () => {
    for (const language of ['en', 'es']) {
      for (const status of TAX_STATUSES) {
        const figures = offerMoney(5000, status);
        expect(show(offerHowText(figures, language), language)).not.toContain('{{');
        expect(show(offerBreakdownText(figures, language), language)).not.toContain('{{');
      }
    }
    expect(show(offerBreakdownText(offerMoney(5000, 'creatorExempt'), 'en'), 'en')).toBe(
      'The brand pays ₺5,000 + VAT = ₺6,000; your account receives ≈ ₺3,400',
    );
  });

  it("the owner's table: ₺X + KDV = ₺Y", () => {
    expect(show(bidTotalText(5000))).toBe('₺5.000 + KDV = ₺6.000');
    expect(show(bidTotalText(99.99))).toBe('₺99,99 + KDV = ₺119,99');
    // Spanish puts the sign after the amount, with a no-break space.
    expect(show(bidTotalText(12500, 'es'), 'es').replace(/\u00a0/g, ' ')).toBe(
      '12.500 ₺ + IVA = 15.000 ₺',
    );
  });
});
