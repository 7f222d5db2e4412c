import { UserRole } from '@/store/roles';
import type { SessionUser } from '@/store/session/sessionUser';
import type { AffiliateDoc } from '@/lib/collections/affiliates';
import { paths } from '@/config/paths';
import type { AffiliateListSpec } from './affiliateList';

// Who does what with affiliate programmes (the rules decide; this only shapes the screens).

type Viewer = Pick<SessionUser, 'uid' | 'role' | 'isAffiliateMarketingEnabled'>;

/** Admins, and users an admin enabled affiliate marketing for, create programmes. */
export const canCreateAffiliate = (user: Viewer) =>
  user.role === UserRole.Admin || user.isAffiliateMarketingEnabled;

/** The owner and admins manage a programme's allowed influencers. */
export const canManageAffiliate = (user: Viewer, programme: Pick<AffiliateDoc, 'ownerId'>) =>
  user.role === UserRole.Admin || programme.ownerId === user.uid;

/**
 * The lists of /app/affiliateMarketing for this user: admins every programme; influencers the
 * programmes they are allowed into (and their own, if enabled); everyone else their own.
 */
export function listsFor(user: Viewer): AffiliateListSpec[] {
  if (user.role === UserRole.Admin) return [{ view: 'all' }];
  const own: AffiliateListSpec = { view: 'owner', uid: user.uid };
  if (user.role !== UserRole.Influencer) return [own];
  const allowed: AffiliateListSpec = { view: 'allowed', uid: user.uid };
  return user.isAffiliateMarketingEnabled ? [allowed, own] : [allowed];
}

export const affiliateDetailPath = (affiliateId: string) =>
  `${paths.app.affiliateDetail}?affiliateId=${encodeURIComponent(affiliateId)}`;
