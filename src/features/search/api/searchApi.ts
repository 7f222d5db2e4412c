// Runs one search against Firestore (no React, no Redux): each group's queries in parallel,
// as described by model/searchQueries.ts. A failed query is skipped as the directory's name
// search does (spec section 7); a group fails only when all of its queries fail.
import { getDocs, type DocumentData, type FirestoreDataConverter } from 'firebase/firestore';
import { brandConverter, type BrandDoc } from '@/lib/collections/brands';
import { briefConverter, type BriefDoc } from '@/lib/collections/briefs';
import { influencerConverter, type InfluencerDoc } from '@/lib/collections/influencers';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import {
  describeBrandSearch,
  describeBriefSearch,
  describeInfluencerSearch,
  searchQuery,
  type SearchQueryDescription,
} from '../model/searchQueries';
import {
  failedGroup,
  mergeGroup,
  type SearchGroups,
  type SearchItem,
} from '../model/searchResults';
import type { SearchGroupKind, SearchScope } from '../model/searchScope';

function briefItem(brief: BriefDoc): SearchItem {
  return {
    kind: 'briefs',
    id: brief.id,
    name: brief.title,
    detail: brief.briefSenderName ?? '',
    image: brief.briefSenderLogo || brief.briefSenderImageUrl || '',
    state: !brief.isVerified ? 'pending' : brief.isCompleted ? 'completed' : 'ongoing',
  };
}

function influencerItem(profile: InfluencerDoc): SearchItem {
  return {
    kind: 'influencers',
    id: profile.uid,
    name: profile.name,
    detail: profile.generalInfo.city,
    image: profile.generalInfo.profilePhotoUrl || profile.profileImage,
  };
}

function brandItem(brand: BrandDoc): SearchItem {
  return {
    kind: 'brands',
    id: brand.uid,
    name: brand.generalInfo.brandName,
    detail: '',
    image: brand.brandLogoUrl,
  };
}

type Settled = { items: SearchItem[][]; full: boolean; failed: number };

async function runAll<T extends DocumentData>(
  descriptions: readonly SearchQueryDescription[],
  converter: FirestoreDataConverter<T>,
  toItem: (doc: T) => SearchItem,
): Promise<Settled> {
  const firestore = await db();
  const settled = await Promise.allSettled(
    descriptions.map((description) =>
      getDocs(describedQuery(firestore, searchQuery(description)).withConverter(converter)),
    ),
  );
  const failures = settled.filter((outcome) => outcome.status === 'rejected');
  if (settled.length > 0 && failures.length === settled.length) {
    throw (failures[0] as PromiseRejectedResult).reason;
  }
  for (const failure of failures) console.warn('a search query failed', failure.reason);
  const items: SearchItem[][] = [];
  let full = false;
  settled.forEach((outcome, i) => {
    if (outcome.status !== 'fulfilled') return;
    items.push(outcome.value.docs.map((snapshot) => toItem(snapshot.data())));
    if (outcome.value.docs.length >= descriptions[i]!.limit) full = true;
  });
  return { items, full, failed: failures.length };
}

const asGroup = (settled: Settled) => mergeGroup(settled.items, settled.full, settled.failed > 0);

/** Every group the scope allows, searched at once; throws when every query failed. */
export async function runSearch(scope: SearchScope, text: string): Promise<SearchGroups> {
  const kinds: SearchGroupKind[] = [];
  const jobs: Promise<[SearchGroupKind, Settled]>[] = [];
  const add = (kind: SearchGroupKind, job: Promise<Settled>) => {
    kinds.push(kind);
    jobs.push(job.then((result) => [kind, result]));
  };
  const briefQueries = scope.briefs ? describeBriefSearch(scope.briefs, text) : [];
  if (briefQueries.length > 0) add('briefs', runAll(briefQueries, briefConverter, briefItem));
  if (scope.influencers) {
    const descriptions = describeInfluencerSearch(scope.influencers, text);
    add('influencers', runAll(descriptions, influencerConverter, influencerItem));
  }
  if (scope.brands) add('brands', runAll(describeBrandSearch(text), brandConverter, brandItem));
  const settled = await Promise.allSettled(jobs);
  const failures = settled.filter((outcome) => outcome.status === 'rejected');
  if (settled.length > 0 && failures.length === settled.length) {
    throw (failures[0] as PromiseRejectedResult).reason;
  }
  const groups: SearchGroups = {};
  settled.forEach((outcome, i) => {
    // A group that failed entirely shows as failed, not as "nothing found".
    if (outcome.status === 'fulfilled') groups[outcome.value[0]] = asGroup(outcome.value[1]);
    else {
      console.warn('a search group failed', outcome.reason);
      groups[kinds[i]!] = failedGroup;
    }
  });
  return groups;
}
