// The 30-day erase of shipping addresses (issue 21, KVKK): eraseShippingAddresses(now), the
// scheduled function's body, against the Firestore emulator with a chosen `now`. Completion
// dates are in 2001 so no other data in the shared emulator is old enough to be touched.
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import { eraseShippingAddresses } from '../../functions/src/collaboration/eraseShippingAddresses';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
// functions/src/admin.ts initialises the default Admin app; outside the Functions emulator it
// needs the project from the environment.
process.env.GCLOUD_PROJECT ??= 'demo-influencer';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2001, 1, 15, 12);
// Dates: the Admin SDK stores them as Timestamps (the functions' own firebase-admin copy
// refuses the root copy's Timestamp class).
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS);
const USER = 'party1';

const briefId = (name: string) => `erase-${run}-${name}`;
const addressPath = (name: string) => `briefs/${briefId(name)}/shippingAddresses/${USER}`;

function brief(name: string, fields: Record<string, unknown>) {
  return {
    id: briefId(name),
    briefOwnerUserId: `owner-${run}`,
    paymentType: 'product',
    isVerified: true,
    isCompleted: false,
    completedAt: null,
    acceptedUsers: [USER],
    completedUsers: [],
    ...fields,
  };
}

const address = (name: string) => ({
  userId: USER,
  briefId: briefId(name),
  fullName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  addressLine: 'Moda Cad. No: 12',
  district: 'Kadıköy',
  city: 'İstanbul',
  postalCode: '34710',
  kvkkConsent: true,
  consentVersion: 'test',
  submittedBy: USER,
  createdAt: daysAgo(60),
  updatedAt: daysAgo(60),
});

/** One collaboration: its brief, maybe a timeline doc, and the address. */
async function seed(
  name: string,
  briefFields: Record<string, unknown> | null,
  timelineCompleted?: Date,
) {
  const db = adminDb();
  if (briefFields) await db.doc(`briefs/${briefId(name)}`).set(brief(name, briefFields));
  if (timelineCompleted)
    await db
      .doc(`briefs/${briefId(name)}/collaborations/${USER}`)
      .set(
        { briefId: briefId(name), userId: USER, steps: { completed: timelineCompleted } },
        { merge: true },
      );
  await db.doc(addressPath(name)).set(address(name));
}

const exists = async (name: string) => (await adminDb().doc(addressPath(name)).get()).exists;

const names = [
  'timeline31',
  'timeline29',
  'brief31',
  'brief29',
  'open',
  'completedUserOnly',
  'timelineFirst',
  'orphan',
];

afterAll(async () => {
  const db = adminDb();
  for (const name of names) await db.recursiveDelete(db.doc(`briefs/${briefId(name)}`));
});

describe('eraseShippingAddresses', () => {
  it('erases addresses 30+ days after completion and keeps the rest', async () => {
    const completedUser = { completedUsers: [USER] };
    await Promise.all([
      // The timeline's completed step, when there is one.
      seed('timeline31', completedUser, daysAgo(31)),
      seed('timeline29', completedUser, daysAgo(29)),
      // Else the completed brief's completedAt.
      seed('brief31', { ...completedUser, isCompleted: true, completedAt: daysAgo(31) }),
      seed('brief29', { ...completedUser, isCompleted: true, completedAt: daysAgo(29) }),
      // Not completed: kept however old the address is.
      seed('open', {}),
      // In completedUsers, but with no date to count from (no timeline, brief still open).
      seed('completedUserOnly', completedUser),
      // The timeline's date wins over an older brief completedAt.
      seed(
        'timelineFirst',
        { ...completedUser, isCompleted: true, completedAt: daysAgo(90) },
        daysAgo(10),
      ),
      // Its brief is gone (deleted): nothing left to serve.
      seed('orphan', null),
    ]);

    const erased = await eraseShippingAddresses(NOW);

    const ours = erased.filter((path) => path.includes(`erase-${run}-`)).sort();
    expect(ours).toEqual([
      addressPath('brief31'),
      addressPath('orphan'),
      addressPath('timeline31'),
    ]);
    expect(await exists('timeline31')).toBe(false);
    expect(await exists('brief31')).toBe(false);
    expect(await exists('orphan')).toBe(false);
    for (const kept of ['timeline29', 'brief29', 'open', 'completedUserOnly', 'timelineFirst'])
      expect({ kept, exists: await exists(kept) }).toEqual({ kept, exists: true });
  });

  it('a day later the 29-day ones are still kept; two days later they go', async () => {
    await Promise.all([
      seed('timeline29', { completedUsers: [USER] }, daysAgo(29)),
      seed('brief29', { completedUsers: [USER], isCompleted: true, completedAt: daysAgo(29) }),
    ]);
    await eraseShippingAddresses(NOW + DAY_MS / 2);
    expect(await exists('timeline29')).toBe(true);
    expect(await exists('brief29')).toBe(true);
    const erased = await eraseShippingAddresses(NOW + 2 * DAY_MS);
    expect(erased).toEqual(
      expect.arrayContaining([addressPath('timeline29'), addressPath('brief29')]),
    );
    expect(await exists('timeline29')).toBe(false);
    expect(await exists('brief29')).toBe(false);
  });
});
