import { describe, expect, it } from 'vitest';
import {
  aggregateProducts,
  firstImageOf,
  matchesSearch,
  productKey,
  type ProductBrief,
} from '../productCatalog';
import { formatDay, formatPrice } from '../productFormat';

const day = (d: number) => Date.UTC(2026, 10, d, 9);

function brief(id: string, d: number, extra: Partial<ProductBrief> = {}): ProductBrief {
  return {
    id,
    title: `Proje ${id}`,
    timestamp: day(d),
    paymentType: 'product',
    image: null,
    products: [],
    ...extra,
  };
}

describe('aggregateProducts', () => {
  it('gathers one product per name with Turkish case rules, newest brief first', () => {
    const products = aggregateProducts([
      brief('b1', 1, { products: [{ name: 'IŞIK Lamba', price: 100 }], image: '/a.svg' }),
      brief('b2', 5, { products: [{ name: '  ışık   lamba ', price: 150 }] }),
      brief('b3', 3, { products: [{ name: 'İpek Şal', price: 80 }], paymentType: 'both' }),
    ]);
    expect(products.map((p) => p.name)).toEqual(['ışık lamba', 'İpek Şal']);
    const [lamp, shawl] = products;
    // The newest brief speaks for the product; the image falls back to an older brief's.
    expect(lamp).toMatchObject({
      key: 'ışık lamba',
      price: 150,
      lastUsedAt: day(5),
      image: '/a.svg',
    });
    expect(lamp!.briefs.map((b) => b.briefId)).toEqual(['b2', 'b1']);
    expect(lamp!.briefs[0]).toEqual({ briefId: 'b2', title: 'Proje b2', timestamp: day(5) });
    expect(shawl).toMatchObject({ price: 80, lastUsedAt: day(3), image: null });
  });

  it('keeps apart names that only an English lower case would merge', () => {
    // 'I' lowers to 'ı' in Turkish, so 'KIR' is 'kır', not 'kir'.
    const products = aggregateProducts([
      brief('b1', 1, { products: [{ name: 'KIR Çiçeği', price: 10 }] }),
      brief('b2', 2, { products: [{ name: 'kir çiçeği', price: 20 }] }),
    ]);
    expect(products.map((p) => p.key)).toEqual(['kir çiçeği', 'kır çiçeği']);
  });

  it('skips money-only briefs, blank names, and counts a brief once per product', () => {
    const products = aggregateProducts([
      brief('money', 9, { paymentType: 'money', products: [{ name: 'Saat', price: 1 }] }),
      brief('b1', 2, {
        products: [
          { name: 'Saat', price: 4200 },
          { name: 'SAAT', price: 4300 },
          { name: '   ', price: 5 },
        ],
      }),
    ]);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ name: 'Saat', price: 4200, lastUsedAt: day(2) });
    expect(products[0]!.briefs.map((b) => b.briefId)).toEqual(['b1']);
  });

  it('orders by last use, then by Turkish name order, and keeps a missing price as null', () => {
    const products = aggregateProducts([
      brief('b1', 4, {
        products: [
          { name: 'Zeytin', price: null },
          { name: 'Çay', price: 30 },
          { name: 'Cezve', price: -1 },
        ],
      }),
      brief('b2', 6, { products: [{ name: 'Kahve', price: 12.5 }] }),
    ]);
    expect(products.map((p) => p.name)).toEqual(['Kahve', 'Cezve', 'Çay', 'Zeytin']);
    expect(products.find((p) => p.name === 'Zeytin')?.price).toBeNull();
    expect(products.find((p) => p.name === 'Cezve')?.price).toBeNull();
  });

  it('returns nothing for no barter briefs', () => {
    expect(aggregateProducts([])).toEqual([]);
    expect(aggregateProducts([brief('m', 1, { paymentType: 'money' })])).toEqual([]);
  });
});

describe('matchesSearch', () => {
  const [product] = aggregateProducts([
    brief('b1', 1, { products: [{ name: 'Işıltılı İpek Şal', price: 1 }] }),
  ]);

  it('finds a name by any part with Turkish case rules', () => {
    expect(matchesSearch(product!, 'IŞIL')).toBe(true);
    expect(matchesSearch(product!, 'ipek')).toBe(true);
    expect(matchesSearch(product!, '  İPEK   ŞAL ')).toBe(true);
    expect(matchesSearch(product!, '')).toBe(true);
  });

  it('does not confuse dotted and dotless i', () => {
    expect(matchesSearch(product!, 'isil')).toBe(false);
    expect(matchesSearch(product!, 'IPEK')).toBe(false); // 'IPEK' is 'ıpek' in Turkish
    expect(productKey('IPEK')).toBe('ıpek');
  });
});

describe('firstImageOf', () => {
  it('takes the first web or site address and nothing else', () => {
    expect(firstImageOf(['/demo/briefs/kampanya-1.svg', '/b.svg'])).toBe(
      '/demo/briefs/kampanya-1.svg',
    );
    expect(firstImageOf([' https://cdn.example.com/a.png '])).toBe('https://cdn.example.com/a.png');
    expect(firstImageOf(['javascript:alert(1)'])).toBeNull();
    expect(firstImageOf(['//evil.example.com/a.png'])).toBeNull();
    expect(firstImageOf([])).toBeNull();
    expect(firstImageOf(undefined)).toBeNull();
    expect(firstImageOf([42])).toBeNull();
  });
});

describe('formatting', () => {
  it('writes lira as the brief form stored them, in the UI language', () => {
    expect(formatPrice(1900, 'tr')).toBe('₺1.900');
    expect(formatPrice(12.5, 'tr')).toBe('₺12,50');
    expect(formatPrice(1900, 'en')).toBe('₺1,900');
    expect(formatPrice(null, 'tr')).toBeNull();
  });

  it('writes the day in Türkiye’s time', () => {
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    expect(formatDay(Date.UTC(2026, 10, 22, 22, 30), 'tr')).toBe('23 Kas 2026');
  });
});
