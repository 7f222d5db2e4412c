// Web push (issue 23, functions/src/push): the FCM HTTP v1 request's exact shape (nock on
// fcm.googleapis.com, no internet), how FCM's answers are read (a stale token, anything else
// an error), and `pushToUser` against the Firestore emulator: a token FCM calls UNREGISTERED
// is removed from Users/{uid}.pushNotificationIds and only that one; a failure removes
// nothing and throws so the delivery is retried. Users ids are unique to this run and removed.
import type { Credential } from 'firebase-admin/app';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import {
  cachedAccessToken,
  fcmSender,
  pushSenderFromEnv,
  type PushMessage,
} from '../../functions/src/push/fcm';
import { pushToUser } from '../../functions/src/push/pushToUser';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= 'demo-influencer';

const FCM = 'https://fcm.googleapis.com';
const PROJECT = 'demo-push-project';
const SEND_PATH = `/v1/projects/${PROJECT}/messages:send`;
const ACCESS_TOKEN = 'ya29.test-access-token';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const db = adminDb();
const sender = fcmSender({ projectId: PROJECT, accessToken: async () => ACCESS_TOKEN });

const message: PushMessage = {
  title: 'Yeni teklif',
  body: 'Ayşe Yılmaz "Yaz kampanyası" projenize 4500 TL teklif verdi.',
  link: 'https://app.example.test/app/briefDetail?briefId=b1',
  tag: 'offer-b1-inf1-1700000000000',
};

const unregistered = {
  error: {
    code: 404,
    message: 'Requested entity was not found.',
    status: 'NOT_FOUND',
    details: [
      { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
    ],
  },
};
const invalidToken = {
  error: {
    code: 400,
    message: 'The registration token is not a valid FCM registration token',
    status: 'INVALID_ARGUMENT',
    details: [
      {
        '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
        errorCode: 'INVALID_ARGUMENT',
      },
    ],
  },
};
const invalidPayload = {
  error: {
    code: 400,
    message: "Invalid value at 'message.data[0].value' (TYPE_STRING), 12",
    status: 'INVALID_ARGUMENT',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.BadRequest',
        fieldViolations: [{ field: 'message.data[0].value', description: 'Invalid value' }],
      },
    ],
  },
};
const internal = { error: { code: 500, message: 'Internal error.', status: 'INTERNAL' } };

type SendBody = { message: { token: string } };
const forToken = (token: string) => (body: SendBody) => body.message.token === token;

/** Mocks one send to `token` answered with `status` and `body`. */
function fcmAnswers(token: string, status: number, body: object = { name: `${PROJECT}/m/1` }) {
  return nock(FCM)
    .matchHeader('authorization', `Bearer ${ACCESS_TOKEN}`)
    .post(SEND_PATH, forToken(token))
    .reply(status, body);
}

const created: string[] = [];
async function userWithTokens(tokens: string[]): Promise<string> {
  const uid = `push-${created.length}-${run}`;
  created.push(uid);
  await db.doc(`Users/${uid}`).set({ uid, type: 'brand', pushNotificationIds: tokens });
  return uid;
}
const tokensOf = async (uid: string) =>
  (await db.doc(`Users/${uid}`).get()).get('pushNotificationIds') as string[];

beforeAll(() => {
  nock.disableNetConnect();
  // The Firestore emulator (gRPC over HTTP/2, which nock does not touch anyway).
  nock.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
});
afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending, 'every mocked request was made').toEqual([]);
});
afterAll(async () => {
  nock.enableNetConnect();
  nock.restore();
  await Promise.all(created.map((uid) => db.doc(`Users/${uid}`).delete()));
});

