// What the support desk writes in its batches, against an in-memory stand-in for the SDK (the
// same writes run against the emulator and its rules in tests/emulator/supportDesk.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';

const store = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  batches: [] as { op: string; path: string; data: Record<string, unknown> }[][],
}));

vi.mock('@/lib/firebase', () => ({ db: async () => ({}) }));
vi.mock('firebase/firestore', () => {
  const ref = (path: string) => ({ path, id: path.split('/').at(-1) });
  let autoId = 0;
  return {
    collection: (parent: { path?: string }, name: string) =>
      ref(parent.path ? `${parent.path}/${name}` : name),
    doc: (parent: { path?: string }, ...segments: string[]) =>
      ref(
        segments.length
          ? [parent.path, ...segments].filter(Boolean).join('/')
          : `${parent.path}/auto-${++autoId}`,
      ),
    serverTimestamp: () => 'SERVER_TIME',
    deleteField: () => 'DELETE',
    increment: (n: number) => ({ increment: n }),
    getDoc: async ({ path }: { path: string }) => ({ exists: () => store.docs.has(path) }),
    // The first open is a transaction (src/lib/createOnce.ts); what it writes counts as a batch.
    runTransaction: async (_db: unknown, work: (transaction: unknown) => Promise<unknown>) => {
      const ops: { op: string; path: string; data: Record<string, unknown> }[] = [];
      const result = await work({
        get: async ({ path }: { path: string }) => ({ exists: () => store.docs.has(path) }),
        set: (r: { path: string }, data: Record<string, unknown>) =>
          ops.push({ op: 'set', path: r.path, data }),
      });
      if (ops.length > 0) store.batches.push(ops);
      return result;
    },
    writeBatch: () => {
      const ops: { op: string; path: string; data: Record<string, unknown> }[] = [];
      return {
        set: (r: { path: string }, data: Record<string, unknown>) =>
          ops.push({ op: 'set', path: r.path, data }),
        update: (r: { path: string }, data: Record<string, unknown>) =>
          ops.push({ op: 'update', path: r.path, data }),
        commit: async () => {
          store.batches.push(ops);
        },
      };
    },
  };
});

const api = await import('../api/supportWrites');

beforeEach(() => {
  store.docs.clear();
  store.batches.length = 0;
});

const user = {
  uid: 'u1',
  name: 'Ayşe',
  email: 'a@demo.test',
  type: 'influencer',
  profileImage: '',
};

