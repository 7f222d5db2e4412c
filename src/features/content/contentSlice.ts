import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ListStatus } from '@/store/live/pagedList';
import { rootReducer } from '@/store/rootReducer';
import type {
  BlogPost,
  ContentStatistics,
  FaqEntry,
  MailingTemplate,
} from '@/lib/collections/contents';
import type { KnowledgeBase } from './api/contentsApi';
import {
  addBlogPost,
  addFaqEntry,
  addKnowledgeArticle,
  editBlogPost,
  editFaqEntry,
  editKnowledgeArticle,
  editMailing,
  loadBlog,
  loadBlogPost,
  loadFaq,
  loadKnowledgeBase,
  loadMailing,
  loadStatistics,
  removeBlogPost,
  removeFaqEntry,
  removeKnowledgeArticle,
} from './contentThunks';

// Contents in Redux (docs/data-layer.md): one loadable per page, fetched once per visit; an
// admin's saved edit is written into the loaded copy so the page shows it at once.

export type Loadable<T> = { status: ListStatus; data: T };

export type ContentState = {
  /** Newest first; `null` until the list is asked for. */
  blog: Loadable<BlogPost[]> | null;
  /** Posts opened by slug before (or without) the list; `data` null when there is none. */
  posts: Record<string, Loadable<BlogPost | null>>;
  faq: Loadable<FaqEntry[]> | null;
  knowledge: Loadable<KnowledgeBase> | null;
  mailing: Loadable<MailingTemplate | null> | null;
  statistics: Loadable<ContentStatistics | null> | null;
  /** Edits under way, by id ('faq:<id>'). */
  saving: Record<string, true>;
};

const initialState: ContentState = {
  blog: null,
  posts: {},
  faq: null,
  knowledge: null,
  mailing: null,
  statistics: null,
  saving: {},
};

