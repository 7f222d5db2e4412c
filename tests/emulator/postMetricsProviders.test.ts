// The post readers of the social stats providers (issue 22), on their own: the live provider
// speaks YouTube's videos.list and Instagram's business discovery media shapes (nock, no
// internet), the local provider's figures are deterministic and grow with the post's age, and
// `readPost` turns platforms without a public post API and provider errors into the Turkish
// failures the report shows. No emulator is needed.
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readPost } from '../../functions/src/postMetrics/readings';
import { POST_READING_FAILURES } from '../../functions/src/shared/postMetrics';
import {
  LiveSocialStatsProvider,
  POST_LOOKUP_MEDIA,
  type LiveCredentials,
} from '../../functions/src/socialStats/liveProvider';
import {
  localPostFigures,
  localSocialStatsProvider as local,
} from '../../functions/src/socialStats/localProvider';
import {
  SocialStatsError,
  instagramShortcode,
  youtubeVideoId,
} from '../../functions/src/socialStats/provider';

process.env.GCLOUD_PROJECT ??= 'demo-influencer';

const IG_ACCOUNT = '17841405309211844';
const IG_TOKEN = 'ig-secret-token';
const YT_KEY = 'yt-secret-key';
const VIDEO = 'dQw4w9WgXcQ';
const credentials: LiveCredentials = {
  instagram: { businessAccountId: IG_ACCOUNT, accessToken: IG_TOKEN, graphVersion: 'v19.0' },
  youtube: { apiKey: YT_KEY },
};
const DAY = 24 * 60 * 60 * 1000;

async function statsError(call: Promise<unknown>): Promise<SocialStatsError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SocialStatsError);
  expect(
    `${(error as Error).message} ${JSON.stringify((error as SocialStatsError).detail ?? null)}`,
  ).not.toMatch(/ig-secret-token|yt-secret-key/);
  return error as SocialStatsError;
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending, 'every mocked request was made').toEqual([]);
});
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});

describe('post links', () => {
  it('reads YouTube video ids from watch, youtu.be, shorts and live links only', () => {
    expect(youtubeVideoId(`https://www.youtube.com/watch?v=${VIDEO}&t=3`)).toBe(VIDEO);
    expect(youtubeVideoId(`https://youtu.be/${VIDEO}`)).toBe(VIDEO);
    expect(youtubeVideoId(`https://m.youtube.com/shorts/${VIDEO}`)).toBe(VIDEO);
    expect(youtubeVideoId(`https://www.youtube.com/live/${VIDEO}`)).toBe(VIDEO);
    expect(youtubeVideoId('https://www.youtube.com/@aysedemo')).toBeNull();
    expect(youtubeVideoId(`https://example.com/watch?v=${VIDEO}`)).toBeNull();
    expect(youtubeVideoId('https://youtu.be/short')).toBeNull();
  });

  it('reads Instagram post and reel shortcodes only', () => {
    expect(instagramShortcode('https://www.instagram.com/p/C1a2B3c4D5e/')).toBe('C1a2B3c4D5e');
    expect(instagramShortcode('https://instagram.com/reel/Cx_y-Z/?igsh=1')).toBe('Cx_y-Z');
    expect(instagramShortcode('https://www.instagram.com/ayse.demo/')).toBeNull();
    expect(instagramShortcode('https://example.com/p/C1a2B3c4D5e/')).toBeNull();
  });
});

describe('local provider', () => {
  it('gives a link the same figures, growing from posting to day 1 to day 7', async () => {
    const link = `https://www.youtube.com/watch?v=${VIDEO}`;
    const [initial, day1, day7] = await Promise.all(
      [0, DAY, 7 * DAY].map((ageMs) => local.post('youtube', link, { ageMs })),
    );
    expect(initial).toEqual(localPostFigures('youtube', link, 0));
    expect(await local.post('youtube', link, { ageMs: 0 })).toEqual(initial);
    expect(initial!.likes).toBeLessThan(day1!.likes);
    expect(day1!.likes).toBeLessThan(day7!.likes);
    expect(initial!.views).toBeLessThan(day7!.views!);
    expect(localPostFigures('instagram', 'https://www.instagram.com/p/abc/', DAY).views).toBeNull();
    expect(
      (await statsError(local.post('youtube', 'https://youtube.com/@x', { ageMs: 0 }))).code,
    ).toBe('invalid-handle');
  });
});

