// The social stats providers on their own (functions/src/socialStats): the local provider's
// demo figures are deterministic and plausible; the live provider speaks each platform's
// documented HTTP shape, checked with nock (no internet here), and turns the platforms' errors
// into SocialStatsError codes without leaking credentials. No emulator is needed.
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseProvider, credentialsFromEnv } from '../../functions/src/socialStats/chooseProvider';
import {
  LiveSocialStatsProvider,
  RECENT_MEDIA,
  type LiveCredentials,
} from '../../functions/src/socialStats/liveProvider';
import { localSocialStatsProvider as local } from '../../functions/src/socialStats/localProvider';
import {
  SocialStatsError,
  instagramUsername,
  parseYoutubeChannel,
  twitchLogin,
} from '../../functions/src/socialStats/provider';

const IG_ACCOUNT = '17841405309211844';
const IG_TOKEN = 'ig-secret-token';
const TWITCH_ID = 'twitch-client-id';
const TWITCH_SECRET = 'twitch-client-secret';
const YT_KEY = 'yt-secret-key';

const credentials: LiveCredentials = {
  instagram: { businessAccountId: IG_ACCOUNT, accessToken: IG_TOKEN, graphVersion: 'v19.0' },
  twitch: { clientId: TWITCH_ID, clientSecret: TWITCH_SECRET },
  youtube: { apiKey: YT_KEY },
};

/** The SocialStatsError a call rejects with (fails the test if it resolves or throws anything else). */
async function statsError(call: Promise<unknown>): Promise<SocialStatsError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SocialStatsError);
  return error as SocialStatsError;
}

/** Neither the message nor the logged detail of an error carries a secret. */
function expectNoSecrets(error: SocialStatsError): void {
  const text = `${error.message} ${JSON.stringify(error.detail ?? null)}`;
  for (const secret of [IG_TOKEN, TWITCH_SECRET, YT_KEY]) expect(text).not.toContain(secret);
}

beforeAll(() => {
  nock.disableNetConnect();
});

afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending, 'every mocked request was made').toEqual([]);
});

afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});

