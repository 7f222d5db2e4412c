import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutDetailsDoc } from '@/lib/collections/payoutDetails';
import { ToastContainer } from '@/components/toasts/ToastContainer';
import { renderWithProviders } from '@/test/renderWithProviders';
import * as api from '../api/payoutDetailsApi';
import { PayoutDetailsSection } from '../components/PayoutDetailsSection';

vi.mock('../api/payoutDetailsApi', () => ({
  readPayoutDetails: vi.fn(),
  savePayoutDetails: vi.fn(),
}));

const readPayoutDetails = vi.mocked(api.readPayoutDetails);
const savePayoutDetails = vi.mocked(api.savePayoutDetails);

// Valid Turkish numbers: TCKN and VKN with their check digits, an IBAN with its mod-97 digits.
const TCKN = '10000000146';
const VKN = '1234567890';
const IBAN = 'TR330006100519786457841326';

const stored: PayoutDetailsDoc = {
  kind: 'PERSONAL',
  name: 'Ayşe',
  surname: 'Yılmaz',
  identityNumber: TCKN,
  legalCompanyTitle: '',
  taxOffice: '',
  taxNumber: '',
  iban: IBAN,
  address: 'Alsancak Mah. 1453 Sok. No: 5, Konak, İzmir',
  gsmNumber: '+905321234567',
  email: 'ayse@demo.test',
  subMerchantKey: 'sm-1',
  provider: 'local',
  updatedAt: 1_700_000_000_000,
};

async function renderSection() {
  const rendered = await renderWithProviders(
    <>
      <PayoutDetailsSection uid="u1" />
      <ToastContainer />
    </>,
  );
  await screen.findByTestId('payout-form');
  return rendered;
}

const labels = () =>
  Array.from(screen.getByTestId('payout-form').querySelectorAll('label')).map((label) =>
    label.textContent?.replace(/\s*\*$/, ''),
  );

/** The field's error text, found through its aria-describedby (so it is tied to the field). */
function errorOf(label: string): string | null {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The label reads 'Ad *' (the star is hidden from the accessible name, not from the text).
  const field = screen.getByLabelText(new RegExp(`^${escaped}\\s`));
  const ids = field.getAttribute('aria-describedby');
  if (!ids) return null;
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  readPayoutDetails.mockResolvedValue(null);
  savePayoutDetails.mockResolvedValue({ saved: true });
});

