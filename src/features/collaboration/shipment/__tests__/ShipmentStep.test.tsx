import { act, screen, waitFor, within } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { briefConverter, type BriefDoc } from '@/lib/collections/briefs';
import type { ShipmentDoc } from '@/lib/collections/shipments';
import type { ShippingAddressDoc } from '@/lib/collections/shippingAddresses';
import { UserRole } from '@/store/roles';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import type { CollaborationSide } from '@/components/collaboration/stepProps';
import { ShipmentStep } from '../ShipmentStep';

// The shipment step's views (issue 21) over a mocked shipment api: the live documents are
// pushed by hand, the writes are spies. The rules have their own emulator tests.

type Listener<T> = { onData: (value: T | null) => void; onError: (error: unknown) => void };

const api = vi.hoisted(() => ({
  address: null as Listener<unknown> | null,
  shipment: null as Listener<unknown> | null,
  saveShippingAddress: vi.fn<(...args: unknown[]) => Promise<void>>(),
  createShipment: vi.fn<(...args: unknown[]) => Promise<void>>(),
  correctShipment: vi.fn<(...args: unknown[]) => Promise<void>>(),
  markShipmentReceived: vi.fn<(...args: unknown[]) => Promise<void>>(),
}));

vi.mock('../api/shipmentApi', () => ({
  subscribeShippingAddress: vi.fn(
    (_ref: unknown, onData: (v: unknown) => void, onError: (e: unknown) => void) => {
      api.address = { onData, onError };
      return () => undefined;
    },
  ),
  subscribeShipment: vi.fn(
    (_ref: unknown, onData: (v: unknown) => void, onError: (e: unknown) => void) => {
      api.shipment = { onData, onError };
      return () => undefined;
    },
  ),
  saveShippingAddress: api.saveShippingAddress,
  createShipment: api.createShipment,
  correctShipment: api.correctShipment,
  markShipmentReceived: api.markShipmentReceived,
}));

function barterBrief(fields: Record<string, unknown> = {}): BriefDoc {
  const data = {
    title: 'Kış bakım seti',
    briefOwnerUserId: 'brand1',
    briefSenderId: 'brand1',
    briefSenderName: 'Nova Market',
    paymentType: 'product',
    isVerified: true,
    acceptedUsers: ['inf1'],
    completedUsers: [],
    ...fields,
  };
  return briefConverter.fromFirestore({
    id: 'b1',
    data: () => data,
  } as unknown as QueryDocumentSnapshot);
}

const ADDRESS: ShippingAddressDoc = {
  userId: 'inf1',
  briefId: 'b1',
  fullName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  addressLine: 'Moda Cad. No: 12',
  district: 'Kadıköy',
  city: 'İstanbul',
  postalCode: '34710',
  kvkkConsent: true,
  consentVersion: 'v1',
  submittedBy: 'inf1',
  createdAt: 1,
  updatedAt: 1,
};

const SHIPPED: ShipmentDoc = {
  userId: 'inf1',
  briefId: 'b1',
  carrier: 'aras',
  carrierName: '',
  trackingNumber: '3513773163316',
  shippedBy: 'brand1',
  shippedAt: new Date(2026, 10, 20, 12).getTime(),
  receivedAt: null,
  receivedBy: '',
  updatedAt: 1,
};

const viewers = {
  party: sessionUser(UserRole.Influencer, 'Ayşe', 'inf1'),
  owner: sessionUser(UserRole.Brand, 'Nova', 'brand1'),
  admin: sessionUser(UserRole.Admin, 'Yönetici', 'admin1'),
};

/** Renders the step for `side` and pushes the two documents once the listeners are on. */
async function step(
  side: CollaborationSide,
  address: ShippingAddressDoc | null,
  shipment: ShipmentDoc | null,
  brief = barterBrief(),
) {
  const viewer = viewers[side];
  const rendered = await renderWithProviders(
    <ShipmentStep brief={brief} userId="inf1" partyName="Ayşe" viewer={viewer} side={side} />,
    { preloadedState: signedIn(viewer) },
  );
  await waitFor(() => expect(api.address && api.shipment).toBeTruthy());
  act(() => {
    api.address!.onData(address);
    api.shipment!.onData(shipment);
  });
  return rendered;
}

