import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { SessionUser } from '@/store/session/sessionUser';
import { paths } from '@/config/paths';
import { ToastContainer } from '@/components/toasts/ToastContainer';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { UserDoc } from '@/lib/collections/users';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as actions from '../api/briefActions';
import * as queries from '../api/briefQueries';
import * as influencerApi from '../api/influencerProfile';
import { ownOfferView } from '@/lib/collections/bidders';
import { toInfluencerData } from '../api/influencerProfileFields';
import * as photoApi from '../api/profilePhoto';
import * as verifyApi from '../api/verifyRequest';
import type { BriefQueryDescription } from '../model/tabs';
import { makeBrief } from '../model/__tests__/briefFixture';
import ProjectListPage from '../pages/ProjectListPage';

vi.mock('../api/briefQueries', () => ({
  fetchBriefBatch: vi.fn(),
  fetchOwnOffers: vi.fn(),
  countOwnPending: vi.fn(),
}));
vi.mock('../api/influencerProfile', () => ({
  fetchListUser: vi.fn(),
  fetchInfluencerData: vi.fn(),
}));
vi.mock('../api/profilePhoto', () => ({ uploadProfilePhoto: vi.fn() }));
// The crop step's cropper and canvas work are stand-ins here (jsdom draws nothing); Chromium
// runs the real ones in tests/e2e/imageUpload.e2e.ts.
const cropped = vi.hoisted(() => ({ blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }));
vi.mock('react-easy-crop', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    default: function FakeCropper(props: { onCropComplete: (a: unknown, pixels: object) => void }) {
      const report = useRef(props.onCropComplete);
      useEffect(() => report.current({}, { x: 0, y: 0, width: 800, height: 800 }), []);
      return null;
    },
  };
});
vi.mock('react-easy-crop/react-easy-crop.css', () => ({}));
vi.mock('@/components/imageUpload/processImage', () => ({
  ImageProcessError: class extends Error {},
  cropAndCompress: async () => ({ blob: cropped.blob, width: 800, height: 800 }),
}));
vi.mock('../api/verifyRequest', () => ({ sendVerifyRequest: vi.fn() }));
vi.mock('../api/briefActions', () => ({
  approveBrief: vi.fn(),
  completeBrief: vi.fn(),
  deleteBrief: vi.fn(),
}));

const fetchBriefBatch = vi.mocked(queries.fetchBriefBatch);
const fetchOwnOffers = vi.mocked(queries.fetchOwnOffers);
const countOwnPending = vi.mocked(queries.countOwnPending);
const fetchListUser = vi.mocked(influencerApi.fetchListUser);
const fetchInfluencerData = vi.mocked(influencerApi.fetchInfluencerData);
const uploadProfilePhoto = vi.mocked(photoApi.uploadProfilePhoto);
const sendVerifyRequest = vi.mocked(verifyApi.sendVerifyRequest);
const approveBrief = vi.mocked(actions.approveBrief);
const deleteBrief = vi.mocked(actions.deleteBrief);

let serial = 0;
function brief(overrides: Partial<BriefDoc> = {}): BriefDoc {
  serial += 1;
  return makeBrief({
    id: `brief-${serial}`,
    briefOwnerUserId: 'demo-brand',
    briefSenderId: 'demo-brand',
    briefSenderName: 'Nova Market',
    title: `Proje ${serial}`,
    description: '',
    targetedMinimumAge: 18,
    targetedMaximumAge: 35,
    contentTypes: ['reel'],
    timestamp: new Date(2025, 0, 15).getTime() - serial,
    ...overrides,
  });
}

/** The where clauses of the first query, as text, to tell the tabs apart in the mock. */
const firstWhere = (descriptions: readonly BriefQueryDescription[]) =>
  descriptions[0]!.where.map(([f, op, v]) => `${f} ${op} ${JSON.stringify(v)}`).join(' & ');

/** Serves one batch per list (no more pages): `pick` chooses the briefs for the queries. */
function serve(pick: (where: string) => BriefDoc[]) {
  fetchBriefBatch.mockImplementation(async (descriptions) => ({
    items: pick(firstWhere(descriptions)),
    cursor: null,
  }));
}

