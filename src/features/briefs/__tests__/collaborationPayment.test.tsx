import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collaborationAmounts } from '@shared/collaborationPayment';
import type { CollaborationPaymentDoc } from '@/lib/collections/collaborationPayments';
import { PaymentCallError } from '@/lib/paymentCall';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PaymentCell } from '../components/detail/PaymentCell';
import { OwnPaymentNotice } from '../components/detail/OwnPaymentNotice';
import { detailBrief } from './detailFixtures';

// The collaboration payment on the brief detail (issue 20): the owner's cell with 'Öde', and the
// accepted influencer's notice, over a mocked payment api (the function and its rules have their
// own emulator tests).

const api = vi.hoisted(() => ({
  start: vi.fn<(briefId: string, influencerId: string, userId: string) => Promise<unknown>>(),
  dispute: vi.fn<(briefId: string, influencerId: string, reason: string) => Promise<null>>(),
  cancel: vi.fn<(briefId: string, influencerId: string) => Promise<null>>(),
  own: null as null | ((payment: unknown) => void),
  payoutReady: null as null | ((ready: boolean | null) => void),
}));

vi.mock('../api/collaborationPayments', () => ({
  startCollaborationPayment: api.start,
  disputeCollaborationPayment: api.dispute,
  cancelCollaborationPayment: api.cancel,
  subscribeBriefPayments: vi.fn(() => () => undefined),
  subscribeOwnPayment: vi.fn((_b: string, _u: string, onData: (p: unknown) => void) => {
    api.own = onData;
    return () => undefined;
  }),
  subscribeOwnPayoutReady: vi.fn((_u: string, onData: (ready: boolean | null) => void) => {
    api.payoutReady = onData;
    return () => undefined;
  }),
}));

function payment(overrides: Partial<CollaborationPaymentDoc> = {}): CollaborationPaymentDoc {
  return {
    id: 'b1_inf1',
    briefId: 'b1',
    briefTitle: 'Kış koleksiyonu',
    payerId: 'owner1',
    payeeId: 'inf1',
    state: 'awaiting',
    amounts: collaborationAmounts(5000),
    errorCode: null,
    errorMessage: null,
    heldAt: null,
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

const assign = vi.fn();
const realLocation = window.location;

beforeEach(() => {
  api.start.mockReset();
  assign.mockReset();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, assign },
  });
});

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

const cell = (
  doc: CollaborationPaymentDoc | null,
  payerId: string | null = 'owner1',
  deliveredAt: number | null = null,
) =>
  renderWithProviders(
    <PaymentCell
      briefId="b1"
      payeeId="inf1"
      name="Ayşe"
      payment={doc}
      payerId={payerId}
      deliveredAt={deliveredAt}
    />,
  );

