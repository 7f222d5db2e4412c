import { describe, expect, it } from 'vitest';
import tr from '@/i18n/locales/parts/briefs.tr.json';
import { UserRole } from '@/store/roles';
import {
  adminTabs,
  describeBriefQuery,
  describeInfluencerQuery,
  describeOthersQueries,
  influencerTabs,
  mergeBriefLists,
  ownerTabs,
  type ListTab,
} from '../tabs';
import { paymentTypesForFilter, type PaymentFilter } from '../visibility';
import { makeBrief } from './briefFixture';

function textAt(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tr);
}
const titles = (tabs: readonly ListTab[]) => tabs.map((tab) => textAt(tab.titleKey));
const empties = (tabs: readonly ListTab[]) => tabs.map((tab) => textAt(tab.emptyKey));

describe('tabs', () => {
  it('admin: Onay Bekleyenler, Devam Edenler, Tamamlananlar with their empty states', () => {
    expect(adminTabs.map((tab) => tab.id)).toEqual([0, 1, 2]);
    expect(titles(adminTabs)).toEqual(['Onay Bekleyenler', 'Devam Edenler', 'Tamamlananlar']);
    expect(empties(adminTabs)).toEqual([
      'Onay Bekleyen Proje Bulunmamaktadır.',
      'Devam Eden Proje Bulunmamaktadır.',
      'Tamamlanmış Proje Bulunmamaktadır.',
    ]);
  });

  it('owner without pending briefs: Aktif Projeler first', () => {
    const tabs = ownerTabs(false);
    expect(tabs.map((tab) => tab.id)).toEqual([0, 1, 2]);
    expect(titles(tabs)).toEqual([
      'Aktif Projeler',
      'Devam Eden Projeler',
      'Tamamlanmış Projelerim',
    ]);
    expect(empties(tabs)).toEqual([
      'Devam Eden Proje Bulunmamaktadır.',
      'Devam Eden Proje Bulunmamaktadır.',
      'Tamamlanmış Proje Bulunmamaktadır.',
    ]);
  });

  it('owner with pending briefs: Onay Bekleyenler first', () => {
    const tabs = ownerTabs(true);
    expect(tabs.map((tab) => tab.id)).toEqual([0, 1, 2]);
    expect(titles(tabs)).toEqual([
      'Onay Bekleyenler',
      'Devam Eden Projeler',
      'Tamamlanmış Projelerim',
    ]);
    expect(empties(tabs)[0]).toBe('Onay Bekleyen Proje Bulunmamaktadır.');
  });

  it('influencer: Bütçeli (count) and Barter (count)', () => {
    expect(influencerTabs.map((tab) => [tab.id, tab.tab])).toEqual([
      [0, 'budget'],
      [1, 'barter'],
    ]);
    expect(titles(influencerTabs)).toEqual(['Bütçeli ({{count}})', 'Barter ({{count}})']);
    expect(empties(influencerTabs)).toEqual([
      'Bütçeli Proje Bulunmamaktadır.',
      'Barter Projesi Bulunmamaktadır.',
    ]);
  });
});

const order = ['timestamp', 'desc'];

