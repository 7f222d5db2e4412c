// Contents/... reads and the admin's writes (docs/data-layer.md: no React, no Redux). Content
// changes rarely and is read by everyone, so pages fetch once per visit instead of listening.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import {
  contentPaths,
  toContentStatistics,
  toBlogPost,
  toCategoryNames,
  toFaqEntry,
  toKnowledgeArticle,
  toKnowledgeCategory,
  toMailingTemplate,
  type BlogPost,
  type CategoryNames,
  type ContentStatistics,
  type FaqEntry,
  type KnowledgeArticle,
  type KnowledgeCategory,
  type MailingTemplate,
} from '@/lib/collections/contents';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { nextOrder } from '../model/order';

/** The reads of the content pages: each list whole, in its stored order. */
export const contentQueries = {
  blogPosts: { collection: contentPaths.blogPosts, orderBy: [['publishedAt', 'desc']] },
  faqEntries: { collection: contentPaths.faqEntries, orderBy: [['order', 'asc']] },
  knowledgeCategories: {
    collection: contentPaths.knowledgeCategories,
    orderBy: [['order', 'asc']],
  },
  knowledgeArticles: { collection: contentPaths.knowledgeArticles, orderBy: [['order', 'asc']] },
} satisfies Record<string, QueryDescription>;

/** A category's articles, to number a new one after them. */
export const categoryArticlesQuery = (categoryId: string): QueryDescription => ({
  collection: contentPaths.knowledgeArticles,
  where: [['categoryId', '==', categoryId]],
});

export async function fetchBlogPosts(): Promise<BlogPost[]> {
  const snapshot = await getDocs(describedQuery(await db(), contentQueries.blogPosts));
  return snapshot.docs.map((item) => toBlogPost(item.id, item.data()));
}

export async function fetchBlogPost(slug: string): Promise<BlogPost | null> {
  const snapshot = await getDoc(doc(await db(), contentPaths.blogPosts, slug));
  return snapshot.exists() ? toBlogPost(snapshot.id, snapshot.data()) : null;
}

export async function fetchFaq(): Promise<FaqEntry[]> {
  const snapshot = await getDocs(describedQuery(await db(), contentQueries.faqEntries));
  return snapshot.docs.map((item) => toFaqEntry(item.id, item.data()));
}

export type KnowledgeBase = { categories: KnowledgeCategory[]; articles: KnowledgeArticle[] };

export async function fetchKnowledgeBase(): Promise<KnowledgeBase> {
  const firestore = await db();
  const [categories, articles] = await Promise.all([
    getDocs(describedQuery(firestore, contentQueries.knowledgeCategories)),
    getDocs(describedQuery(firestore, contentQueries.knowledgeArticles)),
  ]);
  return {
    categories: categories.docs.map((item) => toKnowledgeCategory(item.id, item.data())),
    articles: articles.docs.map((item) => toKnowledgeArticle(item.id, item.data())),
  };
}

export async function fetchMailing(): Promise<MailingTemplate | null> {
  const snapshot = await getDoc(doc(await db(), contentPaths.mailing));
  return snapshot.exists() ? toMailingTemplate(snapshot.data()) : null;
}

export async function fetchStatistics(): Promise<ContentStatistics | null> {
  const snapshot = await getDoc(doc(await db(), contentPaths.statistics));
  return snapshot.exists() ? toContentStatistics(snapshot.data()) : null;
}

export async function fetchCategoryNames(): Promise<CategoryNames> {
  const snapshot = await getDoc(doc(await db(), contentPaths.categories));
  return snapshot.exists() ? toCategoryNames(snapshot.data()) : {};
}

// ---- the admin's writes: the edited fields only, stamped by the server ----------------------

export type BlogPostEdit = Pick<BlogPost, 'title' | 'summary' | 'body' | 'coverImage'>;
export type FaqEdit = Pick<FaqEntry, 'question' | 'answer'>;
export type KnowledgeArticleEdit = Pick<KnowledgeArticle, 'title' | 'body'>;
export type MailingEdit = Omit<MailingTemplate, 'updatedAt'>;

