import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { toBlogPost, toFaqEntry } from '@/lib/collections/contents';
import { renderRoutesAsAdmin } from '@/test/renderRoutes';
import * as api from '../api/contentsApi';
import BlogDetailPage from '../pages/BlogDetailPage';
import BlogListPage from '../pages/BlogListPage';
import FaqPage from '../pages/FaqPage';

vi.mock('../api/contentsApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/contentsApi')>()),
  fetchBlogPosts: vi.fn(),
  fetchBlogPost: vi.fn(),
  createBlogPost: vi.fn(),
  deleteBlogPost: vi.fn(),
  fetchFaq: vi.fn(),
  createFaqEntry: vi.fn(),
  deleteFaqEntry: vi.fn(),
}));

const seeded = toBlogPost('mikro-influencer', {
  title: 'Mikro Influencer',
  summary: 'Özet',
  body: 'Metin',
  publishedAt: new Date('2026-11-01T09:00:00Z'),
});
const routes = [
  { path: paths.pages.blogList, element: <BlogListPage /> },
  { path: paths.pages.blogDetail, element: <BlogDetailPage /> },
  { path: paths.pages.faq, element: <FaqPage /> },
];

beforeEach(() => {
  vi.mocked(api.fetchBlogPosts).mockResolvedValue([seeded]);
  vi.mocked(api.fetchBlogPost).mockResolvedValue(null);
});
afterEach(() => vi.clearAllMocks());

async function openNewPostForm() {
  const view = await renderRoutesAsAdmin(routes, paths.pages.blogList);
  await screen.findByText('Mikro Influencer');
  await view.user.click(screen.getByRole('button', { name: 'Yeni yazı' }));
  return view;
}

describe('a new blog post', () => {
  it('makes the slug from the Turkish title, lets it be edited, and refuses bad ones', async () => {
    const { user } = await openNewPostForm();
    const slug = screen.getByLabelText<HTMLInputElement>(/Adres \(slug\)/);
    await user.type(screen.getByLabelText(/Başlık/), 'Çekim günü için 7 ipucu');
    expect(slug.value).toBe('cekim-gunu-icin-7-ipucu');

    await user.clear(slug);
    await user.type(slug, 'Çekim Günü');
    // Typing in the slug stops it following the title.
    await user.type(screen.getByLabelText(/Başlık/), '!');
    expect(slug.value).toBe('Çekim Günü');
    await user.type(screen.getByLabelText(/Özet/), 'Hazırlık listesi');
    await user.type(screen.getByLabelText(/Kapak görseli/), 'http://example.com/a.jpg');
    await user.type(screen.getByLabelText(/^Metin/), 'Işığı kontrol edin.');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(screen.getByText(/Adres yalnızca küçük harf/)).toBeTruthy();
    expect(screen.getByText('Görsel adresi https:// ile başlamalı.')).toBeTruthy();
    expect(api.createBlogPost).not.toHaveBeenCalled();
  });

  it('refuses a slug another post has, keeping every typed value', async () => {
    vi.mocked(api.createBlogPost).mockRejectedValue(new api.SlugTakenError('mikro-influencer'));
    const { user } = await openNewPostForm();
    await user.type(screen.getByLabelText(/Başlık/), 'Mikro influencer');
    await user.type(screen.getByLabelText(/Özet/), 'Özet');
    await user.type(screen.getByLabelText(/^Metin/), 'Uzun metin');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    const form = screen.getByTestId('content-editor');
    await within(form).findByText(/Bu adres başka bir yazıda kullanılıyor/);
    expect(api.createBlogPost).toHaveBeenCalledWith('mikro-influencer', {
      title: 'Mikro influencer',
      summary: 'Özet',
      coverImage: '',
      body: 'Uzun metin',
    });
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Metin/).value).toBe('Uzun metin');
    expect(within(form).getByRole('button', { name: 'Kaydet' })).toHaveProperty('disabled', false);
  });

  it('disables saving while it is under way, then opens the new post', async () => {
    let publish!: () => void;
    vi.mocked(api.createBlogPost).mockImplementation(
      (slug, fields) =>
        new Promise((resolve) => {
          publish = () =>
            resolve({ id: slug, ...fields, author: '', publishedAt: 1, updatedAt: 1 });
        }),
    );
    const { user, router } = await openNewPostForm();
    await user.type(screen.getByLabelText(/Başlık/), 'Çekim günü için 7 ipucu');
    await user.type(screen.getByLabelText(/Özet/), 'Hazırlık');
    await user.type(screen.getByLabelText(/Kapak görseli/), 'https://example.com/a.jpg');
    await user.type(screen.getByLabelText(/^Metin/), 'Metin');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('button', { name: 'Kaydediliyor...' })).toHaveProperty(
      'disabled',
      true,
    );
    publish();
    await waitFor(() => expect(router.state.location.search).toBe('?slug=cekim-gunu-icin-7-ipucu'));
    await screen.findByRole('heading', { name: 'Çekim günü için 7 ipucu' });
    // Listed without reading Firestore again.
    expect(api.fetchBlogPost).not.toHaveBeenCalled();
  });
});

