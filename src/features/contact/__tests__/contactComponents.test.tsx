// The form and the inbox with the real store, slice and thunks; only api/ is a stand-in.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { ContactMessage } from '@/lib/collections/contact';

const fake = vi.hoisted(() => ({
  send: vi.fn(async (): Promise<void> => undefined),
  read: vi.fn(),
}));
vi.mock('../api/contactApi', () => ({
  sendContactMessage: fake.send,
  readContactMessages: fake.read,
}));

const { ContactForm } = await import('../components/ContactForm');
const { ContactInbox } = await import('../components/ContactInbox');

const message = (id: string, subject: string): ContactMessage => ({
  id,
  name: 'Ayşe',
  email: 'ayse@example.com',
  subject,
  message: 'Bir mesaj metni',
  uid: null,
  createdAt: 1000,
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function fill(user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
  await user.type(screen.getByLabelText(/Ad soyad/), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText(/E-posta/), 'ayse@example.com');
  await user.type(screen.getByLabelText(/Konu/), 'İş birliği');
  await user.type(screen.getByLabelText(/Mesajınız/), 'Merhaba, bir sorum var.');
}

describe('ContactForm', () => {
  it('keeps what was typed when the send fails, then sends and confirms', async () => {
    fake.send.mockRejectedValueOnce(new Error('offline'));
    const { user } = await renderWithProviders(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Mesajınız gönderilemedi.');
    expect((screen.getByLabelText(/Konu/) as HTMLInputElement).value).toBe('İş birliği');

    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect((await screen.findByTestId('contact-sent')).textContent).toContain('ayse@example.com');
    expect(fake.send).toHaveBeenLastCalledWith(
      expect.objectContaining({ subject: 'İş birliği' }),
      null,
    );
    // "Yeni mesaj yaz": name and email stay, subject and message are empty.
    await user.click(screen.getByRole('button', { name: 'Yeni mesaj yaz' }));
    expect((screen.getByLabelText(/E-posta/) as HTMLInputElement).value).toBe('ayse@example.com');
    expect((screen.getByLabelText(/Konu/) as HTMLInputElement).value).toBe('');
  });
});

describe('ContactInbox', () => {
  it('shows a page, retries a failed next page, and hides "more" at the end', async () => {
    const cursor = { seconds: 1, nanoseconds: 0 };
    fake.read.mockResolvedValueOnce({ messages: [message('a', 'Birinci')], cursor });
    const { user } = await renderWithProviders(<ContactInbox />);
    expect(await screen.findByText('Birinci')).toBeDefined();

    fake.read.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect(await screen.findByText('Mesajlar yüklenemedi.', { exact: false })).toBeDefined();

    fake.read.mockResolvedValueOnce({ messages: [message('b', 'İkinci')], cursor: null });
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('İkinci')).toBeDefined();
    expect(fake.read).toHaveBeenLastCalledWith(20, cursor);
    expect(screen.getByText('Birinci')).toBeDefined();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull(),
    );
  });
});
