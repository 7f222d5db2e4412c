import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { BiddersDoc } from '@/lib/collections/bidders';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { UserDoc } from '@/lib/collections/users';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import BriefDetailPage from '../pages/BriefDetailPage';
import { detailBidders, detailBrief } from './detailFixtures';

type Listener<T> = {
  onData: (value: T) => void;
  onError: (error: unknown) => void;
  stop: () => void;
};

const live = vi.hoisted(() => ({
  brief: new Map<string, Listener<BriefDoc | null>>(),
  bidders: new Map<string, Listener<BiddersDoc | null>>(),
  /** A bidder's own sealed offer, by brief id. */
  ownOffer: new Map<string, Listener<BiddersDoc | null> & { uid: string }>(),
}));

vi.mock('../api/briefSubscriptions', () => ({
  subscribeBrief: vi.fn((id: string, onData: never, onError: never) => {
    const stop = vi.fn();
    live.brief.set(id, { onData, onError, stop });
    return stop;
  }),
  subscribeBidders: vi.fn((id: string, onData: never, onError: never) => {
    const stop = vi.fn();
    live.bidders.set(id, { onData, onError, stop });
    return stop;
  }),
  subscribeOwnOffer: vi.fn((id: string, uid: string, onData: never, onError: never) => {
    const stop = vi.fn();
    live.ownOffer.set(id, { uid, onData, onError, stop });
    return stop;
  }),
}));

vi.mock('../api/offers', async (original) => ({
  ...(await original<typeof import('../api/offers')>()),
  sendOffer: vi.fn(() => Promise.resolve()),
  cancelOffer: vi.fn(() => Promise.resolve()),
}));

vi.mock('../api/briefWrites', async (original) => ({
  ...(await original<typeof import('../api/briefWrites')>()),
  acceptBidder: vi.fn(() => Promise.resolve()),
  removeAccepted: vi.fn(() => Promise.resolve()),
  declineBidder: vi.fn(() => Promise.resolve()),
  completeUser: vi.fn(() => Promise.resolve()),
}));

// The influencer gate's reads (photo check, then profile): approved, with a photo, unless a
// test says otherwise.
vi.mock('../api/influencerProfile', async () => {
  const { toInfluencerData } = await import('../api/influencerProfileFields');
  return {
    fetchListUser: vi.fn((uid: string) =>
      Promise.resolve({ uid, isApproved: true, profileImage: 'https://cdn.test/ayse.jpg' }),
    ),
    fetchInfluencerData: vi.fn((uid: string) => Promise.resolve(toInfluencerData(uid, {}))),
  };
});

vi.mock('../api/briefActions', async (original) => ({
  ...(await original<typeof import('../api/briefActions')>()),
  approveBrief: vi.fn(() => Promise.resolve()),
  completeBrief: vi.fn(() => Promise.resolve()),
  deleteBrief: vi.fn(() => Promise.resolve()),
}));

const offers = await import('../api/offers');
const writes = await import('../api/briefWrites');
const actions = await import('../api/briefActions');
const influencerProfile = await import('../api/influencerProfile');

const brand = sessionUser(UserRole.Brand, 'Acme Kozmetik', 'brand-1');
const influencer = sessionUser(UserRole.Influencer, 'Ayşe Yılmaz', 'inf-1');
const admin = sessionUser(UserRole.Admin, 'Demo Admin', 'admin-1');

async function renderDetail(
  user = influencer,
  search = '?briefId=b1',
  docs: Parameters<typeof signedIn>[2] = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/app/briefDetail', element: <BriefDetailPage /> },
      { path: '/app/projects', element: <p>projects list</p> },
    ],
    { initialEntries: [`/app/briefDetail${search}`] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user, null, docs),
  });
  return { ...view, router };
}

const showBrief = (brief: BriefDoc | null) => act(() => live.brief.get('b1')!.onData(brief));
const showBidders = (bidders: BiddersDoc | null) =>
  act(() => live.bidders.get('b1')!.onData(bidders));