describe('describeBriefQuery', () => {
  it('admin tab 0: unverified', () => {
    expect(describeBriefQuery({ scope: 'admin', tab: 0 })).toEqual([
      { where: [['isVerified', '==', false]], orderBy: order },
    ]);
  });

  it('admin tab 1: verified and open', () => {
    expect(describeBriefQuery({ scope: 'admin', tab: 1 })).toEqual([
      {
        where: [
          ['isVerified', '==', true],
          ['isCompleted', '==', false],
        ],
        orderBy: order,
      },
    ]);
  });

  it('admin tab 2: verified and completed', () => {
    expect(describeBriefQuery({ scope: 'admin', tab: 2 })).toEqual([
      {
        where: [
          ['isVerified', '==', true],
          ['isCompleted', '==', true],
        ],
        orderBy: order,
      },
    ]);
  });

  it('own tab 0: approved own open briefs', () => {
    expect(describeBriefQuery({ scope: 'own', uid: 'u1', tab: 0 })).toEqual([
      {
        where: [
          ['briefOwnerUserId', '==', 'u1'],
          ['isVerified', '==', true],
          ['isCompleted', '==', false],
        ],
        orderBy: order,
      },
    ]);
  });

  it('own tab 0 with pending: also the own briefs waiting for approval', () => {
    const [approved, pending, ...rest] = describeBriefQuery({
      scope: 'own',
      uid: 'u1',
      tab: 0,
      includePending: true,
    });
    expect(rest).toEqual([]);
    expect(approved).toEqual(describeBriefQuery({ scope: 'own', uid: 'u1', tab: 0 })[0]);
    expect(pending).toEqual(describeBriefQuery({ scope: 'own', uid: 'u1', tab: 3 })[0]);
  });

  it('own tab 1: briefs the user is accepted in, still open', () => {
    expect(describeBriefQuery({ scope: 'own', uid: 'u1', tab: 1 })).toEqual([
      {
        where: [
          ['acceptedUsers', 'array-contains', 'u1'],
          ['isCompleted', '==', false],
        ],
        orderBy: order,
      },
    ]);
  });

  it('own tab 2: own completed briefs and collaborations in completedUsers', () => {
    expect(describeBriefQuery({ scope: 'own', uid: 'u1', tab: 2 })).toEqual([
      {
        where: [
          ['briefOwnerUserId', '==', 'u1'],
          ['isCompleted', '==', true],
        ],
        orderBy: order,
      },
      { where: [['completedUsers', 'array-contains', 'u1']], orderBy: order },
    ]);
  });

  it('own tab 3: own briefs pending approval', () => {
    expect(describeBriefQuery({ scope: 'own', uid: 'u1', tab: 3 })).toEqual([
      {
        where: [
          ['briefOwnerUserId', '==', 'u1'],
          ['isVerified', '==', false],
        ],
        orderBy: order,
      },
    ]);
  });

  it('open briefs: verified, open, not hidden, public', () => {
    const openWhere = [
      ['isVerified', '==', true],
      ['isCompleted', '==', false],
      ['shouldHideBrief', '==', false],
      ['visibility', '==', 'brand'],
    ];
    expect(describeBriefQuery({ scope: 'open' })).toEqual([{ where: openWhere, orderBy: order }]);
    expect(describeBriefQuery({ scope: 'open', paymentTypes: [] })).toEqual([
      { where: openWhere, orderBy: order },
    ]);
    expect(describeBriefQuery({ scope: 'open', paymentTypes: ['money', 'both'] })).toEqual([
      { where: [...openWhere, ['paymentType', 'in', ['money', 'both']]], orderBy: order },
    ]);
  });

  it('influencer tabs: budget lists money and both, barter lists product', () => {
    expect(describeInfluencerQuery('budget')[0]!.where.at(-1)).toEqual([
      'paymentType',
      'in',
      ['money', 'both'],
    ]);
    expect(describeInfluencerQuery('barter')[0]!.where.at(-1)).toEqual([
      'paymentType',
      'in',
      ['product'],
    ]);
  });

  it('agency-targeted private briefs', () => {
    expect(describeBriefQuery({ scope: 'agencyTargeted', uid: 'a1' })).toEqual([
      {
        where: [
          ['targetedAgencies', 'array-contains', 'a1'],
          ['isVerified', '==', true],
          ['isCompleted', '==', false],
          ['shouldHideBrief', '==', false],
        ],
        orderBy: order,
      },
    ]);
  });

  it('rejects unknown tabs', () => {
    expect(() => describeBriefQuery({ scope: 'admin', tab: 3 })).toThrow(RangeError);
    expect(() => describeBriefQuery({ scope: 'own', uid: 'u1', tab: 4 })).toThrow(RangeError);
  });
});

describe('describeOthersQueries', () => {
  it('gives a brand only the open list with its payment filter', () => {
    const queries = describeOthersQueries({
      uid: 'b1',
      role: UserRole.Brand,
      paymentType: 'money',
    });
    expect(queries).toEqual(describeBriefQuery({ scope: 'open', paymentTypes: ['money', 'both'] }));
  });

  it.each([UserRole.InfluencerAgency, UserRole.AdvertisementAgency, UserRole.ProInfluencerAgency])(
    'merges in the private briefs targeting agency role %s',
    (role) => {
      const queries = describeOthersQueries({ uid: 'a1', role, paymentType: 'all' });
      expect(queries).toEqual([
        ...describeBriefQuery({ scope: 'open' }),
        ...describeBriefQuery({ scope: 'agencyTargeted', uid: 'a1' }),
      ]);
    },
  );

  it.each(['all', 'money', 'product', 'both'] as PaymentFilter[])(
    'uses the same payment types as isVisibleToOthers for %s',
    (filter) => {
      const [open] = describeOthersQueries({
        uid: 'i1',
        role: UserRole.Influencer,
        paymentType: filter,
      });
      const clause = open!.where.find(([field]) => field === 'paymentType');
      expect(clause?.[2] ?? null).toEqual(paymentTypesForFilter(filter));
    },
  );
});

describe('mergeBriefLists', () => {
  it('keeps each brief once, newest first', () => {
    const a = makeBrief({ id: 'a', timestamp: 3 });
    const b = makeBrief({ id: 'b', timestamp: 1 });
    const c = makeBrief({ id: 'c', timestamp: 2 });
    expect(mergeBriefLists([a, b], [c, a]).map((brief) => brief.id)).toEqual(['a', 'c', 'b']);
    expect(mergeBriefLists()).toEqual([]);
  });
});