const editKey = (kind: string, id: string) => `${kind}:${id}`;
export const faqEditKey = (id: string) => editKey('faq', id);
export const blogEditKey = (slug: string) => editKey('blog', slug);
export const articleEditKey = (id: string) => editKey('article', id);
export const MAILING_EDIT_KEY = editKey('mailing', 'template');
export const NEW_POST_KEY = editKey('new', 'blog');
export const NEW_FAQ_KEY = editKey('new', 'faq');
export const newArticleKey = (categoryId: string) => editKey('new-article', categoryId);
export const deleteKey = (kind: 'blog' | 'faq' | 'article', id: string) =>
  editKey(`delete-${kind}`, id);
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Loading keeps what was shown; an error keeps it too, beside the retry.
    builder
      .addCase(loadBlog.pending, (state) => {
        state.blog = { status: 'loading', data: state.blog?.data ?? [] };
      })
      .addCase(loadBlog.fulfilled, (state, action) => {
        state.blog = { status: 'ready', data: action.payload };
      })
      .addCase(loadBlog.rejected, (state) => {
        state.blog = { status: 'error', data: state.blog?.data ?? [] };
      })
      .addCase(loadBlogPost.pending, (state, action) => {
        state.posts[action.meta.arg] = { status: 'loading', data: null };
      })
      .addCase(loadBlogPost.fulfilled, (state, action) => {
        state.posts[action.meta.arg] = { status: 'ready', data: action.payload };
      })
      .addCase(loadBlogPost.rejected, (state, action) => {
        state.posts[action.meta.arg] = { status: 'error', data: null };
      })
      .addCase(loadFaq.pending, (state) => {
        state.faq = { status: 'loading', data: state.faq?.data ?? [] };
      })
      .addCase(loadFaq.fulfilled, (state, action) => {
        state.faq = { status: 'ready', data: action.payload };
      })
      .addCase(loadFaq.rejected, (state) => {
        state.faq = { status: 'error', data: state.faq?.data ?? [] };
      })
      .addCase(loadKnowledgeBase.pending, (state) => {
        state.knowledge = {
          status: 'loading',
          data: state.knowledge?.data ?? { categories: [], articles: [] },
        };
      })
      .addCase(loadKnowledgeBase.fulfilled, (state, action) => {
        state.knowledge = { status: 'ready', data: action.payload };
      })
      .addCase(loadKnowledgeBase.rejected, (state) => {
        state.knowledge = {
          status: 'error',
          data: state.knowledge?.data ?? { categories: [], articles: [] },
        };
      })
      .addCase(loadMailing.pending, (state) => {
        state.mailing = { status: 'loading', data: state.mailing?.data ?? null };
      })
      .addCase(loadMailing.fulfilled, (state, action) => {
        state.mailing = { status: 'ready', data: action.payload };
      })
      .addCase(loadMailing.rejected, (state) => {
        state.mailing = { status: 'error', data: state.mailing?.data ?? null };
      })
      .addCase(loadStatistics.pending, (state) => {
        state.statistics = { status: 'loading', data: state.statistics?.data ?? null };
      })
      .addCase(loadStatistics.fulfilled, (state, action) => {
        state.statistics = { status: 'ready', data: action.payload };
      })
      .addCase(loadStatistics.rejected, (state) => {
        state.statistics = { status: 'error', data: state.statistics?.data ?? null };
      });

    builder
      .addCase(editFaqEntry.pending, (state, action) => {
        state.saving[faqEditKey(action.meta.arg.id)] = true;
      })
      .addCase(editFaqEntry.fulfilled, (state, action) => {
        const { id, fields } = action.meta.arg;
        delete state.saving[faqEditKey(id)];
        const entry = state.faq?.data.find((item) => item.id === id);
        if (entry) Object.assign(entry, fields, { updatedAt: action.payload.savedAt });
      })
      .addCase(editFaqEntry.rejected, (state, action) => {
        delete state.saving[faqEditKey(action.meta.arg.id)];
      })
      .addCase(editBlogPost.pending, (state, action) => {
        state.saving[blogEditKey(action.meta.arg.id)] = true;
      })
      .addCase(editBlogPost.fulfilled, (state, action) => {
        const { id, fields } = action.meta.arg;
        delete state.saving[blogEditKey(id)];
        const updated = { ...fields, updatedAt: action.payload.savedAt };
        const listed = state.blog?.data.find((item) => item.id === id);
        if (listed) Object.assign(listed, updated);
        const opened = state.posts[id]?.data;
        if (opened) Object.assign(opened, updated);
      })
      .addCase(editBlogPost.rejected, (state, action) => {
        delete state.saving[blogEditKey(action.meta.arg.id)];
      })
      .addCase(editKnowledgeArticle.pending, (state, action) => {
        state.saving[articleEditKey(action.meta.arg.id)] = true;
      })
      .addCase(editKnowledgeArticle.fulfilled, (state, action) => {
        const { id, fields } = action.meta.arg;
        delete state.saving[articleEditKey(id)];
        const article = state.knowledge?.data.articles.find((item) => item.id === id);
        if (article) Object.assign(article, fields, { updatedAt: action.payload.savedAt });
      })
      .addCase(editKnowledgeArticle.rejected, (state, action) => {
        delete state.saving[articleEditKey(action.meta.arg.id)];
      })
      .addCase(editMailing.pending, (state) => {
        state.saving[MAILING_EDIT_KEY] = true;
      })
      .addCase(editMailing.fulfilled, (state, action) => {
        delete state.saving[MAILING_EDIT_KEY];
        state.mailing = {
          status: 'ready',
          data: { ...action.meta.arg.fields, updatedAt: action.payload.savedAt },
        };
      })
      .addCase(editMailing.rejected, (state) => {
        delete state.saving[MAILING_EDIT_KEY];
      });

    // New documents join what is loaded in their place; deleted ones leave it.
    builder
      .addCase(addBlogPost.pending, (state) => {
        state.saving[NEW_POST_KEY] = true;
      })
      .addCase(addBlogPost.fulfilled, (state, action) => {
        delete state.saving[NEW_POST_KEY];
        const post = action.payload;
        state.blog?.data.unshift(post);
        state.posts[post.id] = { status: 'ready', data: post };
      })
      .addCase(addBlogPost.rejected, (state) => {
        delete state.saving[NEW_POST_KEY];
      })
      .addCase(removeBlogPost.pending, (state, action) => {
        state.saving[deleteKey('blog', action.meta.arg)] = true;
      })
      .addCase(removeBlogPost.fulfilled, (state, action) => {
        const slug = action.meta.arg;
        delete state.saving[deleteKey('blog', slug)];
        if (state.blog) state.blog.data = state.blog.data.filter((item) => item.id !== slug);
        state.posts[slug] = { status: 'ready', data: null };
      })
      .addCase(removeBlogPost.rejected, (state, action) => {
        delete state.saving[deleteKey('blog', action.meta.arg)];
      })
      .addCase(addFaqEntry.pending, (state) => {
        state.saving[NEW_FAQ_KEY] = true;
      })
      .addCase(addFaqEntry.fulfilled, (state, action) => {
        delete state.saving[NEW_FAQ_KEY];
        if (state.faq) state.faq.data = [...state.faq.data, action.payload].sort(byOrder);
      })
      .addCase(addFaqEntry.rejected, (state) => {
        delete state.saving[NEW_FAQ_KEY];
      })
      .addCase(removeFaqEntry.pending, (state, action) => {
        state.saving[deleteKey('faq', action.meta.arg)] = true;
      })
      .addCase(removeFaqEntry.fulfilled, (state, action) => {
        const id = action.meta.arg;
        delete state.saving[deleteKey('faq', id)];
        if (state.faq) state.faq.data = state.faq.data.filter((item) => item.id !== id);
      })
      .addCase(removeFaqEntry.rejected, (state, action) => {
        delete state.saving[deleteKey('faq', action.meta.arg)];
      })
      .addCase(addKnowledgeArticle.pending, (state, action) => {
        state.saving[newArticleKey(action.meta.arg.fields.categoryId)] = true;
      })
      .addCase(addKnowledgeArticle.fulfilled, (state, action) => {
        delete state.saving[newArticleKey(action.meta.arg.fields.categoryId)];
        const knowledge = state.knowledge?.data;
        if (knowledge) knowledge.articles = [...knowledge.articles, action.payload].sort(byOrder);
      })
      .addCase(addKnowledgeArticle.rejected, (state, action) => {
        delete state.saving[newArticleKey(action.meta.arg.fields.categoryId)];
      })
      .addCase(removeKnowledgeArticle.pending, (state, action) => {
        state.saving[deleteKey('article', action.meta.arg)] = true;
      })
      .addCase(removeKnowledgeArticle.fulfilled, (state, action) => {
        const id = action.meta.arg;
        delete state.saving[deleteKey('article', id)];
        const knowledge = state.knowledge?.data;
        if (knowledge) knowledge.articles = knowledge.articles.filter((item) => item.id !== id);
      })
      .addCase(removeKnowledgeArticle.rejected, (state, action) => {
        delete state.saving[deleteKey('article', action.meta.arg)];
      });
  },
  selectors: {
    selectBlog: (state) => state.blog,
    selectOpenedPost: (state, slug: string) => state.posts[slug],
    selectFaq: (state) => state.faq,
    selectKnowledge: (state) => state.knowledge,
    selectMailing: (state) => state.mailing,
    selectStatistics: (state) => state.statistics,
    selectSaving: (state, key: string) => state.saving[key] === true,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof contentSlice> {}
}

const injected = contentSlice.injectInto(rootReducer);

export const {
  selectBlog,
  selectOpenedPost,
  selectFaq,
  selectKnowledge,
  selectMailing,
  selectStatistics,
  selectSaving,
} = injected.selectors;
