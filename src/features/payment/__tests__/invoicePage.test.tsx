import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collaborationAmounts } from '@shared/collaborationPayment';
import { UserRole } from '@/store/roles';
import type { CollaborationPaymentDoc } from '@/lib/collections/collaborationPayments';
import type { PaymentDoc } from '@/lib/collections/payments';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as collaborations from '../api/collaborationInvoices';
import * as records from '../api/paymentRecords';
import InvoicePage from '../pages/InvoicePage';

vi.mock('../api/paymentRecords', () => ({ fetchPayments: vi.fn() }));
vi.mock('../api/collaborationInvoices', () => ({ fetchCollaborationPayments: vi.fn() }));
const fetchPayments = vi.mocked(records.fetchPayments);
const fetchCollaborationPayments = vi.mocked(collaborations.fetchCollaborationPayments);
beforeEach(() => fetchCollaborationPayments.mockResolvedValue([]));
afterEach(() => vi.clearAllMocks());

const payment = (id: string, overrides: Partial<PaymentDoc> = {}): PaymentDoc => ({
  id,
  userId: 'u1',
  plan: 'business',
  status: 'success',
  amounts: { net: 149_900, kdv: 29_980, gross: 179_880 },
  createdAt: Date.UTC(2026, 10, 2),
  completedAt: Date.UTC(2026, 10, 2),
  ...overrides,
});

const collaboration = (
  id: string,
  overrides: Partial<CollaborationPaymentDoc> = {},
): CollaborationPaymentDoc => ({
  id,
  briefId: id.split('_')[0]!,
  briefTitle: 'Kış koleksiyonu',
  payerId: 'u1',
  payeeId: 'inf1',
  state: 'held',
  amounts: collaborationAmounts(5000),
  errorCode: null,
  errorMessage: null,
  heldAt: Date.UTC(2026, 10, 5),
  disputeReason: '',
  disputedAt: null,
  releasedAt: null,
  releaseReason: null,
  refundedAt: null,
  refundReason: null,
  settleError: null,
  ...overrides,
});

async function renderInvoice(path = '/app/pages/invoice') {
  const router = createMemoryRouter([{ path: '/app/pages/invoice', element: <InvoicePage /> }], {
    initialEntries: [path],
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(sessionUser(UserRole.Brand, 'Nova Market', 'u1')),
  });
}

describe('InvoicePage', () => {
  it('shows the newest paid subscription: seller, buyer, the plan line, KDV and the total', async () => {
    fetchPayments.mockResolvedValue([
      payment('sub-2'),
      payment('sub-failed', { status: 'failure' }),
      payment('sub-1', { plan: 'pro', completedAt: Date.UTC(2026, 9, 2) }),
    ]);
    await renderInvoice();
    await screen.findByTestId('invoice');
    expect(fetchPayments).toHaveBeenCalledWith('u1');
    expect(screen.getByText('Fatura no: sub-2')).toBeTruthy();
    expect(screen.getByText('Business planı — aylık abonelik')).toBeTruthy();
    expect(screen.getByText('KDV (%20)')).toBeTruthy();
    expect(screen.getByTestId('invoice-total').textContent).toBe('₺1.798,80');
    expect(screen.getByText('Influencer Pazaryeri Teknoloji A.Ş.')).toBeTruthy();
    expect(screen.getByText('Nova Market')).toBeTruthy();

    // Another paid one is chosen from the list; a failed payment has no invoice.
    const choose = screen.getByLabelText('Fatura seçin');
    expect(choose.querySelectorAll('option')).toHaveLength(2);
    fireEvent.change(choose, { target: { value: 'sub-1' } });
    await screen.findByText('Pro planı — aylık abonelik');
  });

  it('says so when nothing was paid yet', async () => {
    fetchPayments.mockResolvedValue([payment('sub-x', { status: 'pending' })]);
    await renderInvoice();
    await screen.findByTestId('invoice-empty');
    expect(screen.getByRole('link', { name: 'Planları incele' })).toBeTruthy();
    await screen.findByTestId('collaboration-invoices-empty');
    expect(fetchCollaborationPayments).toHaveBeenCalledWith('u1');
  });

  it('lists the collaboration payments she made with their KDV, beside the subscriptions', async () => {
    fetchPayments.mockResolvedValue([]);
    fetchCollaborationPayments.mockResolvedValue([
      collaboration('b1_inf1', { state: 'disputed' }),
      collaboration('b2_inf2', {
        briefTitle: 'Yaz kampanyası',
        state: 'released',
        amounts: collaborationAmounts(1250.5),
        heldAt: Date.UTC(2026, 9, 20),
      }),
      collaboration('b3_inf3', { briefTitle: 'İptal edilen', state: 'refunded' }),
    ]);
    await renderInvoice();
    await screen.findByTestId('invoice-empty');
    const section = screen.getByRole('region', { name: 'İş birliği ödemeleri' });
    await waitFor(() =>
      expect(within(section).getAllByTestId('collaboration-invoice-row')).toHaveLength(3),
    );
    // The KDV column is labelled as on the subscription invoice.
    within(section).getByRole('columnheader', { name: 'KDV (%20)' });
    within(section).getByRole('columnheader', { name: 'Tutar (KDV hariç)' });
    const [first, second, third] = within(section).getAllByTestId('collaboration-invoice-row');
    expect(within(first!).getByRole('link', { name: 'Kış koleksiyonu' }).getAttribute('href')).toBe(
      '/app/briefDetail?briefId=b1',
    );
    expect(first!.textContent).toContain('5 Kasım 2026');
    expect(within(first!).getByTestId('collaboration-net').textContent).toBe('₺5.000,00');
    expect(within(first!).getByTestId('collaboration-kdv').textContent).toBe('₺1.000,00');
    expect(within(first!).getByTestId('collaboration-gross').textContent).toBe('₺6.000,00');
    expect(first!.textContent).toContain('İtiraz edildi');
    expect(within(second!).getByTestId('collaboration-net').textContent).toBe('₺1.250,50');
    expect(within(second!).getByTestId('collaboration-kdv').textContent).toBe('₺250,10');
    expect(within(second!).getByTestId('collaboration-gross').textContent).toBe('₺1.500,60');
    expect(second!.textContent).toContain("Influencer'a aktarıldı");
    expect(third!.textContent).toContain('İade edildi');
  });

  it('offers to read the collaboration payments again when they cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchPayments.mockResolvedValue([payment('sub-1')]);
    fetchCollaborationPayments
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([collaboration('b1_inf1')]);
    await renderInvoice();
    await screen.findByTestId('invoice');
    const section = screen.getByRole('region', { name: 'İş birliği ödemeleri' });
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'İş birliği ödemeleri yüklenemedi.',
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Tekrar Dene' }));
    await within(section).findByTestId('collaboration-invoice-row');
    expect(within(section).getByText("iyzico'da tutuluyor")).toBeTruthy();
  });

  it('shows the error when the payments cannot be read', async () => {
    fetchPayments.mockRejectedValue(new Error('offline'));
    await renderInvoice();
    await screen.findByText(
      'Ödemeleriniz yüklenirken bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyiniz.',
    );
  });
});
