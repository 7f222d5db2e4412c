import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { toKnowledgeArticle, toKnowledgeCategory } from '@/lib/collections/contents';
import { renderRoutesAsAdmin } from '@/test/renderRoutes';
import * as api from '../api/contentsApi';
import KnowledgeBasePage from '../pages/KnowledgeBasePage';

vi.mock('../api/contentsApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/contentsApi')>()),
  fetchKnowledgeBase: vi.fn(),
  createKnowledgeArticle: vi.fn(),
  deleteKnowledgeArticle: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const categories = [
  toKnowledgeCategory('markalar', { name: 'Markalar İçin', order: 1 }),
  toKnowledgeCategory('odemeler', { name: 'Ödemeler', order: 2 }),
];
const first = toKnowledgeArticle('ilk-brief', {
  categoryId: 'markalar',
  title: 'İlk brief',
  body: 'Adımlar',
  order: 1,
});
const routes = [{ path: paths.pages.knowledgeBase, element: <KnowledgeBasePage /> }];

describe('a new knowledge-base article', () => {
  it('is added in its category under a slug from the title, opens, and can be deleted', async () => {
    vi.mocked(api.fetchKnowledgeBase).mockResolvedValue({ categories, articles: [first] });
    vi.mocked(api.createKnowledgeArticle).mockImplementation(async (slug, fields) => ({
      id: slug,
      ...fields,
      order: 1,
      updatedAt: 1,
    }));
    vi.mocked(api.deleteKnowledgeArticle).mockResolvedValue();
    const { user, router } = await renderRoutesAsAdmin(routes, paths.pages.knowledgeBase);
    await user.click(await screen.findByRole('button', { name: 'Ödemeler konusuna yeni makale' }));
    const form = screen.getByTestId('new-article');
    expect(within(form).getByRole('heading').textContent).toBe('Yeni makale: Ödemeler');

    await user.type(within(form).getByLabelText(/Başlık/), '!!!');
    await user.type(within(form).getByLabelText(/^Metin/), 'Ödeme **ayın 15’inde**.');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    within(form).getByText('Başlıkta en az bir harf ya da rakam olmalı.');
    expect(api.createKnowledgeArticle).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText(/Başlık/));
    await user.type(within(form).getByLabelText(/Başlık/), 'Hakediş Ödemeleri Nasıl Çalışır?');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?article=hakedis-odemeleri-nasil-calisir'),
    );
    expect(api.createKnowledgeArticle).toHaveBeenCalledWith('hakedis-odemeleri-nasil-calisir', {
      categoryId: 'odemeler',
      title: 'Hakediş Ödemeleri Nasıl Çalışır?',
      body: 'Ödeme **ayın 15’inde**.',
    });
    const article = await screen.findByTestId('knowledge-article');
    within(article).getByText('ayın 15’inde');

    await user.click(within(article).getByRole('button', { name: 'Sil' }));
    await user.click(await screen.findByTestId('content-delete-confirm'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.deleteKnowledgeArticle).toHaveBeenCalledWith('hakedis-odemeleri-nasil-calisir');
    expect(screen.queryByRole('link', { name: 'Hakediş Ödemeleri Nasıl Çalışır?' })).toBeNull();
  });

  it('a title another article has is refused beside it, the text kept', async () => {
    vi.mocked(api.fetchKnowledgeBase).mockResolvedValue({ categories, articles: [first] });
    vi.mocked(api.createKnowledgeArticle).mockRejectedValue(new api.SlugTakenError('ilk-brief'));
    const { user } = await renderRoutesAsAdmin(routes, paths.pages.knowledgeBase);
    await user.click(
      await screen.findByRole('button', { name: 'Markalar İçin konusuna yeni makale' }),
    );
    const form = screen.getByTestId('new-article');
    await user.type(within(form).getByLabelText(/Başlık/), 'İlk Brief');
    await user.type(within(form).getByLabelText(/^Metin/), 'Yeni metin');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await within(form).findByText('Bu başlıkla bir makale zaten var. Başlığı değiştirin.');
    expect(within(form).getByLabelText<HTMLTextAreaElement>(/^Metin/).value).toBe('Yeni metin');
  });
});
