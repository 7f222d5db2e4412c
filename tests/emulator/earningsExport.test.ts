// The earnings CSV holds the whole month (issue 18 point 9): the export reads every record of
// the chosen month page by page through the app's own api module under the real rules, not
// only the pages on screen. More records than one page are written for a new influencer in a
// month of this run alone (a far-future 'YYYY-MM'), beside records of another month and of
// another influencer: she gets all of hers and only hers; the admin gets every influencer's
// record of the month, with each one's tax status from her Users document.
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchAllEarnings,
  fetchEarningsPage,
  fetchTaxStatuses,
} from '../../src/features/earnings/api/earningsApi';
import { auth } from '../../src/lib/firebase';
import { adminApp, removeUser, run, signInNewUser } from './appUser';

const admin = adminApp('earnings-export');
const PAGE = 5;
// A month no other run writes: year 3000–8999, so the admin's query sees only this run's.
const year = 3000 + Math.floor(Math.random() * 6000);
const month = `${year}-07`;
const otherMonth = `${year}-08`;
const base = Date.UTC(year, 6, 1);
let influencerUid = '';
let adminUid = '';
const otherInfluencer = `earnings-export-${run}-ece`;

async function seedRecord(n: number, influencerId: string, inMonth: string, title: string) {
  await admin.db.collection('Earnings').add({
    influencerId,
    influencerName: 'Ayşe Yılmaz',
    agencyId: '',
    briefId: `brief-${run}`,
    briefTitle: title,
    amount: 100_000 + n,
    kind: 'earning',
    note: '',
    createdBy: 'admin',
    // Two records share each second: the cursor's id must break the tie.
    createdAt: Timestamp.fromMillis(base + Math.floor(n / 2) * 1000),
    month: inMonth,
  });
}

beforeAll(async () => {
  influencerUid = await signInNewUser(admin, 'earnings-export-influencer', {
    type: 'influencer',
    name: 'Ayşe',
    surname: 'Yılmaz',
    taxStatus: 'soleProprietor',
  });
  const records = [
    ...Array.from({ length: 12 }, (_, n) =>
      seedRecord(n, influencerUid, month, n === 0 ? '=HYPERLINK("http://x","y")' : `İş ${n}`),
    ),
    ...Array.from({ length: 3 }, (_, n) =>
      seedRecord(100 + n, influencerUid, otherMonth, 'Ağustos'),
    ),
    ...Array.from({ length: 2 }, (_, n) => seedRecord(200 + n, otherInfluencer, month, 'Ece')),
  ];
  await Promise.all(records);
});

afterAll(async () => {
  const mine = await admin.db.collection('Earnings').where('briefId', '==', `brief-${run}`).get();
  await Promise.all(mine.docs.map((d) => d.ref.delete()));
  if (adminUid) {
    await admin.db.doc(`Users/${adminUid}`).delete();
    await admin.auth.deleteUser(adminUid);
  }
  await removeUser(admin, influencerUid);
});

describe('the earnings export reads the whole month', () => {
  it('one screen page is not the month: the first page stops short of it', async () => {
    const first = await fetchEarningsPage(
      { field: 'influencerId', uid: influencerUid },
      month,
      null,
      PAGE,
    );
    expect(first.items).toHaveLength(PAGE);
    expect(first.cursor).not.toBeNull();
  });

  it("gives the influencer every record of her month, in pages, and nobody else's", async () => {
    const all = await fetchAllEarnings({ field: 'influencerId', uid: influencerUid }, month, PAGE);
    expect(all).toHaveLength(12);
    expect(new Set(all.map((r) => r.id)).size).toBe(12);
    expect(all.every((r) => r.influencerId === influencerUid && r.month === month)).toBe(true);
    // Newest first, the formula-like title among them (the CSV neutralises it).
    const times = all.map((r) => r.createdAt ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.map((r) => r.briefTitle)).toContain('=HYPERLINK("http://x","y")');
  });

  it("refuses the influencer every influencer's month (the admin's export)", async () => {
    await expect(fetchAllEarnings(null, month, PAGE)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it("gives the admin every influencer's record of the month, with tax statuses", async () => {
    adminUid = await signInNewUser(admin, 'earnings-export-admin', { type: 'admin' });
    const all = await fetchAllEarnings(null, month, PAGE);
    expect(all).toHaveLength(14);
    expect(all.filter((r) => r.influencerId === otherInfluencer)).toHaveLength(2);
    const statuses = await fetchTaxStatuses(all.map((r) => r.influencerId));
    expect(statuses).toEqual({
      [influencerUid]: 'soleProprietor',
      [otherInfluencer]: 'creatorExempt',
    });
    // Back to the influencer, so afterAll signs out the account it removes.
    const email = `earnings-export-influencer-${run}@demo.test`;
    await signInWithEmailAndPassword(await auth(), email, 'secret123');
  });
});
