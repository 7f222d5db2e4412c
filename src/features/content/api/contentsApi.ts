// Contents/... reads and the admin's writes (docs/data-layer.md: no React, no Redux). Content
// changes rarely and is read by everyone, so pages fetch once per visit instead of listening.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import {
  contentPaths,
  fetchContentStatistics,
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
} from '../../../lib/collections/contents';
import { db } from '../../../lib/firebase';

export async function fetchBlogPosts(): Promise<BlogPost[]> {
  const snapshot = await getDocs(
    query(collection(await db(), contentPaths.blogPosts), orderBy('publishedAt', 'desc')),
  );
  return snapshot.docs.map((item) => toBlogPost(item.id, item.data()));
}

export async function fetchBlogPost(slug: string): Promise<BlogPost | null> {
  const snapshot = await getDoc(doc(await db(), contentPaths.blogPosts, slug));
  return snapshot.exists() ? toBlogPost(snapshot.id, snapshot.data()) : null;
}

export async function fetchFaq(): Promise<FaqEntry[]> {
  const snapshot = await getDocs(
    query(collection(await db(), contentPaths.faqEntries), orderBy('order')),
  );
  return snapshot.docs.map((item) => toFaqEntry(item.id, item.data()));
}

export type KnowledgeBase = { categories: KnowledgeCategory[]; articles: KnowledgeArticle[] };

export async function fetchKnowledgeBase(): Promise<KnowledgeBase> {
  const firestore = await db();
  const [categories, articles] = await Promise.all([
    getDocs(query(collection(firestore, contentPaths.knowledgeCategories), orderBy('order'))),
    getDocs(query(collection(firestore, contentPaths.knowledgeArticles), orderBy('order'))),
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
  return fetchContentStatistics(await db());
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
