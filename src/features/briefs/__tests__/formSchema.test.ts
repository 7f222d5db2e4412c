import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/forms';
import { planCreateBrief, type BriefOwner } from '../api/briefWrites';
import {
  amount,
  briefFormSchema,
  dayMillis,
  draftFromValues,
  emptyBriefForm,
  isHttpsUrl,
  isImageAddress,
  type BriefFormValues,
} from '../components/form/briefFormSchema';
import { at, NOW } from '../api/writePlan';

const valid = (changes: Partial<BriefFormValues> = {}): BriefFormValues => ({
  ...emptyBriefForm(),
  title: '  Yaz kampanyası  ',
  description: 'Yeni ürünümüzü tanıtacak içerikler arıyoruz.',
  categories: [9, 2],
  genders: ['male', 'female'],
  budget: '12500',
  adDisclosure: { instagram: 'reklam', tiktok: '', youtube: '' },
  ...changes,
});

const errorsOf = (changes: Partial<BriefFormValues>) =>
  fieldErrors(briefFormSchema, valid(changes));

describe('briefFormSchema', () => {
  it('accepts a filled money brief', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('the empty form reports every required field', () => {
    expect(fieldErrors(briefFormSchema, emptyBriefForm())).toEqual({
      title: 'briefForm.validation.titleRequired',
      description: 'briefForm.validation.descriptionRequired',
      categories: 'briefForm.validation.categoriesRequired',
      genders: 'briefForm.validation.gendersRequired',
      budget: 'briefForm.validation.budgetRequired',
      adDisclosure: 'adDisclosure.form.required',
    });
  });

  it.each<[string, Partial<BriefFormValues>, Partial<Record<keyof BriefFormValues, string>>]>([
    ['a blank title', { title: '   ' }, { title: 'briefForm.validation.titleRequired' }],
    [
      'a title over 120',
      { title: 'x'.repeat(121) },
      { title: 'briefForm.validation.titleTooLong' },
    ],
    [
      'a description over 5000',
      { description: 'x'.repeat(5001) },
      { description: 'briefForm.validation.descriptionTooLong' },
    ],
    ['an age under 13', { minAge: '12' }, { minAge: 'briefForm.validation.ageInvalid' }],
    ['an age over 99', { maxAge: '100' }, { maxAge: 'briefForm.validation.ageInvalid' }],
    ['a fractional age', { minAge: '18.5' }, { minAge: 'briefForm.validation.ageInvalid' }],
    [
      'ages the wrong way round',
      { minAge: '40', maxAge: '20' },
      { maxAge: 'briefForm.validation.ageOrder' },
    ],
    ['a zero budget', { budget: '0' }, { budget: 'briefForm.validation.budgetRequired' }],
    ['a budget with words', { budget: '5 bin' }, { budget: 'briefForm.validation.budgetRequired' }],
    [
      'a bad link',
      { urlLinks: 'https://ok.example.com\nnot a link' },
      { urlLinks: 'briefForm.validation.linksInvalid' },
    ],
    [
      'a javascript link',
      { urlLinks: 'javascript:alert(1)' },
      { urlLinks: 'briefForm.validation.linksInvalid' },
    ],
    [
      'eleven images',
      {
        images: Array.from({ length: 11 }, (_, i) => `https://img.example.com/${i}.png`).join('\n'),
      },
      { images: 'briefForm.validation.imagesTooMany' },
    ],
    [
      'an impossible date',
      { startDate: '2025-02-30' },
      { startDate: 'briefForm.validation.dateInvalid' },
    ],
    [
      'an end before the start',
      { startDate: '2025-03-10', endDate: '2025-03-01' },
      { endDate: 'briefForm.validation.dateOrder' },
    ],
    [
      'negative followers',
      { followerCountLimitation: '-5' },
      { followerCountLimitation: 'briefForm.validation.followersInvalid' },
    ],
    [
      'a year-long maturity',
      { maturityTime: '400' },
      { maturityTime: 'briefForm.validation.maturityInvalid' },
    ],
    [
      'six revision rounds',
      { revisionRounds: '6' },
      { revisionRounds: 'briefForm.validation.revisionRoundsInvalid' },
    ],
    [
      'no revision rounds at all (blank)',
      { revisionRounds: ' ' },
      { revisionRounds: 'briefForm.validation.revisionRoundsInvalid' },
    ],
    [
      'an agency id with a slash',
      { targetedAgencies: 'abc, d/e' },
      { targetedAgencies: 'briefForm.validation.agenciesInvalid' },
    ],
    [
      'a long scope',
      { projectScope: 'x'.repeat(501) },
      { projectScope: 'briefForm.validation.textTooLong' },
    ],
    [
      'a bad story link',
      { storyRedirectLink: 'magaza' },
      { storyRedirectLink: 'briefForm.validation.linkInvalid' },
    ],
  ])('refuses %s', (_why, changes, expected) => {
    expect(errorsOf(changes)).toEqual(expected);
  });

  it('product briefs need a product, not a budget', () => {
    expect(errorsOf({ paymentType: 'product', budget: '' })).toEqual({
      products: 'briefForm.validation.productsRequired',
    });
    expect(
      errorsOf({ paymentType: 'product', budget: '', products: [{ name: 'Krem', price: '450' }] }),
    ).toEqual({});
  });

  it('both needs a budget and a product; a product needs a name and a price', () => {
    expect(
      errorsOf({ paymentType: 'both', budget: '', products: [{ name: 'Krem', price: '' }] }),
    ).toEqual({
      budget: 'briefForm.validation.budgetRequired',
      products: 'briefForm.validation.productInvalid',
    });
  });

  it('checks the detail block of a chosen platform only', () => {
    const details = {
      ...emptyBriefForm().platformDetails,
      tiktok: { taggedAccount: 'bad handle!', postCount: '0' },
    };
    expect(errorsOf({ platformDetails: details })).toEqual({});
    expect(
      errorsOf({
        platforms: ['tiktok'],
        platformDetails: details,
        adDisclosure: { instagram: '', tiktok: 'reklam', youtube: '' },
      }),
    ).toEqual({
      platformDetails: 'briefForm.validation.platformDetailsInvalid',
    });
  });
});

describe('ad disclosure (Reklam Kurulu 2021/2)', () => {
  const none = { instagram: '', tiktok: '', youtube: '' } as const;

  it.each(['money', 'product', 'both'] as const)(
    'a %s brief needs a disclosure for each of its platforms',
    (paymentType) => {
      const payment = { paymentType, products: [{ name: 'Krem', price: '450' }] };
      expect(errorsOf({ ...payment, adDisclosure: none })).toEqual({
        adDisclosure: 'adDisclosure.form.required',
      });
      expect(
        errorsOf({
          ...payment,
          platforms: ['tiktok', 'youtube'],
          adDisclosure: { ...none, tiktok: 'platformLabel' },
        }),
      ).toEqual({ adDisclosure: 'adDisclosure.form.required' });
      expect(
        errorsOf({
          ...payment,
          platforms: ['tiktok', 'youtube'],
          adDisclosure: { ...none, tiktok: 'platformLabel', youtube: 'isbirligi' },
        }),
      ).toEqual({});
    },
  );

  it('a brief without platforms asks for Instagram’s', () => {
    expect(errorsOf({ adDisclosure: { ...none, tiktok: 'reklam' } })).toEqual({
      adDisclosure: 'adDisclosure.form.required',
    });
    expect(draftFromValues(valid()).adDisclosure).toEqual({ instagram: 'reklam' });
  });

  it('planCreateBrief refuses a draft whose disclosure does not match its platforms', () => {
    const owner: BriefOwner = { uid: 'b', name: 'B', image: '', type: 'brand' };
    const draft = draftFromValues(valid());
    for (const adDisclosure of [
      {},
      { tiktok: 'reklam' as const },
      { instagram: 'reklam' as const, youtube: 'reklam' as const },
      { instagram: 'hashtag' as never },
    ])
      expect(() => planCreateBrief('x', { ...draft, adDisclosure }, owner)).toThrow(
        expect.objectContaining({ code: 'invalid-argument' }),
      );
  });
});

describe('value readers', () => {
  it('amount reads lira with a decimal comma or point', () => {
    expect(amount('12500')).toBe(12500);
    expect(amount('12500,5')).toBe(12500.5);
    expect(amount(' 99.99 ')).toBe(99.99);
    expect(amount('1.000.000')).toBeNull();
    expect(amount('-5')).toBeNull();
    expect(amount('')).toBeNull();
  });

  it('dayMillis is local midnight of a real day', () => {
    expect(dayMillis('2025-03-01')).toBe(new Date(2025, 2, 1).getTime());
    expect(dayMillis('2025-13-01')).toBeNull();
    expect(dayMillis('')).toBeNull();
  });

  it('isHttpsUrl accepts only https addresses with a host name (the rules allow no other)', () => {
    expect(isHttpsUrl('https://www.example.com/a?b=1')).toBe(true);
    expect(isHttpsUrl('http://www.example.com/a')).toBe(false);
    expect(isHttpsUrl('http://localhost')).toBe(false);
    expect(isHttpsUrl('ftp://example.com')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl('//www.example.com/a')).toBe(false);
    expect(isHttpsUrl('/demo/briefs/kampanya-1.svg')).toBe(false);
  });

  it('isImageAddress also accepts a path on this site, never another host', () => {
    expect(isImageAddress('https://cdn.example.com/a.png')).toBe(true);
    expect(isImageAddress('/demo/briefs/kampanya-1.svg')).toBe(true);
    expect(isImageAddress('//evil.example/a.png')).toBe(false);
    expect(isImageAddress('/\\evil.example/a.png')).toBe(false);
    expect(isImageAddress('data:image/png;base64,AAAA')).toBe(false);
    expect(isImageAddress('http://cdn.example.com/a.png')).toBe(false);
  });
});

describe('draftFromValues → planCreateBrief', () => {
  const owner: BriefOwner = {
    uid: 'brand-1',
    name: 'Acme',
    image: 'https://img.example.com/a.png',
    type: 'brand',
  };

  it('writes the contract’s new brief: unverified, open, empty lists, owner fields, optional fields left out', () => {
    const plan = planCreateBrief('b1', draftFromValues(valid()), owner);
    expect(plan).toEqual([
      {
        op: 'create',
        path: 'briefs/b1',
        data: {
          id: 'b1',
          briefOwnerUserId: 'brand-1',
          briefSenderId: 'brand-1',
          briefSenderName: 'Acme',
          briefSenderImageUrl: 'https://img.example.com/a.png',
          briefSenderLogo: 'https://img.example.com/a.png',
          briefOwnerType: 'brand',
          title: 'Yaz kampanyası',
          description: 'Yeni ürünümüzü tanıtacak içerikler arıyoruz.',
          targetedCategories: [2, 9],
          targetedGenders: ['female', 'male'],
          targetMaleInfluencers: true,
          targetFemaleInfluencers: true,
          targetedMinimumAge: 13,
          targetedMaximumAge: 99,
          sliderDoubleValue: [13, 99],
          images: [],
          paymentType: 'money',
          budget: 12500,
          briefPlatforms: [],
          adDisclosure: { instagram: 'reklam' },
          contentTypes: [],
          visibility: 'brand',
          isVerified: false,
          verifiedAt: null,
          isCompleted: false,
          completedAt: null,
          shouldHideBrief: false,
          bidderIds: [],
          acceptedUsers: [],
          completedUsers: [],
          declinedUser: [],
          targetedAgencies: [],
          products: [],
          urlLinks: [],
          maturityTime: 30,
          followerCountLimitation: 0,
          revisionRounds: 2,
          timestamp: NOW,
        },
      },
    ]);
  });

  it('saves optional fields only when given, in the contract’s shapes', () => {
    const values = valid({
      genders: ['female'],
      minAge: '18',
      maxAge: '35',
      platforms: ['youtube', 'instagram'],
      platformDetails: {
        instagram: { taggedAccount: ' @acme ', postCount: '3' },
        tiktok: { taggedAccount: '@ignored', postCount: '9' },
        youtube: { taggedAccount: '', postCount: '' },
      },
      adDisclosure: { instagram: 'platformLabel', tiktok: 'isbirligi', youtube: 'reklam' },
      contentTypes: ['reel', 'story'],
      paymentType: 'both',
      budget: '7500,50',
      products: [
        { name: ' Krem ', price: '450' },
        { name: '', price: '' },
      ],
      urlLinks: 'https://a.example.com\n\n https://b.example.com ',
      images: 'https://img.example.com/1.png',
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      followerCountLimitation: '5000',
      maturityTime: '',
      revisionRounds: '0',
      influencerTypes: ['micro', 'nano'],
      audience: 'agencies',
      targetedAgencies: 'ag1, ag2 ag1',
      projectScope: ' 2 reels ',
      musicRequirement: '   ',
      storyRedirectLink: 'https://shop.example.com',
    });
    const data = planCreateBrief('b2', draftFromValues(values), owner)[0]!;
    expect(data.op).toBe('create');
    expect(data).toMatchObject({
      data: {
        targetedGenders: ['female'],
        targetMaleInfluencers: false,
        targetFemaleInfluencers: true,
        targetedMinimumAge: 18,
        targetedMaximumAge: 35,
        sliderDoubleValue: [18, 35],
        briefPlatforms: ['instagram', 'youtube'],
        // Only the brief's platforms: the TikTok choice was left behind when it was unticked.
        adDisclosure: { instagram: 'platformLabel', youtube: 'reklam' },
        instagramDetails: { taggedAccount: '@acme', postCount: 3 },
        contentTypes: ['story', 'reel'],
        paymentType: 'both',
        budget: 7500.5,
        products: [{ name: 'Krem', price: 450 }],
        urlLinks: ['https://a.example.com', 'https://b.example.com'],
        images: ['https://img.example.com/1.png'],
        collaborationStartDate: at(new Date(2025, 2, 1).getTime()),
        collaborationEndDate: at(new Date(2025, 2, 31).getTime()),
        followerCountLimitation: 5000,
        maturityTime: 0,
        revisionRounds: 0,
        targetedInfluencerTypes: ['nano', 'micro'],
        targetedAgencies: ['ag1', 'ag2'],
        projectScope: '2 reels',
        storyRedirectLink: 'https://shop.example.com',
      },
    });
    const written = (data as { data: Record<string, unknown> }).data;
    for (const absent of [
      'tiktokDetails',
      'youtubeDetails',
      'musicRequirement',
      'taggedAccountInfo',
    ])
      expect(written).not.toHaveProperty(absent);
  });

  it('a product brief has budget 0 and a money brief no products', () => {
    const product = planCreateBrief(
      'b3',
      draftFromValues(
        valid({ paymentType: 'product', budget: '999', products: [{ name: 'Krem', price: '0' }] }),
      ),
      owner,
    )[0]!;
    expect(product).toMatchObject({ data: { budget: 0, products: [{ name: 'Krem', price: 0 }] } });
    const money = planCreateBrief(
      'b4',
      draftFromValues(valid({ products: [{ name: 'Krem', price: '1' }] })),
      owner,
    )[0]!;
    expect(money).toMatchObject({ data: { products: [] } });
  });
});
