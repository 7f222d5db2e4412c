// The social stats callables (functions/src/socialStats) through the app's own client
// (src/lib/socialStatsFunctions.ts) against the Auth, Firestore and Functions emulators. On the
// emulators the functions use the local provider, so the expected figures are that provider's
// for the stored handle. The emulators are shared: every id and handle is unique to this run and
// only what this file creates is removed.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_STATS_MESSAGES } from '../../functions/src/shared/socialStats';
import { localSocialStatsProvider as local } from '../../functions/src/socialStats/localProvider';
import { auth, functions } from '../../src/lib/firebase';
import {
  refreshInstagram,
  refreshTwitch,
  refreshYoutube,
} from '../../src/lib/socialStatsFunctions';
import { adminApp, run } from './appUser';

const admin = adminApp('social-stats');
const PASSWORD = 'secret123';
const created: string[] = [];

interface Account {
  uid: string;
  email: string;
}

async function makeAccount(
  name: string,
  fields: Record<string, unknown>,
  profile?: Record<string, unknown>,
): Promise<Account> {
  const email = `stats-${name}-${run}@demo.test`;
  const { uid } = await admin.auth.createUser({ email, password: PASSWORD, emailVerified: true });
  created.push(uid);
  await admin.db.doc(`Users/${uid}`).set({ uid, email, name: 'Test', surname: name, ...fields });
  if (profile) await admin.db.doc(`Influencers/${uid}`).set({ uid, ...profile });
  return { uid, email };
}

async function signInAs(account: Account): Promise<void> {
  await signInWithEmailAndPassword(await auth(), account.email, PASSWORD);
}

async function profileOf(uid: string): Promise<Record<string, unknown>> {
  return (await admin.db.doc(`Influencers/${uid}`).get()).data() ?? {};
}

/** Awaits a call that must fail with `code`; the client SDK appends the HTTP status to the message. */
async function expectRefused(call: Promise<unknown>, code: string, message?: string) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught as { code?: string; message?: string },
  );
  expect(error, 'the call should have failed').not.toBeNull();
  expect(error!.code).toBe(`functions/${code}`);
  if (message !== undefined) {
    expect(String(error!.message).startsWith(message), error!.message).toBe(true);
  }
}

const instagramHandle = `ayse.${run}`;
const twitchHandle = `ayse_${run}`;
const channelLink = `https://www.youtube.com/@ayse${run}`;

let agency: Account;
let otherAgency: Account;
let adminUser: Account;
let influencer: Account;
let otherInfluencer: Account;
let brand: Account;
let withoutInstagram: Account;
let withoutProfile: Account;

beforeAll(async () => {
  [agency, otherAgency, adminUser, brand] = await Promise.all([
    makeAccount('agency', { type: 'influencerAgency', brandName: 'Yıldız Ajans' }),
    makeAccount('other-agency', { type: 'influencerAgency' }),
    makeAccount('admin', { type: 'admin' }),
    makeAccount('brand', { type: 'brand' }),
  ]);
  [influencer, otherInfluencer, withoutInstagram, withoutProfile] = await Promise.all([
    makeAccount(
      'influencer',
      { type: 'influencer', imitatorAgencyUID: agency.uid },
      {
        name: 'Ayşe Yılmaz',
        imitatorAgencyUID: agency.uid,
        isApproved: false,
        socialMedia: {
          instagram: { username: instagramHandle },
          twitch: { username: twitchHandle },
          youtube: { channelLink },
          tiktok: { username: 'ayse', followerCount: 5 },
        },
      },
    ),
    makeAccount(
      'other-influencer',
      { type: 'influencer', imitatorAgencyUID: '' },
      { name: 'Başka Biri', socialMedia: { instagram: { username: `baska.${run}` } } },
    ),
    makeAccount(
      'no-instagram',
      { type: 'influencer', imitatorAgencyUID: agency.uid },
      { name: 'Elif Kaya', socialMedia: { tiktok: { username: 'elif' } } },
    ),
    makeAccount('no-profile', { type: 'influencer', imitatorAgencyUID: agency.uid }),
  ]);
});

afterAll(async () => {
  await signOut(await auth());
  for (const uid of created) {
    await admin.db.doc(`Influencers/${uid}`).delete();
    await admin.db.recursiveDelete(admin.db.doc(`Users/${uid}`));
    await admin.auth.deleteUser(uid).catch(() => undefined);
  }
  const { deleteApp } = await import('firebase-admin/app');
  await deleteApp(admin.app);
});

