import { describe, expect, it } from 'vitest';
import { planSubmitDelivery } from '../../api/deliveries';
import { NOTIFICATION_MAX, storedTexts } from '../../api/storedTexts';
import { NOW } from '../../api/writePlan';
import {
  disclosureMarker,
  disclosureOf,
  disclosurePlatforms,
  distinctMarkers,
  isAdDisclosureFor,
  turkishInstruction,
} from '../adDisclosure';
import { deliveryStateOf, httpsPostLink } from '../delivery';

describe('adDisclosure model', () => {
  it('asks for the brief’s platforms in order, Instagram when it names none', () => {
    expect(disclosurePlatforms(['youtube', 'instagram'])).toEqual(['instagram', 'youtube']);
    expect(disclosurePlatforms([])).toEqual(['instagram']);
    expect(disclosurePlatforms(undefined)).toEqual(['instagram']);
    expect(disclosurePlatforms(['twitter'])).toEqual(['instagram']);
  });

  it('reads a stored choice, and reminds of #reklam for a brief without one', () => {
    expect(
      disclosureOf({ briefPlatforms: ['tiktok'], adDisclosure: { tiktok: 'platformLabel' } }),
    ).toEqual({ stored: true, entries: [{ platform: 'tiktok', kind: 'platformLabel' }] });
    expect(disclosureOf({ briefPlatforms: ['instagram', 'youtube'] })).toEqual({
      stored: false,
      entries: [
        { platform: 'instagram', kind: 'reklam' },
        { platform: 'youtube', kind: 'reklam' },
      ],
    });
    expect(disclosureOf({ briefPlatforms: [], adDisclosure: { instagram: 'gizli' } }).stored).toBe(
      false,
    );
  });

  it('validates a map for exactly the wanted platforms', () => {
    expect(isAdDisclosureFor({ instagram: 'reklam' }, ['instagram'])).toBe(true);
    expect(isAdDisclosureFor({ instagram: 'reklam', tiktok: 'reklam' }, ['instagram'])).toBe(false);
    expect(isAdDisclosureFor({ instagram: 'x' }, ['instagram'])).toBe(false);
    expect(isAdDisclosureFor(['reklam'], ['instagram'])).toBe(false);
    expect(isAdDisclosureFor(null, ['instagram'])).toBe(false);
  });

  it('names the marking as the post shows it, and says what to do in Turkish', () => {
    expect(disclosureMarker({ platform: 'instagram', kind: 'isbirligi' })).toBe('#işbirliği');
    expect(disclosureMarker({ platform: 'youtube', kind: 'platformLabel' })).toBe(
      '“Ücretli tanıtım içerir”',
    );
    expect(turkishInstruction({ platform: 'instagram', kind: 'reklam' })).toBe(
      'Instagram paylaşımınızın başına #reklam ekleyin.',
    );
    expect(turkishInstruction({ platform: 'instagram', kind: 'platformLabel' })).toBe(
      'Instagram paylaşımınızda “Ücretli ortaklık” etiketini açın.',
    );
    expect(
      distinctMarkers([
        { platform: 'instagram', kind: 'reklam' },
        { platform: 'tiktok', kind: 'reklam' },
        { platform: 'youtube', kind: 'platformLabel' },
      ]),
    ).toEqual(['#reklam', '“Ücretli tanıtım içerir”']);
  });

  it('keeps the acceptance notification within the rules’ 500 characters', () => {
    const all = [
      { platform: 'instagram', kind: 'platformLabel' },
      { platform: 'tiktok', kind: 'platformLabel' },
      { platform: 'youtube', kind: 'platformLabel' },
    ] as const;
    const long = storedTexts.acceptedNotification('M'.repeat(200), 'T'.repeat(120), all);
    expect(long.length).toBeLessThanOrEqual(NOTIFICATION_MAX);
    const usual = storedTexts.acceptedNotification('Nova', 'Yaz', all);
    expect(usual).toContain('“Markalı içerik”');
  });
});

describe('delivery', () => {
  it('takes https links with a dotted host only', () => {
    expect(httpsPostLink(' https://www.instagram.com/p/Ab1/ ')).toBe(
      'https://www.instagram.com/p/Ab1/',
    );
    expect(httpsPostLink('https://www.tiktok.com/@ayşe/video/1')).toBe(
      'https://www.tiktok.com/@ay%C5%9Fe/video/1',
    );
    for (const bad of [
      '',
      'http://www.instagram.com/p/1',
      'javascript:alert(1)',
      'https://localhost/p',
      'https://user:pw@example.com/',
      'https://example.com/a b',
      'instagram.com/p/1',
      `https://example.com/${'a'.repeat(2040)}`,
    ])
      expect(httpsPostLink(bad)).toBeNull();
  });

  it('knows where an influencer stands', () => {
    const brief = { isVerified: true, acceptedUsers: ['a'], completedUsers: ['c'] };
    expect(deliveryStateOf(brief, 'b', null)).toBe('none');
    expect(deliveryStateOf(brief, 'a', null)).toBe('due');
    expect(deliveryStateOf(brief, 'c', null)).toBe('closed');
  });

  const brief = {
    isVerified: true,
    acceptedUsers: ['inf'],
    completedUsers: [],
    briefPlatforms: ['tiktok'],
    adDisclosure: { tiktok: 'platformLabel' },
  };
  const input = {
    userId: 'inf',
    senderId: 'inf',
    postLink: 'https://vm.tiktok.com/x',
    confirmed: true,
  };

  it('plans a create with submittedAt, then updates keeping it', () => {
    const data = {
      userId: 'inf',
      briefId: 'b1',
      postLink: 'https://vm.tiktok.com/x',
      disclosure: { tiktok: 'platformLabel' },
      disclosureConfirmed: true,
      submittedBy: 'inf',
      updatedAt: NOW,
    };
    expect(planSubmitDelivery({ briefId: 'b1', brief, input, exists: false })).toEqual([
      { op: 'create', path: 'briefs/b1/deliveries/inf', data: { ...data, submittedAt: NOW } },
    ]);
    expect(planSubmitDelivery({ briefId: 'b1', brief, input, exists: true })).toEqual([
      { op: 'update', path: 'briefs/b1/deliveries/inf', data },
    ]);
  });

  it('refuses an unticked confirmation, a bad link, a user not accepted or already completed', () => {
    const plan =
      (changes: object, briefChanges: object = {}) =>
      () =>
        planSubmitDelivery({
          briefId: 'b1',
          brief: { ...brief, ...briefChanges },
          input: { ...input, ...changes },
          exists: false,
        });
    expect(plan({ confirmed: false })).toThrow(/invalid-argument/);
    expect(plan({ postLink: 'http://vm.tiktok.com/x' })).toThrow(/invalid-argument/);
    expect(plan({ userId: 'other' })).toThrow(/failed-precondition/);
    expect(plan({}, { completedUsers: ['inf'] })).toThrow(/failed-precondition/);
    expect(plan({}, { isVerified: false })).toThrow(/failed-precondition/);
  });
});
