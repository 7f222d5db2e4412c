import { describe, expect, it } from 'vitest';
import indexesFile from '@/test/firestoreIndexes';
import { partnerships, socialPlatforms } from '@/lib/collections/influencers';
import {
  approvalFilters,
  defaultFilters,
  describePageQuery,
  describeSearchQueries,
  genderFilters,
  type DirectoryQueryDescription,
  type DirectoryScope,
  type DirectorySpec,
} from '../directoryQuery';
import { indexesFor, requiredIndexes } from '../indexes';

const scopes: DirectoryScope[] = [
  { kind: 'admin' },
  { kind: 'public' },
  { kind: 'roster', agencyUid: 'ag1' },
];

/** Every filter combination the directory screen can produce, for every viewer. */
function allSpecs(): DirectorySpec[] {
  const specs: DirectorySpec[] = [];
  for (const scope of scopes)
    for (const category of [null, 2])
      for (const gender of genderFilters)
        for (const platform of [null, ...socialPlatforms])
          for (const partnership of [null, ...partnerships])
            for (const agency of ['none', 'hide', 'pick'] as const)
              for (const approval of approvalFilters)
                for (const search of ['', 'ay'])
                  specs.push({
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
                  });
  return specs;
}

function allDescriptions(): DirectoryQueryDescription[] {
  return allSpecs().flatMap((spec) =>
    spec.filters.search ? describeSearchQueries(spec) : [describePageQuery(spec)],
  );
}

const key = (value: unknown) => JSON.stringify(value);

describe('directory indexes', () => {
  const required = requiredIndexes();
  const descriptions = allDescriptions();

  it('derives one (filter field, timestamp) pair per filter of a newest-first page', () => {
    const description = describePageQuery({
      scope: { kind: 'public' },
      filters: { ...defaultFilters, category: 2 },
    });
    expect(indexesFor(description).map((index) => index.fields)).toEqual([
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

  it('derives one index of all the filters for a platform page (a range merges nothing)', () => {
    const description = describePageQuery({
      scope: { kind: 'admin' },
      filters: { ...defaultFilters, gender: 'female', category: 2, platform: 'instagram' },
    });
    expect(indexesFor(description).map((index) => index.fields)).toEqual([
      [
        { fieldPath: 'userCategoriesName', arrayConfig: 'CONTAINS' },
        { fieldPath: 'isGenderFemale', order: 'ASCENDING' },
        { fieldPath: 'socialMedia.instagram.followerCount', order: 'DESCENDING' },
      ],
    ]);
    const onlyApproved = describePageQuery({
      scope: { kind: 'public' },
      filters: { ...defaultFilters, platform: 'tiktok' },
    });
    expect(indexesFor(onlyApproved).map((index) => index.fields)).toEqual([
      [
        { fieldPath: 'isApproved', order: 'ASCENDING' },
        { fieldPath: 'socialMedia.tiktok.followerCount', order: 'DESCENDING' },
      ],
    ]);
  });

  it('an unfiltered admin list needs no composite index', () => {
    expect(
      indexesFor(describePageQuery({ scope: { kind: 'admin' }, filters: defaultFilters })),
    ).toEqual([]);
  });

  it('cover every query of every filter combination', () => {
    const listed = new Set(required.map(key));
    const missing = new Set<string>();
    for (const description of descriptions)
      for (const index of indexesFor(description))
        if (!listed.has(key(index))) missing.add(key(index));
    expect([...missing]).toEqual([]);
  });

  it('has no index that no query uses, and no duplicates', () => {
    const used = new Set(descriptions.flatMap((d) => indexesFor(d)).map(key));
    const listed = required.map(key);
    expect(listed.filter((index) => !used.has(index))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('firestore.indexes.json holds exactly these for Influencers, and keeps the others', () => {
    type JsonIndex = { collectionGroup: string; queryScope: string; fields: unknown[] };
    const file = indexesFile as { indexes: JsonIndex[] };
    const influencers = file.indexes.filter((index) => index.collectionGroup === 'Influencers');
    expect(influencers.map(key).sort()).toEqual(required.map(key).sort());
    expect(file.indexes.some((index) => index.collectionGroup === 'briefs')).toBe(true);
    expect(file.indexes.some((index) => index.collectionGroup === 'Users')).toBe(true);
  });
});
