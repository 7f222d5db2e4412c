// What a search shows: per group the matching items as plain data (state stays serialisable),
// merged from the group's queries, unique, and ordered by name with Turkish collation.
import type { SearchGroupKind } from './searchScope';

export type BriefState = 'pending' | 'ongoing' | 'completed';

export type SearchItem = {
  kind: SearchGroupKind;
  id: string;
  /** The matched name: a brief's title, an influencer's or a brand's name. */
  name: string;
  /** Extra line: the brief's brand, the influencer's city, nothing for a brand. */
  detail: string;
  image: string;
  /** Briefs only: where the brief stands (admins and owners also find unfinished ones). */
  state?: BriefState;
};

export type SearchGroup = {
  items: SearchItem[];
  /** True when a query came back full: there may be more than shown. */
  more: boolean;
  /** True when some of the group's queries failed and were skipped. */
  partial: boolean;
  /** True when every query of the group failed: "could not search", never "nothing found". */
  failed: boolean;
};

export const failedGroup: SearchGroup = { items: [], more: false, partial: false, failed: true };

export type SearchGroups = Partial<Record<SearchGroupKind, SearchGroup>>;

/** One group from its queries' results: unique by id, by name in Turkish order. */
export function mergeGroup(
  results: readonly (readonly SearchItem[])[],
  full: boolean,
  partial = false,
): SearchGroup {
  const byId = new Map<string, SearchItem>();
  for (const list of results)
    for (const item of list) if (!byId.has(item.id)) byId.set(item.id, item);
  const items = [...byId.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'tr') || a.id.localeCompare(b.id),
  );
  return { items, more: full, partial, failed: false };
}

/** The items of the visible groups in page order: what the arrow keys move through. */
export function flattenGroups(
  groups: SearchGroups,
  order: readonly SearchGroupKind[],
): SearchItem[] {
  return order.flatMap((kind) => groups[kind]?.items ?? []);
}
