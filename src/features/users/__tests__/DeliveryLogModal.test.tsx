import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { DeliveryLogRecord } from '@/lib/collections/deliveryLog';
import type { UserDoc } from '@/lib/collections/users';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/deliveryLogApi';
import { DeliveryLogModal } from '../components/DeliveryLogModal';
import { loadDeliveryLog } from '../usersThunks';

// Only the api module is stubbed: the thunk, the slice, i18n (Turkish) and reactstrap are real.
vi.mock('../api/deliveryLogApi', () => ({ fetchDeliveryLog: vi.fn() }));

const fetchDeliveryLog = vi.mocked(api.fetchDeliveryLog);

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const brand: UserDoc = {
  uid: 'brand-log',
  email: 'elif@demo.test',
  type: 'brand',
  name: 'Elif',
  surname: 'Şahin',
  brandName: 'Yeşil Bahçe Gıda',
  isApproved: true,
};

const at = (day: number, hour: number, minute: number) =>
  new Date(2025, 2, day, hour, minute).getTime();

const entry = (patch: Partial<DeliveryLogRecord>): DeliveryLogRecord => ({
  id: `${patch.key ?? 'k'}-${patch.channel ?? 'email'}`,
  key: 'k',
  channel: 'email',
  event: 'newOffer',
  status: 'sent',
  reason: '',
  attempts: 1,
  subject: '',
  to: 'elif@demo.test',
  path: '/app/briefDetail?briefId=b1',
  createdAt: at(12, 10, 5),
  updatedAt: at(12, 10, 5),
  sentAt: at(12, 10, 5),
  nextAttemptAt: null,
  ...patch,
});

const newestFirst: DeliveryLogRecord[] = [
  entry({
    key: 'offer-b1-i1-1',
    subject: 'Yaz Kampanyası için yeni teklif',
    createdAt: at(14, 9, 30),
  }),
  entry({
    key: 'digest-c1-1',
    channel: 'push',
    event: 'chatMessage',
    status: 'retrying',
    reason: 'FCM 503 UNAVAILABLE',
    attempts: 2,
    subject: 'Ayşe Yılmaz size yazdı',
    to: '2',
    sentAt: null,
    nextAttemptAt: at(13, 8, 20),
    createdAt: at(13, 8, 0),
  }),
  entry({
    key: 'mailing-m1',
    event: 'marketing',
    status: 'skipped',
    reason: 'noConsent',
    attempts: 0,
    subject: 'Bahar fırsatları',
    sentAt: null,
    createdAt: at(12, 10, 5),
  }),
  entry({
    key: 'invoice-p1',
    event: 'invoicePaid',
    status: 'failed',
    reason: 'SMTP 550 mailbox unavailable',
    attempts: 5,
    subject: 'Faturanız ödendi',
    sentAt: null,
    createdAt: at(11, 23, 59),
  }),
];

const admin = sessionUser(UserRole.Admin, 'Deniz Kaya', 'demo-admin');

async function renderModal(user: UserDoc | null = brand) {
  const onClose = vi.fn();
  const view = await renderWithProviders(<DeliveryLogModal user={user} onClose={onClose} />, {
    preloadedState: signedIn(admin),
  });
  return { ...view, onClose };
}

const rowOf = (id: string) =>
  screen.getAllByTestId('delivery-log-row').find((row) => row.getAttribute('data-entry') === id)!;

/** A row's cells as text, date first. */
const cellsOf = (id: string) =>
  [...rowOf(id).querySelectorAll('th, td')].map((cell) => cell.textContent);

afterEach(() => vi.clearAllMocks());