const showOwnOffer = (bidders: BiddersDoc | null) =>
  act(() => live.ownOffer.get('b1')!.onData(bidders));
const toastsOf = (store: {
  getState: () => { ui: { toasts: { type: string; message: string }[] } };
}) => store.getState().ui.toasts.map((t) => `${t.type}:${t.message}`);

beforeEach(() => {
  live.brief.clear();
  live.bidders.clear();
  live.ownOffer.clear();
  vi.clearAllMocks();
});
afterEach(() => vi.restoreAllMocks());

describe('BriefDetailPage states', () => {
  it('says so when no brief id is given, without listening', async () => {
    await renderDetail(influencer, '');
    expect(screen.getByTestId('brief-detail-message').textContent).toBe('Bir proje seçilmedi.');
    expect(live.brief.size).toBe(0);
  });

  it('shows loading, then a clear message for a missing brief', async () => {
    await renderDetail();
    expect(screen.getByRole('status').textContent).toContain('Proje yükleniyor');
    showBrief(null);
    expect(screen.getByTestId('brief-detail-message').textContent).toContain('Proje bulunamadı');
  });

  it('treats a refused read as not found and other failures as a load error', async () => {
    await renderDetail();
    act(() => live.brief.get('b1')!.onError({ code: 'permission-denied' }));
    expect(screen.getByTestId('brief-detail-message').textContent).toContain('Proje bulunamadı');
  });

  it('shows a load error for other failures', async () => {
    await renderDetail();
    act(() => live.brief.get('b1')!.onError({ code: 'unavailable' }));
    expect(screen.getByTestId('brief-detail-message').textContent).toContain(
      'yüklenirken bir hata',
    );
  });

  it('shows the brief’s fields and stops listening when it unmounts', async () => {
    const { unmount, store } = await renderDetail(brand);
    showBrief(detailBrief());
    // The open brief lives in the store, watched by this one screen.
    expect(store.getState().briefs!.entities.b1?.title).toBe('Yaz kampanyası');
    expect(store.getState().briefs!.detail).toEqual({ b1: 'ready' });
    expect(store.getState().live).toMatchObject({ 'briefs/brief:b1': 1 });
    const summary = screen.getByTestId('brief-summary');
    expect(within(summary).getByRole('heading', { level: 1 }).textContent).toBe('Yaz kampanyası');
    expect(screen.getByTestId('brief-status').textContent).toBe('Devam Ediyor');
    expect(screen.getByTestId('brief-budget').textContent).toBe('₺12.500 + KDV');
    expect(summary.textContent).toContain('18 - 35 Yaş');
    expect(summary.textContent).toContain('Kadınlar');
    expect(summary.textContent).toContain('Moda');
    expect(summary.textContent).toContain('Instagram');
    expect(summary.textContent).toContain('Reel');
    expect(
      within(summary).getByRole('link', { name: 'https://www.example.com/kampanya' }),
    ).toBeDefined();
    unmount();
    // The feed's effect detaches once the store has seen the last watcher go.
    await waitFor(() => expect(live.brief.get('b1')!.stop).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(live.bidders.get('b1')!.stop).toHaveBeenCalledTimes(1));
  });
});

