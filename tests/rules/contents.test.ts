import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { categoryNamesTr } from '../../src/lib/categories';
import { seedCast, seedDocs } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Contents/... (docs/decisions.md "Content pages"): everyone reads, signed in or not; only
// admins write the known documents, with their keys and size limits.
describe('contents rules', () => {
  const env = useRulesEnvironment();
  const post = (overrides: DocumentData = {}) => ({
    title: 'Mikro Influencer Nedir?',
    summary: 'Kısa bir özet.',
    body: 'Metin **kalın**.',
    coverImage: '/demo/blog/mikro.jpg',
    author: 'Editör',
    publishedAt: Timestamp.fromDate(new Date('2026-03-01T09:00:00Z')),
    ...overrides,
  });
  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      'Contents/Statistics': {
        brandCount: 120,
        influencerCount: 2400,
        briefCount: 310,
        collaborationCount: 980,
      },
      'Contents/Categories': { tr: [...categoryNamesTr] },
      'Contents/Mailing': { subject: 'Merhaba', heading: 'Hoş geldiniz', body: 'Metin' },
      'Contents/Blog/posts/mikro-influencer-nedir': post(),
      'Contents/Faq/entries/odeme': { question: 'Ödeme ne zaman?', answer: 'Hemen.', order: 1 },
      'Contents/KnowledgeBase/categories/baslangic': { name: 'Başlangıç', order: 1 },
      'Contents/KnowledgeBase/articles/ilk-brief': {
        categoryId: 'baslangic',
        title: 'İlk brief',
        body: 'Adımlar',
        order: 1,
      },
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const faqEdit = { question: 'Ödeme ne zaman yapılır?', answer: 'İş tamamlanınca.' };
  const stamped = (data: DocumentData) => ({ ...data, updatedAt: serverTimestamp() });

  describe('reads', () => {
    for (const [who, db] of [
      ['signed out', signedOut],
      ['an influencer', () => as('inf1')],
      ['a brand', () => as('brand1')],
    ] as const) {
      it(`${who} reads every content document and list`, async () => {
        const firestore: Firestore = db();
        await assertSucceeds(getDoc(doc(firestore, 'Contents/Statistics')));
        await assertSucceeds(getDoc(doc(firestore, 'Contents/Categories')));
        await assertSucceeds(getDoc(doc(firestore, 'Contents/Mailing')));
        await assertSucceeds(getDocs(collection(firestore, 'Contents/Blog/posts')));
        await assertSucceeds(getDocs(collection(firestore, 'Contents/Faq/entries')));
        await assertSucceeds(getDocs(collection(firestore, 'Contents/KnowledgeBase/categories')));
        await assertSucceeds(getDocs(collection(firestore, 'Contents/KnowledgeBase/articles')));
      });
    }

    it('a subcollection under the wrong document is closed', async () => {
      await assertFails(getDocs(collection(signedOut(), 'Contents/Faq/posts')));
      await assertFails(getDocs(collection(as('admin1'), 'Contents/Blog/entries')));
    });
  });

  describe('writes', () => {
    it('an admin edits an FAQ answer, a blog post, an article and the mailing template', async () => {
      const admin = as('admin1');
      await assertSucceeds(
        setDoc(doc(admin, 'Contents/Faq/entries/odeme'), stamped(faqEdit), { merge: true }),
      );
      await assertSucceeds(
        setDoc(
          doc(admin, 'Contents/Blog/posts/mikro-influencer-nedir'),
          stamped({ title: 'Yeni başlık', body: 'Yeni metin' }),
          { merge: true },
        ),
      );
      await assertSucceeds(
        setDoc(
          doc(admin, 'Contents/KnowledgeBase/articles/ilk-brief'),
          stamped({ title: 'İlk brief nasıl yazılır', body: 'Yeni adımlar' }),
          { merge: true },
        ),
      );
      await assertSucceeds(
        setDoc(doc(admin, 'Contents/Mailing'), stamped({ subject: 'Yeni konu' }), { merge: true }),
      );
      await assertSucceeds(
        setDoc(doc(admin, 'Contents/Categories'), stamped({ tr: [...categoryNamesTr] })),
      );
      await assertSucceeds(deleteDoc(doc(admin, 'Contents/Faq/entries/odeme')));
    });

    it('nobody else writes, signed in or not', async () => {
      for (const db of [signedOut(), as('inf1'), as('brand1'), as('agency1')]) {
        await assertFails(
          setDoc(doc(db, 'Contents/Faq/entries/odeme'), stamped(faqEdit), { merge: true }),
        );
        await assertFails(
          setDoc(doc(db, 'Contents/Blog/posts/yeni-yazi'), stamped(post({ title: 'Sahte' }))),
        );
        await assertFails(
          setDoc(doc(db, 'Contents/Statistics'), stamped({ brandCount: 1 }), { merge: true }),
        );
        await assertFails(deleteDoc(doc(db, 'Contents/Blog/posts/mikro-influencer-nedir')));
      }
    });

    it('an admin is held to the shapes: unknown keys, sizes, slugs and documents', async () => {
      const admin = as('admin1');
      await assertFails(
        setDoc(doc(admin, 'Contents/Faq/entries/odeme'), stamped({ ...faqEdit, html: '<b>' }), {
          merge: true,
        }),
      );
      await assertFails(
        setDoc(
          doc(admin, 'Contents/Faq/entries/odeme'),
          stamped({ ...faqEdit, answer: 'a'.repeat(50_001) }),
          { merge: true },
        ),
      );
      await assertFails(setDoc(doc(admin, 'Contents/Blog/posts/Büyük Harf'), stamped(post())));
      await assertFails(
        setDoc(doc(admin, 'Contents/Categories'), stamped({ tr: ['Moda', 'Spor'] })),
      );
      await assertFails(setDoc(doc(admin, 'Contents/Secrets'), stamped({ note: 'x' })));
      // updatedAt is the server's time, not one the client picks.
      await assertFails(
        setDoc(
          doc(admin, 'Contents/Faq/entries/odeme'),
          { ...faqEdit, updatedAt: Timestamp.fromDate(new Date('2020-01-01')) },
          { merge: true },
        ),
      );
    });
  });

  // Issue 12: admins publish and remove posts, FAQ entries and articles; nobody else does.
  describe('creating and deleting', () => {
    const newPost = (overrides: DocumentData = {}) =>
      stamped({
        title: 'Çekim günü için 7 ipucu',
        summary: 'Hazırlık listesi.',
        body: 'Metin',
        coverImage: 'https://example.com/kapak.jpg',
        publishedAt: serverTimestamp(),
        ...overrides,
      });
    const newArticle = stamped({
      categoryId: 'baslangic',
      title: 'Profil nasıl doldurulur',
      body: 'Adımlar',
      order: 2,
    });
    const newFaq = stamped({ question: 'Fatura kesiliyor mu?', answer: 'Evet.', order: 2 });

    it('an admin publishes a post now, adds an FAQ entry and an article, and deletes them', async () => {
      const admin = as('admin1');
      const path = 'Contents/Blog/posts/cekim-gunu-icin-7-ipucu';
      await assertSucceeds(setDoc(doc(admin, path), newPost()));
      await assertSucceeds(
        setDoc(doc(admin, 'Contents/Blog/posts/kapaksiz'), newPost({ coverImage: '' })),
      );
      await assertSucceeds(setDoc(doc(admin, 'Contents/Faq/entries/yeni'), newFaq));
      await assertSucceeds(
        setDoc(doc(admin, 'Contents/KnowledgeBase/articles/profil-nasil-doldurulur'), newArticle),
      );
      await assertSucceeds(deleteDoc(doc(admin, path)));
      await assertSucceeds(deleteDoc(doc(admin, 'Contents/Faq/entries/yeni')));
      await assertSucceeds(
        deleteDoc(doc(admin, 'Contents/KnowledgeBase/articles/profil-nasil-doldurulur')),
      );
    });

    it('nobody but an admin creates or deletes posts, entries or articles', async () => {
      for (const db of [signedOut(), as('inf1'), as('brand1'), as('agency1')]) {
        await assertFails(
          setDoc(doc(db, 'Contents/Blog/posts/cekim-gunu-icin-7-ipucu'), newPost()),
        );
        await assertFails(setDoc(doc(db, 'Contents/Faq/entries/yeni'), newFaq));
        await assertFails(
          setDoc(doc(db, 'Contents/KnowledgeBase/articles/profil-nasil-doldurulur'), newArticle),
        );
        await assertFails(deleteDoc(doc(db, 'Contents/Faq/entries/odeme')));
        await assertFails(deleteDoc(doc(db, 'Contents/KnowledgeBase/articles/ilk-brief')));
      }
    });

    it('a new post needs a slug, the server time and an https cover or none', async () => {
      const admin = as('admin1');
      for (const slug of ['Cekim-Gunu', 'çekim-günü', 'cekim--gunu', '-cekim', 'a'.repeat(81)])
        await assertFails(setDoc(doc(admin, `Contents/Blog/posts/${slug}`), newPost()));
      const posts = 'Contents/Blog/posts/cekim-gunu-icin-7-ipucu';
      await assertFails(
        setDoc(
          doc(admin, posts),
          newPost({ publishedAt: Timestamp.fromDate(new Date('2020-01-01')) }),
        ),
      );
      await assertFails(
        setDoc(doc(admin, posts), newPost({ coverImage: 'http://example.com/kapak.jpg' })),
      );
      await assertFails(setDoc(doc(admin, posts), newPost({ coverImage: 'javascript:alert(1)' })));
      await assertFails(setDoc(doc(admin, posts), newPost({ html: '<b>' })));
    });

    it('a new post cannot replace an existing one: its publication time stays', async () => {
      const admin = as('admin1');
      const existing = doc(admin, 'Contents/Blog/posts/mikro-influencer-nedir');
      await assertFails(setDoc(existing, newPost()));
      await assertSucceeds(setDoc(existing, stamped({ title: 'Yeni başlık' }), { merge: true }));
    });

    it('an FAQ entry or article keeps its shape: whole order, known keys, a slug', async () => {
      const admin = as('admin1');
      await assertFails(
        setDoc(doc(admin, 'Contents/Faq/entries/yeni'), stamped({ ...newFaq, order: 'son' })),
      );
      await assertFails(
        setDoc(doc(admin, 'Contents/Faq/entries/yeni'), stamped({ answer: 'Sorusuz cevap' })),
      );
      await assertFails(
        setDoc(doc(admin, 'Contents/KnowledgeBase/articles/Profil Yeni'), newArticle),
      );
      await assertFails(
        setDoc(
          doc(admin, 'Contents/KnowledgeBase/articles/kategorisiz'),
          stamped({ title: 'Kategorisiz', body: 'Metin', order: 1 }),
        ),
      );
    });
  });
});
