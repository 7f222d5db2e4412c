import { CATEGORY_COUNT } from '../categories';
import { millisOf } from './timestamps';

// `Contents/...` (spec sections 1, 3 and 7; docs/decisions.md "Content pages"): what the
// content pages, the home page and the category labels read. Everyone reads, admins write
// (firestore.rules). One document per page, or a subcollection under it where a page lists
// many items (blog posts by slug, FAQ entries, knowledge-base categories and articles).
export const CONTENTS = 'Contents';

export const contentDocIds = {
  statistics: 'Statistics',
  categories: 'Categories',
  mailing: 'Mailing',
  blog: 'Blog',
  faq: 'Faq',
  knowledgeBase: 'KnowledgeBase',
} as const;

export const contentPaths = {
  statistics: `${CONTENTS}/${contentDocIds.statistics}`,
  categories: `${CONTENTS}/${contentDocIds.categories}`,
  mailing: `${CONTENTS}/${contentDocIds.mailing}`,
  blogPosts: `${CONTENTS}/${contentDocIds.blog}/posts`,
  faqEntries: `${CONTENTS}/${contentDocIds.faq}/entries`,
  knowledgeCategories: `${CONTENTS}/${contentDocIds.knowledgeBase}/categories`,
  knowledgeArticles: `${CONTENTS}/${contentDocIds.knowledgeBase}/articles`,
} as const;

/** The longest Markdown body the rules accept (characters). */
export const MAX_BODY_LENGTH = 50_000;
/** The longest title, question, name or subject the rules accept. */
export const MAX_TITLE_LENGTH = 200;

export type BlogPost = {
  /** The Turkish slug, also the document id. */
  id: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  coverImage: string;
  author: string;
  publishedAt: number | null;
  updatedAt: number | null;
};

export type FaqEntry = {
  id: string;
  question: string;
  /** Markdown. */
  answer: string;
  order: number;
  updatedAt: number | null;
};

export type KnowledgeCategory = { id: string; name: string; description: string; order: number };

export type KnowledgeArticle = {
  /** The Turkish slug, also the document id. */
  id: string;
  categoryId: string;
  title: string;
  /** Markdown. */
  body: string;
  order: number;
  updatedAt: number | null;
};

export type MailingTemplate = {
  subject: string;
  preheader: string;
  heading: string;
  /** Markdown; {{name}} stands for the recipient's first name. */
  body: string;
  ctaLabel: string;
  ctaUrl: string;
  updatedAt: number | null;
};

/** The home page's numbers (Contents/Statistics). */
export type ContentStatistics = {
  brandCount: number;
  influencerCount: number;
  briefCount: number;
  collaborationCount: number;
  updatedAt: number | null;
};

export const statisticKeys = [
  'brandCount',
  'influencerCount',
  'briefCount',
  'collaborationCount',
] as const;

/** Category names by language, each in code order 0-16 (Contents/Categories). */
export type CategoryNames = Partial<Record<'tr' | 'en' | 'es', string[]>>;

type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

export const toBlogPost = (id: string, data: Data): BlogPost => ({
  id,
  title: text(data.title),
  summary: text(data.summary),
  body: text(data.body),
  coverImage: text(data.coverImage),
  author: text(data.author),
  publishedAt: millisOf(data.publishedAt),
  updatedAt: millisOf(data.updatedAt),
});

export const toFaqEntry = (id: string, data: Data): FaqEntry => ({
  id,
  question: text(data.question),
  answer: text(data.answer),
  order: whole(data.order),
  updatedAt: millisOf(data.updatedAt),
});

export const toKnowledgeCategory = (id: string, data: Data): KnowledgeCategory => ({
  id,
  name: text(data.name),
  description: text(data.description),
  order: whole(data.order),
});

export const toKnowledgeArticle = (id: string, data: Data): KnowledgeArticle => ({
  id,
  categoryId: text(data.categoryId),
  title: text(data.title),
  body: text(data.body),
  order: whole(data.order),
  updatedAt: millisOf(data.updatedAt),
});

export const toMailingTemplate = (data: Data): MailingTemplate => ({
  subject: text(data.subject),
  preheader: text(data.preheader),
  heading: text(data.heading),
  body: text(data.body),
  ctaLabel: text(data.ctaLabel),
  ctaUrl: text(data.ctaUrl),
  updatedAt: millisOf(data.updatedAt),
});

export const toContentStatistics = (data: Data): ContentStatistics => ({
  brandCount: whole(data.brandCount),
  influencerCount: whole(data.influencerCount),
  briefCount: whole(data.briefCount),
  collaborationCount: whole(data.collaborationCount),
  updatedAt: millisOf(data.updatedAt),
});

/**
 * The languages whose list is usable: exactly 17 non-blank names. A partial or malformed list
 * is ignored as a whole, so the built-in names never mix with half an edit.
 */
export function toCategoryNames(data: Data): CategoryNames {
  const names: CategoryNames = {};
  for (const language of ['tr', 'en', 'es'] as const) {
    const list = data[language];
    if (
      Array.isArray(list) &&
      list.length === CATEGORY_COUNT &&
      list.every((name) => typeof name === 'string' && name.trim() !== '')
    )
      names[language] = (list as string[]).map((name) => name.trim());
  }
  return names;
}
