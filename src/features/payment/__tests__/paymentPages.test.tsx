import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransactionResult } from '@shared/plans';
import { UserRole } from '@/store/roles';
import type { SessionUser } from '@/store/session/sessionUser';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/paymentApi';
import { PaymentCallError, paymentBaseUrlOf } from '../api/paymentApi';
import CompleteTransactionPage from '../pages/CompleteTransactionPage';
import PaymentPage, { goTo } from '../pages/PaymentPage';
import PricesPage from '../pages/PricesPage';
import { reasonKeyOf } from '../paymentReasons';

vi.mock('../api/paymentApi', async (original) => ({
  ...(await original<typeof import('../api/paymentApi')>()),
  initializeCheckoutform: vi.fn(),
  completeTransaction: vi.fn(),
}));
const initializeCheckoutform = vi.mocked(api.initializeCheckoutform);
const completeTransaction = vi.mocked(api.completeTransaction);

afterEach(() => vi.clearAllMocks());

async function renderAt(path: string, user: SessionUser | null) {
  const router = createMemoryRouter(
    [
      { path: '/app/pages/prices', element: <PricesPage /> },
      { path: '/app/payment', element: <PaymentPage /> },
      { path: '/app/completeTransaction', element: <CompleteTransactionPage /> },
    ],
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user),
  });
}

const brand = (plan = 'free') => ({
  ...sessionUser(UserRole.Brand, 'Nova'),
  subscriptionType: plan,
});

describe('PricesPage', () => {
  it('shows the three plans with + KDV and the total, the current plan marked, upgrade links', async () => {
    await renderAt('/app/pages/prices', brand());
    const business = screen.getByTestId('plan-business');
    expect(within(business).getByText('₺1.499,00 + KDV / ay')).toBeTruthy();
    expect(within(business).getByTestId('plan-business-total').textContent).toContain(
      'KDV ₺299,80 · KDV dahil toplam ₺1.798,80',
    );
    expect(within(screen.getByTestId('plan-free')).getByText('Mevcut planınız')).toBeTruthy();
    expect(within(business).getByRole('link', { name: 'Yükselt' }).getAttribute('href')).toBe(
      '/app/payment?plan=business',
    );
    expect(within(screen.getByTestId('plan-free')).queryByRole('link')).toBeNull();
    expect(within(business).getByText('Influencer verilerini görüntüleme')).toBeTruthy();
  });

  it('an influencer sees the plans without upgrade buttons; a business brand has hers marked', async () => {
    await renderAt('/app/pages/prices', sessionUser(UserRole.Influencer));
    expect(screen.queryByRole('link', { name: 'Yükselt' })).toBeNull();
  });

  it('a business brand: business marked, only pro offered', async () => {
    await renderAt('/app/pages/prices', brand('business'));
    const business = screen.getByTestId('plan-business');
    expect(within(business).getByText('Mevcut planınız')).toBeTruthy();
    expect(within(business).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Yükselt' })).toHaveLength(1);
  });
});

describe('PaymentPage', () => {
  it('starts the checkout for the plan and goes to the payment page', async () => {
    const assign = vi.spyOn(goTo, 'url').mockImplementation(() => {});
    initializeCheckoutform.mockResolvedValue({
      token: 't1',
      paymentPageUrl: 'http://pay.test/page?token=t1',
      conversationId: 'c1',
    });
    await renderAt('/app/payment?plan=business', brand());
    expect(screen.getByTestId('checkout-progress')).toBeTruthy();
    expect(await screen.findByText('Güvenli ödeme sayfasına yönlendiriliyorsunuz…')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('http://pay.test/page?token=t1');
    expect(initializeCheckoutform).toHaveBeenLastCalledWith('business', 'u1');
  });

  it('an unknown plan starts nothing', async () => {
    await renderAt('/app/payment?plan=gold', brand());
    expect(screen.getByText('Geçerli bir plan seçilmedi.')).toBeTruthy();
    expect(initializeCheckoutform).not.toHaveBeenCalled();
  });

  it('a provider failure is shown in Turkish with the way back', async () => {
    initializeCheckoutform.mockRejectedValue(new PaymentCallError(502, 'provider-error'));
    await renderAt('/app/payment?plan=pro', brand());
    expect(
      await screen.findByText(
        'Ödeme sağlayıcısı şu anda yanıt vermiyor. Lütfen daha sonra tekrar deneyiniz.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fiyatlandırmaya dön' })).toBeTruthy();
  });
});

const result = (overrides: Partial<TransactionResult> = {}): TransactionResult => ({
  conversationId: 'c1',
  plan: 'business',
  status: 'success',
  amounts: { net: 149900, kdv: 29980, gross: 179880 },
  errorCode: null,
  errorMessage: null,
  ...overrides,
});

describe('CompleteTransactionPage', () => {
  it('loading, then the success with the plan', async () => {
    completeTransaction.mockResolvedValue(result());
    await renderAt('/app/completeTransaction?token=t1&userId=u1', brand());
    expect(screen.getByTestId('complete-loading').textContent).toContain('Ödemeniz doğrulanıyor…');
    expect((await screen.findByTestId('payment-success')).textContent).toContain(
      'Ödemeniz alındı. Business planınız etkinleştirildi.',
    );
    expect(completeTransaction).toHaveBeenCalledWith('t1', 'u1');
  });

  it('a failure shows the Turkish reason, retry and support', async () => {
    completeTransaction.mockResolvedValue(
      result({ status: 'failure', errorCode: '10051', errorMessage: 'Not sufficient funds' }),
    );
    await renderAt('/app/completeTransaction?token=t1&userId=u1', brand());
    const failure = await screen.findByTestId('payment-failure');
    expect(failure.textContent).toContain('Kartınızın bakiyesi ya da limiti yetersiz.');
    expect(screen.getByRole('link', { name: 'Tekrar dene' }).getAttribute('href')).toBe(
      '/app/payment?plan=business',
    );
    expect(screen.getByRole('link', { name: 'Destek ekibine yaz' })).toBeTruthy();
  });

  it('someone else’s payment: the forbidden message', async () => {
    completeTransaction.mockRejectedValue(new PaymentCallError(403, 'forbidden'));
    await renderAt('/app/completeTransaction?token=t1&userId=u9', brand());
    expect(await screen.findByText('Bu ödeme işlemi size ait değil.')).toBeTruthy();
  });
});

describe('payment helpers', () => {
  it('the {payment} base URL', () => {
    expect(paymentBaseUrlOf(undefined, true, 'demo-x')).toBe(
      'http://127.0.0.1:5001/demo-x/europe-west1/payment',
    );
    expect(paymentBaseUrlOf('', false, 'p')).toBe(
      'https://europe-west1-p.cloudfunctions.net/payment',
    );
    expect(paymentBaseUrlOf('https://pay.example.com/', false, 'p')).toBe(
      'https://pay.example.com',
    );
  });

  it('reasons by provider code, a generic one otherwise', () => {
    expect(reasonKeyOf('10051')).toBe('payment.reasons.insufficientFunds');
    expect(reasonKeyOf('99999')).toBe('payment.reasons.generic');
    expect(reasonKeyOf(null)).toBe('payment.reasons.generic');
  });
});
