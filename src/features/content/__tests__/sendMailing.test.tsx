// The mailing page's "send" (issue 23): an admin confirms, the function answers the counts, and
// the page says how many went and how many were skipped for lack of consent; a failure says so.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { toMailingTemplate } from '@/lib/collections/contents';
import { renderRoutesAsAdmin } from '@/test/renderRoutes';
import * as contents from '../api/contentsApi';
import * as mailing from '../api/sendMailing';
import MailingPage from '../pages/MailingPage';

vi.mock('../api/contentsApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/contentsApi')>()),
  fetchMailing: vi.fn(),
}));
vi.mock('../api/sendMailing', () => ({ sendMarketingMailing: vi.fn() }));

const routes = [{ path: paths.pages.mailing, element: <MailingPage /> }];

beforeEach(() => {
  vi.mocked(contents.fetchMailing).mockResolvedValue(
    toMailingTemplate({ subject: 'Kış fırsatları', heading: 'Merhaba {{name}}', body: 'Metin' }),
  );
});
afterEach(() => vi.clearAllMocks());

async function confirmSend() {
  const { user } = await renderRoutesAsAdmin(routes, paths.pages.mailing);
  await user.click(await screen.findByRole('button', { name: 'Şimdi gönder' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pazarlama e-postası gönderilsin mi?' });
  expect(mailing.sendMarketingMailing).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
}

describe('sending the mailing', () => {
  it('asks first, then reports what went and what was skipped', async () => {
    vi.mocked(mailing.sendMarketingMailing).mockResolvedValue({
      mailingId: 'm1',
      recipients: 5,
      sent: 3,
      skipped: 2,
      failed: 0,
    });
    await confirmSend();
    expect(
      await screen.findByText('Gönderildi: 3, izin olmadığı için atlandı: 2, gönderilemedi: 0.'),
    ).toBeTruthy();
    expect(mailing.sendMarketingMailing).toHaveBeenCalledTimes(1);
  });

  it('says so when the mailing could not be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(mailing.sendMarketingMailing).mockRejectedValue(new Error('unavailable'));
    await confirmSend();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'E-posta gönderilemedi. Lütfen tekrar deneyin.',
    );
  });
});