describe('who may refresh', () => {
  it('the influencer herself: her Instagram counts land in her profile, nothing else changes', async () => {
    await signInAs(influencer);
    const expected = await local.instagram(instagramHandle);
    const result = await refreshInstagram(influencer.uid);
    expect(result).toEqual(expected);
    expect(result.followerCount).toBeGreaterThan(0);

    const profile = await profileOf(influencer.uid);
    expect(profile.socialMedia).toEqual({
      instagram: {
        username: instagramHandle,
        followerCount: expected.followerCount,
        totalMediaCount: expected.totalMediaCount,
        interactionRate: expected.interactionRate,
      },
      twitch: { username: twitchHandle },
      youtube: { channelLink },
      tiktok: { username: 'ayse', followerCount: 5 },
    });
    expect(profile).toMatchObject({ name: 'Ayşe Yılmaz', isApproved: false });
    expect(profile.updatedAt).toBeUndefined();
  });

  it('her managing agency: the Twitch follower count lands beside the username', async () => {
    await signInAs(agency);
    const expected = await local.twitch(twitchHandle);
    expect(await refreshTwitch(influencer.uid)).toEqual(expected);
    const profile = await profileOf(influencer.uid);
    expect((profile.socialMedia as Record<string, unknown>).twitch).toEqual({
      username: twitchHandle,
      followerCount: expected.followerCount,
    });
  });

  it('an admin: the YouTube channel fields land beside the channel link', async () => {
    await signInAs(adminUser);
    const expected = await local.youtubeChannel(channelLink);
    const result = await refreshYoutube(influencer.uid);
    expect(result).toEqual(expected);
    expect(result.id).toMatch(/^UC/);
    const profile = await profileOf(influencer.uid);
    expect((profile.socialMedia as Record<string, unknown>).youtube).toEqual({
      channelLink,
      ...expected,
    });
  });

  it('uses the stored handle, never one the caller sends', async () => {
    await signInAs(influencer);
    const { httpsCallable } = await import('firebase/functions');
    const call = httpsCallable<Record<string, unknown>, { username: string }>(
      await functions(),
      'instagramProfile',
    );
    const result = await call({ userId: influencer.uid, username: 'someone.else' });
    expect(result.data.username).toBe(instagramHandle);
  });

  it.each([
    ['another influencer', () => otherInfluencer],
    ['a brand', () => brand],
    ['an agency that does not manage her', () => otherAgency],
  ])('refuses %s, and the profile keeps its counts', async (_who, caller) => {
    const before = await profileOf(influencer.uid);
    await signInAs(caller());
    await expectRefused(
      refreshInstagram(influencer.uid),
      'permission-denied',
      SOCIAL_STATS_MESSAGES.permissionDenied,
    );
    await expectRefused(refreshTwitch(influencer.uid), 'permission-denied');
    await expectRefused(refreshYoutube(influencer.uid), 'permission-denied');
    expect(await profileOf(influencer.uid)).toEqual(before);
  });

  it('refuses a signed-out caller', async () => {
    await signOut(await auth());
    await expectRefused(refreshInstagram(influencer.uid), 'unauthenticated');
  });
});

describe('what must be stored first', () => {
  it('a profile without an Instagram username gives failed-precondition', async () => {
    await signInAs(agency);
    await expectRefused(
      refreshInstagram(withoutInstagram.uid),
      'failed-precondition',
      SOCIAL_STATS_MESSAGES.handleMissing.instagram,
    );
    await expectRefused(
      refreshYoutube(withoutInstagram.uid),
      'failed-precondition',
      SOCIAL_STATS_MESSAGES.handleMissing.youtube,
    );
    expect((await profileOf(withoutInstagram.uid)).socialMedia).toEqual({
      tiktok: { username: 'elif' },
    });
  });

  it('a missing profile gives failed-precondition', async () => {
    await signInAs(agency);
    await expectRefused(
      refreshTwitch(withoutProfile.uid),
      'failed-precondition',
      SOCIAL_STATS_MESSAGES.profileMissing,
    );
    expect((await admin.db.doc(`Influencers/${withoutProfile.uid}`).get()).exists).toBe(false);
  });

  it('a blank user id gives invalid-argument', async () => {
    await signInAs(adminUser);
    await expectRefused(refreshInstagram(''), 'invalid-argument');
  });
});