async function renderPage(user: SessionUser, path: string = paths.app.projects) {
  const screenOf = (text: string) => <p>{text}</p>;
  const router = createMemoryRouter(
    [
      ...[paths.app.projects, paths.app.myProjects].map((p) => ({
        path: p,
        element: (
          <>
            <ProjectListPage />
            <ToastContainer />
          </>
        ),
      })),
      { path: paths.app.influencerDetail, element: screenOf('influencer detail') },
      { path: paths.app.support, element: screenOf('support chat') },
      { path: paths.app.addNewBrief, element: screenOf('new brief') },
      { path: paths.app.briefDetail, element: screenOf('brief detail') },
    ],
    { initialEntries: [path] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user),
  });
  return { ...view, router };
}

const admin = sessionUser(UserRole.Admin, 'Deniz Kaya', 'demo-admin');
const brand = sessionUser(UserRole.Brand, 'Nova Market', 'demo-brand');
const influencer = sessionUser(UserRole.Influencer, 'Ayşe Yılmaz', 'demo-influencer');

const influencerUser: UserDoc = {
  uid: 'demo-influencer',
  email: 'influencer@demo.test',
  type: 'influencer',
  name: 'Ayşe',
  surname: 'Yılmaz',
  isApproved: true,
  profileImage: '/demo/avatars/ayse.svg',
};

const influencerDoc = (social: Record<string, unknown> = { instagram: { username: 'ayse' } }) =>
  toInfluencerData('demo-influencer', {
    isApproved: true,
    isGenderFemale: true,
    generalInfo: { selectedCategories: [2, 1], profilePhotoUrl: '/demo/avatars/ayse.svg' },
    socialMedia: social,
  });

beforeEach(() => {
  serial = 0;
  serve(() => []);
  countOwnPending.mockResolvedValue(0);
  fetchOwnOffers.mockResolvedValue({});
  fetchListUser.mockResolvedValue(influencerUser);
  fetchInfluencerData.mockResolvedValue(influencerDoc());
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('project list: admin', () => {
  it('shows the three admin tabs and a table with Proje, Çalışma Modeli, Durumu, İşlemler', async () => {
    serve((where) =>
      where === 'isVerified == false'
        ? [brief({ isVerified: false, targetedCategories: [1, 2, 9], paymentType: 'money' })]
        : [],
    );
    await renderPage(admin);
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Onay Bekleyenler', 'Devam Edenler', 'Tamamlananlar']);
    const table = await screen.findByTestId('admin-brief-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Proje', 'Çalışma Modeli', 'Durumu', 'İşlemler']);
    const row = within(screen.getByTestId('admin-brief-row'));
    // Three categories: the first two, then an ellipsis.
    expect(row.getByTestId('row-categories').textContent).toBe(
      'Kişisel Bakım, Moda…ve diğer kategoriler',
    );
    expect(row.getByText('Bütçeli')).toBeDefined();
    expect(row.getByText('Onay Bekliyor')).toBeDefined();
    expect(row.getByRole('button', { name: 'Onayla' })).toBeDefined();
    expect(row.queryByRole('button', { name: 'Tamamla' })).toBeNull();
    expect(row.getByRole('button', { name: 'Sil' })).toBeDefined();
    expect(row.getByRole('link', { name: 'Proje 1' }).getAttribute('href')).toBe(
      '/app/briefDetail?briefId=brief-1',
    );
    // The admin's display is forced: no display mode buttons.
    expect(screen.queryByTestId('mode-image')).toBeNull();
    expect(screen.getByTestId('start-new-project').getAttribute('href')).toBe('/app/addNewBrief');
  });

  it('shows at most two categories without an ellipsis when there are two', async () => {
    serve(() => [brief({ isVerified: false, targetedCategories: [9, 10] })]);
    await renderPage(admin);
    expect((await screen.findByTestId('row-categories')).textContent).toBe('Spor, Teknoloji');
  });

  it('shows each tab its empty text', async () => {
    const { user } = await renderPage(admin);
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'Onay Bekleyen Proje Bulunmamaktadır.',
    );
    await user.click(screen.getByRole('tab', { name: 'Devam Edenler' }));
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'Devam Eden Proje Bulunmamaktadır.',
    );
    await user.click(screen.getByRole('tab', { name: 'Tamamlananlar' }));
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'Tamamlanmış Proje Bulunmamaktadır.',
    );
  });

  it('approves a brief: it leaves the pending tab and a toast confirms', async () => {
    serve(() => [brief({ isVerified: false })]);
    approveBrief.mockResolvedValue();
    const { user } = await renderPage(admin);
    await user.click(await screen.findByRole('button', { name: 'Onayla' }));
    expect(approveBrief).toHaveBeenCalledWith('brief-1');
    expect((await screen.findByTestId('toast')).textContent).toBe('Proje başarıyla onaylandı.');
    expect(screen.queryByTestId('admin-brief-row')).toBeNull();
  });

  it('asks before deleting, and shows the refusal when the store says no', async () => {
    serve(() => [brief({ isVerified: true })]);
    deleteBrief.mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    const { user } = await renderPage(admin);
    await user.click(await screen.findByRole('button', { name: 'Sil' }));
    expect(deleteBrief).not.toHaveBeenCalled();
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Bu projeyi silmek istediğinize emin misiniz?')).toBeDefined();
    await user.click(dialog.getByTestId('confirm-delete-brief'));
    expect(deleteBrief).toHaveBeenCalledWith('brief-1');
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Bu projeyi silme yetkiniz bulunmamaktadır.',
    );
    expect(screen.getByTestId('admin-brief-row')).toBeDefined();
  });

  it('offers a retry when the list fails to load', async () => {
    fetchBriefBatch.mockRejectedValueOnce(new Error('offline'));
    const { user } = await renderPage(admin);
    await user.click(await screen.findByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByTestId('list-empty')).toBeDefined();
    expect(fetchBriefBatch).toHaveBeenCalledTimes(2);
  });
});