const stamped = <T extends object>(fields: T) => ({ ...fields, updatedAt: serverTimestamp() });

export async function saveBlogPost(slug: string, fields: BlogPostEdit): Promise<void> {
  await setDoc(doc(await db(), contentPaths.blogPosts, slug), stamped(fields), { merge: true });
}

export async function saveFaqEntry(id: string, fields: FaqEdit): Promise<void> {
  await setDoc(doc(await db(), contentPaths.faqEntries, id), stamped(fields), { merge: true });
}

export async function saveKnowledgeArticle(id: string, fields: KnowledgeArticleEdit) {
  await setDoc(doc(await db(), contentPaths.knowledgeArticles, id), stamped(fields), {
    merge: true,
  });
}

export async function saveMailing(fields: MailingEdit): Promise<void> {
  await setDoc(doc(await db(), contentPaths.mailing), stamped(fields), { merge: true });
}

// ---- the admin's new documents and deletions -------------------------------------------------

/** A new post or article would take an address another one already has. */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`slug taken: ${slug}`);
    this.name = 'SlugTakenError';
  }
}

/**
 * Writes a new document at `path/slug` only if nothing is there: read and write in one
 * transaction, so two admins picking the same slug cannot overwrite each other's text.
 */
async function createAtSlug(path: string, slug: string, data: object): Promise<void> {
  const firestore = await db();
  const target = doc(firestore, path, slug);
  await runTransaction(firestore, async (transaction) => {
    if ((await transaction.get(target)).exists()) throw new SlugTakenError(slug);
    transaction.set(target, data);
  });
}

/** Publishes a new post now (the server's time) and returns it as stored. */
export async function createBlogPost(slug: string, fields: BlogPostEdit): Promise<BlogPost> {
  await createAtSlug(contentPaths.blogPosts, slug, {
    ...stamped(fields),
    publishedAt: serverTimestamp(),
  });
  const now = Date.now();
  return { id: slug, ...fields, author: '', publishedAt: now, updatedAt: now };
}

export async function deleteBlogPost(slug: string): Promise<void> {
  await deleteDoc(doc(await db(), contentPaths.blogPosts, slug));
}

/**
 * Adds the entry after every stored one (order read fresh, not from a list loaded earlier)
 * and returns it as stored.
 */
export async function createFaqEntry(fields: FaqEdit): Promise<FaqEntry> {
  const firestore = await db();
  const entries = await getDocs(collection(firestore, contentPaths.faqEntries));
  const order = nextOrder(entries.docs.map((item) => toFaqEntry(item.id, item.data())));
  const target = doc(collection(firestore, contentPaths.faqEntries));
  await setDoc(target, stamped({ ...fields, order }));
  return { id: target.id, ...fields, order, updatedAt: Date.now() };
}

export async function deleteFaqEntry(id: string): Promise<void> {
  await deleteDoc(doc(await db(), contentPaths.faqEntries, id));
}

export type NewKnowledgeArticle = KnowledgeArticleEdit & Pick<KnowledgeArticle, 'categoryId'>;

/** Adds the article last in its category and returns it as stored. */
export async function createKnowledgeArticle(
  slug: string,
  fields: NewKnowledgeArticle,
): Promise<KnowledgeArticle> {
  const inCategory = await getDocs(
    describedQuery(await db(), categoryArticlesQuery(fields.categoryId)),
  );
  const order = nextOrder(inCategory.docs.map((item) => toKnowledgeArticle(item.id, item.data())));
  await createAtSlug(contentPaths.knowledgeArticles, slug, stamped({ ...fields, order }));
  return { id: slug, ...fields, order, updatedAt: Date.now() };
}

export async function deleteKnowledgeArticle(id: string): Promise<void> {
  await deleteDoc(doc(await db(), contentPaths.knowledgeArticles, id));
}
