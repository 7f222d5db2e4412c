import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';
import { toBlogPost, toFaqEntry, toKnowledgeArticle } from '@/lib/collections/contents';
import * as api from '../api/contentsApi';
import { contentSlice, deleteKey, NEW_POST_KEY, newArticleKey } from '../contentSlice';
import {
  addBlogPost,
  addFaqEntry,
  addKnowledgeArticle,
  DELETE_ERROR,
  loadBlog,
  loadFaq,
  loadKnowledgeBase,
  removeBlogPost,
  removeFaqEntry,
  removeKnowledgeArticle,
  SAVE_ERROR,
  SLUG_TAKEN,
} from '../contentThunks';
import { nextOrder } from '../model/order';

vi.mock('../api/contentsApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/contentsApi')>()),
  createBlogPost: vi.fn(),
  deleteBlogPost: vi.fn(),
  deleteFaqEntry: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const reducer = contentSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });
const post = (id: string, title: string) =>
  toBlogPost(id, { title, body: 'Metin', publishedAt: new Date('2026-11-01T09:00:00Z') });
const fields = { title: 'Çekim günü', summary: 'Özet', coverImage: '', body: 'Metin' };
const toasts = (store: ReturnType<typeof makeStore>) =>
  store.getState().ui.toasts.map((item) => [item.type, item.message]);

describe('nextOrder', () => {
  it('places a new item after the highest order, first in an empty list', () => {
    expect(nextOrder([{ order: 3 }, { order: 7 }, { order: 5 }])).toBe(8);
    expect(nextOrder([])).toBe(1);
  });
});

describe('content write thunks', () => {
  it('a slug taken rejects with its own key and an error toast', async () => {
    vi.mocked(api.createBlogPost).mockRejectedValue(new api.SlugTakenError('cekim-gunu'));
    const store = makeStore();
    const result = await store.dispatch(addBlogPost({ slug: 'cekim-gunu', fields }));
    expect(result.payload).toBe(SLUG_TAKEN);
    expect(toasts(store)).toEqual([['error', SLUG_TAKEN]]);
  });

  it('any other failure is the save error, and nothing is listed', async () => {
    vi.mocked(api.createBlogPost).mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore();
    const result = await store.dispatch(addBlogPost({ slug: 'cekim-gunu', fields }));
    expect(result.payload).toBe(SAVE_ERROR);
    expect(store.getState().content?.posts['cekim-gunu']).toBeUndefined();
    expect(store.getState().content?.saving).toEqual({});
  });

  it('a published post is announced and opened from the store', async () => {
    const created = { ...post('cekim-gunu', 'Çekim günü'), ...fields };
    vi.mocked(api.createBlogPost).mockResolvedValue(created);
    const store = makeStore();
    await store.dispatch(addBlogPost({ slug: 'cekim-gunu', fields }));
    expect(toasts(store)).toEqual([['success', 'content.created']]);
    expect(store.getState().content?.posts['cekim-gunu']).toEqual({
      status: 'ready',
      data: created,
    });
  });

  it('a failed deletion keeps the entry and says so', async () => {
    vi.mocked(api.deleteFaqEntry).mockRejectedValue(new Error('unavailable'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore();
    const result = await store.dispatch(removeFaqEntry('odeme'));
    expect(result.payload).toBe(DELETE_ERROR);
    expect(toasts(store)).toEqual([['error', DELETE_ERROR]]);
  });
});

describe('content slice: new and deleted documents', () => {
  it('a new post goes first in the list and can be opened; a deleted one leaves both', () => {
    const old = post('eski', 'Eski');
    const fresh = post('yeni', 'Yeni');
    let state = reducer(initial(), loadBlog.fulfilled([old], 'r1'));
    const arg = { slug: 'yeni', fields };
    state = reducer(state, addBlogPost.pending('c1', arg));
    expect(state.saving[NEW_POST_KEY]).toBe(true);
    state = reducer(state, addBlogPost.fulfilled(fresh, 'c1', arg));
    expect(state.blog?.data.map((item) => item.id)).toEqual(['yeni', 'eski']);
    expect(state.posts.yeni).toEqual({ status: 'ready', data: fresh });
    expect(state.saving).toEqual({});

    state = reducer(state, removeBlogPost.pending('d1', 'yeni'));
    expect(state.saving[deleteKey('blog', 'yeni')]).toBe(true);
    state = reducer(state, removeBlogPost.fulfilled('yeni', 'd1', 'yeni'));
    expect(state.blog?.data.map((item) => item.id)).toEqual(['eski']);
    expect(state.posts.yeni).toEqual({ status: 'ready', data: null });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('FAQ entries and articles join in order and leave when deleted', () => {
    const faq = [
      toFaqEntry('a', { question: 'A', answer: 'a', order: 1 }),
      toFaqEntry('b', { question: 'B', answer: 'b', order: 2 }),
    ];
    let state = reducer(initial(), loadFaq.fulfilled(faq, 'r1'));
    const added = toFaqEntry('c', { question: 'C', answer: 'c', order: 3 });
    state = reducer(state, addFaqEntry.fulfilled(added, 'c1', { question: 'C', answer: 'c' }));
    expect(state.faq?.data.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    state = reducer(state, removeFaqEntry.fulfilled('a', 'd1', 'a'));
    expect(state.faq?.data.map((item) => item.id)).toEqual(['b', 'c']);
    state = reducer(state, removeFaqEntry.rejected(null, 'd2', 'b', DELETE_ERROR));
    expect(state.faq?.data.map((item) => item.id)).toEqual(['b', 'c']);

    const article = toKnowledgeArticle('ilk', {
      categoryId: 'k',
      title: 'İlk',
      body: 'x',
      order: 1,
    });
    state = reducer(
      state,
      loadKnowledgeBase.fulfilled({ categories: [], articles: [article] }, 'r2'),
    );
    const arg = { slug: 'ikinci', fields: { categoryId: 'k', title: 'İkinci', body: 'y' } };
    state = reducer(state, addKnowledgeArticle.pending('c2', arg));
    expect(state.saving[newArticleKey('k')]).toBe(true);
    const second = { id: 'ikinci', ...arg.fields, order: 2, updatedAt: 5 };
    state = reducer(state, addKnowledgeArticle.fulfilled(second, 'c2', arg));
    expect(state.knowledge?.data.articles.map((item) => item.id)).toEqual(['ilk', 'ikinci']);
    state = reducer(state, removeKnowledgeArticle.fulfilled('ilk', 'd3', 'ilk'));
    expect(state.knowledge?.data.articles.map((item) => item.id)).toEqual(['ikinci']);
    expect(state.saving).toEqual({});
  });
});
