import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/productsApi';
import type { ProductBrief } from '../model/productCatalog';
import ProductImageListPage from '../pages/ProductImageListPage';
import ProductThumbListPage from '../pages/ProductThumbListPage';

vi.mock('../api/productsApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/productsApi')>()),
  fetchProductBriefs: vi.fn(),
}));

const fetchProductBriefs = vi.mocked(api.fetchProductBriefs);

const brand = sessionUser(UserRole.Brand, 'Nova Kozmetik', 'nova');
const admin = sessionUser(UserRole.Admin, 'Yönetici', 'admin1');

const at = (day: number) => Date.UTC(2026, 10, day, 9);
const briefs: ProductBrief[] = [
  {
    id: 'b-new',
    title: 'Kış Cilt Bakım Serisi',
    timestamp: at(20),
    paymentType: 'product',
    image: '/demo/briefs/kampanya-1.svg',
    products: [{ name: 'Nemlendirici Krem Seti', price: 850 }],
  },
  {
    id: 'b-old',
    title: 'Yaz Cilt Bakım Serisi',
    timestamp: at(2),
    paymentType: 'both',
    image: null,
    products: [
      { name: 'NEMLENDİRİCİ KREM SETİ', price: 800 },
      { name: 'Işıltı Serumu', price: 1250.5 },
    ],
  },
  {
    id: 'b-money',
    title: 'Bütçeli Proje',
    timestamp: at(25),
    paymentType: 'money',
    image: null,
    products: [],
  },
];

async function renderAt(path: string, user = brand) {
  const router = createMemoryRouter(
    [
      { path: paths.pages.productThumbList, element: <ProductThumbListPage /> },
      { path: paths.pages.productImageList, element: <ProductImageListPage /> },
      { path: paths.app.briefDetail, element: <p>brief detail</p> },
      { path: paths.app.addNewBrief, element: <p>new brief form</p> },
    ],
    { initialEntries: [path] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user),
  });
  return { ...view, router };
}

beforeEach(() => {
  fetchProductBriefs.mockResolvedValue({ briefs, truncated: false });
});

afterEach(() => vi.clearAllMocks());

