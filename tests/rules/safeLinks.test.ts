import {
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  newBrief,
  newInfluencer,
  seedBriefs,
  seedCast,
  seedDocs,
  storedInfluencer,
} from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, registration, seedUsers } from './users.fixtures';

// Issue 18 point 8 (docs/decisions.md "Safe links"): every URL a user can store is https on
// create and on edit. Images may also be a path on this site (the seed's /demo/... pictures)
// or a file in the Storage emulator; links are https only.
const hostile = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example/x.png',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  'https://',
  ' https://example.com/x.png',
];
const https = 'https://cdn.example.com/a.png';
const sitePath = '/demo/avatars/ayse.svg';
const emulatorFile =
  'http://127.0.0.1:9199/v0/b/demo-project.appspot.com/o/profilePhotos%2Fa?alt=media&token=t';

describe('safe links', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      'Influencers/inf2': storedInfluencer('inf2'),
      'Brands/brand1': {
        uid: 'brand1',
        imitatorAgencyUID: '',
        isVerifiedAccount: true,
        timestamp: Timestamp.fromDate(new Date('2024-01-20T10:00:00Z')),
        generalInfo: { brandName: 'Nova Market', profilePhotoUrl: '', brandLogoUrl: '' },
        profilePhotoUrl: '',
        brandLogoUrl: '',
        lowerCaseBrandName: 'nova market',
      },
      'Users/owner1': {
        ...seedUsers.brand1,
        uid: 'owner1',
        email: emailOf('owner1'),
        isAffiliateMarketingEnabled: true,
      },
      'Affiliates/a1': programme(Timestamp.fromDate(new Date('2026-01-10T10:00:00Z'))),
      'Contents/Blog/posts/kapakli': {
        title: 'Kapaklı yazı',
        body: 'Metin',
        coverImage: '/demo/blog/mikro.svg',
        publishedAt: Timestamp.fromDate(new Date('2026-03-01T09:00:00Z')),
      },
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();

  /** Each hostile value denied by `write`, then each allowed one accepted. */
  async function check(
    write: (value: string) => Promise<unknown>,
    allowed: readonly string[],
    denied: readonly string[] = hostile,
  ) {
    for (const value of denied) await assertFails(write(value));
    for (const value of allowed) await assertSucceeds(write(value));
  }

  describe('Users profileImage', () => {
    it('registration: hostile denied; https, a site path or none allowed', async () => {
      let n = 0;
      const register = (value: string) => {
        const uid = `new${(n += 1)}`;
        return setDoc(
          doc(as(uid), 'Users', uid),
          registration(uid, 'brand', { profileImage: value }),
        );
      };
      await check(register, [https, sitePath, '']);
    });

    it('edit: hostile denied; https, a site path and a Storage emulator file allowed', async () => {
      const db = as('inf1');
      await check(
        (value) => updateDoc(doc(db, 'Users', 'inf1'), { profileImage: value }),
        [https, sitePath, emulatorFile],
      );
      // Admins are held to the same.
      await assertFails(
        updateDoc(doc(as('admin1'), 'Users', 'inf1'), { profileImage: 'javascript:alert(1)' }),
      );
    });
  });

  describe('Influencers profileImage and generalInfo.profilePhotoUrl', () => {
    it('create: hostile denied, https allowed', async () => {
      const create = (value: string) =>
        setDoc(
          doc(as('inf1'), 'Influencers', 'inf1'),
          newInfluencer('inf1', { profileImage: value }),
        );
      await check(create, [https]);
    });

    it('edit: hostile denied in either field; the photo upload’s values allowed', async () => {
      const db = as('inf2');
      const photo = (value: string) =>
        updateDoc(doc(db, 'Influencers', 'inf2'), {
          profileImage: value,
          'generalInfo.profilePhotoUrl': https,
        });
      const general = (value: string) =>
        updateDoc(doc(db, 'Influencers', 'inf2'), {
          profileImage: https,
          'generalInfo.profilePhotoUrl': value,
        });
      await check(photo, [https, emulatorFile]);
      await check(general, [https, sitePath, emulatorFile]);
    });
  });

  describe('Brands logo and photo', () => {
    it('create: hostile denied in any of the four fields, https allowed', async () => {
      const profile = (value: string, which: string): DocumentData => {
        const urls: DocumentData = {
          profilePhotoUrl: https,
          brandLogoUrl: https,
          generalInfo: { brandName: 'Yeşil Bahçe', profilePhotoUrl: https, brandLogoUrl: https },
        };
        if (which.startsWith('generalInfo.')) urls.generalInfo[which.slice(12)] = value;
        else urls[which] = value;
        return {
          uid: 'brand2',
          imitatorAgencyUID: '',
          isVerifiedAccount: false,
          timestamp: serverTimestamp(),
          lowerCaseBrandName: 'yeşil bahçe',
          ...urls,
        };
      };
      for (const which of [
        'profilePhotoUrl',
        'brandLogoUrl',
        'generalInfo.profilePhotoUrl',
        'generalInfo.brandLogoUrl',
      ])
        for (const value of hostile)
          await assertFails(setDoc(doc(as('brand2'), 'Brands', 'brand2'), profile(value, which)));
      await assertSucceeds(
        setDoc(doc(as('brand2'), 'Brands', 'brand2'), profile(https, 'brandLogoUrl')),
      );
    });

    it('edit: hostile denied; https and a site path allowed', async () => {
      const db = as('brand1');
      const logo = (value: string) =>
        updateDoc(doc(db, 'Brands', 'brand1'), {
          brandLogoUrl: value,
          'generalInfo.brandLogoUrl': value,
        });
      await check(logo, [https, '/demo/logos/nova-market.svg', '']);
      await check(
        (value) => updateDoc(doc(db, 'Brands', 'brand1'), { profilePhotoUrl: value }),
        [https],
      );
      // Admins too.
      await assertFails(
        updateDoc(doc(as('admin1'), 'Brands', 'brand1'), { brandLogoUrl: 'data:image/png,x' }),
      );
    });
  });

  describe('briefs images, urlLinks and storyRedirectLink', () => {
    const fields = (value: string): DocumentData[] => [
      { images: [value] },
      { images: [https, value] },
      { urlLinks: [value] },
      { urlLinks: ['https://example.com/a', value] },
      { storyRedirectLink: value },
      { briefSenderImageUrl: value },
    ];

    it('create: a hostile value in any of them is denied; https allowed', async () => {
      const db = as('brand1');
      for (const value of hostile)
        for (const bad of fields(value))
          await assertFails(setDoc(doc(db, 'briefs', 'b1'), newBrief('b1', 'brand1', bad)));
      // A site path is an image, not a link.
      await assertFails(
        setDoc(doc(db, 'briefs', 'b1'), newBrief('b1', 'brand1', { urlLinks: [sitePath] })),
      );
      for (const empty of [{ urlLinks: [''] }, { images: [''] }, { images: [https, ''] }])
        await assertFails(setDoc(doc(db, 'briefs', 'b1'), newBrief('b1', 'brand1', empty)));
      await assertSucceeds(
        setDoc(
          doc(db, 'briefs', 'b1'),
          newBrief('b1', 'brand1', {
            images: [https, '/demo/briefs/kampanya-1.svg'],
            urlLinks: ['https://example.com/a', 'https://example.com/b?c=d#e'],
            storyRedirectLink: 'https://example.com/magaza',
            briefSenderImageUrl: sitePath,
          }),
        ),
      );
    });

    it('edit: a hostile value in any of them is denied (owner and admin); https allowed', async () => {
      for (const who of ['brand1', 'admin1']) {
        const db = as(who);
        for (const value of hostile)
          for (const bad of fields(value))
            await assertFails(updateDoc(doc(db, 'briefs', 'open'), bad));
      }
      await assertSucceeds(
        updateDoc(doc(as('brand1'), 'briefs', 'open'), {
          images: ['/demo/briefs/kampanya-2.svg', https],
          urlLinks: ['https://example.com/kampanya'],
          storyRedirectLink: 'https://example.com/magaza',
        }),
      );
    });
  });

  describe('Contents blog coverImage', () => {
    const post = (coverImage: string) => ({
      title: 'Yeni yazı',
      body: 'Metin',
      coverImage,
      publishedAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });

    it('create: hostile denied; https, a site path or none allowed', async () => {
      let n = 0;
      const db = as('admin1');
      await check(
        (value) => setDoc(doc(db, `Contents/Blog/posts/yazi-${(n += 1)}`), post(value)),
        [https, sitePath, ''],
      );
    });

    it('edit: hostile denied (javascript: among them); https allowed', async () => {
      const db = as('admin1');
      const edit = (value: string) =>
        updateDoc(doc(db, 'Contents/Blog/posts/kapakli'), {
          coverImage: value,
          updatedAt: serverTimestamp(),
        });
      await check(edit, [https, '/demo/blog/brief.svg', '']);
    });
  });

  describe('Affiliates productLink', () => {
    it('create and edit: hostile denied, https allowed', async () => {
      const db = as('owner1');
      let n = 0;
      await check(
        (value) =>
          setDoc(doc(db, 'Affiliates', `p${(n += 1)}`), {
            ...programme(serverTimestamp()),
            productLink: value,
          }),
        ['https://www.trendyol.com/nova/krem-p-1'],
        [...hostile, sitePath],
      );
      await check(
        (value) => updateDoc(doc(db, 'Affiliates', 'a1'), { productLink: value }),
        ['https://www.hepsiburada.com/krem-p-2'],
        [...hostile, sitePath],
      );
    });
  });
});

function programme(timestamp: unknown): DocumentData {
  return {
    ownerId: 'owner1',
    ownerName: 'Nova Market',
    timestamp,
    productName: 'Nemlendirici Krem 50 ml',
    productLink: 'https://www.trendyol.com/nova/nemlendirici-krem-p-123',
    commissionKind: 'rate',
    commissionValue: 1250,
    marketplace: 'trendyol',
    startDate: '2026-01-15',
    endDate: '2026-03-15',
    description: 'Satış başına komisyon.',
  };
}
