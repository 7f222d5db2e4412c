// Brief list paging (src/features/briefs/api/briefQueries.ts) against the emulator, signed in
// through the app's own Firebase module as a brand, under the real security rules. The cursor
// is plain data (the last brief's exact timestamp and id): it survives JSON, as Redux state
// must, and it never skips or repeats a brief, even among briefs written within the same
// millisecond. firebase-admin seeds; only this run's documents are created and removed.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBriefBatch, type BriefCursor } from '../../src/features/briefs/api/briefQueries';
import { ownerPlan } from '../../src/features/briefs/api/briefQueriesPlan';
import type { BriefQueryDescription } from '../../src/features/briefs/model/tabs';
import { adminApp, removeUser, run, signInNewUser } from './appUser';

const admin = adminApp('brief-paging');
const adminDb = admin.db;

let uid = '';
const briefIds: string[] = [];

async function seedBrief(id: string, timestamp: Timestamp, fields: Record<string, unknown>) {
  briefIds.push(id);
  await adminDb.doc(`briefs/${id}`).set({
    id,
    title: id,
    briefOwnerUserId: 'someone-else',
    briefSenderId: 'someone-else',
    isVerified: true,
    isCompleted: true,
    shouldHideBrief: false,
    bidderIds: [],
    acceptedUsers: [],
    completedUsers: [],
    timestamp,
    ...fields,
  });
}

/** Every page of a list, the cursor going through JSON between pages as it does in the store. */
async function pageThrough(descriptions: BriefQueryDescription[], size: number) {
  const ids: string[] = [];
  let cursor: BriefCursor | null = null;
  let fetches = 0;
  do {
    const batch = await fetchBriefBatch(descriptions, cursor, size);
    ids.push(...batch.items.map((brief) => brief.id));
    cursor = batch.cursor ? (JSON.parse(JSON.stringify(batch.cursor)) as BriefCursor) : null;
    fetches += 1;
  } while (cursor && fetches < 50);
  return { ids, fetches, cursor };
}

// Far in the future, so this run's briefs come before any other test's.
const base = Timestamp.fromDate(new Date('2199-01-01T00:00:00Z'));
const at = (millis: number, micros = 0) =>
  new Timestamp(base.seconds + Math.floor(millis / 1000), (millis % 1000) * 1e6 + micros * 1e3);

beforeAll(async () => {
  uid = await signInNewUser(admin, 'brief-paging', { type: 'brand', name: 'Sayfa', surname: run });
});

afterAll(async () => {
  await Promise.all(briefIds.map((id) => adminDb.doc(`briefs/${id}`).delete()));
  await removeUser(admin, uid);
});

describe('fetchBriefBatch with plain cursors', () => {
  it('pages two merged queries to the end: every brief once, newest first', async () => {
    // Own completed briefs and completed collaborations interleaved in time, plus one in both.
    const times = new Map<string, number>();
    for (let i = 0; i < 45; i += 1) {
      const id = `${run}-${i % 3 === 0 ? 'collab' : 'own'}-${i}`;
      times.set(id, 10_000 - i);
      await seedBrief(
        id,
        at(10_000 - i),
        i % 3 === 0 ? { completedUsers: [uid] } : { briefOwnerUserId: uid },
      );
    }
    await seedBrief(`${run}-both`, at(20_000), { briefOwnerUserId: uid, completedUsers: [uid] });
    times.set(`${run}-both`, 20_000);

    const { ids, cursor } = await pageThrough(ownerPlan(uid, 2, false).descriptions, 20);
    expect(cursor).toBeNull();
    expect(ids).toHaveLength(46);
    expect(new Set(ids).size).toBe(46);
    const order = ids.map((id) => times.get(id)!);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('never skips or repeats briefs written within the same millisecond', async () => {
    // 25 briefs a few microseconds apart and 5 at exactly the same instant: a cursor cut to
    // milliseconds would lose most of them after the first page.
    const expected: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      const id = `${run}-micro-${String(i).padStart(2, '0')}`;
      expected.push(id);
      await seedBrief(id, at(30_000, 999 - i * 7), { briefOwnerUserId: uid, isCompleted: false });
    }
    for (let i = 0; i < 5; i += 1) {
      const id = `${run}-same-${i}`;
      expected.push(id);
      await seedBrief(id, at(29_999, 500), { briefOwnerUserId: uid, isCompleted: false });
    }
    const { ids, fetches } = await pageThrough(ownerPlan(uid, 0, false).descriptions, 7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...expected].sort());
    // Newest first; equal times in id order, newest id first (the index's own order).
    expect(ids.slice(0, 25)).toEqual(expected.slice(0, 25));
    expect(ids.slice(25)).toEqual(expected.slice(25).sort().reverse());
    expect(fetches).toBe(Math.ceil(30 / 7));
  });

  it('returns a null cursor when a single query ends', async () => {
    const { descriptions } = ownerPlan(uid, 3, false); // own briefs waiting: none yet
    await seedBrief(`${run}-pending`, at(5), { briefOwnerUserId: uid, isVerified: false });
    const batch = await fetchBriefBatch(descriptions, null, 20);
    expect(batch.items.map((brief) => brief.id)).toEqual([`${run}-pending`]);
    expect(batch.cursor).toBeNull();
  });
});