describe('the FCM HTTP v1 request', () => {
  it('posts the message to the project’s messages:send with the bearer token', async () => {
    let seen: unknown = null;
    nock(FCM)
      .matchHeader('authorization', `Bearer ${ACCESS_TOKEN}`)
      .matchHeader('content-type', /^application\/json/)
      .post(SEND_PATH, (body: unknown) => {
        seen = body;
        return true;
      })
      .reply(200, { name: `projects/${PROJECT}/messages/0:1` });

    await expect(sender.send('device-token-1', message)).resolves.toBe('sent');
    expect(seen).toEqual({
      message: {
        token: 'device-token-1',
        notification: { title: message.title, body: message.body },
        webpush: {
          fcm_options: { link: message.link },
          notification: { tag: message.tag, icon: '/icons/icon-192.png' },
        },
        data: { link: message.link, tag: message.tag },
      },
    });
  });

  it('goes to another endpoint when told (a proxy, a test server)', async () => {
    nock('http://fcm.proxy.test').post(SEND_PATH).reply(200, {});
    const proxied = fcmSender({
      projectId: PROJECT,
      accessToken: async () => ACCESS_TOKEN,
      endpoint: 'http://fcm.proxy.test/',
    });
    await expect(proxied.send('t', message)).resolves.toBe('sent');
  });

  it('calls a token stale on UNREGISTERED and on an invalid registration token', async () => {
    fcmAnswers('gone', 404, unregistered);
    fcmAnswers('garbled', 400, invalidToken);
    await expect(sender.send('gone', message)).resolves.toBe('stale');
    await expect(sender.send('garbled', message)).resolves.toBe('stale');
  });

  it('throws with the HTTP status on anything else, a bad payload included', async () => {
    fcmAnswers('t1', 500, internal);
    fcmAnswers('t2', 400, invalidPayload);
    fcmAnswers('t3', 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    fcmAnswers('t4', 404, { error: { code: 404, status: 'UNKNOWN_THING' } });
    await expect(sender.send('t1', message)).rejects.toThrow(/HTTP 500 INTERNAL/);
    await expect(sender.send('t2', message)).rejects.toThrow(/HTTP 400 INVALID_ARGUMENT/);
    await expect(sender.send('t3', message)).rejects.toThrow(/HTTP 401/);
    await expect(sender.send('t4', message)).rejects.toThrow(/HTTP 404/);
  });
});

describe('the sender from env', () => {
  it('is null on the emulators and an FCM sender for a real project', () => {
    expect(pushSenderFromEnv({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'p' })).toBeNull();
    expect(pushSenderFromEnv({ GCLOUD_PROJECT: 'p' })).not.toBeNull();
    expect(pushSenderFromEnv({ GOOGLE_CLOUD_PROJECT: 'p' })).not.toBeNull();
  });

  it('reuses an access token until five minutes before it expires', async () => {
    let now = 0;
    let asked = 0;
    const credential = {
      getAccessToken: async () => ({ access_token: `token-${++asked}`, expires_in: 3600 }),
    } satisfies Credential;
    const token = cachedAccessToken(
      () => credential,
      () => now,
    );
    expect(await token()).toBe('token-1');
    now = 54 * 60_000;
    expect(await token()).toBe('token-1');
    now = 56 * 60_000;
    expect(await token()).toBe('token-2');
  });
});

describe('pushToUser', () => {
  it('sends to every device and removes exactly the token FCM calls UNREGISTERED', async () => {
    const uid = await userWithTokens(['phone', 'old-laptop', 'tablet']);
    fcmAnswers('phone', 200);
    fcmAnswers('old-laptop', 404, unregistered);
    fcmAnswers('tablet', 200);

    await expect(pushToUser(db, sender, uid, message)).resolves.toEqual({
      devices: 3,
      sent: 2,
      stale: 1,
      failed: 0,
    });
    expect(await tokensOf(uid)).toEqual(['phone', 'tablet']);
  });

  it('throws and removes nothing when FCM fails for every device', async () => {
    const uid = await userWithTokens(['phone', 'tablet']);
    fcmAnswers('phone', 500, internal);
    fcmAnswers('tablet', 500, internal);

    await expect(pushToUser(db, sender, uid, message)).rejects.toThrow(/HTTP 500/);
    expect(await tokensOf(uid)).toEqual(['phone', 'tablet']);
  });

  it('still removes a stale token when the other device failed, and throws for a retry', async () => {
    const uid = await userWithTokens(['phone', 'old-laptop']);
    fcmAnswers('phone', 500, internal);
    fcmAnswers('old-laptop', 404, unregistered);

    await expect(pushToUser(db, sender, uid, message)).rejects.toThrow(/1 of 2 devices/);
    expect(await tokensOf(uid)).toEqual(['phone']);
  });

  it('does not throw when one device got it (a retry would push twice to that one)', async () => {
    const uid = await userWithTokens(['phone', 'tablet']);
    fcmAnswers('phone', 200);
    fcmAnswers('tablet', 503, { error: { code: 503, status: 'UNAVAILABLE' } });

    await expect(pushToUser(db, sender, uid, message)).resolves.toEqual({
      devices: 2,
      sent: 1,
      stale: 0,
      failed: 1,
    });
    expect(await tokensOf(uid)).toEqual(['phone', 'tablet']);
  });

  it('sends nothing to a user without devices, and only once to a token listed twice', async () => {
    const none = await userWithTokens([]);
    await expect(pushToUser(db, sender, none, message)).resolves.toEqual({
      devices: 0,
      sent: 0,
      stale: 0,
      failed: 0,
    });
    const twice = await userWithTokens(['phone', 'phone']);
    fcmAnswers('phone', 200);
    await expect(pushToUser(db, sender, twice, message)).resolves.toMatchObject({
      devices: 1,
      sent: 1,
    });
  });
});