describe('deleting a blog post', () => {
  it('asks first, then deletes and goes back to the list without it', async () => {
    vi.mocked(api.deleteBlogPost).mockResolvedValue();
    vi.mocked(api.fetchBlogPost).mockResolvedValue(seeded);
    vi.mocked(api.fetchBlogPosts).mockResolvedValue([]);
    const { user, router } = await renderRoutesAsAdmin(
      routes,
      `${paths.pages.blogDetail}?slug=${seeded.id}`,
    );
    await screen.findByRole('heading', { name: 'Mikro Influencer' });
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByTestId('content-delete-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(api.deleteBlogPost).not.toHaveBeenCalled();

    await user.click(within(screen.getByTestId('blog-post')).getByRole('button', { name: 'Sil' }));
    await user.click(await screen.findByTestId('content-delete-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.pages.blogList));
    expect(api.deleteBlogPost).toHaveBeenCalledWith(seeded.id);
    await screen.findByText('Henüz yayınlanmış yazı yok.');
  });
});

describe('FAQ entries', () => {
  const entries = [
    toFaqEntry('odeme', { question: 'Ödeme ne zaman?', answer: 'Ayın 15’i.', order: 3 }),
  ];

  it('an admin adds a question at the end and deletes one after confirming', async () => {
    vi.mocked(api.fetchFaq).mockResolvedValue(entries);
    vi.mocked(api.createFaqEntry).mockImplementation(async (fields) => ({
      id: 'yeni',
      ...fields,
      order: 4,
      updatedAt: 1,
    }));
    vi.mocked(api.deleteFaqEntry).mockResolvedValue();
    const { user } = await renderRoutesAsAdmin(routes, paths.pages.faq);
    await screen.findByText('Ödeme ne zaman?');
    await user.click(screen.getByRole('button', { name: 'Yeni soru' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getAllByText('Bu alan boş bırakılamaz.')).toHaveLength(2);

    const form = screen.getByTestId('content-editor');
    await user.type(within(form).getByLabelText(/^Soru/), 'Fatura kesiliyor mu?');
    await user.type(within(form).getByLabelText(/^Cevap/), 'Evet, **her ay**.');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('her ay');
    expect(api.createFaqEntry).toHaveBeenCalledWith({
      question: 'Fatura kesiliyor mu?',
      answer: 'Evet, **her ay**.',
    });
    const questions = screen.getAllByTestId('faq-item').map((item) => item.textContent);
    expect(questions[1]).toContain('Fatura kesiliyor mu?');

    await user.click(screen.getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByTestId('content-delete-dialog');
    expect(dialog.textContent).toContain('"Fatura kesiliyor mu?" kalıcı olarak silinecek.');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.getAllByTestId('faq-item')).toHaveLength(1));
    expect(api.deleteFaqEntry).toHaveBeenCalledWith('yeni');
  });
});
