import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/locales/parts/briefs.en.json';
import es from '@/i18n/locales/parts/briefs.es.json';
import tr from '@/i18n/locales/parts/briefs.tr.json';
import coreTr from '@/i18n/locales/tr.json';
import coreEn from '@/i18n/locales/en.json';
import coreEs from '@/i18n/locales/es.json';
import {
  ADMIN_CATEGORY_LIMIT,
  brandName,
  briefAgeRange,
  categoryLabels,
  contentTypeLabels,
  dateRange,
  formatAgeRange,
  formatDate,
  formatMoney,
  genderTag,
  interestKey,
  moneyWithVat,
  offerText,
  platformLabels,
  workModelKey,
} from '../cardFormat';
import { resolveText, type DisplayText, type Translate } from '../text';
import { makeBrief } from './briefFixture';

// A private i18next instance with the real locale files, so the tests read the rendered text.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'tr',
    resources: {
      // The briefs part and the core it builds on (category labels are core texts).
      tr: { translation: { ...coreTr, ...tr } },
      en: { translation: { ...coreEn, ...en } },
      es: { translation: { ...coreEs, ...es } },
    },
    interpolation: { escapeValue: false },
  });
});
const t: Translate = (key, values) => {
  expect(i18n.exists(key), `missing key ${key}`).toBe(true);
  return i18n.t(key, values);
};
const show = (text: DisplayText, language = 'tr') =>
  resolveText(text, (key, values) => {
    expect(i18n.exists(key, { lng: language }), `missing ${language} key ${key}`).toBe(true);
    return i18n.t(key, { ...values, lng: language });
  });

describe('money', () => {
  it('formats Turkish lira per language, whole amounts without decimals', () => {
    expect(formatMoney(12500)).toBe('₺12.500');
    expect(formatMoney(12500, 'tr')).toBe('₺12.500');
    expect(formatMoney(1250000, 'en')).toBe('₺1,250,000');
    expect(formatMoney(0)).toBe('₺0');
  });

  it('shows two decimals only when the amount has a fraction', () => {
    expect(formatMoney(12500.5)).toBe('₺12.500,50');
  });

  it('adds KDV in Turkish and the local VAT word elsewhere', () => {
    expect(show(moneyWithVat(12500))).toBe('₺12.500 + KDV');
    expect(show(moneyWithVat(12500, 'en'), 'en')).toBe('₺12,500 + VAT');
    expect(show(moneyWithVat(12500, 'es'), 'es')).toMatch(/^12\.500\s₺ \+ IVA$/);
  });
});

describe('ages', () => {
  it("shows 'min - max Yaş'", () => {
    expect(formatAgeRange(18, 35)).toEqual({
      key: 'briefs.card.ageRange',
      values: { min: 18, max: 35 },
    });
    expect(show(formatAgeRange(18, 35)!)).toBe('18 - 35 Yaş');
  });

  it('fills a missing bound with the contract limit (13 or 99)', () => {
    expect(show(formatAgeRange(18, undefined)!)).toBe('18 - 99 Yaş');
    expect(show(formatAgeRange(null, 30)!)).toBe('13 - 30 Yaş');
  });

  it('shows nothing without bounds', () => {
    expect(formatAgeRange()).toBeNull();
    expect(formatAgeRange(null, Number.NaN)).toBeNull();
  });

  it('reads a brief, falling back to sliderDoubleValue', () => {
    expect(show(briefAgeRange({ targetedMinimumAge: 20, targetedMaximumAge: 40 })!)).toBe(
      '20 - 40 Yaş',
    );
    expect(show(briefAgeRange({ sliderDoubleValue: [21, 45] })!)).toBe('21 - 45 Yaş');
    expect(briefAgeRange({})).toBeNull();
  });
});

describe('genderTag', () => {
  it.each([
    [true, true, 'Kadınlar ve Erkekler'],
    [false, true, 'Kadınlar'],
    [true, false, 'Erkekler'],
  ] as const)('male %s, female %s → %s', (male, female, label) => {
    const key = genderTag({ targetMaleInfluencers: male, targetFemaleInfluencers: female });
    expect(t(key!)).toBe(label);
  });

  it('is null when no gender is targeted', () => {
    expect(genderTag({ targetMaleInfluencers: false, targetFemaleInfluencers: false })).toBeNull();
    expect(genderTag({})).toBeNull();
  });

  it('reads targetedGenders when the flags are absent', () => {
    expect(genderTag({ targetedGenders: ['female', 'male'] })).toBe('briefs.card.gender.both');
  });
});

describe('dateRange', () => {
  const start = new Date(2025, 1, 1, 15, 30).getTime();
  const end = new Date(2025, 1, 28).getTime();

  it('formats dates as dd.MM.yyyy', () => {
    expect(formatDate(new Date(2025, 0, 5).getTime())).toBe('05.01.2025');
  });

  it('shows both bounds', () => {
    expect(dateRange(start, end)).toEqual({
      key: 'briefs.card.dates.range',
      values: { start: '01.02.2025', end: '28.02.2025' },
    });
    expect(show(dateRange(start, end))).toBe('01.02.2025 - 28.02.2025');
  });

  it("shows only a start with 'başlangıç'", () => {
    expect(show(dateRange(start, null))).toBe('01.02.2025 başlangıç');
    expect(show(dateRange(start))).toBe('01.02.2025 başlangıç');
  });

  it("shows only an end with 'bitiş'", () => {
    expect(show(dateRange(null, end))).toBe('28.02.2025 bitiş');
    expect(show(dateRange(undefined, end))).toBe('28.02.2025 bitiş');
  });

  it("says 'Tarih belirtilmemiş' without dates", () => {
    expect(show(dateRange())).toBe('Tarih belirtilmemiş');
    expect(show(dateRange(null, null))).toBe('Tarih belirtilmemiş');
    expect(show(dateRange(Number.NaN, Number.NaN))).toBe('Tarih belirtilmemiş');
  });
});

