// @vitest-environment node
// Every Firestore query the app and the functions run has its index in firestore.indexes.json
// (production refuses a query without one; the emulator serves it anyway). The queries come from
// the same descriptions the builders run (src/lib/firestoreQuery.ts, functions/src/firestoreQuery
// .ts), one sample per shape each describer can produce; firestoreIndexRules.ts says what each
// needs. Adding a query: describe it in an exported `…Query` (or `…Queries`) beside its use and
// add its samples below; the tests fail until then, and until its index is declared.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { QueryDescription } from '@shared/queryDescription';
import indexesFile from '../../firestore.indexes.json';
import * as functionQueries from '../../functions/src/queries';
import { checkQuery, queryShape, unusedIndexes, type IndexConfig } from '../firestoreIndexRules';
import { readSource, sourceFiles, usesBuilder } from '../queryGuard';
import { accountTypes, UserRole } from '@/store/roles';
import { marketplaces } from '@/lib/collections/affiliates';
import { briefChatKeyOf } from '@/lib/collections/briefChats';
import { partnerships, socialPlatforms } from '@/lib/collections/influencers';
import { consentsQuery } from '@/lib/collections/consents';
import { deliveryLogQuery } from '@/lib/collections/deliveryLog';
import { draftsQuery } from '@/lib/collections/drafts';
import {
  affiliateCandidatesQuery,
  affiliatesPageQuery,
} from '@/features/affiliates/api/affiliatesApi';
import {
  agencyLoginsQuery,
  brandsPageQuery,
  describeBrandsQuery,
} from '@/features/brands/api/brandsQuery';
import { rosterQueries } from '@/features/briefs/api/agencyRoster';
import { briefPaymentsQuery } from '@/features/briefs/api/collaborationPayments';
import { briefListQuery, ownPendingCountQuery } from '@/features/briefs/api/briefQueries';
import { planFor, type ListSpec } from '@/features/briefs/api/briefQueriesPlan';
import type { PaymentFilter } from '@/features/briefs/model/visibility';
import {
  briefChatsQuery,
  conversationsQuery,
  messagesQuery,
} from '@/features/chat/api/chatSubscriptions';
import { contactMessagesQuery } from '@/features/contact/api/contactApi';
import { categoryArticlesQuery, contentQueries } from '@/features/content/api/contentsApi';
import {
  disputeQueueQuery,
  paymentTotalQuery,
  pendingPaymentsQuery,
} from '@/features/earnings/api/collaborationPayments';
import {
  completedBriefsQuery,
  earningsQuery,
  managedProfilesQuery,
  managedUsersQuery,
} from '@/features/earnings/api/earningsApi';
import { TOTAL_GROUPS } from '@/features/earnings/model/payments';
import {
  collaborationsQuery,
  directoryQuery,
  influencerAgenciesQuery,
  instagramProfileQuery,
} from '@/features/influencers/api/influencerQueries';
import {
  approvalFilters,
  defaultFilters,
  describePageQuery,
  describeSearchQueries,
  genderFilters,
  type DirectoryFilters,
  type DirectoryScope,
} from '@/features/influencers/model/directoryQuery';
import { notificationsQuery } from '@/features/notifications/api/notifications';
import { collaborationPaymentsQuery } from '@/features/payment/api/collaborationInvoices';
import { paymentsQuery } from '@/features/payment/api/paymentRecords';
import { productBriefsQueries } from '@/features/products/api/productsApi';
import { latestReviewsQuery } from '@/features/reviews/api/reviewsApi';
import { reportSharesQuery } from '@/features/reports/api/reportShares';
import { portfolioBriefsQuery } from '@/features/profilePages/api/portfolioApi';
import {
  describeBrandSearch,
  describeBriefSearch,
  describeInfluencerSearch,
  searchQuery,
} from '@/features/search/model/searchQueries';
import { searchScopeFor } from '@/features/search/model/searchScope';
import { olderMessagesQuery } from '@/features/support/api/supportQueries';
import {
  supportInboxQuery,
  supportMessagesQuery,
} from '@/features/support/api/supportSubscriptions';
import { describeUsersQuery, usersPageQuery } from '@/features/users/api/usersQuery';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = indexesFile as IndexConfig;