const byTestId = (id: string) => screen.getByTestId(id);
const input = (id: string) => byTestId(id) as HTMLInputElement;
const errorOf = (id: string) => {
  const field = input(id);
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
  const error = described
    .map((d) => document.getElementById(d))
    .find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

beforeEach(() => {
  api.address = null;
  api.shipment = null;
  for (const fn of [
    api.saveShippingAddress,
    api.createShipment,
    api.correctShipment,
    api.markShipmentReceived,
  ])
    fn.mockReset();
});

describe('ShipmentStep', () => {
  it('says it is loading, then that it failed', async () => {
    await renderWithProviders(
      <ShipmentStep
        brief={barterBrief()}
        userId="inf1"
        partyName="Ayşe"
        viewer={viewers.party}
        side="party"
      />,
      { preloadedState: signedIn(viewers.party) },
    );
    screen.getByText('Gönderim bilgileri yükleniyor…');
    await waitFor(() => expect(api.address).toBeTruthy());
    act(() => api.address!.onError(new Error('permission-denied')));
    screen.getByText('Gönderim bilgileri yüklenemedi. Sayfayı yenileyip tekrar deneyin.');
  });

  describe('the party', () => {
    it('without an address: the form, the KVKK notice, a consent never ticked', async () => {
      await step('party', null, null);
      const notice = byTestId('shipment-kvkk-notice').textContent ?? '';
      expect(notice).toContain(
        'Adresiniz yalnızca bu iş birliğinin ürün gönderimi için markayla paylaşılır',
      );
      expect(notice).toContain('tamamlanmasından 30 gün sonra silinir');
      expect(input('shipment-address-consent').checked).toBe(false);
      const city = byTestId('shipment-address-city') as HTMLSelectElement;
      // The placeholder and the 81 provinces.
      expect(city.options).toHaveLength(82);
      expect(screen.queryByTestId('shipment-tracking-link')).toBeNull();
    });

    it('errors are tied to their fields and nothing is sent', async () => {
      const { user } = await step('party', null, null);
      await user.type(input('shipment-address-phone'), '123');
      await user.click(byTestId('shipment-address-submit'));
      expect(errorOf('shipment-address-fullName')).toBe('Ad soyad 2–100 karakter olmalıdır.');
      expect(errorOf('shipment-address-phone')).toBe(
        'Geçerli bir Türkiye telefon numarası girin (örn. 0532 123 45 67).',
      );
      expect(errorOf('shipment-address-city')).toBe('Listeden bir il seçin.');
      expect(errorOf('shipment-address-consent')).toBe(
        'Adresinizi paylaşmak için onay vermeniz gerekir.',
      );
      expect(input('shipment-address-fullName').getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(input('shipment-address-fullName'));
      expect(api.saveShippingAddress).not.toHaveBeenCalled();
    });

    it('saves with her consent; a failed save keeps everything she typed', async () => {
      const { user, store } = await step('party', null, null);
      await user.type(input('shipment-address-fullName'), 'Ayşe Yılmaz');
      await user.type(input('shipment-address-phone'), '0532 123 45 67');
      await user.type(input('shipment-address-addressLine'), 'Moda Cad. No: 12');
      await user.type(input('shipment-address-district'), 'Kadıköy');
      await user.selectOptions(byTestId('shipment-address-city'), 'İstanbul');
      await user.type(input('shipment-address-postalCode'), '34710');
      await user.click(input('shipment-address-consent'));
      api.saveShippingAddress.mockRejectedValueOnce(new Error('unavailable'));
      await user.click(byTestId('shipment-address-submit'));
      await waitFor(() => expect(api.saveShippingAddress).toHaveBeenCalledTimes(1));
      await waitFor(() =>
        expect(store.getState().ui.toasts.map((t) => t.message)).toContain(
          'shipment.toasts.addressFailed',
        ),
      );
      expect(input('shipment-address-fullName').value).toBe('Ayşe Yılmaz');
      expect(input('shipment-address-addressLine').value).toBe('Moda Cad. No: 12');
      expect((byTestId('shipment-address-city') as HTMLSelectElement).value).toBe('İstanbul');
      expect(input('shipment-address-consent').checked).toBe(true);

      api.saveShippingAddress.mockResolvedValueOnce();
      await user.click(byTestId('shipment-address-submit'));
      await waitFor(() => expect(api.saveShippingAddress).toHaveBeenCalledTimes(2));
      expect(api.saveShippingAddress).toHaveBeenLastCalledWith(
        { briefId: 'b1', userId: 'inf1' },
        {
          fullName: 'Ayşe Yılmaz',
          phone: '0532 123 45 67',
          addressLine: 'Moda Cad. No: 12',
          district: 'Kadıköy',
          city: 'İstanbul',
          postalCode: '34710',
        },
        true,
      );
    }, 20_000);

    it('edits the shared address until it ships, consenting again', async () => {
      const { user } = await step('party', ADDRESS, null);
      screen.getByText(
        'Marka ürünü henüz kargoya vermedi. Kargoya verildiğinde takip bilgileri burada görünecek.',
      );
      await user.click(byTestId('shipment-address-edit'));
      expect(input('shipment-address-fullName').value).toBe('Ayşe Yılmaz');
      expect(input('shipment-address-consent').checked).toBe(false);
    });

    it('once shipped: the tracking link and "Ürün elime ulaştı", asked once more', async () => {
      api.markShipmentReceived.mockResolvedValue();
      const { user } = await step('party', ADDRESS, SHIPPED);
      expect(screen.queryByTestId('shipment-address-edit')).toBeNull();
      expect(screen.queryByTestId('shipment-address-form')).toBeNull();
      const link = byTestId('shipment-tracking-link') as HTMLAnchorElement;
      expect(link.href).toBe(
        'https://kargotakip.araskargo.com.tr/mainpage.aspx?code=3513773163316',
      );
      expect(link.target).toBe('_blank');
      expect(link.rel.split(' ')).toContain('noopener');
      within(byTestId('shipment-info')).getByText('Aras Kargo');
      await user.click(screen.getByRole('button', { name: 'Ürün elime ulaştı' }));
      expect(api.markShipmentReceived).not.toHaveBeenCalled();
      await user.click(byTestId('shipment-received-confirm'));
      await waitFor(() =>
        expect(api.markShipmentReceived).toHaveBeenCalledWith({ briefId: 'b1', userId: 'inf1' }),
      );
    });

    it('received: the date, no more button', async () => {
      const receivedAt = new Date(2026, 10, 22, 12).getTime();
      await step('party', ADDRESS, { ...SHIPPED, receivedAt, receivedBy: 'inf1' });
      expect(byTestId('shipment-received-date').textContent).toBe('Teslim alındı: 22 Kasım 2026');
      expect(screen.queryByTestId('shipment-received')).toBeNull();
    });

    it('a completed party with nothing shared gets no form', async () => {
      await step('party', null, null, barterBrief({ completedUsers: ['inf1'] }));
      expect(screen.queryByTestId('shipment-address-form')).toBeNull();
      screen.getByText('Bu iş birliği için kargo kaydı yok.');
    });
  });

  describe('the owner', () => {
    it('waits for the address', async () => {
      await step('owner', null, null);
      screen.getByText('Influencer teslimat adresini henüz paylaşmadı.');
      expect(screen.queryByTestId('shipment-ship-form')).toBeNull();
    });

    it('sees the address, copies it, and ships with a carrier and tracking number', async () => {
      api.createShipment.mockResolvedValue();
      const { user } = await step('owner', ADDRESS, null);
      const card = byTestId('shipment-address-card');
      within(card).getByText(/Moda Cad\. No: 12/);
      await user.click(byTestId('shipment-address-copy'));
      expect(await navigator.clipboard.readText()).toBe(
        'Ayşe Yılmaz\nModa Cad. No: 12\n34710 Kadıköy / İstanbul\n0532 123 45 67',
      );
      const carrier = byTestId('shipment-carrier') as HTMLSelectElement;
      expect([...carrier.options].map((o) => o.textContent)).toEqual([
        'Kargo firması seçin',
        'Yurtiçi Kargo',
        'Aras Kargo',
        'MNG Kargo',
        'PTT Kargo',
        'Sürat Kargo',
        'HepsiJET',
        'Trendyol Express',
        'Diğer',
      ]);
      await user.click(screen.getByRole('button', { name: 'Kargoya verdim' }));
      expect(errorOf('shipment-carrier')).toBe('Bir kargo firması seçin.');
      await user.selectOptions(carrier, 'other');
      await user.type(input('shipment-tracking'), 'KG 1');
      await user.click(byTestId('shipment-ship-submit'));
      expect(errorOf('shipment-carrier-name')).toBe(
        'Kargo firmasının adını girin (2–60 karakter).',
      );
      expect(errorOf('shipment-tracking')).toBe(
        'Takip numarası 5–40 karakter olmalı; yalnızca harf, rakam ve tire içerebilir.',
      );
      expect(api.createShipment).not.toHaveBeenCalled();
      await user.type(input('shipment-carrier-name'), 'Kolay Gelsin');
      await user.clear(input('shipment-tracking'));
      await user.type(input('shipment-tracking'), 'KG-12345');
      await user.click(byTestId('shipment-ship-submit'));
      await waitFor(() =>
        expect(api.createShipment).toHaveBeenCalledWith(
          { briefId: 'b1', userId: 'inf1' },
          { carrier: 'other', carrierName: 'Kolay Gelsin', trackingNumber: 'KG-12345' },
        ),
      );
    }, 20_000);

    it('shipped: the tracking details, a correction until it is received', async () => {
      api.correctShipment.mockResolvedValue();
      const { user } = await step('owner', ADDRESS, SHIPPED);
      byTestId('shipment-tracking-link');
      expect(screen.queryByTestId('shipment-received')).toBeNull();
      await user.click(byTestId('shipment-correct'));
      expect((byTestId('shipment-carrier') as HTMLSelectElement).value).toBe('aras');
      await user.clear(input('shipment-tracking'));
      await user.type(input('shipment-tracking'), '3513773163399');
      await user.click(screen.getByRole('button', { name: 'Düzeltmeyi kaydet' }));
      await waitFor(() =>
        expect(api.correctShipment).toHaveBeenCalledWith(
          { briefId: 'b1', userId: 'inf1' },
          { carrier: 'aras', carrierName: '', trackingNumber: '3513773163399' },
        ),
      );
    });

    it('received: the date, no correction; "other" has no link', async () => {
      const receivedAt = new Date(2026, 10, 22, 12).getTime();
      await step('owner', ADDRESS, {
        ...SHIPPED,
        carrier: 'other',
        carrierName: 'Kolay Gelsin',
        receivedAt,
        receivedBy: 'inf1',
      });
      byTestId('shipment-received-date');
      within(byTestId('shipment-info')).getByText('Kolay Gelsin');
      expect(screen.queryByTestId('shipment-tracking-link')).toBeNull();
      expect(screen.queryByTestId('shipment-correct')).toBeNull();
    });
  });

  it('an admin reads everything and can change nothing', async () => {
    await step('admin', ADDRESS, SHIPPED);
    screen.getByText('Yönetici olarak bu adımı yalnızca görüntülüyorsunuz.');
    byTestId('shipment-tracking-link');
    byTestId('shipment-address-card');
    for (const id of [
      'shipment-address-form',
      'shipment-ship-form',
      'shipment-correct',
      'shipment-received',
    ])
      expect(screen.queryByTestId(id)).toBeNull();
  });
});
