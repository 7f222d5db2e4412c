import { describe, expect, it } from 'vitest';
import { toCategoryNames, toFaqEntry, type FaqEntry } from '@/lib/collections/contents';
import { categoryNamesTr } from '@/lib/categories';
import { matchesFaq, searchFaq } from '../model/faqSearch';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from '../model/readingTime';
import { isSlug, MAX_SLUG_LENGTH, turkishSlug } from '../model/slug';

describe('turkishSlug', () => {
  it('turns Turkish letters into their ASCII base with Turkish case rules', () => {
    expect(turkishSlug('Kış Cilt Bakımı: İpuçları!')).toBe('kis-cilt-bakimi-ipuclari');
    expect(turkishSlug('IĞDIR’da Şölen & Gösteri')).toBe('igdir-da-solen-gosteri');
    expect(turkishSlug('Ürün Çekimi İçin 5 Öneri')).toBe('urun-cekimi-icin-5-oneri');
  });

  it('keeps no leading, trailing or repeated dashes and stays within the limit', () => {
    expect(turkishSlug('  --Merhaba   Dünya--  ')).toBe('merhaba-dunya');
    const long = turkishSlug('çok uzun başlık '.repeat(20));
    expect(long.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(long.endsWith('-')).toBe(false);
    expect(isSlug(long)).toBe(true);
  });

  it('isSlug accepts only what turkishSlug makes', () => {
    expect(isSlug('mikro-influencer-nedir')).toBe(true);
    expect(isSlug('Mikro')).toBe(false);
    expect(isSlug('kış')).toBe(false);
    expect(isSlug('a--b')).toBe(false);
    expect(isSlug('')).toBe(false);
    expect(isSlug('../etc')).toBe(false);
  });
});

describe('reading time', () => {
  it('counts the words a reader sees, not link targets or Markdown marks', () => {
    expect(countWords('## Başlık\n\n**Kalın** metin ve [bağlantı](https://x.example/a-b-c).')).toBe(
      5,
    );
    expect(countWords('![kapak görseli](/demo/a.svg)\n- bir\n- iki')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('rounds up to whole minutes, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('kelime '.repeat(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes('kelime '.repeat(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes('kelime '.repeat(WORDS_PER_MINUTE * 4))).toBe(4);
  });
});

describe('FAQ search', () => {
  const entry = (id: string, question: string, answer: string): FaqEntry =>
    toFaqEntry(id, { question, answer, order: 1 });
  const entries = [
    entry(
      'iade',
      'Aboneliğimi iptal edip iade alabilir miyim?',
      'Destek sayfasından İADE isteyin.',
    ),
    entry('isik', 'Işık düzeni nasıl olmalı?', 'Gün ışığında çekin.'),
    entry('odeme', 'Ödememi ne zaman alırım?', 'İş birliği tamamlanınca iade değil ödeme yapılır.'),
  ];

  it('compares with Turkish case rules', () => {
    expect(matchesFaq(entries[0], 'İADE')).toBe(true);
    expect(matchesFaq(entries[1], 'IŞIK')).toBe(true);
    // Dotted and dotless i are different letters in Turkish.
    expect(matchesFaq(entries[1], 'işik')).toBe(false);
    expect(matchesFaq(entries[2], 'ÖDEME')).toBe(true);
  });

  it('needs every word, in the question or the answer', () => {
    expect(searchFaq(entries, 'iade destek').map((e) => e.id)).toEqual(['iade']);
    expect(searchFaq(entries, 'iade yok')).toEqual([]);
  });

  it('lists questions that match before answers that match, and everything for no text', () => {
    expect(searchFaq(entries, 'iade').map((e) => e.id)).toEqual(['iade', 'odeme']);
    expect(searchFaq(entries, '   ').map((e) => e.id)).toEqual(['iade', 'isik', 'odeme']);
  });
});

describe('category names from Contents/Categories', () => {
  it('takes a language only with 17 non-blank names', () => {
    const names = toCategoryNames({
      tr: [...categoryNamesTr],
      en: ['Parenting'],
      es: [...categoryNamesTr.slice(0, 16), '  '],
    });
    expect(names).toEqual({ tr: [...categoryNamesTr] });
    expect(toCategoryNames({})).toEqual({});
  });
});