const stamp = { seconds: 1_700_000_000, nanoseconds: 123_000 };
const cursor = { ...stamp, id: 'd9' };

/** Every filter combination the directory screen can produce, for every viewer. */
function directoryQueries(): QueryDescription[] {
  const scopes: DirectoryScope[] = [
    { kind: 'admin' },
    { kind: 'public' },
    { kind: 'roster', agencyUid: 'ag1' },
  ];
  const descriptions = scopes.flatMap((scope) =>
    [null, 2].flatMap((category) =>
      genderFilters.flatMap((gender) =>
        [null, ...socialPlatforms].flatMap((platform) =>
          [null, ...partnerships].flatMap((partnership) =>
            (['none', 'hide', 'pick'] as const).flatMap((agency) =>
              approvalFilters.flatMap((approval) =>
                ['', 'ay'].flatMap((search) => {
                  const spec = {
                    scope,
                    filters: {
                      ...defaultFilters,
                      category,
                      gender,
                      platform,
                      partnership,
                      hideAgencyInfluencers: agency === 'hide',
                      agencyUid: agency === 'pick' ? 'ag7' : null,
                      approval,
                      search,
                      minFollowers: 1_000,
                      maxFollowers: 100_000,
                    },
                  };
                  return search ? describeSearchQueries(spec) : [describePageQuery(spec)];
                }),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  return descriptions.map((description) => directoryQuery(description, null));
}

/** Every list of the project page: each tab of each view, each payment filter, each role. */
function briefListQueries(): QueryDescription[] {
  const profile = { uid: 'i1', isGenderFemale: true, categories: [], social: {} };
  const paymentFilters: PaymentFilter[] = ['all', 'money', 'product', 'both'];
  const specs: ListSpec[] = [
    ...[0, 1, 2].map((tab): ListSpec => ({ view: 'admin', tab })),
    ...[0, 1, 2].flatMap((tab) =>
      [true, false].map((hasPending): ListSpec => ({ view: 'owner', uid: 'o1', tab, hasPending })),
    ),
    ...(['budget', 'barter'] as const).map((tab): ListSpec => ({
      view: 'influencer',
      profile,
      tab,
    })),
    ...Object.values(UserRole).flatMap((role) =>
      paymentFilters.map((paymentType): ListSpec => ({
        view: 'agency',
        uid: 'a1',
        role,
        paymentType,
      })),
    ),
  ];
  return specs.flatMap((spec) =>
    planFor(spec).descriptions.flatMap((description) => [
      briefListQuery(description, null, 20),
      briefListQuery(description, cursor, 20),
    ]),
  );
}

function searchQueries(): QueryDescription[] {
  return Object.values(UserRole).flatMap((role) =>
    [true, false].flatMap((isApproved) => {
      const scope = searchScopeFor({ uid: 'u1', role, isApproved });
      return [
        ...(scope.briefs ? describeBriefSearch(scope.briefs, 'çiçek sepeti') : []),
        ...(scope.influencers ? describeInfluencerSearch(scope.influencers, 'çiçek') : []),
        ...(scope.brands ? describeBrandSearch('çiçek') : []),
      ].map(searchQuery);
    }),
  );
}

const usersQueries = (): QueryDescription[] =>
  ['all' as const, ...accountTypes].flatMap((type) =>
    (['all', 'approved', 'pending'] as const).flatMap((approval) =>
      ['', 'ay'].map((namePrefix) =>
        usersPageQuery(describeUsersQuery({ type, approval, namePrefix })),
      ),
    ),
  );

const brandListQueries = (): QueryDescription[] =>
  ['', 'nova'].flatMap((search) =>
    [
      ...(['all', 'verified', 'unverified'] as const).map((verified) => ({
        view: 'admin' as const,
        verified,
        search,
      })),
      { view: 'agency' as const, agencyUid: 'ad1', search },
    ].map((spec) => brandsPageQuery(describeBrandsQuery(spec))),
  );

/** A first page of the directory with these filters. */
const directoryPage = (scope: DirectoryScope, filters: Partial<DirectoryFilters>) =>
  directoryQuery(describePageQuery({ scope, filters: { ...defaultFilters, ...filters } }), null);

/**
 * The app's queries by the file that runs them, and there by describer: every file that imports
 * `describedQuery` is here, and every `…Query`/`…Queries` it exports has its samples.
 */
const appQueries: Record<string, Record<string, QueryDescription[]>> = {
  'src/features/affiliates/api/affiliatesApi.ts': {
    affiliatesPageQuery: [
      affiliatesPageQuery({ view: 'owner', uid: 'o1' }, null),
      affiliatesPageQuery({ view: 'all' }, cursor),
      affiliatesPageQuery({ view: 'allowed', uid: 'i1' }, null),
    ],
    affiliateCandidatesQuery: marketplaces.map(affiliateCandidatesQuery),
  },
  'src/features/brands/api/brandsApi.ts': {
    brandsPageQuery: brandListQueries(),
    agencyLoginsQuery: [agencyLoginsQuery('ad1', 100)],
  },
  'src/features/briefs/api/agencyRoster.ts': {
    rosterQueries: Object.values(rosterQueries('ag1')),
  },
  // One party's drafts (issue 21): the drafts step, and the live link's approved round.
  'src/features/briefs/api/deliveries.ts': {
    draftsQuery: [draftsQuery('b1', 'u1')],
  },
  'src/features/collaboration/drafts/api/draftsApi.ts': {
    draftsQuery: [draftsQuery('b1', 'u1')],
  },
  'src/features/briefs/api/collaborationPayments.ts': {
    briefPaymentsQuery: [briefPaymentsQuery('o1', 'b1')],
  },
  'src/features/briefs/api/briefQueries.ts': {
    briefListQuery: briefListQueries(),
    ownPendingCountQuery: [ownPendingCountQuery('o1')],
  },
  'src/features/chat/api/chatSubscriptions.ts': {
    conversationsQuery: [conversationsQuery('u1', 20)],
    briefChatsQuery: [briefChatsQuery('u1', 20)],
    messagesQuery: [messagesQuery('c1', null), messagesQuery(briefChatKeyOf('b1', 'i1'), cursor)],
  },
  'src/features/contact/api/contactApi.ts': {
    contactMessagesQuery: [contactMessagesQuery(20, null), contactMessagesQuery(20, stamp)],
  },
  'src/features/content/api/contentsApi.ts': {
    contentQueries: Object.values(contentQueries),
    categoryArticlesQuery: [categoryArticlesQuery('k1')],
  },
  'src/features/earnings/api/collaborationPayments.ts': {
    pendingPaymentsQuery: [pendingPaymentsQuery('i1')],
    disputeQueueQuery: [disputeQueueQuery()],
    paymentTotalQuery: TOTAL_GROUPS.map(paymentTotalQuery),
  },
  'src/features/earnings/api/earningsApi.ts': {
    completedBriefsQuery: [completedBriefsQuery(null), completedBriefsQuery(cursor)],
    earningsQuery: [null, 'influencerId' as const, 'agencyId' as const].flatMap((field) =>
      ['', '2025-01'].map((month) =>
        earningsQuery(field ? { field, uid: 'u1' } : null, month, null, 20),
      ),
    ),
    managedUsersQuery: [managedUsersQuery('ag1')],
    managedProfilesQuery: [managedProfilesQuery('ag1')],
  },
  'src/features/influencers/api/influencerQueries.ts': {
    directoryQuery: directoryQueries(),
    instagramProfileQuery: [
      instagramProfileQuery('ayse', true),
      instagramProfileQuery('ayse', false),
    ],
    collaborationsQuery: [collaborationsQuery('i1')],
    influencerAgenciesQuery: [influencerAgenciesQuery],
  },
  'src/features/notifications/api/notifications.ts': {
    notificationsQuery: [notificationsQuery('u1')],
  },
  'src/features/payment/api/collaborationInvoices.ts': {
    collaborationPaymentsQuery: [collaborationPaymentsQuery('u1')],
  },
  'src/features/payment/api/paymentRecords.ts': {
    paymentsQuery: [paymentsQuery('u1')],
  },
  'src/features/products/api/productsApi.ts': {
    productBriefsQueries: [
      ...productBriefsQueries({ view: 'all' }),
      ...productBriefsQueries({ view: 'owner', uid: 'o1' }),
    ],
  },
  'src/features/profilePages/api/portfolioApi.ts': {
    portfolioBriefsQuery: [
      portfolioBriefsQuery({ view: 'collaborator', uid: 'i1' }, null),
      portfolioBriefsQuery({ view: 'owner', uid: 'o1' }, cursor),
      portfolioBriefsQuery({ view: 'all' }, null),
    ],
  },
  // A brief's report share links (issue 22): an admin's, and the owner side's.
  'src/features/reports/api/reportShares.ts': {
    reportSharesQuery: [reportSharesQuery('b1', null), reportSharesQuery('b1', 'o1')],
  },
  'src/features/reviews/api/reviewsApi.ts': {
    latestReviewsQuery: [latestReviewsQuery('u1', 3)],
  },
  'src/features/search/api/searchApi.ts': {
    searchQuery: searchQueries(),
  },
  'src/features/support/api/supportQueries.ts': {
    olderMessagesQuery: [olderMessagesQuery('u1', cursor)],
  },
  'src/features/support/api/supportSubscriptions.ts': {
    supportInboxQuery: [supportInboxQuery(20)],
    supportMessagesQuery: [supportMessagesQuery('u1', null), supportMessagesQuery('u1', 50)],
  },
  'src/features/users/api/usersApi.ts': {
    usersPageQuery: usersQueries(),
  },
  // An admin's look at the mails and pushes sent to a user (issue 23).
  'src/features/users/api/deliveryLogApi.ts': {
    deliveryLogQuery: [deliveryLogQuery('u1', 30)],
  },
  'src/lib/collections/consents.ts': {
    consentsQuery: [consentsQuery('u1')],
  },
};

/** The functions' queries (functions/src/queries.ts), by describer. */
const functionsQueries: Record<string, QueryDescription[]> = {
  userWithLoginUsername: [functionQueries.userWithLoginUsername('ayse')],
  usersOfTypes: [functionQueries.usersOfTypes(['influencerAgency', 'brand'], 1000)],
  usersOfType: [functionQueries.usersOfType('admin')],
  usersByPrefix: ['lowerCaseFullName', 'name', 'surname', 'brandName'].map((field) =>
    functionQueries.usersByPrefix(field, 'çi', 51),
  ),
  usersByName: [functionQueries.usersByName(51)],
  projectConversationsOf: [true, false].map((newest) =>
    functionQueries.projectConversationsOf('u1', 50, newest),
  ),
  briefChatsOf: [true, false].map((newest) => functionQueries.briefChatsOf('u1', 50, newest)),
  briefChatsByField: [functionQueries.briefChatsByField('b1')],
  briefChatsById: [functionQueries.briefChatsById('b1')],
  paymentByToken: [functionQueries.paymentByToken('t1')],
  collaborationPaymentByToken: [functionQueries.collaborationPaymentByToken('t1')],
  heldCollaborationPayments: [null, 'p1'].map((after) =>
    functionQueries.heldCollaborationPayments(after),
  ),
  lockedPaymentsOfBrief: [functionQueries.lockedPaymentsOfBrief('b1')],
  visibleReviewsOf: [functionQueries.visibleReviewsOf('u1')],
  shippingAddressesPage: [null, 'briefs/b1/shippingAddresses/u1'].map((after) =>
    functionQueries.shippingAddressesPage(after),
  ),
  duePostMetrics: [functionQueries.duePostMetrics(1_700_000_000_123)],
  dueChatDigests: [functionQueries.dueChatDigests(1_700_000_000_123)],
  dueDeliveries: [functionQueries.dueDeliveries(1_700_000_000_123)],
  consentRecordsOf: [functionQueries.consentRecordsOf('u1')],
  marketingConsentRecords: [functionQueries.marketingConsentRecords()],
  briefsCompleting: [functionQueries.briefsCompleting('u1')],
  inPeriod: [
    functionQueries.inPeriod('briefs', false, 'verifiedAt', 0, 1),
    functionQueries.inPeriod('offers', true, 'updatedAt', 0, 1),
    functionQueries.inPeriod('collaborations', true, 'steps.accepted', 0, 1),
    functionQueries.inPeriod('collaborations', true, 'steps.completed', 0, 1),
    functionQueries.inPeriod('CollaborationPayments', false, 'heldAt', 0, 1),
    functionQueries.inPeriod('CollaborationPayments', false, 'releasedAt', 0, 1),
  ],
};

const allQueries = [
  ...Object.values(appQueries).flatMap((byDescriber) => Object.values(byDescriber).flat()),
  ...Object.values(functionsQueries).flat(),
];

/** Where a runner's describers live when not in the runner itself. */
const describerModules: Record<string, string> = {
  'src/features/brands/api/brandsApi.ts': 'src/features/brands/api/brandsQuery.ts',
  'src/features/search/api/searchApi.ts': 'src/features/search/model/searchQueries.ts',
  'src/features/users/api/usersApi.ts': 'src/features/users/api/usersQuery.ts',
  'src/features/users/api/deliveryLogApi.ts': 'src/lib/collections/deliveryLog.ts',
  'src/features/briefs/api/deliveries.ts': 'src/lib/collections/drafts.ts',
  'src/features/collaboration/drafts/api/draftsApi.ts': 'src/lib/collections/drafts.ts',
};

/** A module's describers of queries that run (`describe…` ones are the features' own forms). */
const describerNames = (module: Record<string, unknown>) =>
  Object.keys(module).filter((name) => /Quer(y|ies)$/.test(name) && !name.startsWith('describe'));

/** One key per index a query needs: its equality fields in any order are the same index. */
function neededIndexKey(description: QueryDescription): string {
  const shape = queryShape(description);
  const equalities = shape.equalities.map((e) => `${e.field}${e.contains ? ':CONTAINS' : ''}`);
  return JSON.stringify([shape.collectionGroup, shape.queryScope, equalities.sort(), shape.orders]);
}

describe('the query descriptions', () => {
  it('cover every file that runs a described query', () => {
    const users = sourceFiles(root).filter(
      (file) => file.startsWith('src/') && usesBuilder(file, readSource(root, file)),
    );
    expect(users).toEqual(Object.keys(appQueries).sort());
  }, 60_000);

  it.each(Object.keys(appQueries))('sample every describer %s uses', async (file) => {
    const path = `${root}${describerModules[file] ?? file}`;
    const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
    const sampled = Object.keys(appQueries[file]!);
    expect(describerNames(module).filter((name) => !sampled.includes(name))).toEqual([]);
    for (const name of sampled) expect(module[name], name).toBeDefined();
  });

  it('sample every query of the functions', () => {
    const describers = Object.entries(functionQueries)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name);
    expect(Object.keys(functionsQueries).sort()).toEqual(describers.sort());
  });

  it('are many: the directory alone has hundreds', () => {
    expect(allQueries.length).toBeGreaterThan(1000);
  });
});

describe('firestore.indexes.json', () => {
  it('serves every query the app and the functions run', () => {
    // What to add to firestore.indexes.json, once per index.
    const missing = new Map<string, unknown>();
    for (const description of allQueries) {
      const check = checkQuery(description, config);
      if (!check.served) missing.set(neededIndexKey(description), check.missing);
    }
    expect([...missing.values()]).toEqual([]);
  });

  it('declares no composite index that no query uses', () => {
    expect(unusedIndexes(allQueries, config)).toEqual([]);
  });

  it('stays within Firestore’s 200 composite indexes per database', () => {
    expect(config.indexes.length).toBeLessThanOrEqual(200);
  });

  it('declares each composite index once', () => {
    const keys = config.indexes.map((index) => JSON.stringify(index));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

// What the features' own index lists once spelled out, now decided by the rules above: which
// queries run on Firestore's automatic indexes, and how the directory's pages are served.
describe('the queries firestore.indexes.json is laid out for', () => {
  const servedBy = (description: QueryDescription) => checkQuery(description, config).by;
  /** The declared indexes a query runs on, as their fields, in a fixed order. */
  const indexesOf = (description: QueryDescription) =>
    checkQuery(description, config)
      .uses.map((index) => index.fields)
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

  it('run only the unfiltered users and brands lists on the automatic indexes', () => {
    const automatic = (samples: QueryDescription[]) =>
      samples.filter((description) => servedBy(description) === 'single-field');
    expect(automatic(usersQueries())).toEqual(
      ['', 'ay'].map((namePrefix) =>
        usersPageQuery(describeUsersQuery({ type: 'all', approval: 'all', namePrefix })),
      ),
    );
    expect(automatic(brandListQueries())).toEqual(
      ['', 'nova'].map((search) =>
        brandsPageQuery(describeBrandsQuery({ view: 'admin', verified: 'all', search })),
      ),
    );
  });

  it('run the unfiltered admin directory and an admin’s title search on the automatic indexes', () => {
    expect(servedBy(directoryPage({ kind: 'admin' }, {}))).toBe('single-field');
    for (const description of describeBriefSearch({ kind: 'admin' }, 'çi').map(searchQuery)) {
      expect(servedBy(description)).toBe('single-field');
    }
  });

  it('serve a newest-first directory page by merging one (filter, timestamp) index per filter', () => {
    const page = directoryPage({ kind: 'public' }, { category: 2 });
    expect(servedBy(page)).toBe('merge');
    expect(indexesOf(page)).toEqual([
      [
        { fieldPath: 'isApproved', order: 'ASCENDING' },
        { fieldPath: 'timestamp', order: 'DESCENDING' },
      ],
      [
        { fieldPath: 'userCategoriesName', arrayConfig: 'CONTAINS' },
        { fieldPath: 'timestamp', order: 'DESCENDING' },
      ],
    ]);
  });

  it('serve a platform’s directory page by one index of all its filters (a range merges none)', () => {
    const filtered = directoryPage(
      { kind: 'admin' },
      { gender: 'female', category: 2, platform: 'instagram' },
    );
    expect(servedBy(filtered)).toBe('composite');
    expect(indexesOf(filtered)).toEqual([
      [
        { fieldPath: 'userCategoriesName', arrayConfig: 'CONTAINS' },
        { fieldPath: 'isGenderFemale', order: 'ASCENDING' },
        { fieldPath: 'socialMedia.instagram.followerCount', order: 'DESCENDING' },
      ],
    ]);
    const approvedOnly = directoryPage({ kind: 'public' }, { platform: 'tiktok' });
    expect(servedBy(approvedOnly)).toBe('composite');
    expect(indexesOf(approvedOnly)).toEqual([
      [
        { fieldPath: 'isApproved', order: 'ASCENDING' },
        { fieldPath: 'socialMedia.tiktok.followerCount', order: 'DESCENDING' },
      ],
    ]);
  });
});
