// The contact slice and thunks with the api/ module as a stand-in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';
import type { ContactMessage } from '@/lib/collections/contact';

const fake = vi.hoisted(() => ({
  send: vi.fn(async (): Promise<void> => undefined),
  read: vi.fn(),
}));
vi.mock('../api/contactApi', () => ({
  sendContactMessage: fake.send,
  readContactMessages: fake.read,
}));

const { contactFormReset, contactInboxClosed, selectInboxHasMore, selectInboxMessages } =
  await import('../contactSlice');
const { selectInboxStatus, selectSendStatus, selectSentTo } = await import('../contactSlice');
const { INBOX_PAGE_SIZE, moreContactMessages, openContactInbox, sendContact } =
  await import('../contactThunks');

const message = (id: string): ContactMessage => ({
  id,
  name: 'Ayşe',
  email: 'ayse@example.com',
  subject: 'Konu',
  message: 'Bir mesaj metni',
  uid: null,
  createdAt: 1000,
});
const cursor = { seconds: 1, nanoseconds: 5 };
const input = { name: 'Ayşe', email: ' ayse@example.com ', subject: 'Konu', message: 'Merhaba!!' };

beforeEach(() => vi.clearAllMocks());

describe('contact inbox', () => {
  it('opens a page, grows by the cursor, and keeps the messages when a next page fails', async () => {
    const store = makeStore();
    fake.read.mockResolvedValueOnce({ messages: [message('a'), message('b')], cursor });
    expect(selectInboxStatus(store.getState())).toBe('loading');
    await store.dispatch(openContactInbox());
    expect(fake.read).toHaveBeenLastCalledWith(INBOX_PAGE_SIZE, null);
    expect(selectInboxMessages(store.getState()).map((m) => m.id)).toEqual(['a', 'b']);
    expect(selectInboxStatus(store.getState())).toBe('ready');
    expect(selectInboxHasMore(store.getState())).toBe(true);

    const requestId = store.getState().contact!.inbox!.requestId;
    fake.read.mockRejectedValueOnce(new Error('offline'));
    const failed = await store.dispatch(moreContactMessages({ requestId, cursor }));
    expect(failed.payload).toBe('contact.inbox.loadFailed');
    expect(selectInboxStatus(store.getState())).toBe('error');
    expect(selectInboxMessages(store.getState())).toHaveLength(2);

    fake.read.mockResolvedValueOnce({ messages: [message('c')], cursor: null });
    await store.dispatch(moreContactMessages({ requestId, cursor }));
    expect(fake.read).toHaveBeenLastCalledWith(INBOX_PAGE_SIZE, cursor);
    expect(selectInboxMessages(store.getState()).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(selectInboxHasMore(store.getState())).toBe(false);
    expect(JSON.parse(JSON.stringify(store.getState().contact))).toEqual(store.getState().contact);

    store.dispatch(contactInboxClosed());
    expect(selectInboxMessages(store.getState())).toEqual([]);
    expect(store.getState().contact!.ids).toEqual([]);
  });

  it('drops a page that arrives after the inbox closed', async () => {
    const store = makeStore();
    let answer: (page: unknown) => void = () => undefined;
    fake.read.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const opening = store.dispatch(openContactInbox());
    store.dispatch(contactInboxClosed());
    answer({ messages: [message('a')], cursor: null });
    await opening;
    expect(store.getState().contact!.inbox).toBeNull();
    expect(store.getState().contact!.ids).toEqual([]);
  });
});

describe('contact form send', () => {
  it('sends with the signed-out uid null, then says where the answer goes', async () => {
    const store = makeStore();
    const sent = store.dispatch(sendContact(input));
    expect(selectSendStatus(store.getState())).toBe('sending');
    await sent;
    expect(fake.send).toHaveBeenCalledWith(input, null);
    expect(selectSendStatus(store.getState())).toBe('sent');
    expect(selectSentTo(store.getState())).toBe('ayse@example.com');
    store.dispatch(contactFormReset());
    expect(selectSendStatus(store.getState())).toBe('idle');
  });

  it('a failed send rejects with the form message', async () => {
    const store = makeStore();
    fake.send.mockRejectedValueOnce(new Error('offline'));
    const result = await store.dispatch(sendContact(input));
    expect(sendContact.rejected.match(result) && result.payload).toBe('contact.sendFailed');
    expect(selectSendStatus(store.getState())).toBe('failed');
  });
});
