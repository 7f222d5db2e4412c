import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collaborationAmounts } from '@shared/collaborationPayment';
import { UserRole } from '@/store/roles';
import type { CollaborationPaymentDoc } from '@/lib/collections/collaborationPayments';
import type { EarningDoc } from '@/lib/collections/earnings';
import { PaymentCallError } from '@/lib/paymentCall';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as earningsApi from '../api/earningsApi';
import { earningsCsv } from '../model/csv';
import { earningSplit, pendingShare, type PaymentTotal, type TotalGroup } from '../model/payments';
import EarningsAdminPage from '../pages/EarningsAdminPage';
import MyEarningsPage from '../pages/MyEarningsPage';
import { earningsPaymentsSlice, paymentsReceived, paymentsReleased } from '../paymentsSlice';
import { decideDispute, decisionErrorKey, loadPaymentTotals } from '../paymentsThunks';

// The collaboration payments on the earnings screens (issue 20): the influencer's pending
// payments, the stored net of a released payment's record, the admin's totals and dispute
// queue, over a mocked api (the rules and the aggregate queries have the emulator).

type Listener = {
  key: string;
  onData: (payments: CollaborationPaymentDoc[]) => void;
  onError: (error: unknown) => void;
};

const api = vi.hoisted(() => ({
  pending: [] as Listener[],
  disputes: [] as Listener[],
  totals: vi.fn<() => Promise<unknown>>(),
  resolve: vi.fn<(paymentId: string, decision: string) => Promise<null>>(),
}));

vi.mock('../api/collaborationPayments', () => ({
  subscribePendingPayments: vi.fn(
    (payeeId: string, onData: Listener['onData'], onError: Listener['onError']) => {
      api.pending.push({ key: payeeId, onData, onError });
      return () => undefined;
    },
  ),
  subscribeDisputeQueue: vi.fn((onData: Listener['onData'], onError: Listener['onError']) => {
    api.disputes.push({ key: 'disputes', onData, onError });
    return () => undefined;
  }),
  fetchPaymentTotals: api.totals,
  resolveDispute: api.resolve,
}));

vi.mock('../api/earningsApi', () => ({
  fetchEarningsPage: vi.fn(),
  fetchCollaborations: vi.fn(),
  fetchManagedEarners: vi.fn(),
  fetchAllEarnings: vi.fn(),
  fetchEarningsOfMonths: vi.fn(async () => []),
  fetchTaxStatuses: vi.fn(),
  recordEarning: vi.fn(),
}));

const fetchEarningsPage = vi.mocked(earningsApi.fetchEarningsPage);
const fetchCollaborations = vi.mocked(earningsApi.fetchCollaborations);
const fetchManagedEarners = vi.mocked(earningsApi.fetchManagedEarners);

function payment(overrides: Partial<CollaborationPaymentDoc> = {}): CollaborationPaymentDoc {
  return {
    id: 'b1_inf1',
    briefId: 'b1',
    briefTitle: 'Kış koleksiyonu',
    payerId: 'brand1',
    payeeId: 'inf1',
    state: 'held',
    amounts: collaborationAmounts(5000),
    errorCode: null,
    errorMessage: null,
    heldAt: Date.UTC(2026, 10, 2),
    disputeReason: '',
    disputedAt: null,
    releasedAt: null,
    releaseReason: null,
    refundedAt: null,
    refundReason: null,
    settleError: null,
    ...overrides,
  };
}

const record = (id: string, overrides: Partial<EarningDoc> = {}): EarningDoc => ({
  id,
  influencerId: 'inf1',
  influencerName: 'Ayşe Yılmaz',
  agencyId: '',
  briefId: 'b1',
  briefTitle: 'Kış koleksiyonu',
  amount: 100_000,
  kind: 'earning',
  note: '',
  createdBy: 'admin',
  createdAt: Date.UTC(2026, 10, 2),
  month: '2026-11',
  ...overrides,
});

const toastsOf = (store: {
  getState: () => { ui: { toasts: { type: string; message: string }[] } };
}) => store.getState().ui.toasts.map((t) => `${t.type}:${t.message}`);

beforeEach(() => {
  api.pending = [];
  api.disputes = [];
  fetchEarningsPage.mockResolvedValue({ items: [], cursor: null });
  fetchCollaborations.mockResolvedValue({ items: [], cursor: null });
  fetchManagedEarners.mockResolvedValue([]);
});

afterEach(() => vi.clearAllMocks());

const influencer = sessionUser(UserRole.Influencer, 'Ayşe Yılmaz', 'inf1');

const renderMine = (user = influencer) =>
  renderWithProviders(<MyEarningsPage />, { preloadedState: signedIn(user) });