describe('DeliveryLogModal', () => {
  it('is a dialog named after the user that shows loading, then the entries in Turkish', async () => {
    const read = deferred<DeliveryLogRecord[]>();
    fetchDeliveryLog.mockReturnValueOnce(read.promise);
    await renderModal();

    const dialog = await screen.findByRole('dialog', {
      name: 'Gönderim kaydı: Yeşil Bahçe Gıda',
    });
    expect(fetchDeliveryLog).toHaveBeenCalledWith(brand.uid);
    expect(within(dialog).getByRole('status').textContent).toContain('Gönderim kaydı yükleniyor…');

    read.resolve(newestFirst);
    await within(dialog).findByTestId('delivery-log-table');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tarih', 'Kanal', 'Olay', 'Konu', 'Durum', 'Alıcı']);
    expect(screen.getAllByTestId('delivery-log-row').map((row) => row.dataset.entry)).toEqual([
      'offer-b1-i1-1-email',
      'digest-c1-1-push',
      'mailing-m1-email',
      'invoice-p1-email',
    ]);
    expect(cellsOf('offer-b1-i1-1-email')).toEqual([
      '14 Mart 2025 09:30',
      'E-posta',
      'Yeni teklif',
      'Yaz Kampanyası için yeni teklif',
      'Gönderildi1 deneme',
      'elif@demo.test',
    ]);
    expect(cellsOf('digest-c1-1-push')).toEqual([
      '13 Mart 2025 08:00',
      'Anlık bildirim',
      'Okunmamış mesaj özeti',
      'Ayşe Yılmaz size yazdı',
      'Yeniden denenecek2 denemeFCM 503 UNAVAILABLESonraki deneme: 13 Mart 2025 08:20',
      '2 cihaz',
    ]);
    expect(cellsOf('mailing-m1-email').slice(2, 5)).toEqual([
      'Pazarlama e-postası',
      'Bahar fırsatları',
      'Atlandı0 deneme' + 'Ticari ileti izni yok',
    ]);
    expect(cellsOf('invoice-p1-email')).toEqual([
      '11 Mart 2025 23:59',
      'E-posta',
      'Fatura ödendi',
      'Faturanız ödendi',
      'Gönderilemedi5 deneme' + 'SMTP 550 mailbox unavailable',
      'elif@demo.test',
    ]);
    const time = within(rowOf('invoice-p1-email')).getByText('11 Mart 2025 23:59');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(new Date(at(11, 23, 59)).toISOString());
  });

  it('reads again on "Yenile", keeping the entries on screen meanwhile', async () => {
    fetchDeliveryLog.mockResolvedValueOnce(newestFirst.slice(0, 1));
    const { user } = await renderModal();
    await screen.findByTestId('delivery-log-table');

    const again = deferred<DeliveryLogRecord[]>();
    fetchDeliveryLog.mockReturnValueOnce(again.promise);
    await user.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(fetchDeliveryLog).toHaveBeenCalledTimes(2);
    const refresh = screen.getByRole('button', { name: 'Yenile' }) as HTMLButtonElement;
    expect(refresh.disabled).toBe(true);
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('delivery-log-row')).toHaveLength(1);

    again.resolve(newestFirst);
    await waitFor(() => expect(screen.getAllByTestId('delivery-log-row')).toHaveLength(4));
    expect((screen.getByRole('button', { name: 'Yenile' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('reads a user’s log once at a time', async () => {
    const read = deferred<DeliveryLogRecord[]>();
    fetchDeliveryLog.mockReturnValueOnce(read.promise);
    const { store } = await renderModal();
    await screen.findByRole('status');
    // The dialog's own read is under way: a second one for the same user is not started.
    await store.dispatch(loadDeliveryLog(brand.uid));
    expect(fetchDeliveryLog).toHaveBeenCalledTimes(1);
    read.resolve([]);
    await screen.findByText('Bu kullanıcıya henüz e-posta ya da anlık bildirim gönderilmedi.');
  });

  it('says so when nothing was sent to the user', async () => {
    fetchDeliveryLog.mockResolvedValueOnce([]);
    await renderModal();
    expect(
      await screen.findByText('Bu kullanıcıya henüz e-posta ya da anlık bildirim gönderilmedi.'),
    ).toBeDefined();
    expect(screen.queryByTestId('delivery-log-table')).toBeNull();
  });

  it('shows a failure with a retry that reads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchDeliveryLog.mockRejectedValueOnce(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    fetchDeliveryLog.mockResolvedValueOnce(newestFirst);
    const { user } = await renderModal();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Gönderim kaydı yüklenirken bir hata oluştu.');
    expect(screen.queryByTestId('delivery-log-table')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findAllByTestId('delivery-log-row')).toHaveLength(4);
    expect(fetchDeliveryLog).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes with Escape, the close button and "Kapat"', async () => {
    fetchDeliveryLog.mockResolvedValue([]);
    const { user, onClose } = await renderModal();
    await screen.findByText('Bu kullanıcıya henüz e-posta ya da anlık bildirim gönderilmedi.');
    // reactstrap moves the focus into the dialog itself.
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    // reactstrap reads keyCode, which user-event leaves out for Escape; a browser sends 27.
    fireEvent.keyUp(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
    const closers = screen.getAllByRole('button', { name: 'Kapat' });
    expect(closers).toHaveLength(2); // the header's × and the footer's button
    for (const closer of closers) await user.click(closer);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('stays closed and reads nothing without a user', async () => {
    await renderModal(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchDeliveryLog).not.toHaveBeenCalled();
  });
});
