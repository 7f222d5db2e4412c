// The products pages' brief reads (src/features/products/api) as the app runs them: its own
// Firebase module, signed in as a brand or an admin, under the real security rules. A brand
// reads exactly her own briefs (approved and waiting) through the owner queries; the rules
// refuse her the admins' query over every brief (rules are not filters); an admin reads
// everyone's newest. The emulators are shared: ids carry this run, the briefs are stamped in
// 2100 so they come first, and only what this file creates is removed.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchProductBriefs,
  PRODUCT_BRIEFS_LIMIT,
} from '../../src/features/products/api/productsApi';
import { aggregateProducts } from '../../src/features/products/model/productCatalog';
import { storedBrief } from '../rules/briefs.fixtures';
import { adminApp, removeUser, run, signInNewUser } from './appUser';

const admin = adminApp('products-api');
const id = (name: string) => `products-${run}-${name}`;
const base = 4_102_444_800 + Math.floor(Math.random() * 1_000_000);
const created: string[] = [];
let brandUid = '';

async function seedBrief(name: string, owner: string, seconds: number, extra: object) {
  created.push(id(name));
  await admin.db.doc(`briefs/${id(name)}`).set(
    storedBrief(id(name), owner, {
      title: `Ürün projesi ${name}`,
      timestamp: new Timestamp(base + seconds, 0),
      verifiedAt: new Timestamp(base + seconds + 60, 0),
      ...extra,
    }),
  );
}

const mine = (briefs: { id: string }[]) => briefs.map((b) => b.id).filter((b) => b.includes(run));

beforeAll(async () => {
  brandUid = await signInNewUser(admin, 'products-brand', { type: 'brand', name: 'Nova' });
  await seedBrief('approved', brandUid, 30, {
    paymentType: 'product',
    budget: 0,
    products: [{ name: 'Filtre Kahve Seti', price: 720 }],
    images: ['/demo/briefs/kampanya-1.svg'],
  });
  await seedBrief('waiting', brandUid, 20, {
    paymentType: 'both',
    isVerified: false,
    verifiedAt: null,
    products: [{ name: 'FİLTRE KAHVE SETİ', price: 700 }],
  });
  await seedBrief('money', brandUid, 10, { paymentType: 'money' });
  // Someone else's public brief: readable by the brand, but not hers.
  await seedBrief('other', 'products-other-owner', 40, {
    paymentType: 'product',
    products: [{ name: 'Kitap Seti', price: 560 }],
  });
});

afterAll(async () => {
  for (const brief of created) await admin.db.doc(`briefs/${brief}`).delete();
  await removeUser(admin, brandUid);
});

describe('a brand', () => {
  it('reads her own briefs, approved and waiting, newest first, and nobody else’s', async () => {
    const { briefs, truncated } = await fetchProductBriefs({ view: 'owner', uid: brandUid });
    expect(mine(briefs)).toEqual([id('approved'), id('waiting'), id('money')]);
    expect(truncated).toBe(false);
    expect(briefs[0]).toEqual({
      id: id('approved'),
      title: 'Ürün projesi approved',
      timestamp: (base + 30) * 1000,
      paymentType: 'product',
      image: '/demo/briefs/kampanya-1.svg',
      products: [{ name: 'Filtre Kahve Seti', price: 720 }],
    });
    const products = aggregateProducts(briefs);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ name: 'Filtre Kahve Seti', price: 720 });
    expect(products[0]!.briefs.map((b) => b.briefId)).toEqual([id('approved'), id('waiting')]);
  });

  it('is refused the query over every brief', async () => {
    await expect(fetchProductBriefs({ view: 'all' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('cannot list another owner’s briefs, waiting ones included, as if they were hers', async () => {
    await expect(
      fetchProductBriefs({ view: 'owner', uid: 'products-other-owner' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('an admin', () => {
  const adminSide = adminApp('products-api-admin');
  let adminUid = '';
  beforeAll(async () => {
    adminUid = await signInNewUser(adminSide, 'products-admin', { type: 'admin', name: 'Admin' });
  });
  afterAll(() => removeUser(adminSide, adminUid));

  it('reads everyone’s newest briefs, bounded', async () => {
    const { briefs } = await fetchProductBriefs({ view: 'all' });
    expect(briefs.length).toBeLessThanOrEqual(PRODUCT_BRIEFS_LIMIT);
    expect(mine(briefs)).toEqual([id('other'), id('approved'), id('waiting'), id('money')]);
    // Stamped in 2100, this run's briefs are the newest of all.
    expect(briefs.slice(0, 4).map((b) => b.id)).toEqual(mine(briefs));
  });
});