describe('the payout details section', () => {
  it('shows the KVKK purpose and, for an individual, only her fields in order', async () => {
    await renderSection();
    expect(screen.getByRole('heading', { name: 'Ödeme bilgileri' })).toBeTruthy();
    expect(screen.getByTestId('payout-purpose').textContent).toBe(
      'Bu bilgiler yalnızca iş birliği ödemelerinizin banka hesabınıza aktarılması ve yasal ' +
        'vergi yükümlülükleri için iyzico ile paylaşılır; yalnızca siz ve yöneticiler görebilir.',
    );
    expect(screen.getByTestId('payout-state').textContent).toBe(
      'Ödeme bilgileriniz henüz kayıtlı değil.',
    );
    expect(screen.queryByTestId('payout-registered')).toBeNull();
    const kind = screen.getByLabelText('Hesap türü') as HTMLSelectElement;
    expect(kind.value).toBe('PERSONAL');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bireysel', 'Şahıs şirketi', 'Limited veya anonim şirket']);
    expect(labels()).toEqual([
      'Hesap türü',
      'Ad',
      'Soyad',
      'T.C. kimlik numarası',
      'IBAN',
      'Cep telefonu',
      'Adres',
    ]);
  });

  it('switching the kind shows that kind’s fields, and keeps what was typed', async () => {
    const { user } = await renderSection();
    await user.type(screen.getByLabelText(/^Ad\s/), 'Ayşe');
    const kind = screen.getByLabelText('Hesap türü');
    await user.selectOptions(kind, 'LIMITED_OR_JOINT_STOCK_COMPANY');
    expect(labels()).toEqual([
      'Hesap türü',
      'Ad',
      'Soyad',
      'Şirket unvanı',
      'Vergi dairesi',
      'Vergi kimlik numarası',
      'IBAN',
      'Cep telefonu',
      'Adres',
    ]);
    expect(screen.queryByLabelText(/^T\.C\. kimlik numarası/)).toBeNull();
    expect((screen.getByLabelText(/^Ad\s/) as HTMLInputElement).value).toBe('Ayşe');
    await user.selectOptions(kind, 'PRIVATE_COMPANY');
    expect(labels()).toEqual([
      'Hesap türü',
      'Ad',
      'Soyad',
      'T.C. kimlik numarası',
      'Şirket unvanı',
      'Vergi dairesi',
      'IBAN',
      'Cep telefonu',
      'Adres',
    ]);
  });

  it('says in Turkish which fields are empty, without calling the server', async () => {
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    for (const label of ['Ad', 'Soyad', 'T.C. kimlik numarası', 'IBAN', 'Cep telefonu', 'Adres'])
      expect(errorOf(label)).toBe('Bu alan zorunludur.');
    expect(screen.getByLabelText(/^Ad\s/).getAttribute('aria-invalid')).toBe('true');
    // The first field that needs fixing has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText(/^Ad\s/));
    expect(savePayoutDetails).not.toHaveBeenCalled();
  });

  it('says what is wrong with an invalid TCKN, VKN, IBAN and mobile number', async () => {
    const { user } = await renderSection();
    await user.type(screen.getByLabelText(/^Ad\s/), 'Ayşe');
    await user.type(screen.getByLabelText(/^Soyad/), 'Yılmaz');
    await user.type(screen.getByLabelText(/^T\.C\. kimlik numarası/), '12345678901');
    await user.type(screen.getByLabelText(/^IBAN/), 'TR330006100519786457841327');
    await user.type(screen.getByLabelText(/^Cep telefonu/), '0212 123 45 67');
    await user.type(screen.getByLabelText(/^Adres/), 'Konak, İzmir');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(errorOf('T.C. kimlik numarası')).toBe('Geçerli bir T.C. kimlik numarası giriniz.');
    expect(errorOf('IBAN')).toBe('Geçerli bir TR IBAN giriniz.');
    expect(errorOf('Cep telefonu')).toBe(
      'Geçerli bir cep telefonu numarası giriniz (örnek: 0532 123 45 67).',
    );
    expect(errorOf('Ad')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^T\.C\. kimlik numarası/));

    await user.selectOptions(screen.getByLabelText('Hesap türü'), 'LIMITED_OR_JOINT_STOCK_COMPANY');
    await user.type(screen.getByLabelText(/^Şirket unvanı/), 'Yılmaz Medya Ltd. Şti.');
    await user.type(screen.getByLabelText(/^Vergi dairesi/), 'Konak');
    await user.type(screen.getByLabelText(/^Vergi kimlik numarası/), '1234567891');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(errorOf('Vergi kimlik numarası')).toBe('Geçerli bir vergi kimlik numarası giriniz.');
    expect(savePayoutDetails).not.toHaveBeenCalled();
  });

  it('saves what the validator normalised, then shows the saved state', async () => {
    let finish!: () => void;
    savePayoutDetails.mockReturnValue(
      new Promise((resolve) => (finish = () => resolve({ saved: true }))),
    );
    readPayoutDetails.mockResolvedValueOnce(null).mockResolvedValueOnce(stored);
    const { user } = await renderSection();
    await user.type(screen.getByLabelText(/^Ad\s/), ' Ayşe ');
    await user.type(screen.getByLabelText(/^Soyad/), 'Yılmaz');
    await user.type(screen.getByLabelText(/^T\.C\. kimlik numarası/), TCKN);
    await user.type(screen.getByLabelText(/^IBAN/), 'tr33 0006 1005 1978 6457 8413 26');
    await user.type(screen.getByLabelText(/^Cep telefonu/), '0532 123 45 67');
    await user.type(screen.getByLabelText(/^Adres/), stored.address);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    const busy = screen.getByRole('button', { name: 'Kaydediliyor...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(savePayoutDetails).toHaveBeenCalledWith({
      kind: 'PERSONAL',
      name: 'Ayşe',
      surname: 'Yılmaz',
      identityNumber: TCKN,
      legalCompanyTitle: '',
      taxOffice: '',
      taxNumber: '',
      iban: IBAN,
      address: stored.address,
      gsmNumber: '+905321234567',
    });
    finish();

    expect(await screen.findByText('Ödeme bilgileriniz kaydedildi.')).toBeTruthy();
    expect(screen.getByTestId('payout-registered').textContent).toBe('Kayıtlı');
    expect(screen.getByTestId('payout-state').textContent).toBe(
      'Kayıtlı IBAN: TR•• •••• •••• •••• •••• ••13 26',
    );
    expect(readPayoutDetails).toHaveBeenLastCalledWith('u1');
    // The form shows what is stored.
    expect((screen.getByLabelText(/^IBAN/) as HTMLInputElement).value).toBe(IBAN);
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeTruthy();
  });

  it('starts from the stored details, marked as registered', async () => {
    readPayoutDetails.mockResolvedValue({
      ...stored,
      kind: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      identityNumber: '',
      legalCompanyTitle: 'Yılmaz Medya Ltd. Şti.',
      taxOffice: 'Konak',
      taxNumber: VKN,
    });
    await renderSection();
    expect(screen.getByTestId('payout-registered').textContent).toBe('Kayıtlı');
    expect((screen.getByLabelText('Hesap türü') as HTMLSelectElement).value).toBe(
      'LIMITED_OR_JOINT_STOCK_COMPANY',
    );
    expect((screen.getByLabelText(/^Vergi kimlik numarası/) as HTMLInputElement).value).toBe(VKN);
    expect((screen.getByLabelText(/^Şirket unvanı/) as HTMLInputElement).value).toBe(
      'Yılmaz Medya Ltd. Şti.',
    );
  });

  it('shows the provider’s refusal and keeps everything typed', async () => {
    readPayoutDetails.mockResolvedValue(stored);
    savePayoutDetails.mockRejectedValue(
      Object.assign(new Error('refused'), {
        code: 'functions/failed-precondition',
        details: { providerMessage: 'Alt üye işyeri kaydı yapılamadı: IBAN hatalı.' },
      }),
    );
    const { user } = await renderSection();
    const address = screen.getByLabelText(/^Adres/);
    await user.clear(address);
    await user.type(address, 'Bornova, İzmir');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    const alert = await screen.findByTestId('payout-provider-refused');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(
      'Ödeme sağlayıcısı bilgilerinizi kabul etmedi.Alt üye işyeri kaydı yapılamadı: IBAN hatalı.',
    );
    expect((screen.getByLabelText(/^Adres/) as HTMLInputElement).value).toBe('Bornova, İzmir');
    expect(screen.queryByText('Ödeme bilgileriniz kaydedildi.')).toBeNull();
  });

  it('shows the callable’s field errors beside their fields', async () => {
    readPayoutDetails.mockResolvedValue(stored);
    savePayoutDetails.mockRejectedValue(
      Object.assign(new Error('bad'), {
        code: 'functions/invalid-argument',
        details: { errors: { iban: 'invalid', nonsense: 'invalid' } },
      }),
    );
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(errorOf('IBAN')).toBe('Geçerli bir TR IBAN giriniz.'));
    expect(document.activeElement).toBe(screen.getByLabelText(/^IBAN/));
  });

  it('keeps the input when the connection drops, and says so', async () => {
    savePayoutDetails.mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'functions/unavailable' }),
    );
    const { user } = await renderSection();
    await user.type(screen.getByLabelText(/^Ad\s/), 'Ayşe');
    await user.type(screen.getByLabelText(/^Soyad/), 'Yılmaz');
    await user.type(screen.getByLabelText(/^T\.C\. kimlik numarası/), TCKN);
    await user.type(screen.getByLabelText(/^IBAN/), IBAN);
    await user.type(screen.getByLabelText(/^Cep telefonu/), '05321234567');
    await user.type(screen.getByLabelText(/^Adres/), 'Konak, İzmir');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findByTestId('payout-save-failed')).textContent).toBe(
      'İnternet bağlantınızı kontrol edin',
    );
    expect((screen.getByLabelText(/^IBAN/) as HTMLInputElement).value).toBe(IBAN);
    expect((screen.getByLabelText(/^Cep telefonu/) as HTMLInputElement).value).toBe('05321234567');
    expect(screen.queryByTestId('payout-registered')).toBeNull();
  });

  it('offers a retry when the details could not be read', async () => {
    readPayoutDetails.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(stored);
    const { user } = await renderWithProviders(<PayoutDetailsSection uid="u1" />);
    expect(await screen.findByText('Ödeme bilgileriniz yüklenemedi.')).toBeTruthy();
    expect(screen.queryByTestId('payout-form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('payout-registered')).toBeTruthy();
  });
});