describe('live provider: YouTube videos.list', () => {
  it('reads likes, comments and views of the video', async () => {
    nock('https://www.googleapis.com')
      .get('/youtube/v3/videos')
      .query({ part: 'statistics', id: VIDEO, key: YT_KEY })
      .reply(200, {
        items: [
          { id: VIDEO, statistics: { viewCount: '12345', likeCount: '678', commentCount: '90' } },
        ],
      });
    const provider = new LiveSocialStatsProvider(credentials);
    expect(await provider.post('youtube', `https://youtu.be/${VIDEO}`, { ageMs: 0 })).toEqual({
      likes: 678,
      comments: 90,
      views: 12345,
    });
  });

  it('reports a missing video as not-found and an API error as unavailable', async () => {
    nock('https://www.googleapis.com')
      .get('/youtube/v3/videos')
      .query(true)
      .reply(200, { items: [] });
    nock('https://www.googleapis.com')
      .get('/youtube/v3/videos')
      .query(true)
      .reply(403, {
        error: {
          code: 403,
          message: 'The request cannot be completed because you have exceeded your quota.',
        },
      });
    const provider = new LiveSocialStatsProvider(credentials);
    const link = `https://www.youtube.com/watch?v=${VIDEO}`;
    expect((await statsError(provider.post('youtube', link, { ageMs: 0 }))).code).toBe('not-found');
    expect((await statsError(provider.post('youtube', link, { ageMs: 0 }))).code).toBe(
      'unavailable',
    );
  });
});

describe('live provider: Instagram business discovery media', () => {
  const fields = `business_discovery.username(ayse.demo){media.limit(${POST_LOOKUP_MEDIA}){permalink,like_count,comments_count}}`;

  it('finds the post among her recent media by its shortcode', async () => {
    nock('https://graph.facebook.com')
      .get(`/v19.0/${IG_ACCOUNT}`)
      .query({ fields, access_token: IG_TOKEN })
      .reply(200, {
        business_discovery: {
          media: {
            data: [
              {
                permalink: 'https://www.instagram.com/p/Other1/',
                like_count: 5,
                comments_count: 1,
              },
              {
                permalink: 'https://www.instagram.com/p/C1a2B3c4D5e/',
                like_count: 900,
                comments_count: 45,
              },
            ],
          },
        },
      });
    const provider = new LiveSocialStatsProvider(credentials);
    expect(
      await provider.post('instagram', 'https://instagram.com/p/C1a2B3c4D5e', {
        owner: '@Ayse.Demo',
        ageMs: 0,
      }),
    ).toEqual({ likes: 900, comments: 45, views: null });
  });

  it('without her username or outside her recent media: not-found, asking nothing or once', async () => {
    const provider = new LiveSocialStatsProvider(credentials);
    const link = 'https://www.instagram.com/p/C1a2B3c4D5e/';
    expect((await statsError(provider.post('instagram', link, { ageMs: 0 }))).code).toBe(
      'not-found',
    );
    nock('https://graph.facebook.com')
      .get(`/v19.0/${IG_ACCOUNT}`)
      .query(true)
      .reply(200, { business_discovery: { media: { data: [] } } });
    expect(
      (await statsError(provider.post('instagram', link, { owner: 'ayse.demo', ageMs: 0 }))).code,
    ).toBe('not-found');
  });
});

describe('readPost', () => {
  it('says TikTok, Twitch and other sites are unsupported, in Turkish', async () => {
    for (const link of [
      'https://www.tiktok.com/@ayse/video/7234567890123456789',
      'https://www.twitch.tv/videos/123456',
      'https://example.com/post/1',
    ]) {
      expect(await readPost(local, link, { ageMs: 0 })).toEqual({
        ok: false,
        code: 'unsupported',
        message: POST_READING_FAILURES.unsupported,
      });
    }
  });

  it('turns a provider error into its failure, and reads a good link', async () => {
    expect(await readPost(local, 'https://www.youtube.com/@kanal', { ageMs: 0 })).toMatchObject({
      ok: false,
      code: 'invalid-link',
    });
    const unconfigured = new LiveSocialStatsProvider({});
    expect(await readPost(unconfigured, `https://youtu.be/${VIDEO}`, { ageMs: 0 })).toEqual({
      ok: false,
      code: 'unavailable',
      message: POST_READING_FAILURES.unavailable,
    });
    const link = `https://youtu.be/${VIDEO}`;
    expect(await readPost(local, link, { ageMs: DAY })).toEqual({
      ok: true,
      figures: localPostFigures('youtube', link, DAY),
    });
  });
});