describe('platforms and content types', () => {
  it('labels the listed platforms in a fixed order', () => {
    const keys = platformLabels({ briefPlatforms: ['youtube', 'instagram', 'tiktok'] });
    expect(keys.map((key) => t(key))).toEqual(['Instagram', 'TikTok', 'YouTube']);
  });

  it("defaults to 'Tüm platformlar'", () => {
    expect(platformLabels({ briefPlatforms: [] }).map((key) => t(key))).toEqual([
      'Tüm platformlar',
    ]);
    expect(platformLabels({}).map((key) => t(key))).toEqual(['Tüm platformlar']);
  });

  it('reads selectedBriefPlatforms when briefPlatforms is empty', () => {
    expect(platformLabels({ briefPlatforms: [], selectedBriefPlatforms: ['tiktok'] })).toEqual([
      'briefs.card.platforms.tiktok',
    ]);
  });

  it('labels content types', () => {
    const keys = contentTypeLabels({ contentTypes: ['video', 'story', 'reel', 'post'] });
    expect(keys.map((key) => t(key))).toEqual(['Story', 'Post', 'Reel', 'Video']);
  });

  it("defaults to 'Tüm içerik türleri'", () => {
    expect(contentTypeLabels({}).map((key) => t(key))).toEqual(['Tüm içerik türleri']);
    expect(contentTypeLabels({ contentTypes: [] }).map((key) => t(key))).toEqual([
      'Tüm içerik türleri',
    ]);
  });
});

describe('categoryLabels', () => {
  it('labels every category without a limit', () => {
    const { keys, more } = categoryLabels({ targetedCategories: [2, 'Sağlık', '9'] });
    expect(keys.map((key) => t(key))).toEqual(['Moda', 'Sağlık', 'Spor']);
    expect(more).toBe(false);
  });

  it("says 'Belirtilmemiş' without categories", () => {
    const { keys, more } = categoryLabels({ targetedCategories: [] });
    expect(keys.map((key) => t(key))).toEqual(['Belirtilmemiş']);
    expect(more).toBe(false);
    expect(categoryLabels({ targetedCategories: ['unknown'] }, 2).keys).toEqual([
      'briefs.card.noCategory',
    ]);
  });

  it('shows at most 2 on the admin list, then more (the ellipsis)', () => {
    expect(ADMIN_CATEGORY_LIMIT).toBe(2);
    const three = categoryLabels({ targetedCategories: [2, 7, 9] }, ADMIN_CATEGORY_LIMIT);
    expect(three.keys.map((key) => t(key))).toEqual(['Moda', 'Sağlık']);
    expect(three.more).toBe(true);
    const two = categoryLabels({ targetedCategories: [2, 7] }, ADMIN_CATEGORY_LIMIT);
    expect(two.keys).toHaveLength(2);
    expect(two.more).toBe(false);
  });

  it('counts duplicates once', () => {
    expect(categoryLabels({ targetedCategories: [2, 'Moda', 7] }, 2)).toEqual({
      keys: ['categories.2', 'categories.7'],
      more: false,
    });
  });
});

describe('workModelKey', () => {
  it.each([
    ['money', false, 'Bütçe'],
    ['money', true, 'Bütçeli'],
    ['product', false, 'Barter'],
    ['product', true, 'Barter'],
    ['both', false, 'Bütçe+Ürün'],
    ['both', true, 'Bütçe+Ürün'],
  ] as const)('%s (admin %s) → %s', (paymentType, admin, label) => {
    expect(t(workModelKey(paymentType, { admin }))).toBe(label);
  });

  it('defaults to the non-admin label', () => {
    expect(workModelKey('money')).toBe('briefs.card.workModel.money');
  });
});

describe('brandName', () => {
  it('shows the sender name as written', () => {
    expect(brandName(makeBrief({ briefSenderName: ' Acme ' }))).toEqual({ text: 'Acme' });
  });

  it("says 'Bilinmeyen Marka' for a blank name", () => {
    expect(show(brandName(makeBrief({ briefSenderName: '  ' })))).toBe('Bilinmeyen Marka');
    expect(show(brandName({} as { briefSenderName: string }))).toBe('Bilinmeyen Marka');
  });
});

describe('offer and interest columns', () => {
  it("says 'Teklif Göndermediniz' without a bid", () => {
    expect(show(offerText())).toBe('Teklif Göndermediniz');
    expect(show(offerText(null))).toBe('Teklif Göndermediniz');
  });

  it('shows the bid with KDV', () => {
    expect(show(offerText({ price: 7500 }))).toBe('₺7.500 + KDV');
  });

  it('shows interest', () => {
    expect(t(interestKey(true))).toBe('İlgilendiniz');
    expect(t(interestKey(false))).toBe('İlgilenmediniz');
  });
});
