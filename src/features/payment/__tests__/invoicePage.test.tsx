import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { PaymentDoc } from '@/lib/collections/payments';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as records from '../api/paymentRecords';
import InvoicePage from '../pages/InvoicePage';

vi.mock('../api/paymentRecords', () => ({ fetchPayments: vi.fn() }));
const fetchPayments = vi.mocked(records.fetchPayments);
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
  });

  it('shows the error when the payments cannot be read', async () => {
    fetchPayments.mockRejectedValue(new Error('offline'));
    await renderInvoice();
    await screen.findByText(
      'Ödemeleriniz yüklenirken bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyiniz.',
    );
  });
});
