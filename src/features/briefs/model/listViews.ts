// Which of the project page's four views a role gets. Pure: the page
// picks its view with it, the offer panel asks whether the user bids for her influencers.
import { UserRole } from '@/store/roles';

export type ListView = 'admin' | 'owner' | 'influencer' | 'agency';

/** The agencies that work for influencers (spec section 6: they bid like influencers). */
export const influencerAgencyRoles: readonly UserRole[] = [
  UserRole.InfluencerAgency,
  UserRole.ProInfluencerAgency,
];

/**
 * The page's view by role, the same on /app/projects and /app/myProjects (the spec describes
 * the page by role): admin table, influencer tabs, the influencer agencies' browse view of open
 * briefs (with their own briefs one switch away), and cards for everyone else (brands and
 * advertisement agencies; Editor, who reaches neither route, would get the owner view).
 */
export function listViewFor(role: UserRole): ListView {
  if (role === UserRole.Admin) return 'admin';
  if (role === UserRole.Influencer) return 'influencer';
  if (influencerAgencyRoles.includes(role)) return 'agency';
  return 'owner';
}
