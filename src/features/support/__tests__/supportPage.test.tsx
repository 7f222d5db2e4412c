// The page with its real store, slice, feeds and thunks; only the api/ modules are stand-ins.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { SupportConversationDoc, SupportMessage } from '@/lib/collections/support';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import { conversation, message } from './fixtures';

const fake = vi.hoisted(() => ({
  conversations: [] as SupportConversationDoc[],
  messages: [] as SupportMessage[],
  ensure: vi.fn(async () => true),
  send: vi.fn(async () => 'new-id'),
  markRead: vi.fn(async () => undefined),
  typing: vi.fn(async () => undefined),
  upload: vi.fn(),
}));

type UploadCall = { userId: string; file: File; onProgress?: (percent: number) => void };

vi.mock('../api/supportWrites', () => ({
  ensureSupportConversation: fake.ensure,
  sendSupportMessage: fake.send,
  markSupportRead: fake.markRead,
  writeSupportTyping: fake.typing,
  archiveSupportConversation: vi.fn(),
  unarchiveSupportConversation: vi.fn(),
}));
vi.mock('../api/supportUpload', async (original) => ({
  ...(await original<typeof import('../api/supportUpload')>()),
  uploadSupportFile: fake.upload,
}));
vi.mock('../api/supportSubscriptions', () => ({
  subscribeSupportConversation: (uid: string, onData: (c: unknown) => void) => {
    onData(fake.conversations.find((c) => c.uid === uid) ?? null);
    return () => undefined;
  },
  subscribeSupportInbox: (_size: number, onData: (c: unknown) => void) => {
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

/** An upload the test finishes (or fails) itself. */
function pendingUpload() {
  const calls: UploadCall[] = [];
  let finish: (value: { fileUrl: string; fileName: string }) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  fake.upload.mockImplementation(
    (call: UploadCall) =>
      new Promise((resolve, reject) => {
        calls.push(call);
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    calls,
    finish: (value: { fileUrl: string; fileName: string }) => finish(value),
    fail: (error: unknown) => fail(error),
  };
}

const fileUrl =
  'https://firebasestorage.googleapis.com/v0/b/demo/o/support%2Fu1%2F1-dekont.pdf?alt=media';
const imageUrl =
  'https://firebasestorage.googleapis.com/v0/b/demo/o/support%2Fu1%2F2-ekran.png?alt=media';

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

describe('/app/support, attachments', () => {
  it('sends a file alone: upload with progress, then the message with fileUrl and fileName', async () => {
    fake.conversations = [conversation('u1')];
    const upload = pendingUpload();
    const { user } = await renderPage(UserRole.Influencer, 'u1');
    const send = await screen.findByRole('button', { name: 'Gönder' });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    const pdf = new File(['%PDF'], 'dekont.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Dosya ekle'), pdf);
    expect(within(screen.getByTestId('support-file-chip')).getByText('dekont.pdf')).toBeDefined();
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await user.click(send);

    expect(upload.calls).toEqual([expect.objectContaining({ userId: 'u1', file: pdf })]);
    act(() => upload.calls[0]!.onProgress?.(40));
    expect(screen.getByTestId('support-upload-progress').textContent).toBe('40%');
    expect(
      (screen.getByRole('textbox', { name: 'Mesajınız' }) as HTMLTextAreaElement).disabled,
    ).toBe(true);
    expect(fake.send).not.toHaveBeenCalled();

    await act(async () => upload.finish({ fileUrl, fileName: 'dekont.pdf' }));
    expect(fake.send).toHaveBeenCalledWith('u1', 'user', '', { fileUrl, fileName: 'dekont.pdf' });
    expect(screen.queryByTestId('support-file-chip')).toBeNull();
    expect(screen.queryByTestId('support-upload-progress')).toBeNull();
  });

  it('a failed upload keeps the typed text and the file, and says so', async () => {
    fake.conversations = [conversation('u1')];
    const upload = pendingUpload();
    const { user } = await renderPage(UserRole.Influencer, 'u1');
    const box = await screen.findByRole('textbox', { name: 'Mesajınız' });
    await user.type(box, 'Dekont ektedir');
    await user.upload(
      screen.getByLabelText('Dosya ekle'),
      new File(['png'], 'ekran.png', { type: 'image/png' }),
    );
    await user.type(box, '{Enter}');
    await act(async () => upload.fail(new Error('storage/retry-limit-exceeded')));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dosya yüklenemedi. Mesajınız silinmedi; lütfen tekrar deneyiniz.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('Dekont ektedir');
    expect(within(screen.getByTestId('support-file-chip')).getByText('ekran.png')).toBeDefined();
    expect(fake.send).not.toHaveBeenCalled();

    // Another try with the same text and file goes through.
    await user.type(box, '{Enter}');
    await act(async () => upload.finish({ fileUrl: imageUrl, fileName: 'ekran.png' }));
    expect(fake.send).toHaveBeenCalledWith('u1', 'user', 'Dekont ektedir', {
      fileUrl: imageUrl,
      fileName: 'ekran.png',
    });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses a file over 10 MB or of another type, in Turkish, without uploading', async () => {
    fake.conversations = [conversation('u1')];
    await renderPage(UserRole.Influencer, 'u1');
    const input = await screen.findByLabelText('Dosya ekle');
    const big = new File(['x'], 'video.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe("Dosya boyutu 10MB'dan küçük olmalıdır.");
    expect(screen.queryByTestId('support-file-chip')).toBeNull();

    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notlar.docx', { type: 'application/msword' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Sadece JPG, PNG, WEBP, GIF ve PDF dosyaları gönderilebilir.',
    );
    expect(screen.queryByTestId('support-file-chip')).toBeNull();
    expect(fake.upload).not.toHaveBeenCalled();
  });

  it('shows an image as a preview and any other file as a link in the thread', async () => {
    fake.conversations = [conversation('u1')];
    fake.messages = [
      message('i', Date.now() - 3000, { text: '', fileUrl: imageUrl, fileName: 'ekran.png' }),
      message('p', Date.now() - 2000, {
        text: 'Dekont',
        fileUrl,
        fileName: 'dekont.pdf',
        isFromUser: false,
      }),
      message('x', Date.now() - 1000, {
        text: '',
        fileUrl: 'javascript:alert(1)',
        fileName: 'x.pdf',
      }),
    ];
    await renderPage(UserRole.Influencer, 'u1');
    const image = await screen.findByRole('img', { name: 'ekran.png' });
    expect(image.getAttribute('src')).toBe(imageUrl);
    expect(image.closest('a')?.getAttribute('href')).toBe(imageUrl);
    const link = screen.getByRole('link', { name: /dekont\.pdf/ });
    expect(link.getAttribute('href')).toBe(fileUrl);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Dekont')).toBeDefined();
    // A link the rules would not accept is not a link.
    expect(screen.getByText(/x\.pdf/).closest('a')).toBeNull();
  });

  it('the admin answers with a file into the user’s folder; the inbox shows the file name', async () => {
    fake.conversations = [
      conversation('u1', {
        userInfo: { ...conversation('u1').userInfo, name: 'Ayşe Yılmaz' },
        lastMessage: {
          text: '',
          timestamp: 1000,
          isFromUser: true,
          fileUrl,
          fileName: 'dekont.pdf',
        },
      }),
    ];
    const upload = pendingUpload();
    const { user } = await renderPage(UserRole.Admin, 'admin1');
    const row = (await screen.findAllByTestId('support-inbox-row'))[0]!;
    expect(within(row).getByTestId('support-inbox-last').textContent).toBe('📎Dosya: dekont.pdf');

    await user.click(row);
    const input = await screen.findByLabelText('Dosya ekle');
    await user.upload(input, new File(['png'], 'yanit.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(upload.calls[0]).toMatchObject({ userId: 'u1' });
    await act(async () => upload.finish({ fileUrl: imageUrl, fileName: 'yanit.png' }));
    expect(fake.send).toHaveBeenCalledWith('u1', 'admin', '', {
      fileUrl: imageUrl,
      fileName: 'yanit.png',
    });
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