describe('project list: brand', () => {
  it('shows Aktif Projeler, cards with a p link, amount with KDV, ages and gender', async () => {
    serve(() => [brief({ images: ['/demo/briefs/kampanya-1.svg'] })]);
    await renderPage(brand, paths.app.myProjects);
    expect(screen.getByRole('heading', { name: 'Projelerim' })).toBeDefined();
    expect(screen.getByTestId('start-new-project')).toBeDefined();
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Aktif Projeler',
        'Devam Eden Projeler',
        'Tamamlanmış Projelerim',
      ]),
    );
    const card = within(await screen.findByTestId('brief-card'));
    expect(card.getByRole('link', { name: 'Proje 1' }).getAttribute('href')).toBe(
      '/app/briefDetail?briefId=brief-1&p=brief-1',
    );
    expect(card.getByTestId('card-amount').textContent).toBe('₺12.500 + KDV');
    expect(card.getByText('18 - 35 Yaş')).toBeDefined();
    expect(card.getByText('Kadınlar ve Erkekler')).toBeDefined();
    expect(card.getByText('Devam Ediyor')).toBeDefined();
    expect(card.getByTestId('card-categories').textContent).toBe('Moda');
    expect(card.getByRole('checkbox', { name: 'Proje 1 projesini seç' })).toBeDefined();
    // The owner's first query proves ownership to the rules.
    expect(firstWhere(fetchBriefBatch.mock.calls[0]![0])).toBe(
      'briefOwnerUserId == "demo-brand" & isVerified == true & isCompleted == false',
    );
  });

  it('switches display modes: image, thumb, list', async () => {
    serve(() => [brief({ images: ['/demo/briefs/kampanya-1.svg'] })]);
    const { user } = await renderPage(brand, paths.app.myProjects);
    await screen.findByTestId('cards-image');
    await user.click(screen.getByTestId('mode-thumb'));
    expect(screen.getByTestId('cards-thumb')).toBeDefined();
    await user.click(screen.getByTestId('mode-list'));
    expect(screen.getByTestId('cards-list')).toBeDefined();
    expect(screen.getByTestId('mode-list').getAttribute('aria-pressed')).toBe('true');
  });

  it('titles the first tab Onay Bekleyenler with the count while briefs wait', async () => {
    countOwnPending.mockResolvedValue(2);
    serve((where) => (where.includes('isVerified == true') ? [brief()] : []));
    await renderPage(brand, paths.app.myProjects);
    const first = await screen.findByRole('tab', { name: /Onay Bekleyenler/ });
    expect(within(first).getByTestId('pending-count').textContent).toContain('2');
    await screen.findByTestId('brief-card');
    // Approved and pending own briefs, two queries merged.
    expect(fetchBriefBatch.mock.calls.at(-1)![0]).toHaveLength(2);
  });

  it('shows a page of 12 and grows by the page size', async () => {
    serve(() => Array.from({ length: 20 }, () => brief()));
    const { user } = await renderPage(brand, paths.app.myProjects);
    await screen.findAllByTestId('brief-card');
    expect(screen.getAllByTestId('brief-card')).toHaveLength(12);
    await user.selectOptions(screen.getByLabelText('Sayfa başına'), '4');
    expect(screen.getAllByTestId('brief-card')).toHaveLength(4);
    await user.click(screen.getByTestId('load-more'));
    expect(screen.getAllByTestId('brief-card')).toHaveLength(8);
    // Everything came from one fetch of 20.
    expect(fetchBriefBatch).toHaveBeenCalledTimes(1);
  });
});

