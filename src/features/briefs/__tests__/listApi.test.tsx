// The list's Firestore calls against an in-memory stand-in for the SDK: which queries run,
// how two merged queries page, and what the verify request writes in its one batch.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BriefDoc } from '../../../lib/collections/briefs';

type Clause =
  | { kind: 'where'; field: string; op: string; value: unknown }
  | { kind: 'orderBy'; field: string; dir: string }
  | { kind: 'startAfter'; snapshot: Snap }
  | { kind: 'limit'; n: number };
type Snap = { id: string; data: () => Record<string, unknown> };

const store = vi.hoisted(() => ({
  briefs: [] as Record<string, unknown>[],
  docs: new Map<string, Record<string, unknown>>(),
  queries: [] as string[],
  batches: [] as { op: string; path: string; data: Record<string, unknown> }[][],
}));

vi.mock('../../../lib/firebase', () => ({ db: async () => ({}) }));
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
    where: (field: string, op: string, value: unknown) => ({ kind: 'where', field, op, value }),
    orderBy: (field: string, dir: string) => ({ kind: 'orderBy', field, dir }),
    startAfter: (snapshot: Snap) => ({ kind: 'startAfter', snapshot }),
    limit: (n: number) => ({ kind: 'limit', n }),
    query: (base: { path: string }, ...clauses: Clause[]) => ({ base, clauses }),
    serverTimestamp: () => 'SERVER_TIME',
    increment: (n: number) => ({ increment: n }),
    getDocs: async ({ clauses }: { clauses: Clause[] }) => {
      store.queries.push(
        clauses
          .filter((c) => c.kind === 'where')
          .map((c) => `${c.field} ${c.op} ${JSON.stringify(c.value)}`)
          .join(' & '),
      );
      let rows = store.briefs.filter((row) =>
        clauses.every((c) => {
          if (c.kind !== 'where') return true;
          const actual = row[c.field];
          if (c.op === '==') return actual === c.value;
          if (c.op === 'array-contains') return Array.isArray(actual) && actual.includes(c.value);
          if (c.op === 'in') return (c.value as unknown[]).includes(actual);
          throw new Error(c.op);
        }),
      );
      rows = [...rows].sort((a, b) => (b.timestamp as number) - (a.timestamp as number));
      const after = clauses.find((c) => c.kind === 'startAfter');
      if (after?.kind === 'startAfter') {
        rows = rows.slice(rows.findIndex((row) => row.id === after.snapshot.id) + 1);
      }
      const max = clauses.find((c) => c.kind === 'limit');
      rows = rows.slice(0, max?.kind === 'limit' ? max.n : undefined);
      return { docs: rows.map((row) => ({ id: row.id as string, data: () => row })) };
    },
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

const { fetchBriefBatch } = await import('../api/briefQueries');
const { sendVerifyRequest } = await import('../api/verifyRequest');
const { ownerPlan } = await import('../api/briefQueriesPlan');

function row(id: string, timestamp: number, extra: Partial<BriefDoc>): Record<string, unknown> {
  return {
    id,
    timestamp,
    briefOwnerUserId: 'other',
    isVerified: true,
    isCompleted: true,
    completedUsers: [],
    acceptedUsers: [],
    ...extra,
  };
}

beforeEach(() => {
  store.briefs = [];
  store.docs = new Map();
  store.queries = [];
  store.batches = [];
});

describe('fetchBriefBatch', () => {
  it('pages two merged queries to the end: every brief once, newest first', async () => {
    // Own completed briefs and completed collaborations interleaved in time, plus one in both.
    for (let i = 0; i < 45; i += 1) {
      store.briefs.push(
        i % 3 === 0
          ? row(`collab-${i}`, 10_000 - i, { completedUsers: ['u1'] })
          : row(`own-${i}`, 10_000 - i, { briefOwnerUserId: 'u1' }),
      );
    }
    store.briefs.push(row('both', 20_000, { briefOwnerUserId: 'u1', completedUsers: ['u1'] }));
    const { descriptions } = ownerPlan('u1', 2, false);
    const seen: string[] = [];
    let cursor: Awaited<ReturnType<typeof fetchBriefBatch>>['cursor'] = null;
    let fetches = 0;
    do {
      const batch = await fetchBriefBatch(descriptions, cursor, 20);
      seen.push(...batch.items.map((b) => b.id));
      cursor = batch.cursor;
      fetches += 1;
    } while (cursor && fetches < 10);
    expect(cursor).toBeNull();
    expect(seen).toHaveLength(46);
    expect(new Set(seen).size).toBe(46);
    const times = seen.map((id) => store.briefs.find((b) => b.id === id)!.timestamp as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(store.queries.slice(0, 2)).toEqual([
      'briefOwnerUserId == "u1" & isCompleted == true',
      'completedUsers array-contains "u1"',
    ]);
  });

  it('returns a null cursor when a single query ends', async () => {
    store.briefs.push(row('a', 2, { briefOwnerUserId: 'u1', isCompleted: false }));
    const batch = await fetchBriefBatch(ownerPlan('u1', 0, false).descriptions, null, 20);
    expect(batch.items.map((b) => b.id)).toEqual(['a']);
    expect(batch.cursor).toBeNull();
  });
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

  it('writes the code to Users and Influencers, creates the support chat and posts the message, in one batch', async () => {
    await sendVerifyRequest({ user, hasInfluencerDoc: true, code: '4321', text: 'kod 4321' });
    expect(store.batches).toHaveLength(1);
    const [ops] = store.batches;
    expect(ops!.map((op) => `${op.op} ${op.path}`)).toEqual([
      'update Users/inf',
      'update Influencers/inf',
      'set Support/inf',
      expect.stringMatching(/^set Support\/inf\/messages\/auto-\d+$/),
    ]);
    expect(ops![0]!.data).toEqual({ verificationCode: '4321' });
    expect(ops![1]!.data).toEqual({ verificationCode: '4321' });
    expect(ops![2]!.data).toEqual({
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
    expect(ops![3]!.data).toEqual({
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
    await sendVerifyRequest({ user, hasInfluencerDoc: false, code: '1000', text: 'kod' });
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
});
