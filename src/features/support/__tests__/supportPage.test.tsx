// The page with its real store, slice, feeds and thunks; only the api/ modules are stand-ins.
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../../app/roles';
import type { SupportConversationDoc, SupportMessage } from '../../../lib/collections/support';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { sessionUser, signedIn } from '../../../test/sessionUsers';
import { conversation, message } from './fixtures';

const fake = vi.hoisted(() => ({
  conversations: [] as SupportConversationDoc[],
  messages: [] as SupportMessage[],
  ensure: vi.fn(async () => true),
  send: vi.fn(async () => 'new-id'),
  markRead: vi.fn(async () => undefined),
  typing: vi.fn(async () => undefined),
}));

vi.mock('../api/supportWrites', () => ({
  ensureSupportConversation: fake.ensure,
  sendSupportMessage: fake.send,
  markSupportRead: fake.markRead,
  writeSupportTyping: fake.typing,
  archiveSupportConversation: vi.fn(),
  unarchiveSupportConversation: vi.fn(),
}));
vi.mock('../api/supportSubscriptions', () => ({
  subscribeSupportConversation: (uid: string, onData: (c: unknown) => void) => {
    onData(fake.conversations.find((c) => c.uid === uid) ?? null);
    return () => undefined;
  },
  subscribeSupportInbox: (onData: (c: unknown) => void) => {
    onData(fake.conversations);
    return () => undefined;
  },
  subscribeSupportMessages: (_uid: string, _viewer: string, onData: (s: unknown) => void) => {
    onData({ messages: fake.messages, size: 100 });
    return () => undefined;
  },
}));

const { default: SupportPage } = await import('../pages/SupportPage');

function renderPage(role: UserRole, uid: string, entry = '/app/support') {
  const router = createMemoryRouter([{ path: '/app/support', element: <SupportPage /> }], {
    initialEntries: [entry],
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(sessionUser(role, 'Ayşe Yılmaz', uid)),
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  fake.conversations = [];
  fake.messages = [];
});

describe('/app/support, the user side', () => {
  it('opens the conversation with the greeting and sends with Enter, not Shift+Enter', async () => {
    fake.conversations = [conversation('u1', { unreadCount: 1 })];
    fake.messages = [
      message('g', Date.now() - 1000, {
        text: 'Merhaba, destek ekibimize hoş geldiniz!',
        isFromUser: false,
        isAutomatic: true,
      }),
    ];
    const { user } = await renderPage(UserRole.Influencer, 'u1');
    expect(await screen.findByText('Merhaba, destek ekibimize hoş geldiniz!')).toBeDefined();
    expect(fake.ensure).toHaveBeenCalledWith(
      expect.objectContaining({ uid: 'u1', name: 'Ayşe Yılmaz' }),
      'Merhaba, destek ekibimize hoş geldiniz! Size nasıl yardımcı olabiliriz?',
    );
    // Opening marks support's message read and clears the user's count.
    await waitFor(() =>
      expect(fake.markRead).toHaveBeenCalledWith(
        'u1',
        'user',
        [expect.objectContaining({ id: 'g' })],
        1,
      ),
    );

    const box = screen.getByRole('textbox', { name: 'Mesajınız' });
    await user.type(box, 'Satır bir{Shift>}{Enter}{/Shift}satır iki');
    expect(fake.send).not.toHaveBeenCalled();
    expect(fake.typing).toHaveBeenCalledWith('u1', 'user', true);
    await user.type(box, '{Enter}');
    expect(fake.send).toHaveBeenCalledWith('u1', 'user', 'Satır bir\nsatır iki');
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(fake.typing).toHaveBeenLastCalledWith('u1', 'user', false);
  });

  it('shows a pending message as being sent', async () => {
    fake.conversations = [conversation('u1')];
    fake.messages = [message('p', null, { text: 'Çevrimdışı mesaj', pending: true })];
    await renderPage(UserRole.Brand, 'u1');
    const bubble = (await screen.findByText('Çevrimdışı mesaj')).closest('li')!;
    expect(bubble.getAttribute('data-pending')).toBe('true');
    expect(within(bubble).getByText('Gönderiliyor…')).toBeDefined();
  });

  it("shows the spec's message when the conversation cannot be opened", async () => {
    fake.ensure.mockRejectedValueOnce(new Error('offline'));
    await renderPage(UserRole.Influencer, 'u1');
    expect(
      (await screen.findAllByText('Bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyiniz.'))
        .length,
    ).toBeGreaterThan(0);
  });
});

describe('/app/support, the admin side', () => {
  it('lists conversations with unread counts, searches by name and filters archived', async () => {
    const named = (uid: string, name: string, fields: Partial<SupportConversationDoc>) =>
      conversation(uid, { ...fields, userInfo: { ...conversation(uid).userInfo, name } });
    fake.conversations = [
      named('u1', 'Ayşe Yılmaz', { lastMessageTime: 2000, unreadCountForAdmin: 3 }),
      named('u2', 'Can Öz', { lastMessageTime: 3000 }),
      named('u3', 'Deniz Ak', { lastMessageTime: 4000, isArchived: true }),
    ];
    const { user } = await renderPage(UserRole.Admin, 'admin1');
    const inbox = await screen.findByTestId('support-inbox');
    const rows = () =>
      within(screen.getByTestId('support-inbox'))
        .getAllByTestId('support-inbox-row')
        .map((row) => row.getAttribute('data-uid'));
    expect(rows()).toEqual(['u2', 'u1']);
    expect(within(inbox).getByLabelText('3 okunmamış mesaj').textContent).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'İsme göre ara' }), 'ayşe');
    expect(rows()).toEqual(['u1']);
    await user.clear(screen.getByRole('searchbox', { name: 'İsme göre ara' }));
    await user.click(screen.getByRole('button', { name: 'Arşivlenmiş' }));
    expect(rows()).toEqual(['u3']);

    await user.click(screen.getByRole('button', { name: /Deniz Ak/ }));
    expect(await screen.findByRole('button', { name: 'Arşivden çıkar' })).toBeDefined();
  });
});