describe('project list: the store', () => {
  it('holds each tab’s list as ids with a plain cursor, and drops it when the page goes', async () => {
    const cursor = { parts: [{ seconds: 1736899200, nanoseconds: 0, id: 'brief-20' }] };
    fetchBriefBatch.mockImplementation(async () => ({
      items: Array.from({ length: 20 }, () => brief()),
      cursor,
    }));
    const { store, unmount } = await renderPage(brand, paths.app.myProjects);
    await screen.findAllByTestId('brief-card');
    const { lists, ids } = store.getState().briefs!;
    expect(Object.keys(lists)).toEqual(['owner:demo-brand:0:false']);
    expect(lists['owner:demo-brand:0:false']).toMatchObject({
      status: 'ready',
      ids: ids,
      cursor,
      spec: { view: 'owner', uid: 'demo-brand', tab: 0, hasPending: false },
    });
    expect(ids).toHaveLength(20);
    // Nothing but plain data: no snapshots, the state survives JSON unchanged.
    expect(JSON.parse(JSON.stringify(store.getState().briefs))).toEqual(store.getState().briefs);
    unmount();
    expect(store.getState().briefs!.lists).toEqual({});
    expect(store.getState().briefs!.ids).toEqual([]);
  });
});

describe('project list: influencer', () => {
  it('has no start-new-project button', async () => {
    await renderPage(influencer);
    await screen.findAllByRole('tab');
    expect(screen.queryByTestId('start-new-project')).toBeNull();
  });

  it('loads the photo check, then the profile, then the briefs, and counts each tab', async () => {
    const offered = brief({ bidderIds: ['demo-influencer'] });
    serve((where) =>
      where.includes('"money","both"')
        ? [offered, brief(), brief({ targetFemaleInfluencers: false })]
        : [brief({ paymentType: 'product', budget: 0 })],
    );
    // Her own sealed offer only (docs/decisions.md "Sealed offers").
    fetchOwnOffers.mockResolvedValue({
      [offered.id]: ownOfferView(offered.id, {
        bidderId: 'demo-influencer',
        price: 7500,
        influencerEarnings: 6000,
      }),
    });
    const { user } = await renderPage(influencer);
    // The brief for men only is filtered out: 2 budget briefs, 1 barter brief.
    expect(await screen.findByRole('tab', { name: 'Bütçeli (2)' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Barter (1)' })).toBeDefined();
    expect(fetchListUser.mock.invocationCallOrder[0]).toBeLessThan(
      fetchInfluencerData.mock.invocationCallOrder[0]!,
    );
    expect(fetchInfluencerData.mock.invocationCallOrder[0]).toBeLessThan(
      fetchBriefBatch.mock.invocationCallOrder[0]!,
    );
    // Only the brief the user bid on is read, as her own offer.
    await waitFor(() => expect(fetchOwnOffers).toHaveBeenCalledTimes(1));
    expect(fetchOwnOffers.mock.calls[0]).toEqual([[offered.id], 'demo-influencer']);

    await user.click(screen.getByTestId('mode-list'));
    const table = screen.getByTestId('influencer-brief-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Marka', 'Platform', 'Teklifiniz', 'Seç']);
    const offers = screen.getAllByTestId('row-offer').map((cell) => cell.textContent);
    expect(offers).toEqual(['₺7.500 + KDV', 'Teklif Göndermediniz']);

    await user.click(screen.getByRole('tab', { name: 'Barter (1)' }));
    expect(
      within(screen.getByTestId('influencer-brief-table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Marka', 'Platform', 'İlgi Durumunuz', 'Seç']);
    expect(screen.getByTestId('row-offer').textContent).toBe('İlgilenmediniz');
  });

  it('shows platforms, content types and the period on influencer cards', async () => {
    serve((where) =>
      where.includes('"money","both"')
        ? [
            brief({
              briefPlatforms: ['instagram', 'tiktok'],
              contentTypes: ['story', 'video'],
              collaborationStartDate: new Date(2025, 1, 1).getTime(),
            }),
          ]
        : [],
    );
    await renderPage(influencer);
    const card = within(await screen.findByTestId('brief-card'));
    expect(card.getByTestId('card-platforms').textContent).toBe('Instagram, TikTok · Story, Video');
    expect(card.getByText('01.02.2025 başlangıç')).toBeDefined();
    expect(card.queryByTestId('card-categories')).toBeNull();
    expect(card.getByTestId('card-offer').textContent).toBe('Teklifiniz: Teklif Göndermediniz');
  });

  it('shows the empty texts of both tabs', async () => {
    const { user } = await renderPage(influencer);
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'Bütçeli Proje Bulunmamaktadır.',
    );
    await user.click(screen.getByRole('tab', { name: 'Barter (0)' }));
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'Barter Projesi Bulunmamaktadır.',
    );
  });

  it('asks an unapproved influencer to get approved, and needs a social account first', async () => {
    fetchListUser.mockResolvedValue({ ...influencerUser, isApproved: false, socialMedia: {} });
    fetchInfluencerData.mockResolvedValue(influencerDoc({ instagram: { username: '  ' } }));
    const { user, router } = await renderPage({ ...influencer, isApproved: false });
    expect(
      await screen.findByText('Projeleri görebilmeniz için hesabınızın onaylanması gerekiyor!'),
    ).toBeDefined();
    expect(fetchBriefBatch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Hesabımı Onayla' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Sosyal Medya Gerekli')).toBeDefined();
    expect(
      dialog.getByText('Hesap onayı için en az 1 tane sosyal medya hesabı eklemelisiniz.'),
    ).toBeDefined();
    await user.click(dialog.getByRole('button', { name: 'Tamam' }));
    expect(sendVerifyRequest).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.influencerDetail));
    expect(router.state.location.search).toBe('?userId=demo-influencer');
  });

  it('sends the verify request with a four-digit code, then opens support after 2 s', async () => {
    fetchListUser.mockResolvedValue({ ...influencerUser, isApproved: false });
    fetchInfluencerData.mockResolvedValue(influencerDoc());
    let finish!: () => void;
    sendVerifyRequest.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user, router } = await renderPage({ ...influencer, isApproved: false });
    await user.click(await screen.findByRole('button', { name: 'Hesabımı Onayla' }));
    expect(screen.getByTestId('verify-account').textContent).toBe('Gönderiliyor...');
    const request = sendVerifyRequest.mock.calls[0]![0];
    expect(request.code).toMatch(/^[1-9]\d{3}$/);
    expect(request.text).toContain(request.code);
    expect(request.user.uid).toBe('demo-influencer');
    finish();
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Doğrulama isteğiniz alındı. Lütfen mesajlaşma bölümünden devam ediniz.',
    );
    expect(router.state.location.pathname).toBe(paths.app.projects);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.support), {
      timeout: 3000,
    });
  });

  it('sends no code without an Instagram username (spec section 5)', async () => {
    fetchListUser.mockResolvedValue({ ...influencerUser, isApproved: false });
    fetchInfluencerData.mockResolvedValue(influencerDoc({ tiktok: { username: 'ayse' } }));
    sendVerifyRequest.mockResolvedValue();
    const { user } = await renderPage({ ...influencer, isApproved: false });
    await user.click(await screen.findByRole('button', { name: 'Hesabımı Onayla' }));
    const request = sendVerifyRequest.mock.calls[0]![0];
    expect(request.code).toBeNull();
    expect(request.text).toBe('Hesabımın onaylanmasını istiyorum.');
  });

  it('shows the photo modal when the photo is missing, and checks the file', async () => {
    fetchListUser.mockResolvedValue({ ...influencerUser, profileImage: '' });
    const { user, router } = await renderPage(influencer);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Profil Fotoğrafı Gerekli')).toBeDefined();
    // No profile or brief is read behind the modal.
    expect(fetchInfluencerData).not.toHaveBeenCalled();
    expect(fetchBriefBatch).not.toHaveBeenCalled();

    const input = dialog.getByLabelText('Profil fotoğrafı seçin');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect((await dialog.findByTestId('photo-error')).textContent).toBe(
      'Sadece JPG, PNG, WEBP ve GIF dosyaları yüklenebilir.',
    );
    expect(dialog.queryByTestId('photo-crop')).toBeNull();

    await user.click(dialog.getAllByRole('button', { name: 'Kapat' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.influencerDetail));
  });

  it('crops and uploads a photo (over 2 MB as chosen): progress, the success toast, the list', async () => {
    fetchListUser.mockResolvedValue({ ...influencerUser, profileImage: '/img/default-avatar.png' });
    let finish!: (url: string) => void;
    uploadProfilePhoto.mockImplementation(({ onProgress }) => {
      onProgress?.(40);
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const { user } = await renderPage(influencer);
    const dialog = within(await screen.findByRole('dialog'));
    // The spec's 2 MB applies to what is sent, after the crop and downscale.
    const photo = new File([new Uint8Array(2_097_153)], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(dialog.getByLabelText('Profil fotoğrafı seçin'), photo);
    await user.click(await dialog.findByTestId('photo-crop-confirm'));
    expect((await dialog.findByTestId('photo-progress')).textContent).toBe('40%');
    expect(uploadProfilePhoto.mock.calls[0]![0]).toMatchObject({
      uid: 'demo-influencer',
      file: cropped.blob,
    });
    finish('https://storage.example/profilePhotos/x.jpg');
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Profil fotoğrafı başarıyla güncellendi!',
    );
    expect(await screen.findByRole('tab', { name: 'Bütçeli (0)' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the modal open with the error toast when the upload fails', async () => {
    fetchListUser.mockResolvedValue({ ...influencerUser, profileImage: '' });
    uploadProfilePhoto.mockRejectedValue(
      Object.assign(new Error('no storage'), { code: 'unavailable' }),
    );
    const { user } = await renderPage(influencer);
    const dialog = within(await screen.findByRole('dialog'));
    await user.upload(
      dialog.getByLabelText('Profil fotoğrafı seçin'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    await user.click(await dialog.findByTestId('photo-crop-confirm'));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Fotoğraf yüklenirken hata oluştu.',
    );
    expect((await dialog.findByTestId('photo-error')).textContent).toBe(
      'Fotoğraf yüklenirken hata oluştu.',
    );
    expect(screen.getByTestId('photo-modal')).toBeDefined();
  });

  it('a cancelled upload raises no error toast', async () => {
    fetchListUser.mockResolvedValue({ ...influencerUser, profileImage: '' });
    uploadProfilePhoto.mockImplementation(
      ({ signal }) =>
        new Promise<string>((_resolve, reject) =>
          signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('cancelled'), { code: 'cancelled' })),
          ),
        ),
    );
    const { user } = await renderPage(influencer);
    const dialog = within(await screen.findByRole('dialog'));
    await user.upload(
      dialog.getByLabelText('Profil fotoğrafı seçin'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    await user.click(await dialog.findByTestId('photo-crop-confirm'));
    await user.click(await dialog.findByTestId('photo-cancel'));
    expect(await dialog.findByText('Yükleme iptal edildi.')).toBeDefined();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows the photo modal when the photo check itself fails', async () => {
    fetchListUser.mockRejectedValue(new Error('offline'));
    await renderPage(influencer);
    expect(await screen.findByText('Profil Fotoğrafı Gerekli')).toBeDefined();
  });
});
