import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

// The notifyAdminsOfNewBrief trigger in the functions emulator: a fresh brief waiting for
// approval notifies every admin and raises each admin's count by one; a back-dated one does not.
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const db = getFirestore(
  getApps().find((app) => app.name === 'newProject') ??
    initializeApp({ projectId: 'demo-influencer' }, 'newProject'),
);

const run = `np-${Date.now().toString(36)}`;
const adminId = `${run}-admin`;
const freshId = `${run}-fresh`;
const oldId = `${run}-old`;

const brief = (title: string, at: Timestamp) => ({
  title,
  briefSenderName: 'Test Markası',
  briefSenderImageUrl: '',
  isVerified: false,
  isCompleted: false,
  timestamp: at,
});

async function notificationsFor(briefId: string) {
  const all = await db.collection(`Users/${adminId}/Notifications`).get();
  return all.docs.map((doc) => doc.data()).filter((data) => data.emailData?.briefId === briefId);
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

afterAll(async () => {
  await db.recursiveDelete(db.doc(`Users/${adminId}`));
  await Promise.all([db.doc(`briefs/${freshId}`).delete(), db.doc(`briefs/${oldId}`).delete()]);
});

describe('newProject notifications', () => {
  it('reach every admin once for a fresh pending brief, not for a back-dated one', async () => {
    await db.doc(`Users/${adminId}`).set({ uid: adminId, type: 'admin', notificationCount: 0 });
    const dayAgo = Timestamp.fromMillis(Date.now() - 24 * 60 * 60 * 1000);
    await db.doc(`briefs/${oldId}`).set(brief('Eski proje', dayAgo));
    await db.doc(`briefs/${freshId}`).set(brief('Yeni proje', Timestamp.now()));

    const fresh = await waitFor(
      () => notificationsFor(freshId),
      (list) => list.length > 0,
    );
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({
      type: 'newProject',
      isRead: false,
      path: `/app/briefDetail?briefId=${freshId}`,
      message: expect.stringContaining('Yeni proje'),
    });
    const count = await waitFor(
      async () => (await db.doc(`Users/${adminId}`).get()).data()?.notificationCount,
      (value) => value === 1,
    );
    expect(count).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 2000)); // give the old brief's trigger time
    expect(await notificationsFor(oldId)).toHaveLength(0);
  });
});
