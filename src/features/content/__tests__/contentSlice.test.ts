import { describe, expect, it } from 'vitest';
import { toBlogPost, toContentStatistics, toFaqEntry } from '@/lib/collections/contents';
import { contentSlice, faqEditKey } from '../contentSlice';
import {
  editBlogPost,
  editFaqEntry,
  loadBlog,
  loadBlogPost,
  loadFaq,
  loadStatistics,
} from '../contentThunks';

const reducer = contentSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });
const faq = [
  toFaqEntry('odeme', { question: 'Ödeme ne zaman?', answer: 'Ayın 15’inde.', order: 1 }),
  toFaqEntry('iade', { question: 'İade var mı?', answer: '14 gün içinde.', order: 2 }),
];
const post = toBlogPost('mikro-influencer', {
  title: 'Mikro Influencer',
  summary: 'Özet',
  body: 'Metin',
  publishedAt: new Date('2026-11-01T09:00:00Z'),
});

describe('content slice', () => {
  it('keeps what was shown while reloading and after an error', () => {
    let state = reducer(initial(), loadFaq.fulfilled(faq, 'r1'));
    state = reducer(state, loadFaq.pending('r2'));
    expect(state.faq).toEqual({ status: 'loading', data: faq });
    state = reducer(state, loadFaq.rejected(null, 'r2', undefined, 'content.errors.load'));
    expect(state.faq).toEqual({ status: 'error', data: faq });
  });

  it('writes a saved FAQ edit into the loaded list and clears its busy flag', () => {
    let state = reducer(initial(), loadFaq.fulfilled(faq, 'r1'));
    const arg = { id: 'odeme', fields: { question: 'Ödeme ne zaman?', answer: 'Yeni cevap' } };
    state = reducer(state, editFaqEntry.pending('w1', arg));
    expect(state.saving[faqEditKey('odeme')]).toBe(true);
    state = reducer(state, editFaqEntry.fulfilled({ savedAt: 42 }, 'w1', arg));
    expect(state.saving).toEqual({});
    expect(state.faq?.data[0]).toMatchObject({ answer: 'Yeni cevap', updatedAt: 42 });
    expect(state.faq?.data[1]).toEqual(faq[1]);
  });

  it('a failed save changes nothing but the busy flag', () => {
    let state = reducer(initial(), loadFaq.fulfilled(faq, 'r1'));
    const arg = { id: 'odeme', fields: { question: 'x', answer: 'y' } };
    state = reducer(state, editFaqEntry.pending('w1', arg));
    state = reducer(state, editFaqEntry.rejected(null, 'w1', arg, 'content.errors.save'));
    expect(state.saving).toEqual({});
    expect(state.faq?.data).toEqual(faq);
  });

  it('updates a post both in the list and where it was opened by slug; state is plain data', () => {
    let state = reducer(initial(), loadBlog.fulfilled([post], 'r1'));
    state = reducer(state, loadBlogPost.fulfilled(post, 'r2', post.id));
    const fields = { title: 'Yeni başlık', summary: 'Özet', body: 'Metin', coverImage: '' };
    state = reducer(state, editBlogPost.fulfilled({ savedAt: 7 }, 'w1', { id: post.id, fields }));
    expect(state.blog?.data[0].title).toBe('Yeni başlık');
    expect(state.posts[post.id].data?.title).toBe('Yeni başlık');
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('holds the home page numbers, whole and non-negative whatever the document holds', () => {
    const statistics = toContentStatistics({
      brandCount: 1240,
      influencerCount: 18500.7,
      briefCount: -3,
      collaborationCount: '9870',
    });
    expect(statistics).toEqual({
      brandCount: 1240,
      influencerCount: 18500,
      briefCount: 0,
      collaborationCount: 0,
      updatedAt: null,
    });
    let state = reducer(initial(), loadStatistics.pending('s1'));
    expect(state.statistics).toEqual({ status: 'loading', data: null });
    state = reducer(state, loadStatistics.fulfilled(statistics, 's1'));
    expect(state.statistics).toEqual({ status: 'ready', data: statistics });
  });
});
