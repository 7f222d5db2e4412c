import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { SessionUser } from '@/store/session/sessionUser';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import AddBriefPage, { briefOwnerOf } from '../pages/AddBriefPage';

vi.mock('../api/briefWrites', async (original) => ({
  ...(await original<typeof import('../api/briefWrites')>()),
  createBrief: vi.fn(() => Promise.resolve('new-brief')),
}));

const writes = await import('../api/briefWrites');

const brand = {
  ...sessionUser(UserRole.Brand, 'Acme', 'brand-1'),
  brandName: 'Acme A.Ş.',
  img: 'https://img.example.com/a.png',
};

async function renderForm(user: SessionUser = brand) {
  const router = createMemoryRouter(
    [
      { path: '/app/addNewBrief', element: <AddBriefPage /> },
      { path: '/app/briefDetail', element: <p>detail page</p> },
    ],
    { initialEntries: ['/app/addNewBrief'] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user),
  });
  return { ...view, router };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.restoreAllMocks());

describe('AddBriefPage', () => {
  it('marks the required fields and moves focus to the first one, writing nothing', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByTestId('brief-submit'));
    expect(screen.getByText('Lütfen bir proje başlığı giriniz.')).toBeDefined();
    expect(screen.getByText('En az bir kategori seçiniz.')).toBeDefined();
    expect(screen.getByText('En az bir cinsiyet seçiniz.')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText(/Proje başlığı/));
    expect(writes.createBrief).not.toHaveBeenCalled();
  });

  it('creates the brief for the acting brand and opens its detail page', async () => {
    const { user, router, store } = await renderForm();
    await user.type(screen.getByLabelText(/Proje başlığı/), 'Yaz kampanyası');
    await user.type(screen.getByLabelText(/Açıklama/), 'Yeni ürünümüz için içerik');
    await user.click(screen.getByLabelText('Moda'));
    await user.click(screen.getByLabelText('Kadın'));
    await user.click(screen.getByLabelText('Instagram'));
    await user.type(screen.getByLabelText('Paylaşım sayısı'), '2');
    await user.type(screen.getByLabelText(/Bütçe \(TL/), '12500');
    await user.click(screen.getByLabelText('#reklam'));
    await user.click(screen.getByTestId('brief-submit'));

    await waitFor(() => expect(router.state.location.search).toBe('?briefId=new-brief'));
    expect(router.state.location.pathname).toBe('/app/briefDetail');
    expect(writes.createBrief).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Yaz kampanyası',
        targetedCategories: [2],
        targetedGenders: ['female'],
        briefPlatforms: ['instagram'],
        platformDetails: { instagram: { postCount: 2 } },
        paymentType: 'money',
        budget: 12500,
        adDisclosure: { instagram: 'reklam' },
      }),
      { uid: 'brand-1', name: 'Acme A.Ş.', image: 'https://img.example.com/a.png', type: 'brand' },
    );
    expect(store.getState().ui.toasts.map((t) => t.message)).toContain('briefForm.created');
  });

  it('barter hides the budget and asks for a product', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByLabelText('Barter'));
    expect(screen.queryByLabelText(/Bütçe \(TL/)).toBeNull();
    await user.click(screen.getByTestId('brief-submit'));
    expect(screen.getByText('Barter projelerinde en az bir ürün giriniz.')).toBeDefined();
  });

  it('asks for the ad disclosure of every platform, money or barter, keeping what was typed', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByLabelText(/Proje başlığı/), 'Yaz');
    await user.click(screen.getByLabelText('Barter'));
    await user.click(screen.getByTestId('brief-submit'));
    const required =
      'Her platform için bir reklam bildirimi seçin: #reklam, #işbirliği veya platformun ücretli ortaklık etiketi.';
    expect(screen.getByText(required)).toBeDefined();
    // No platform ticked: the brief asks for Instagram's disclosure.
    expect(screen.getByText('Instagram paylaşımı')).toBeDefined();
    await user.click(screen.getByLabelText('TikTok'));
    await user.click(screen.getByLabelText('“Markalı içerik” etiketi'));
    expect(screen.queryByText(required)).toBeNull();
    expect((screen.getByLabelText(/Proje başlığı/) as HTMLInputElement).value).toBe('Yaz');
    expect(writes.createBrief).not.toHaveBeenCalled();
  });

  it('shows the spec’s create error when saving fails, staying on the form', async () => {
    vi.mocked(writes.createBrief).mockRejectedValueOnce({ code: 'permission-denied' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router, store } = await renderForm();
    await user.type(screen.getByLabelText(/Proje başlığı/), 'Yaz');
    await user.type(screen.getByLabelText(/Açıklama/), 'Açıklama');
    await user.click(screen.getByLabelText('Spor'));
    await user.click(screen.getByLabelText('Erkek'));
    await user.type(screen.getByLabelText(/Bütçe \(TL/), '100');
    await user.click(screen.getByLabelText('#işbirliği'));
    await user.click(screen.getByTestId('brief-submit'));
    await waitFor(() =>
      expect(store.getState().ui.toasts.map((t) => `${t.type}:${t.message}`)).toContain(
        'error:briefs.errors.create',
      ),
    );
    expect(router.state.location.pathname).toBe('/app/addNewBrief');
    expect((screen.getByTestId('brief-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells an influencer that only brands, agencies and admins create projects', async () => {
    await renderForm(sessionUser(UserRole.Influencer, 'Ayşe', 'inf-1'));
    expect(screen.getByTestId('brief-form-not-allowed')).toBeDefined();
    expect(screen.queryByTestId('brief-form')).toBeNull();
  });
});

describe('briefOwnerOf', () => {
  it('takes the brand name, else the display name', () => {
    expect(briefOwnerOf(brand)).toEqual({
      uid: 'brand-1',
      name: 'Acme A.Ş.',
      image: 'https://img.example.com/a.png',
      type: 'brand',
    });
    expect(briefOwnerOf(sessionUser(UserRole.Admin, 'Demo Admin', 'a1'))).toMatchObject({
      name: 'Demo Admin',
      type: 'admin',
    });
    expect(briefOwnerOf(sessionUser(UserRole.Editor, 'X', 'e1'))).toBeNull();
  });
});
