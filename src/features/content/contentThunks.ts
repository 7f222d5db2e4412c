// The content feature's reads and the admin's writes as thunks (docs/data-layer.md). Failures
// are mapped once, here: the toast is raised and the thunk rejects with the i18n key.
import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { toast } from '../../layout/toasts/toast';
import {
  fetchBlogPost,
  fetchBlogPosts,
  fetchFaq,
  fetchKnowledgeBase,
  fetchMailing,
  fetchStatistics,
  saveBlogPost,
  saveFaqEntry,
  saveKnowledgeArticle,
  saveMailing,
  type BlogPostEdit,
  type FaqEdit,
  type KnowledgeBase,
  type KnowledgeArticleEdit,
  type MailingEdit,
} from './api/contentsApi';
import type {
  BlogPost,
  ContentStatistics,
  FaqEntry,
  MailingTemplate,
} from '../../lib/collections/contents';

export const LOAD_ERROR = 'content.errors.load';
export const SAVE_ERROR = 'content.errors.save';

/** A read that fails rejects with LOAD_ERROR; the page shows it with a retry. */
const reader = <Arg, Result>(type: string, read: (arg: Arg) => Promise<Result>) =>
  createAppAsyncThunk(`content/${type}`, async (arg: Arg, { rejectWithValue }) => {
    try {
      return await read(arg);
    } catch (error) {
      console.warn(`content ${type} failed to load`, error);
      return rejectWithValue(LOAD_ERROR);
    }
  });

export const loadBlog = reader<void, BlogPost[]>('blog', () => fetchBlogPosts());
export const loadBlogPost = reader('blogPost', (slug: string) => fetchBlogPost(slug));
export const loadFaq = reader<void, FaqEntry[]>('faq', () => fetchFaq());
export const loadKnowledgeBase = reader<void, KnowledgeBase>('knowledgeBase', () =>
  fetchKnowledgeBase(),
);
export const loadMailing = reader<void, MailingTemplate | null>('mailing', () => fetchMailing());
/** The home page's numbers (Contents/Statistics); select them with `selectStatistics`. */
export const loadStatistics = reader<void, ContentStatistics | null>('statistics', () =>
  fetchStatistics(),
);

/** An admin's edit in place of one document, by id; the slice updates the loaded copy. */
const writer = <Fields>(type: string, write: (id: string, fields: Fields) => Promise<void>) =>
  createAppAsyncThunk(
    `content/${type}`,
    async (arg: { id: string; fields: Fields }, { dispatch, rejectWithValue }) => {
      try {
        await write(arg.id, arg.fields);
        dispatch(toast.success('content.saved'));
        return { savedAt: Date.now() };
      } catch (error) {
        console.warn(`content ${type} failed to save`, error);
        dispatch(toast.error(SAVE_ERROR));
        return rejectWithValue(SAVE_ERROR);
      }
    },
  );

export const editBlogPost = writer('editBlogPost', (slug, fields: BlogPostEdit) =>
  saveBlogPost(slug, fields),
);
export const editFaqEntry = writer('editFaq', (id, fields: FaqEdit) => saveFaqEntry(id, fields));
export const editKnowledgeArticle = writer('editArticle', (id, fields: KnowledgeArticleEdit) =>
  saveKnowledgeArticle(id, fields),
);
export const editMailing = writer('editMailing', (_id, fields: MailingEdit) => saveMailing(fields));