describe('handles', () => {
  it('reads Instagram and Twitch usernames from @names and profile links, refusing anything else', () => {
    expect(instagramUsername(' @Ayse.Demo ')).toBe('ayse.demo');
    expect(instagramUsername('https://www.instagram.com/ayse_demo/')).toBe('ayse_demo');
    expect(instagramUsername('ayse){followers_count}')).toBeNull();
    expect(instagramUsername('')).toBeNull();
    expect(instagramUsername(42)).toBeNull();
    expect(twitchLogin('@Yayinci_01')).toBe('yayinci_01');
    expect(twitchLogin('twitch.tv/yayinci')).toBe('yayinci');
    expect(twitchLogin('yayın cı')).toBeNull();
  });

  it('reads YouTube channel links, handles and ids', () => {
    const id = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';
    expect(parseYoutubeChannel(id)).toEqual({ by: 'id', value: id });
    expect(parseYoutubeChannel(`https://www.youtube.com/channel/${id}`)).toEqual({
      by: 'id',
      value: id,
    });
    expect(parseYoutubeChannel('https://www.youtube.com/@aysedemo')).toEqual({
      by: 'handle',
      value: '@aysedemo',
    });
    expect(parseYoutubeChannel('youtube.com/@Ayşe.Demo/videos')).toEqual({
      by: 'handle',
      value: '@Ayşe.Demo',
    });
    expect(parseYoutubeChannel('@aysedemo')).toEqual({ by: 'handle', value: '@aysedemo' });
    expect(parseYoutubeChannel('https://m.youtube.com/c/AyseDemo')).toEqual({
      by: 'handle',
      value: '@AyseDemo',
    });
    expect(parseYoutubeChannel('https://www.youtube.com/user/aysedemo')).toEqual({
      by: 'username',
      value: 'aysedemo',
    });
    expect(parseYoutubeChannel('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(parseYoutubeChannel('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseYoutubeChannel('https://example.com/@aysedemo')).toBeNull();
    expect(parseYoutubeChannel('')).toBeNull();
  });
});

describe('local provider', () => {
  it('gives the same handle the same figures, whatever its spelling', async () => {
    const first = await local.instagram('ayse.demo');
    expect(await local.instagram('@Ayse.Demo')).toEqual(first);
    expect(first.username).toBe('ayse.demo');
    expect(await local.twitch('Yayinci')).toEqual(await local.twitch('yayinci'));
    expect(await local.youtubeChannel('https://www.youtube.com/@aysedemo')).toEqual(
      await local.youtubeChannel('@AyseDemo'),
    );
  });

  it('gives different handles different figures in plausible ranges', async () => {
    const handles = Array.from({ length: 40 }, (_, index) => `demo.handle.${index}`);
    const instagram = await Promise.all(handles.map((handle) => local.instagram(handle)));
    expect(new Set(instagram.map((stats) => stats.followerCount)).size).toBe(handles.length);
    for (const stats of instagram) {
      expect(Number.isInteger(stats.followerCount)).toBe(true);
      expect(stats.followerCount).toBeGreaterThanOrEqual(1_000);
      expect(stats.followerCount).toBeLessThanOrEqual(2_500_000);
      expect(stats.totalMediaCount).toBeGreaterThanOrEqual(12);
      expect(stats.totalMediaCount).toBeLessThanOrEqual(1_800);
      expect(stats.interactionRate).toBeGreaterThanOrEqual(0.6);
      expect(stats.interactionRate).toBeLessThanOrEqual(8);
      expect(Number(stats.interactionRate.toFixed(2))).toBe(stats.interactionRate);
    }
    const twitch = await Promise.all(
      handles.map((handle) => local.twitch(handle.replace(/\./g, '_'))),
    );
    for (const stats of twitch) {
      expect(stats.followerCount).toBeGreaterThanOrEqual(100);
      expect(stats.followerCount).toBeLessThanOrEqual(800_000);
    }
  });

  it('names a YouTube channel by a stable UC id and keeps a given id', async () => {
    const byHandle = await local.youtubeChannel('https://www.youtube.com/@aysedemo');
    expect(byHandle.id).toMatch(/^UC[A-Za-z0-9]{22}$/);
    expect(byHandle.username).toBe('aysedemo');
    expect(byHandle.totalSubscriberCount).toBeGreaterThanOrEqual(500);
    expect(byHandle.totalSubscriberCount).toBeLessThanOrEqual(3_000_000);
    expect(byHandle.totalVideoCount).toBeGreaterThanOrEqual(8);
    expect(byHandle.totalWatchTime).toBeGreaterThanOrEqual(byHandle.totalSubscriberCount * 20);

    const id = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';
    const byId = await local.youtubeChannel(`https://www.youtube.com/channel/${id}`);
    expect(byId.id).toBe(id);
    expect(await local.youtubeChannel(id)).toEqual(byId);
  });

  it('refuses handles the platforms could not have', async () => {
    expect((await statsError(local.instagram('not a name'))).code).toBe('invalid-handle');
    expect((await statsError(local.twitch('x!'))).code).toBe('invalid-handle');
    expect((await statsError(local.youtubeChannel('https://youtu.be/abc'))).code).toBe(
      'invalid-handle',
    );
  });
});

describe('choosing a provider', () => {
  const allCredentials = {
    INSTAGRAM_BUSINESS_ACCOUNT_ID: IG_ACCOUNT,
    INSTAGRAM_ACCESS_TOKEN: IG_TOKEN,
    TWITCH_CLIENT_ID: TWITCH_ID,
    TWITCH_CLIENT_SECRET: TWITCH_SECRET,
    YOUTUBE_API_KEY: YT_KEY,
  };

  it('uses the local figures on the emulators, even with credentials', async () => {
    const choice = chooseProvider({ ...allCredentials, FUNCTIONS_EMULATOR: 'true' });
    expect(choice).toMatchObject({
      onEmulator: true,
      live: { instagram: false, twitch: false, youtube: false },
    });
    // No nock scope is set up and the network is off: a live call would fail.
    expect(await choice.provider.instagram('ayse.demo')).toEqual(
      await local.instagram('ayse.demo'),
    );
  });

  it('goes live per platform, only where all of its credentials are set', async () => {
    expect(credentialsFromEnv(allCredentials)).toEqual({
      instagram: { businessAccountId: IG_ACCOUNT, accessToken: IG_TOKEN, graphVersion: 'v19.0' },
      twitch: { clientId: TWITCH_ID, clientSecret: TWITCH_SECRET },
      youtube: { apiKey: YT_KEY },
    });
    const choice = chooseProvider({
      YOUTUBE_API_KEY: YT_KEY,
      TWITCH_CLIENT_ID: TWITCH_ID, // no secret: Twitch stays local
      INSTAGRAM_ACCESS_TOKEN: '  ',
    });
    expect(choice.live).toEqual({ instagram: false, twitch: false, youtube: true });
    // Deployed without credentials a platform refuses instead of inventing figures.
    await expect(choice.provider.twitch('yayinci')).rejects.toMatchObject({
      code: 'unavailable',
      platform: 'twitch',
    });

    nock('https://www.googleapis.com')
      .get('/youtube/v3/channels')
      .query({ part: 'snippet,statistics', forHandle: '@aysedemo', key: YT_KEY })
      .reply(200, { items: [{ id: 'UCabc', snippet: { title: 'Ayşe' }, statistics: {} }] });
    expect((await choice.provider.youtubeChannel('@aysedemo')).id).toBe('UCabc');
  });
});

describe('live provider: Instagram Graph API business discovery', () => {
  const fields =
    'business_discovery.username(ayse.demo){username,followers_count,media_count,' +
    `media.limit(${RECENT_MEDIA}){like_count,comments_count}}`;

  it('reads followers and media and averages the recent posts into an interaction rate', async () => {
    nock('https://graph.facebook.com')
      .get(`/v19.0/${IG_ACCOUNT}`)
      .query({ fields, access_token: IG_TOKEN })
      .reply(200, {
        business_discovery: {
          username: 'ayse.demo',
          followers_count: 20_000,
          media_count: 612,
          id: '17841401441775531',
          media: {
            data: [
              { like_count: 900, comments_count: 100, id: 'm1' },
              { like_count: 500, comments_count: 50, id: 'm2' },
              { comments_count: 30, id: 'm3' }, // likes hidden by the owner
            ],
            paging: { cursors: { after: 'x' } },
          },
        },
        id: IG_ACCOUNT,
      });
    const provider = new LiveSocialStatsProvider(credentials);
    // (1000 + 550 + 30) / 3 posts / 20000 followers = 2.633…%
    expect(await provider.instagram('@Ayse.Demo')).toEqual({
      username: 'ayse.demo',
      followerCount: 20_000,
      totalMediaCount: 612,
      interactionRate: 2.63,
    });
  });

  it('reports an unknown or personal account as not-found and other errors as unavailable', async () => {
    nock('https://graph.facebook.com')
      .get(`/v19.0/${IG_ACCOUNT}`)
      .query(true)
      .reply(400, {
        error: {
          message: 'Invalid user id',
          type: 'OAuthException',
          code: 110,
          error_subcode: 2207013,
          fbtrace_id: 'A1',
        },
      })
      .get(`/v19.0/${IG_ACCOUNT}`)
      .query(true)
      .reply(400, {
        error: { message: 'Error validating access token', type: 'OAuthException', code: 190 },
      });
    const provider = new LiveSocialStatsProvider(credentials);
    const missing = await statsError(provider.instagram('ayse.demo'));
    expect(missing).toMatchObject({ code: 'not-found', platform: 'instagram' });
    const expired = await statsError(provider.instagram('ayse.demo'));
    expect(expired).toMatchObject({ code: 'unavailable', platform: 'instagram' });
    expect(expired.detail).toMatchObject({ status: 400, body: { error: { code: 190 } } });
    expectNoSecrets(expired);
  });

  it('never sends a handle that could change the field expression', async () => {
    const provider = new LiveSocialStatsProvider(credentials);
    const error = await statsError(provider.instagram('a){followers_count}'));
    expect(error.code).toBe('invalid-handle');
  });
});

describe('live provider: Twitch Helix', () => {
  function tokenScope(times = 1) {
    return nock('https://id.twitch.tv')
      .post('/oauth2/token', {
        client_id: TWITCH_ID,
        client_secret: TWITCH_SECRET,
        grant_type: 'client_credentials',
      })
      .times(times)
      .reply(200, { access_token: 'app-token-1', expires_in: 5_000_000, token_type: 'bearer' });
  }

  it('gets an app token once, looks the login up and reads the follower total', async () => {
    tokenScope();
    const helix = nock('https://api.twitch.tv', {
      reqheaders: { authorization: 'Bearer app-token-1', 'client-id': TWITCH_ID },
    });
    for (let i = 0; i < 2; i++) {
      helix
        .get('/helix/users')
        .query({ login: 'yayinci' })
        .reply(200, {
          data: [{ id: '141981764', login: 'yayinci', display_name: 'Yayinci', type: '' }],
        })
        .get('/helix/channels/followers')
        .query({ broadcaster_id: '141981764' })
        .reply(200, { total: 8_412, data: [], pagination: {} });
    }
    const provider = new LiveSocialStatsProvider(credentials);
    expect(await provider.twitch('@Yayinci')).toEqual({
      username: 'yayinci',
      followerCount: 8_412,
    });
    // The second call reuses the token: the token endpoint was mocked for one request only.
    expect(await provider.twitch('yayinci')).toEqual({ username: 'yayinci', followerCount: 8_412 });
  });

  it('reports an unknown login as not-found and a refused client as unavailable', async () => {
    tokenScope();
    nock('https://api.twitch.tv').get('/helix/users').query({ login: 'kimseyok' }).reply(200, {
      data: [],
    });
    const provider = new LiveSocialStatsProvider(credentials);
    expect(await statsError(provider.twitch('kimseyok'))).toMatchObject({
      code: 'not-found',
      platform: 'twitch',
    });

    nock('https://id.twitch.tv')
      .post('/oauth2/token')
      .reply(403, { status: 403, message: 'invalid client secret' });
    const refused = await statsError(new LiveSocialStatsProvider(credentials).twitch('yayinci'));
    expect(refused).toMatchObject({ code: 'unavailable', platform: 'twitch' });
    expect(refused.detail).toMatchObject({ status: 403 });
    expectNoSecrets(refused);
  });

  it('fetches a fresh token once when Helix refuses the cached one', async () => {
    tokenScope(2);
    nock('https://api.twitch.tv')
      .get('/helix/users')
      .query(true)
      .reply(401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' })
      .get('/helix/users')
      .query(true)
      .reply(200, { data: [{ id: '1', login: 'yayinci' }] })
      .get('/helix/channels/followers')
      .query({ broadcaster_id: '1' })
      .reply(200, { total: 3, data: [] });
    const provider = new LiveSocialStatsProvider(credentials);
    expect(await provider.twitch('yayinci')).toEqual({ username: 'yayinci', followerCount: 3 });
  });
});

describe('live provider: YouTube Data API v3', () => {
  it('reads a channel by handle or id; counts arrive as strings', async () => {
    const channel = {
      kind: 'youtube#channel',
      etag: 'e',
      id: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
      snippet: {
        title: 'Ayşe Yılmaz',
        customUrl: '@aysedemo',
        publishedAt: '2015-01-01T00:00:00Z',
      },
      statistics: {
        viewCount: '1860000',
        subscriberCount: '23900',
        hiddenSubscriberCount: false,
        videoCount: '148',
      },
    };
    const listResponse = {
      kind: 'youtube#channelListResponse',
      etag: 'e',
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
      items: [channel],
    };
    nock('https://www.googleapis.com')
      .get('/youtube/v3/channels')
      .query({ part: 'snippet,statistics', forHandle: '@aysedemo', key: YT_KEY })
      .reply(200, listResponse)
      .get('/youtube/v3/channels')
      .query({ part: 'snippet,statistics', id: channel.id, key: YT_KEY })
      .reply(200, listResponse);
    const provider = new LiveSocialStatsProvider(credentials);
    const expected = {
      id: channel.id,
      username: 'Ayşe Yılmaz',
      totalSubscriberCount: 23_900,
      totalVideoCount: 148,
      totalWatchTime: 1_860_000,
    };
    expect(await provider.youtubeChannel('https://www.youtube.com/@aysedemo')).toEqual(expected);
    expect(await provider.youtubeChannel(`youtube.com/channel/${channel.id}`)).toEqual(expected);
  });

  it('reports no matching channel as not-found, a quota error and a dead network as unavailable', async () => {
    nock('https://www.googleapis.com')
      .get('/youtube/v3/channels')
      .query(true)
      .reply(200, { kind: 'youtube#channelListResponse', pageInfo: { totalResults: 0 } })
      .get('/youtube/v3/channels')
      .query(true)
      .reply(403, {
        error: {
          code: 403,
          message: 'The request cannot be completed because you have exceeded your quota.',
          errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded' }],
        },
      })
      .get('/youtube/v3/channels')
      .query(true)
      .replyWithError('socket hang up');
    const provider = new LiveSocialStatsProvider(credentials);
    expect(await statsError(provider.youtubeChannel('@kimseyok'))).toMatchObject({
      code: 'not-found',
      platform: 'youtube',
    });
    const quota = await statsError(provider.youtubeChannel('@aysedemo'));
    expect(quota).toMatchObject({ code: 'unavailable', detail: { status: 403 } });
    expectNoSecrets(quota);
    const offline = await statsError(provider.youtubeChannel('@aysedemo'));
    expect(offline.code).toBe('unavailable');
    expectNoSecrets(offline);
  });
});