describe('the influencer’s pending payments', () => {
  it('sums her share of held, disputed and releasing payments and lists them, live', async () => {
    await renderMine();
    const card = screen.getByRole('region', { name: 'Bekleyen ödemeler' });
    within(card).getByText('Bekleyen ödemeler yükleniyor…');
    await waitFor(() => expect(api.pending).toHaveLength(1));
    expect(api.pending[0]!.key).toBe('inf1');

    act(() =>
      api.pending[0]!.onData([
        payment({ id: 'b1_inf1', heldAt: Date.UTC(2026, 10, 1) }),
        payment({
          id: 'b2_inf1',
          briefTitle: 'Yaz kampanyası',
          state: 'disputed',
          amounts: collaborationAmounts(1000),
          heldAt: Date.UTC(2026, 10, 5),
        }),
        payment({
          id: 'b3_inf1',
          briefTitle: 'Bahar lansmanı',
          state: 'releasing',
          amounts: collaborationAmounts(2000),
          heldAt: Date.UTC(2026, 10, 3),
        }),
      ]),
    );
    // Her shares: 4.000 + 800 + 1.600 TL (80 % of each price).
    expect(screen.getByTestId('pending-total').textContent).toBe('₺6.400,00');
    const rows = screen.getAllByTestId('pending-row').map((row) => row.textContent);
    expect(rows).toEqual([
      'Yaz kampanyası₺800,00İtiraz edildi',
      'Bahar lansmanı₺1.600,00Aktarılıyor',
      "Kış koleksiyonu₺4.000,00iyzico'da tutuluyor",
    ]);

    // Released: it leaves the listener's result, and the card.
    act(() => api.pending[0]!.onData([payment({ id: 'b2_inf1', state: 'disputed' })]));
    expect(screen.getByTestId('pending-total').textContent).toBe('₺4.000,00');
    act(() => api.pending[0]!.onData([]));
    expect(screen.getByTestId('pending-total').textContent).toBe('₺0,00');
    screen.getByText('Bekleyen ödemeniz yok.');
  });

  it('says when the payments cannot be read and listens again on Tekrar Dene', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderMine();
    await waitFor(() => expect(api.pending).toHaveLength(1));
    act(() => api.pending[0]!.onError(new Error('permission-denied')));
    const card = screen.getByRole('region', { name: 'Bekleyen ödemeler' });
    expect(within(card).getByRole('alert').textContent).toContain('Bekleyen ödemeler yüklenemedi.');
    await user.click(within(card).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(api.pending).toHaveLength(2));
    act(() => api.pending[1]!.onData([payment()]));
    expect(screen.getByTestId('pending-total').textContent).toBe('₺4.000,00');
  });

  it('an agency sees the payments it is paid for its own bids (payeeId: the agency)', async () => {
    await renderMine(sessionUser(UserRole.InfluencerAgency, 'Ajans', 'ag1'));
    await screen.findByText('Yönettiğiniz influencer yok.');
    await waitFor(() => expect(api.pending).toHaveLength(1));
    expect(api.pending[0]!.key).toBe('ag1');
    act(() => api.pending[0]!.onData([payment({ payeeId: 'ag1' })]));
    expect(screen.getByTestId('pending-total').textContent).toBe('₺4.000,00');
  });
});

describe('a released payment’s record', () => {
  it('shows the withholding and net stored at release rather than today’s', async () => {
    // She was a company at release (nothing withheld); today she is a 20/B creator (15 %).
    fetchEarningsPage.mockResolvedValue({
      items: [
        record('collab-b1_inf1', {
          amount: 400_000,
          withholding: 0,
          net: 400_000,
          createdBy: 'payment',
          collaborationPaymentId: 'b1_inf1',
        }),
        record('e2', { briefTitle: 'Elle girilen' }),
      ],
      cursor: null,
    });
    await renderMine();
    await screen.findByTestId('earnings-history');
    const [stored, computed] = screen.getAllByTestId('earning-row');
    expect(within(stored!).getByTestId('earning-withholding').textContent).toBe('₺0,00');
    expect(within(stored!).getByTestId('earning-net').textContent).toBe('₺4.000,00');
    expect(within(computed!).getByTestId('earning-withholding').textContent).toBe('₺150,00');
    expect(within(computed!).getByTestId('earning-net').textContent).toBe('≈ ₺850,00');
    expect(screen.getByTestId('listed-net').textContent).toBe('₺4.850,00');
    screen.getByTestId('stored-net-note');
  });

  it('keeps the stored split in the model and the CSV', () => {
    expect(
      earningSplit({ amount: 400_000, withholding: 0, net: 400_000 }, 'creatorExempt'),
    ).toEqual({ withholding: 0, net: 400_000, stored: true });
    expect(earningSplit({ amount: 100_000 }, 'creatorExempt')).toEqual({
      withholding: 15_000,
      net: 85_000,
      stored: false,
    });
    const csv = earningsCsv(
      [{ ...record('c1'), amount: 400_000, withholding: 0, net: 400_000 }],
      () => 'creatorExempt',
    );
    expect(csv).toContain(';Hakediş;4000,00;0,00;4000,00;');
    expect(pendingShare([payment(), payment({ amounts: collaborationAmounts(1000) })])).toBe(
      480_000,
    );
  });
});

