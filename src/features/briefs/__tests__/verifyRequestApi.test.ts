// What the verify request writes in its one batch, against an in-memory stand-in for the SDK
// (the rules that admit it are tested in tests/rules; list paging runs against the emulator in
// tests/emulator/briefPaging.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  batches: [] as { op: string; path: string; data: Record<string, unknown> }[][],
}));

vi.mock('@/lib/firebase', () => ({ db: async () => ({}) }));
vi.mock('firebase/firestore', () => {
  const ref = (path: string) => ({
    path,
    withConverter() {
      return this;
    },
  });
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
    increment: (n: number) => ({ increment: n }),
    getDoc: async ({ path }: { path: string }) => ({
      exists: () => store.docs.has(path),
      data: () => store.docs.get(path),
    }),
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

const { sendVerifyRequest } = await import('../api/verifyRequest');

beforeEach(() => {
  store.docs = new Map();
  store.batches = [];
});

describe('sendVerifyRequest', () => {
  const user = {
    uid: 'inf',
    name: 'Can',
    surname: 'Demir',
    email: 'can@demo.test',
    type: 'influencer',
    profileImage: '',
  };

  it('writes the code to Users (no profile yet), creates the support chat and posts the message, in one batch', async () => {
    await sendVerifyRequest({ user, code: '4321', text: 'kod 4321' });
    expect(store.batches).toHaveLength(1);
    const [ops] = store.batches;
    expect(ops!.map((op) => `${op.op} ${op.path}`)).toEqual([
      'update Users/inf',
      'set Support/inf',
      expect.stringMatching(/^set Support\/inf\/messages\/auto-\d+$/),
    ]);
    expect(ops![0]!.data).toEqual({ verificationCode: '4321' });
    expect(ops![1]!.data).toEqual({
      userInfo: {
        name: 'Can Demir',
        email: 'can@demo.test',
        type: 'influencer',
        profileImage: '',
        role: 2,
        uid: 'inf',
      },
      lastMessage: { text: 'kod 4321', timestamp: 'SERVER_TIME', isFromUser: true },
      lastMessageTime: 'SERVER_TIME',
      lastMessageTimestamp: expect.any(Number),
      unreadCount: 0,
      unreadCountForAdmin: 1,
      createdAt: 'SERVER_TIME',
      isActive: true,
      isArchived: false,
      typing: {},
      verificationCode: '4321',
    });
    expect(ops![2]!.data).toEqual({
      userId: 'inf',
      text: 'kod 4321',
      isFromUser: true,
      isAutomatic: true,
      timestamp: 'SERVER_TIME',
      isRead: false,
    });
  });

  it('keeps an existing support chat and raises the admin unread count', async () => {
    store.docs.set('Support/inf', { isArchived: true });
    await sendVerifyRequest({ user, code: '1000', text: 'kod' });
    const [ops] = store.batches;
    expect(ops!.map((op) => `${op.op} ${op.path.replace(/auto-\d+/, 'id')}`)).toEqual([
      'update Users/inf',
      'update Support/inf',
      'set Support/inf/messages/id',
    ]);
    expect(ops![1]!.data).toMatchObject({
      unreadCountForAdmin: { increment: 1 },
      isArchived: false,
      verificationCode: '1000',
    });
  });

  it('copies the code to her Influencers profile when she has one (spec: Users and Influencers)', async () => {
    store.docs.set('Influencers/inf', { isApproved: false });
    await sendVerifyRequest({ user, code: '5678', text: 'kod 5678' });
    const [ops] = store.batches;
    expect(ops!.map((op) => `${op.op} ${op.path.replace(/auto-\d+/, 'id')}`)).toEqual([
      'update Users/inf',
      'update Influencers/inf',
      'set Support/inf',
      'set Support/inf/messages/id',
    ]);
    expect(ops![1]!.data).toEqual({ verificationCode: '5678' });
  });

  it('without an Instagram username: no code anywhere, only the message', async () => {
    await sendVerifyRequest({ user, code: null, text: 'onay' });
    const [ops] = store.batches;
    expect(ops!.map((op) => `${op.op} ${op.path.replace(/auto-\d+/, 'id')}`)).toEqual([
      'set Support/inf',
      'set Support/inf/messages/id',
    ]);
    expect(ops![0]!.data).not.toHaveProperty('verificationCode');
  });
});
