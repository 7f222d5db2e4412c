// The content feature's reads and the admin's writes as thunks (docs/data-layer.md). Failures
// are mapped once, here: the toast is raised and the thunk rejects with the i18n key.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import {
  createBlogPost,
  createFaqEntry,
  createKnowledgeArticle,
  deleteBlogPost,
  deleteFaqEntry,
  deleteKnowledgeArticle,
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
  SlugTakenError,
  type BlogPostEdit,
  type FaqEdit,
  type KnowledgeBase,
  type KnowledgeArticleEdit,
  type MailingEdit,
  type NewKnowledgeArticle,
} from './api/contentsApi';
import { sendMarketingMailing } from './api/sendMailing';
import type {
  BlogPost,
  ContentStatistics,
  FaqEntry,
  KnowledgeArticle,
  MailingTemplate,
} from '@/lib/collections/contents';

export const LOAD_ERROR = 'content.errors.load';
export const SAVE_ERROR = 'content.errors.save';
export const SLUG_TAKEN = 'content.errors.slugTaken';
export const DELETE_ERROR = 'content.errors.delete';

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

/**
 * An admin's new document: resolves to it as stored (plain values) for the slice to list. A
 * slug another document has rejects with SLUG_TAKEN, so the form can say so beside the field.
 */
const creator = <Arg, Result>(type: string, create: (arg: Arg) => Promise<Result>) =>
  createAppAsyncThunk(`content/${type}`, async (arg: Arg, { dispatch, rejectWithValue }) => {
    try {
      const created = await create(arg);
      dispatch(toast.success('content.created'));
      return created;
    } catch (error) {
      const key = error instanceof SlugTakenError ? SLUG_TAKEN : SAVE_ERROR;
      if (key === SAVE_ERROR) console.warn(`content ${type} failed to create`, error);
      dispatch(toast.error(key));
      return rejectWithValue(key);
    }
  });

export const addBlogPost = creator('addBlogPost', (arg: { slug: string; fields: BlogPostEdit }) =>
  createBlogPost(arg.slug, arg.fields),
);
export const addFaqEntry = creator('addFaq', (fields: FaqEdit) => createFaqEntry(fields));
export const addKnowledgeArticle = creator(
  'addArticle',
  (arg: { slug: string; fields: NewKnowledgeArticle }): Promise<KnowledgeArticle> =>
    createKnowledgeArticle(arg.slug, arg.fields),
);

/** An admin's deletion of one document by id; the slice drops it from what is loaded. */
const remover = (type: string, remove: (id: string) => Promise<void>) =>
  createAppAsyncThunk(`content/${type}`, async (id: string, { dispatch, rejectWithValue }) => {
    try {
      await remove(id);
      dispatch(toast.success('content.deleted'));
      return id;
    } catch (error) {
      console.warn(`content ${type} failed to delete`, error);
      dispatch(toast.error(DELETE_ERROR));
      return rejectWithValue(DELETE_ERROR);
    }
  });

export const removeBlogPost = remover('removeBlogPost', (slug) => deleteBlogPost(slug));
export const removeFaqEntry = remover('removeFaq', (id) => deleteFaqEntry(id));
export const removeKnowledgeArticle = remover('removeArticle', (id) => deleteKnowledgeArticle(id));

/**
 * The admin sends the mailing template to the users with a marketing consent (issue 23). The
 * panel shows the outcome itself, so the failure raises no toast.
 */
export const sendMailing = createAppAsyncThunk(
  'content/sendMailing',
  async (_: void, { rejectWithValue }) => {
    try {
      return await sendMarketingMailing();
    } catch (error) {
      console.error('Mailing failed', error);
      return rejectWithValue('content.mailing.send.error');
    }
  },
);