describe('the owner’s payment cell', () => {
  it('before any payment: "Ödeme bekleniyor" and Öde, which opens the provider’s page', async () => {
    api.start.mockResolvedValue({ token: 't', paymentPageUrl: 'https://pay.example/t' });
    const { user } = await cell(null);
    screen.getByText('Ödeme bekleniyor');
    await user.click(screen.getByRole('button', { name: 'Ayşe için öde' }));
    expect(api.start).toHaveBeenCalledWith('b1', 'inf1', 'owner1');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/t'));
  });

  it('payout details missing: says so in Turkish and stays on the page', async () => {
    api.start.mockRejectedValue(new PaymentCallError(409, 'payout-details-missing'));
    const { user } = await cell(null);
    await user.click(screen.getByRole('button', { name: 'Ayşe için öde' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Influencer ödeme bilgilerini henüz tamamlamadı. Bilgiler tamamlanınca ödeme yapabilirsiniz.',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(
      (screen.getByRole('button', { name: 'Ayşe için öde' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('a failed try shows the provider’s reason and Öde again', async () => {
    await cell(
      payment({ errorCode: '10051', errorMessage: 'Kart limiti yetersiz, yetersiz bakiye' }),
    );
    screen.getByText('Son ödeme denemesi başarısız oldu: Kart limiti yetersiz, yetersiz bakiye');
    screen.getByText('₺6.000,00 (KDV dahil)');
    screen.getByRole('button', { name: 'Ayşe için öde' });
  });

  it('held, not delivered: the state, its date, İtiraz et and İş birliğini iptal et; no Öde', async () => {
    const heldAt = new Date(2026, 10, 20, 12).getTime();
    await cell(payment({ state: 'held', heldAt }));
    screen.getByText('Ödendi, güvencede');
    screen.getByText('20.11.2026: Ödendi, iyzico güvencesinde tutuluyor');
    screen.getByRole('button', { name: 'İtiraz et: Ayşe' });
    screen.getByRole('button', { name: 'İş birliğini iptal et: Ayşe' });
    expect(screen.queryByRole('button', { name: 'Ayşe için öde' })).toBeNull();
  });

  it('held and delivered: no cancel, and the date of the automatic release 7 days on', async () => {
    const deliveredAt = new Date(2026, 10, 21, 12).getTime();
    await cell(payment({ state: 'held', heldAt: deliveredAt - 1000 }), 'owner1', deliveredAt);
    screen.getByRole('button', { name: 'İtiraz et: Ayşe' });
    expect(screen.queryByRole('button', { name: 'İş birliğini iptal et: Ayşe' })).toBeNull();
    screen.getByText(
      'Marka tamamlamaz ya da itiraz etmezse ödeme 28.11.2026 tarihinde otomatik olarak aktarılır.',
    );
  });

  it('a dispute needs a reason, then sends it; the refusal of the function is shown', async () => {
    api.dispute.mockRejectedValueOnce(new PaymentCallError(409, 'not-held'));
    await cell(payment({ state: 'held', heldAt: 1 }));
    await act(async () => screen.getByRole('button', { name: 'İtiraz et: Ayşe' }).click());
    await act(async () => screen.getByRole('button', { name: 'İtirazı gönder' }).click());
    expect(api.dispute).not.toHaveBeenCalled();
    screen.getByText('Lütfen itirazınızın nedenini yazın (en fazla 500 karakter).');

    const reason = screen.getByLabelText('İtirazınızın nedeni (Ayşe)');
    await userEvent.type(reason, 'Paylaşımda #reklam etiketi yok');
    await act(async () => screen.getByRole('button', { name: 'İtirazı gönder' }).click());
    expect(api.dispute).toHaveBeenCalledWith('b1', 'inf1', 'Paylaşımda #reklam etiketi yok');
    await screen.findByText('Bu ödeme artık tutulmuyor; güncel durumu kontrol edin.');
  });

  it('cancel asks once more, refunds, then removes her (onCancelled)', async () => {
    api.cancel.mockResolvedValueOnce(null);
    const removed = vi.fn();
    await renderWithProviders(
      <PaymentCell
        briefId="b1"
        payeeId="inf1"
        name="Ayşe"
        payment={payment({ state: 'held', heldAt: 1 })}
        payerId="owner1"
        deliveredAt={null}
        onCancelled={removed}
      />,
    );
    await act(async () =>
      screen.getByRole('button', { name: 'İş birliğini iptal et: Ayşe' }).click(),
    );
    screen.getByText(
      'İş birliği iptal edilecek ve ödemenin tamamı markanın kartına iade edilecek. Emin misiniz?',
    );
    expect(api.cancel).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Evet, iptal et' }).click());
    expect(api.cancel).toHaveBeenCalledWith('b1', 'inf1');
    await waitFor(() => expect(removed).toHaveBeenCalledTimes(1));
  });

  it('disputed and then released by an admin: the history in order, no actions', async () => {
    await cell(
      payment({
        state: 'released',
        heldAt: new Date(2026, 10, 20, 12).getTime(),
        disputedAt: new Date(2026, 10, 22, 12).getTime(),
        releasedAt: new Date(2026, 10, 24, 12).getTime(),
        releaseReason: 'adminRelease',
      }),
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '20.11.2026: Ödendi, iyzico güvencesinde tutuluyor',
      '22.11.2026: Marka itiraz etti',
      "24.11.2026: Yönetici kararıyla ödeme influencer'a aktarıldı",
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('someone who only looks (an admin not acting as the owner) gets no button', async () => {
    await cell(null, null);
    screen.getByText('Ödeme bekleniyor');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the influencer’s payment notice', () => {
  const notice = () =>
    renderWithProviders(
      <MemoryRouter>
        <OwnPaymentNotice brief={{ ...detailBrief(), id: 'b1' }} uid="inf1" />
      </MemoryRouter>,
    );

  it('awaiting, asked for payout details only while they are missing; then held live', async () => {
    await notice();
    screen.getByText('Ödeme durumu yükleniyor…');
    act(() => api.own?.(null));
    expect(screen.getByTestId('own-payment-state').textContent).toContain(
      'Markanın ödemesi bekleniyor.',
    );
    act(() => api.payoutReady?.(null));
    const ask = screen.getByTestId('own-payment-needs-payout');
    expect(ask.textContent).toContain(
      'Ödemeyi alabilmek için hesabınızdaki Ödeme bilgileri bölümünü doldurun.',
    );
    expect(screen.getByRole('link', { name: 'Ödeme bilgilerine git' }).getAttribute('href')).toBe(
      '/app/pages/account#payout',
    );
    act(() => api.payoutReady?.(true));
    expect(screen.queryByTestId('own-payment-needs-payout')).toBeNull();

    act(() => api.own?.(payment({ state: 'held' })));
    expect(screen.getByTestId('own-payment-state').textContent).toContain(
      'Marka ödemeyi yaptı: ₺4.000,00 iyzico güvencesinde tutuluyor ve iş onaylanınca hesabınıza aktarılacak.',
    );
  });
});