describe('an influencer on the detail page', () => {
  /** The brief, then the gate's reads: the offer panel once she passes it. */
  const showToInfluencer = async (brief: BriefDoc) => {
    showBrief(brief);
    await screen.findByTestId('offer-panel');
  };

  it('unapproved, opening a brief by link: the approval panel, no offer form', async () => {
    vi.mocked(influencerProfile.fetchListUser).mockResolvedValueOnce({
      uid: 'inf-1',
      isApproved: false,
      profileImage: 'https://cdn.test/ayse.jpg',
    } as never);
    await renderDetail();
    showBrief(detailBrief());
    expect(await screen.findByText(/Hesabımı Onayla/)).toBeDefined();
    expect(screen.queryByTestId('offer-panel')).toBeNull();
    expect(screen.queryByLabelText(/Teklif tutarı/)).toBeNull();
  });

  it('without a profile photo: the photo request, no offer form', async () => {
    vi.mocked(influencerProfile.fetchListUser).mockResolvedValueOnce({
      uid: 'inf-1',
      isApproved: true,
      profileImage: '',
    } as never);
    await renderDetail();
    showBrief(detailBrief());
    expect(await screen.findByRole('dialog')).toBeDefined();
    expect(screen.queryByTestId('offer-panel')).toBeNull();
  });

  it('sends an offer with a price and sees the success toast', async () => {
    const { user, store } = await renderDetail();
    await showToInfluencer(detailBrief());
    await user.type(screen.getByLabelText(/Teklif tutarı/), '5000');
    // No tax status stored and no company: a 20/B creator, 15 % withheld from her 80 %.
    expect(screen.getByTestId('offer-breakdown-total').textContent).toBe(
      'Marka öder ₺5.000 + KDV = ₺6.000; hesabınıza geçecek ≈ ₺3.400',
    );
    expect(screen.getByTestId('offer-breakdown-how').textContent).toContain('KDV %20');
    expect(screen.getByTestId('offer-breakdown-how').textContent).toContain('stopajı %15');
    await user.click(screen.getByTestId('offer-send'));
    expect(offers.sendOffer).toHaveBeenCalledWith(
      'b1',
      { uid: 'inf-1', name: 'Ayşe Yılmaz' },
      5000,
      expect.objectContaining({ release: expect.any(Function) }), // its write turn
    );
    await waitFor(() => expect(toastsOf(store)).toContain('success:briefs.offers.sent'));
  });

  it('follows her tax status and the typed price, at the kuruş', async () => {
    const { user } = await renderDetail(influencer, '?briefId=b1', {
      // Users.taxStatus is read through taxStatusOf; UserDoc does not name it.
      'inf-1': { uid: 'inf-1', type: 'influencer', taxStatus: 'company' } as UserDoc,
    });
    await showToInfluencer(detailBrief());
    await user.type(screen.getByLabelText(/Teklif tutarı/), '1234,56');
    expect(screen.getByTestId('offer-breakdown-total').textContent).toBe(
      'Marka öder ₺1.234,56 + KDV = ₺1.481,47; hesabınıza geçecek ≈ ₺988',
    );
    expect(screen.getByTestId('offer-breakdown-how').textContent).toContain('stopaj %0');
    await user.clear(screen.getByLabelText(/Teklif tutarı/));
    expect(screen.queryByTestId('offer-breakdown')).toBeNull();
  });

  it('a sole proprietor by hasIndividualCompany: nothing withheld', async () => {
    const { user } = await renderDetail(influencer, '?briefId=b1', {
      'inf-1': { uid: 'inf-1', type: 'influencer', hasIndividualCompany: true },
    });
    await showToInfluencer(detailBrief());
    await user.type(screen.getByLabelText(/Teklif tutarı/), '5000');
    expect(screen.getByTestId('offer-breakdown-total').textContent).toBe(
      'Marka öder ₺5.000 + KDV = ₺6.000; hesabınıza geçecek ≈ ₺4.000',
    );
    expect(screen.getByTestId('offer-breakdown-how').textContent).toContain('şahıs şirketi');
  });

  it('refuses a price of zero without writing', async () => {
    const { user } = await renderDetail();
    await showToInfluencer(detailBrief());
    await user.type(screen.getByLabelText(/Teklif tutarı/), '0');
    await user.click(screen.getByTestId('offer-send'));
    expect(offers.sendOffer).not.toHaveBeenCalled();
    expect(screen.getByText(/0'dan büyük bir tutar/)).toBeDefined();
  });

  it('shows interest in a barter brief at price 0', async () => {
    const { user } = await renderDetail();
    await showToInfluencer(detailBrief({ paymentType: 'product', budget: 0 }));
    await user.click(screen.getByRole('button', { name: 'İlgileniyorum' }));
    expect(offers.sendOffer).toHaveBeenCalledWith(
      'b1',
      { uid: 'inf-1', name: 'Ayşe Yılmaz' },
      0,
      expect.objectContaining({ release: expect.any(Function) }),
    );
  });

  it('shows the offer error when sending fails', async () => {
    vi.mocked(offers.sendOffer).mockRejectedValueOnce({ code: 'permission-denied' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = await renderDetail();
    await showToInfluencer(detailBrief());
    await user.type(screen.getByLabelText(/Teklif tutarı/), '100');
    await user.click(screen.getByTestId('offer-send'));
    await waitFor(() => expect(toastsOf(store)).toContain('error:briefs.errors.offer'));
  });

  it('sees its own offer and withdraws it', async () => {
    const { user, store } = await renderDetail();
    await showToInfluencer(detailBrief({ bidderIds: ['inf-1'] }));
    showOwnOffer(detailBidders([{ bidderId: 'inf-1', price: 5000, influencerEarnings: 4000 }]));
    expect(screen.getByTestId('offer-own').textContent).toBe('Teklifiniz: ₺5.000 + KDV');
    expect(screen.getByTestId('offer-own-breakdown-total').textContent).toBe(
      'Marka öder ₺5.000 + KDV = ₺6.000; hesabınıza geçecek ≈ ₺3.400',
    );
    await user.click(screen.getByTestId('offer-cancel'));
    expect(offers.cancelOffer).toHaveBeenCalledWith('b1', 'inf-1');
    await waitFor(() => expect(toastsOf(store)).toContain('success:briefs.offers.cancelled'));
  });

  it('listens to her own sealed offer only, never to everyone’s offers', async () => {
    await renderDetail();
    await showToInfluencer(detailBrief({ bidderIds: ['someone-else'] }));
    expect(live.bidders.size).toBe(0);
    expect(live.ownOffer.get('b1')?.uid).toBe('inf-1');
    await showToInfluencer(detailBrief({ bidderIds: ['someone-else', 'inf-1'] }));
    expect(live.bidders.size).toBe(0);
  });

  it('cannot offer on an unapproved brief and sees no bidders or admin panel', async () => {
    await renderDetail();
    await showToInfluencer(detailBrief({ isVerified: false }));
    expect(screen.getByTestId('offer-panel').textContent).toContain('teklif verilemez');
    expect(screen.queryByTestId('bidders-panel')).toBeNull();
    expect(screen.queryByTestId('admin-actions')).toBeNull();
  });
});

describe('the owner on the detail page', () => {
  const bids = [
    { bidderId: 'inf-1', bidderName: 'Ayşe Yılmaz', price: 5000, influencerEarnings: 4000 },
    { bidderId: 'inf-2', bidderName: 'Can Demir', price: 0, influencerEarnings: 0 },
  ] as BiddersDoc['bidders'];

  it('sees the live offers and accepts one', async () => {
    const { user, store } = await renderDetail(brand);
    showBrief(detailBrief({ bidderIds: ['inf-1', 'inf-2'] }));
    expect(screen.queryByTestId('offer-panel')).toBeNull();
    showBidders(detailBidders(bids));
    const row = screen.getByTestId('bid-inf-1');
    expect(row.textContent).toContain('Ayşe Yılmaz');
    expect(screen.getByTestId('bid-price-inf-1').textContent).toBe('₺5.000 + KDV = ₺6.000');
    expect(screen.getByTestId('bid-inf-2').textContent).toContain('Barter');
    await user.click(within(row).getByRole('button', { name: 'Ayşe Yılmaz teklifini kabul et' }));
    expect(writes.acceptBidder).toHaveBeenCalledWith('b1', 'inf-1');
    await waitFor(() =>
      expect(toastsOf(store)).toContain('success:briefs.offers.influencerSelected'),
    );
  });

  it('shows the influencer selection error when accepting fails', async () => {
    vi.mocked(writes.acceptBidder).mockRejectedValueOnce({ code: 'permission-denied' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = await renderDetail(brand);
    showBrief(detailBrief({ bidderIds: ['inf-1'] }));
    showBidders(detailBidders(bids.slice(0, 1)));
    await user.click(screen.getByRole('button', { name: 'Ayşe Yılmaz teklifini kabul et' }));
    await waitFor(() => expect(toastsOf(store)).toContain('error:briefs.errors.selectInfluencer'));
  });

  it('offers Tamamla and Kaldır for an accepted user, nothing for a declined one', async () => {
    const { user } = await renderDetail(brand);
    showBrief(
      detailBrief({
        bidderIds: ['inf-1', 'inf-2'],
        acceptedUsers: ['inf-1'],
        declinedUser: ['inf-2'],
      }),
    );
    showBidders(detailBidders(bids));
    const accepted = screen.getByTestId('bid-inf-1');
    expect(accepted.textContent).toContain('Kabul Edildi');
    expect(within(screen.getByTestId('bid-inf-2')).queryAllByRole('button')).toHaveLength(0);
    await user.click(within(accepted).getByRole('button', { name: /projeden kaldır/ }));
    expect(writes.removeAccepted).toHaveBeenCalledWith('b1', 'brand-1', 'inf-1');
    await user.click(within(accepted).getByRole('button', { name: /çalışmayı tamamla/ }));
    expect(writes.completeUser).toHaveBeenCalledWith('b1', 'inf-1');
  });

  it('says when there are no offers yet', async () => {
    await renderDetail(brand);
    showBrief(detailBrief());
    showBidders(null);
    expect(screen.getByTestId('bidders-panel').textContent).toContain('Henüz teklif yok.');
  });
});

describe('an admin on the detail page', () => {
  it('approves an unverified brief', async () => {
    const { user, store } = await renderDetail(admin);
    showBrief(detailBrief({ isVerified: false }));
    const panel = screen.getByTestId('admin-actions');
    expect(within(panel).queryByRole('button', { name: 'Tamamla' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Onayla' }));
    expect(actions.approveBrief).toHaveBeenCalledWith('b1');
    await waitFor(() => expect(toastsOf(store)).toContain('success:briefs.toasts.approved'));
  });

  it('deletes after confirming and leaves for the project list; a refusal gets its own text', async () => {
    vi.mocked(actions.deleteBrief).mockRejectedValueOnce({ code: 'permission-denied' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store, router } = await renderDetail(admin);
    showBrief(detailBrief());
    await user.click(
      within(screen.getByTestId('admin-actions')).getByRole('button', { name: 'Sil' }),
    );
    await user.click(await screen.findByTestId('admin-confirm-remove'));
    await waitFor(() => expect(toastsOf(store)).toContain('error:briefs.toasts.removeDenied'));
    expect(router.state.location.pathname).toBe('/app/briefDetail');

    await user.click(
      within(screen.getByTestId('admin-actions')).getByRole('button', { name: 'Sil' }),
    );
    await user.click(await screen.findByTestId('admin-confirm-remove'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/projects'));
    expect(toastsOf(store)).toContain('success:briefs.toasts.removed');
  });

  it('sees the offers without the owner’s buttons', async () => {
    await renderDetail(admin);
    showBrief(detailBrief({ bidderIds: ['inf-1'] }));
    showBidders(detailBidders([{ bidderId: 'inf-1', price: 5000, influencerEarnings: 4000 }]));
    const row = screen.getByTestId('bid-inf-1');
    expect(row.textContent).toContain('İsimsiz kullanıcı');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
  });

  it('completes a verified brief', async () => {
    const { user } = await renderDetail(admin);
    showBrief(detailBrief());
    await user.click(
      within(screen.getByTestId('admin-actions')).getByRole('button', { name: 'Tamamla' }),
    );
    expect(actions.completeBrief).toHaveBeenCalledWith('b1');
  });
});