describe('support writes', () => {
  it('creates the conversation with the automatic greeting on first open, once', async () => {
    expect(await api.ensureSupportConversation(user, 'Merhaba!')).toBe(true);
    const [batch] = store.batches;
    expect(batch).toHaveLength(2);
    expect(batch![0]).toMatchObject({
      op: 'set',
      path: 'Support/u1',
      data: {
        userInfo: { uid: 'u1', role: UserRole.Influencer, type: 'influencer' },
        isArchived: false,
        unreadCount: 0,
        unreadCountForAdmin: 0,
        lastMessage: { text: 'Merhaba!', isFromUser: false },
      },
    });
    expect(batch![1]).toMatchObject({
      op: 'set',
      path: expect.stringMatching(/^Support\/u1\/messages\//),
      data: { text: 'Merhaba!', isFromUser: false, isAutomatic: true, isRead: false },
    });
    store.docs.set('Support/u1', {});
    expect(await api.ensureSupportConversation(user, 'Merhaba!')).toBe(false);
    expect(store.batches).toHaveLength(1);
  });

  it("a user's message raises the admins' count and un-archives, in one batch", async () => {
    await api.sendSupportMessage('u1', 'user', 'Yardım lazım');
    const [[messageOp, conversationOp]] = store.batches as [(typeof store.batches)[0]];
    expect(messageOp).toMatchObject({
      op: 'set',
      data: { text: 'Yardım lazım', isFromUser: true, isAutomatic: false, userId: 'u1' },
    });
    expect(conversationOp).toEqual({
      op: 'update',
      path: 'Support/u1',
      data: {
        lastMessage: { text: 'Yardım lazım', timestamp: 'SERVER_TIME', isFromUser: true },
        lastMessageTime: 'SERVER_TIME',
        lastMessageTimestamp: expect.any(Number),
        'typing.user': { isTyping: false, timestamp: 'SERVER_TIME' },
        unreadCountForAdmin: { increment: 1 },
        isArchived: false,
        archivedAt: 'DELETE',
        archivedBy: 'DELETE',
      },
    });
  });

  it('a message with an attachment stores fileUrl and fileName on it and on the summary', async () => {
    const attachment = { fileUrl: 'https://files.test/o/a.pdf?alt=media', fileName: 'dekont.pdf' };
    await api.sendSupportMessage('u1', 'user', '', attachment);
    await api.sendSupportMessage('u1', 'admin', 'Ekte', {
      fileUrl: 'https://files.test/o/b.png',
      fileName: 'ekran.png',
    });
    const [[userMessage, userSummary], [adminMessage, adminSummary]] = store.batches as [
      (typeof store.batches)[0],
      (typeof store.batches)[0],
    ];
    expect(userMessage!.data).toMatchObject({ text: '', isFromUser: true, ...attachment });
    expect(userSummary!.data.lastMessage).toEqual({
      text: '',
      timestamp: 'SERVER_TIME',
      isFromUser: true,
      ...attachment,
    });
    expect(adminMessage!.data).toMatchObject({ text: 'Ekte', fileName: 'ekran.png' });
    expect(adminSummary!.data.lastMessage).toMatchObject({
      isFromUser: false,
      fileName: 'ekran.png',
    });
  });

  it('a message without an attachment has no file fields', async () => {
    await api.sendSupportMessage('u1', 'user', 'Merhaba');
    const [[message, summary]] = store.batches as [(typeof store.batches)[0]];
    expect(message!.data).not.toHaveProperty('fileUrl');
    expect(message!.data).not.toHaveProperty('fileName');
    expect(summary!.data.lastMessage).not.toHaveProperty('fileUrl');
  });

  it("support's reply raises the user's count and leaves the archive alone", async () => {
    await api.sendSupportMessage('u1', 'admin', 'Buradayız');
    const [[messageOp, conversationOp]] = store.batches as [(typeof store.batches)[0]];
    expect(messageOp!.data).not.toHaveProperty('userId');
    expect(messageOp!.data.isFromUser).toBe(false);
    expect(conversationOp!.data).toMatchObject({ unreadCount: { increment: 1 } });
    expect(conversationOp!.data).not.toHaveProperty('isArchived');
    expect(conversationOp!.data).not.toHaveProperty('unreadCountForAdmin');
  });

  it("marking read touches the other side's unread messages and the reader's count only", async () => {
    await api.markSupportRead('u1', 'user', [], 0);
    expect(store.batches).toEqual([]);
    await api.markSupportRead('u1', 'user', [{ id: 'm1' }], 2);
    expect(store.batches[0]).toEqual([
      {
        op: 'update',
        path: 'Support/u1/messages/m1',
        data: { isRead: true, readAt: 'SERVER_TIME' },
      },
      { op: 'update', path: 'Support/u1', data: { unreadCount: 0 } },
    ]);
    await api.markSupportRead('u1', 'admin', [], 1);
    expect(store.batches[1]).toEqual([
      { op: 'update', path: 'Support/u1', data: { unreadCountForAdmin: 0 } },
    ]);
  });

  it('lets only admins archive and unarchive (spec section 5)', async () => {
    const influencer = { uid: 'u1', role: UserRole.Influencer, type: 'influencer' };
    await expect(api.archiveSupportConversation('u1', influencer)).rejects.toThrow(
      'Unauthorized: Only admins can archive conversations',
    );
    await expect(api.unarchiveSupportConversation('u1', influencer)).rejects.toThrow(
      'Unauthorized: Only admins can unarchive conversations',
    );
    expect(store.batches).toEqual([]);

    await api.archiveSupportConversation('u1', { uid: 'a1', role: UserRole.Admin, type: 'admin' });
    // The stored account type alone is enough too.
    await api.unarchiveSupportConversation('u1', {
      uid: 'a1',
      role: UserRole.Editor,
      type: 'admin',
    });
    expect(store.batches.map((b) => b[0]!.data)).toEqual([
      { isArchived: true, archivedAt: 'SERVER_TIME', archivedBy: 'a1' },
      { isArchived: false, archivedAt: 'DELETE', archivedBy: 'DELETE' },
    ]);
  });
});
