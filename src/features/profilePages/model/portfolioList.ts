import type { TimestampParts } from '@/lib/cursors';
import { UserRole } from '@/store/roles';

// The portfolio's paged lists (docs/data-layer.md): whose collaborations a list shows, its key
// in state.profilePages.lists and where it continues. Pure: api/ pages by these, the slice and
// the screen key by them.

/**
 * Whose collaborations: those an influencer completed, those completed on an owner's briefs
 * (brands and agencies), or every verified completed brief (admins).
 */
export type PortfolioSpec =
  { view: 'collaborator'; uid: string } | { view: 'owner'; uid: string } | { view: 'all' };

/** Where a list continues: the last brief's exact timestamp and id. */
export type PortfolioCursor = TimestampParts & { id: string };

/** The list's name in state.profilePages.lists, and the prefix of its entries' ids. */
export const portfolioKey = (spec: PortfolioSpec): string =>
  spec.view === 'all' ? 'all' : `${spec.view}:${spec.uid}`;

/** Whose collaborations the portfolio shows for the signed-in (or acted-as) user. */
export function portfolioSpecFor(user: { uid: string; role: UserRole }): PortfolioSpec {
  if (user.role === UserRole.Admin) return { view: 'all' };
  if (user.role === UserRole.Influencer) return { view: 'collaborator', uid: user.uid };
  return { view: 'owner', uid: user.uid };
}