const totals: Record<TotalGroup, PaymentTotal> = {
  held: { count: 2, gross: 720_000 },
  disputed: { count: 1, gross: 240_000 },
  released: { count: 1, gross: 360_000 },
  refunded: { count: 0, gross: 0 },
};

const admin = sessionUser(UserRole.Admin, 'Yönetici', 'admin1');

const renderAdmin = () =>
  renderWithProviders(
    <MemoryRouter>
      <EarningsAdminPage />
    </MemoryRouter>,
    { preloadedState: signedIn(admin) },
  );

const disputed = () =>
  payment({
    id: 'b3_inf1',
    briefId: 'b3',
    briefTitle: 'Bahar lansmanı',
    state: 'disputed',
    amounts: collaborationAmounts(2000),
    disputeReason: 'Paylaşım briefteki ürünü göstermiyor.',
    disputedAt: Date.UTC(2026, 10, 6, 9, 30),
  });

describe('the admin’s collaboration payments', () => {
  it('shows the totals of what the brands paid per state', async () => {
    api.totals.mockResolvedValue(totals);
    await renderAdmin();
    await waitFor(() =>
      expect(screen.getByTestId('payment-total-held').textContent).toContain('₺7.200,00'),
    );
    expect(screen.getByTestId('payment-total-held').textContent).toBe(
      "iyzico'da tutulan (işlemdekiler dahil)₺7.200,002 ödeme",
    );
    expect(screen.getByTestId('payment-total-disputed').textContent).toBe(
      'İtirazlı₺2.400,001 ödeme',
    );
    expect(screen.getByTestId('payment-total-released').textContent).toContain('₺3.600,00');
    expect(screen.getByTestId('payment-total-refunded').textContent).toContain('₺0,00');
    screen.getByText('Tutarlar markaların ödediği toplamlardır (KDV dahil brüt tutar).');
  });

  it('says when the totals cannot be read, and reads them again on Yenile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.totals.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValueOnce(totals);
    const { user } = await renderAdmin();
    await screen.findByText('Ödeme toplamları yüklenemedi. Lütfen tekrar deneyin.');
    await user.click(screen.getByRole('button', { name: 'Yenile' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-total-held').textContent).toContain('₺7.200,00'),
    );
    expect(api.totals).toHaveBeenCalledTimes(2);
  });

  it('lists the disputes live with the brief, the reason and the amounts', async () => {
    api.totals.mockResolvedValue(totals);
    await renderAdmin();
    screen.getByText('İtirazlar yükleniyor…');
    await waitFor(() => expect(api.disputes).toHaveLength(1));
    act(() =>
      api.disputes[0]!.onData([
        disputed(),
        payment({
          id: 'b0_inf2',
          briefId: 'b0',
          briefTitle: 'Eski itiraz',
          state: 'disputed',
          disputeReason: 'Teslim edilmedi.',
          disputedAt: Date.UTC(2026, 10, 1),
        }),
      ]),
    );
    const [oldest, newer] = screen.getAllByTestId('dispute-item');
    expect(within(oldest!).getByRole('link').textContent).toBe('Eski itiraz');
    const link = within(newer!).getByRole('link', { name: 'Bahar lansmanı' });
    expect(link.getAttribute('href')).toBe('/app/briefDetail?briefId=b3');
    expect(within(newer!).getByTestId('dispute-reason').textContent).toBe(
      'Paylaşım briefteki ürünü göstermiyor.',
    );
    expect(within(newer!).getByTestId('dispute-net').textContent).toBe('₺2.000,00 + KDV');
    expect(within(newer!).getByTestId('dispute-gross').textContent).toBe('₺2.400,00');
    expect(within(newer!).getByTestId('dispute-payee').textContent).toBe('₺1.600,00');

    act(() => api.disputes[0]!.onData([]));
    screen.getByText('Bekleyen itiraz yok.');
  });

  it('releases to the influencer after confirming, with progress, and reads the totals again', async () => {
    api.totals.mockResolvedValue(totals);
    let answer: (value: null) => void = () => undefined;
    api.resolve.mockImplementation(
      () =>
        new Promise<null>((resolve) => {
          answer = resolve;
        }),
    );
    const { user, store } = await renderAdmin();
    await waitFor(() => expect(api.disputes).toHaveLength(1));
    act(() => api.disputes[0]!.onData([disputed()]));
    await waitFor(() => expect(api.totals).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: "Influencer'a aktar" }));
    const dialog = await screen.findByTestId('dispute-confirm');
    expect(dialog.textContent).toContain("Ödeme influencer'a aktarılsın mı?");
    expect(dialog.textContent).toContain(
      "“Bahar lansmanı” için influencer payı ₺1.600,00 influencer'a aktarılacak",
    );
    expect(api.resolve).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('dispute-confirm-button'));
    expect(api.resolve).toHaveBeenCalledWith('b3_inf1', 'release');
    const item = screen.getByTestId('dispute-item');
    expect(within(item).getByRole('status').textContent).toBe("Influencer'a aktarılıyor…");
    expect(
      (within(item).getByRole('button', { name: 'Markaya iade et' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await act(async () => answer(null));
    await waitFor(() =>
      expect(toastsOf(store)).toContain('success:earnings.disputes.done.release'),
    );
    await waitFor(() => expect(api.totals).toHaveBeenCalledTimes(2));
    expect(within(item).queryByRole('status')).toBeNull();
    // The function changed its state: the live queue drops it.
    act(() => api.disputes[0]!.onData([]));
    screen.getByText('Bekleyen itiraz yok.');
  });

  it('a refused refund keeps the payment in the queue with the reason in Turkish', async () => {
    api.totals.mockResolvedValue(totals);
    api.resolve.mockRejectedValue(new PaymentCallError(502, 'settle-failed'));
    const { user, store } = await renderAdmin();
    await waitFor(() => expect(api.disputes).toHaveLength(1));
    act(() => api.disputes[0]!.onData([disputed()]));

    await user.click(screen.getByRole('button', { name: 'Markaya iade et' }));
    const dialog = await screen.findByTestId('dispute-confirm');
    expect(dialog.textContent).toContain(
      '“Bahar lansmanı” için markanın ödediği ₺2.400,00 kartına iade edilecek',
    );
    await user.click(screen.getByTestId('dispute-confirm-button'));
    expect(api.resolve).toHaveBeenCalledWith('b3_inf1', 'refund');
    const item = screen.getByTestId('dispute-item');
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'iyzico işlemi tamamlamadı; ödeme itirazda kaldı. Lütfen biraz sonra tekrar deneyin.',
    );
    expect(toastsOf(store)).toContain('error:earnings.disputes.errors.settleFailed');
    expect(
      (within(item).getByRole('button', { name: 'Markaya iade et' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(api.totals).toHaveBeenCalledTimes(1);

    // The function stored iyzico's refusal on the payment: the queue shows it too.
    act(() =>
      api.disputes[0]!.onData([
        { ...disputed(), settleError: { code: '10051', message: 'İşlem reddedildi' } },
      ]),
    );
    expect(screen.getByTestId('dispute-settle-error').textContent).toBe(
      'Son deneme tamamlanamadı: İşlem reddedildi',
    );
  });
});

describe('the payments slice and the decision errors', () => {
  const reducer = earningsPaymentsSlice.reducer;

  it('keeps plain values per feed key and the decisions under way', () => {
    let state = reducer(undefined, paymentsReceived({ key: 'inf1/0', items: [payment()] }));
    const arg = { paymentId: 'b1_inf1', decision: 'refund' as const };
    state = reducer(state, decideDispute.pending('d1', arg));
    expect(state.deciding).toEqual({ b1_inf1: 'refund' });
    state = reducer(
      state,
      decideDispute.rejected(null, 'd1', arg, 'earnings.disputes.errors.notHeld'),
    );
    expect(state.deciding).toEqual({});
    expect(state.decideError).toEqual({ b1_inf1: 'earnings.disputes.errors.notHeld' });
    state = reducer(state, loadPaymentTotals.fulfilled(totals, 't1'));
    expect(state.totals).toEqual({ status: 'ready', totals, error: null });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    state = reducer(state, paymentsReleased('inf1/0'));
    expect(state.byKey).toEqual({});
  });

  it('maps the function’s answers to their messages', () => {
    expect(decisionErrorKey(new PaymentCallError(409, 'not-held'))).toBe(
      'earnings.disputes.errors.notHeld',
    );
    expect(decisionErrorKey(new PaymentCallError(403, 'forbidden'))).toBe(
      'earnings.disputes.errors.forbidden',
    );
    expect(decisionErrorKey(new PaymentCallError(0, 'Failed to fetch'))).toBe(
      'earnings.disputes.errors.network',
    );
    expect(decisionErrorKey(new PaymentCallError(500, 'internal'))).toBe(
      'earnings.disputes.errors.failed',
    );
  });
});