describe('ProductThumbListPage', () => {
  it('lists the brand’s own products once per name, newest use first, with price and briefs', async () => {
    await renderAt(paths.pages.productThumbList);
    expect(screen.getByRole('heading', { level: 1, name: 'Ürünlerim' })).toBeDefined();
    const rows = await screen.findAllByTestId('product-row');
    expect(fetchProductBriefs).toHaveBeenCalledWith({ view: 'owner', uid: 'nova' });
    expect(rows).toHaveLength(2);
    const [cream, serum] = rows;
    expect(within(cream!).getByText('Nemlendirici Krem Seti')).toBeDefined();
    expect(within(cream!).getByText('₺850')).toBeDefined();
    expect(within(cream!).getByText('2 proje')).toBeDefined();
    expect(within(cream!).getByText('20 Kas 2026')).toBeDefined();
    expect(
      within(cream!).getByRole('link', { name: 'Kış Cilt Bakım Serisi' }).getAttribute('href'),
    ).toBe('/app/briefDetail?briefId=b-new');
    expect(within(cream!).getByTestId('product-image').getAttribute('src')).toBe(
      '/demo/briefs/kampanya-1.svg',
    );
    expect(within(serum!).getByText('Işıltı Serumu')).toBeDefined();
    expect(within(serum!).getByText('₺1.250,50')).toBeDefined();
    expect(within(serum!).getByText('1 proje')).toBeDefined();
    // No image: a placeholder, never an <img>.
    expect(within(serum!).queryByRole('img')).toBeNull();
    expect(within(serum!).getByTestId('product-placeholder')).toBeDefined();
    expect(screen.queryByTestId('products-footnote')).toBeNull();
  });

  it('searches with Turkish case rules and carries the search to the other view', async () => {
    const { user, router } = await renderAt(paths.pages.productThumbList);
    await screen.findAllByTestId('product-row');
    await user.type(screen.getByLabelText('Ürün adına göre ara'), 'IŞI');
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(1));
    expect(screen.getByText('Işıltı Serumu')).toBeDefined();
    expect(router.state.location.search).toBe('?q=I%C5%9EI');

    const views = screen.getByRole('navigation', { name: 'Görünüm' });
    expect(
      within(views).getByRole('link', { name: 'Küçük Liste' }).getAttribute('aria-current'),
    ).toBe('page');
    await user.click(within(views).getByRole('link', { name: 'Görsel Liste' }));
    expect(router.state.location.pathname).toBe(paths.pages.productImageList);
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Ürün adına göre ara').value).toBe('IŞI');
  });

  it('says when no product matches the search', async () => {
    await renderAt(`${paths.pages.productThumbList}?q=kahve`);
    expect(await screen.findByText('“kahve” ile eşleşen ürün yok.')).toBeDefined();
  });

  it('shows the empty state with the way to a new barter brief', async () => {
    fetchProductBriefs.mockResolvedValue({ briefs: [briefs[2]!], truncated: false });
    const { user, router } = await renderAt(paths.pages.productThumbList);
    expect(await screen.findByText('Henüz ürün yok')).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Barter projesi oluştur' }));
    expect(router.state.location.pathname).toBe(paths.app.addNewBrief);
  });

  it('shows loading, then the error with a retry that loads again', async () => {
    let fail!: (error: unknown) => void;
    fetchProductBriefs.mockReturnValueOnce(
      new Promise((_, reject) => {
        fail = reject;
      }),
    );
    const { user } = await renderAt(paths.pages.productThumbList);
    expect(await screen.findByText('Ürünler yükleniyor…')).toBeDefined();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fail(new Error('offline'));
    expect(
      await screen.findByText('Ürünler yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.'),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findAllByTestId('product-row')).toHaveLength(2);
  });
});

describe('ProductImageListPage', () => {
  it('shows a card per product with a large image or the placeholder', async () => {
    await renderAt(paths.pages.productImageList);
    expect(screen.getByRole('heading', { level: 1, name: 'Ürünlerim' })).toBeDefined();
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!).getByRole('heading', { name: 'Nemlendirici Krem Seti' }),
    ).toBeDefined();
    expect(within(cards[0]!).getByText('₺850')).toBeDefined();
    expect(within(cards[0]!).getByText('Son kullanım: 20 Kas 2026')).toBeDefined();
    expect(within(cards[0]!).getByTestId('product-image').getAttribute('src')).toBe(
      '/demo/briefs/kampanya-1.svg',
    );
    expect(within(cards[1]!).getByTestId('product-placeholder')).toBeDefined();
  });

  it('falls back to the placeholder when an image fails to load', async () => {
    await renderAt(paths.pages.productImageList);
    const [card] = await screen.findAllByTestId('product-card');
    within(card!).getByTestId('product-image').dispatchEvent(new Event('error'));
    await waitFor(() => expect(within(card!).queryByTestId('product-image')).toBeNull());
    expect(within(card!).getByTestId('product-placeholder')).toBeDefined();
  });

  it('shows an admin everyone’s newest briefs’ products and says they are bounded', async () => {
    await renderAt(paths.pages.productImageList, admin);
    expect(screen.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeDefined();
    await screen.findAllByTestId('product-card');
    expect(fetchProductBriefs).toHaveBeenCalledWith({ view: 'all' });
    expect(screen.getByTestId('products-footnote').textContent).toBe(
      'Yalnızca en yeni 200 projenin ürünleri gösterilir.',
    );
  });

  it('tells a brand when only her newest briefs were read', async () => {
    fetchProductBriefs.mockResolvedValue({ briefs, truncated: true });
    await renderAt(paths.pages.productImageList);
    await screen.findAllByTestId('product-card');
    expect(screen.getByTestId('products-footnote').textContent).toBe(
      'Yalnızca en yeni 200 projenizin ürünleri gösterilir.',
    );
  });
});
