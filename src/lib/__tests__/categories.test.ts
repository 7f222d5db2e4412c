import { describe, expect, it } from 'vitest';
import {
  CATEGORY_COUNT,
  categoryCodes,
  categoryLabelKey,
  categoryNamesTr,
  toCategoryCode,
  toCategoryCodes,
} from '../categories';

const specNames = [
  'Ebeveyn',
  'Kişisel Bakım',
  'Moda',
  'Eğitim',
  'Sanat/Tasarım',
  'Müzik',
  'Oyun',
  'Sağlık',
  'Seyahat',
  'Spor',
  'Teknoloji',
  'Aşk ve İlişkiler',
  'Gıda',
  'Dans',
  'Edebiyat',
  'Psikoloji',
  'Genel Kültür',
];

describe('category codes', () => {
  it('are 0 to 16, seventeen of them', () => {
    expect(CATEGORY_COUNT).toBe(17);
    expect(categoryCodes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('have the spec names, and their labels under categories.<code>', () => {
    expect(categoryNamesTr).toEqual(specNames);
    for (const code of categoryCodes) expect(categoryLabelKey(code)).toBe(`categories.${code}`);
  });
});

describe('toCategoryCode', () => {
  it('accepts codes 0-16 and rejects other numbers', () => {
    expect(toCategoryCode(0)).toBe(0);
    expect(toCategoryCode(16)).toBe(16);
    expect(toCategoryCode(17)).toBeNull();
    expect(toCategoryCode(-1)).toBeNull();
    expect(toCategoryCode(2.5)).toBeNull();
    expect(toCategoryCode(Number.NaN)).toBeNull();
  });

  it('accepts numeric strings', () => {
    expect(toCategoryCode('7')).toBe(7);
    expect(toCategoryCode(' 12 ')).toBe(12);
    expect(toCategoryCode('17')).toBeNull();
    expect(toCategoryCode('1.5')).toBeNull();
    expect(toCategoryCode('')).toBeNull();
  });

  it.each(specNames.map((name, code) => [name, code] as const))(
    'reads the name %s',
    (name, code) => {
      expect(toCategoryCode(name)).toBe(code);
    },
  );

  it('ignores case with Turkish rules, extra spaces and spaces around the slash', () => {
    expect(toCategoryCode('KİŞİSEL BAKIM')).toBe(1);
    expect(toCategoryCode('kişisel bakım')).toBe(1);
    expect(toCategoryCode('SAĞLIK')).toBe(7);
    expect(toCategoryCode('  aşk  ve   ilişkiler ')).toBe(11);
    expect(toCategoryCode('Sanat / Tasarım')).toBe(4);
    expect(toCategoryCode('GENEL KÜLTÜR')).toBe(16);
  });

  it('rejects unknown names', () => {
    expect(toCategoryCode('Fashion')).toBeNull();
    expect(toCategoryCode('Kisisel Bakim')).toBeNull();
  });
});

describe('toCategoryCodes', () => {
  it('keeps distinct readable codes in order and drops the rest', () => {
    expect(toCategoryCodes([7, 'Moda', '7', 'x', 99, 'moda', '3'])).toEqual([7, 2, 3]);
    expect(toCategoryCodes(undefined)).toEqual([]);
    expect(toCategoryCodes(null)).toEqual([]);
  });
});
