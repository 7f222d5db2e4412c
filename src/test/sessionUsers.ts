import { UserRole } from '@/store/roles';
import type { SessionState } from '@/store/session/sessionSlice';
import type { SessionUser } from '@/store/session/sessionUser';

const typeByRole: Record<UserRole, SessionUser['type']> = {
  [UserRole.Admin]: 'admin',
  [UserRole.Editor]: null,
  [UserRole.Influencer]: 'influencer',
  [UserRole.Brand]: 'brand',
  [UserRole.InfluencerAgency]: 'influencerAgency',
  [UserRole.AdvertisementAgency]: 'advertisementAgency',
  [UserRole.ProInfluencerAgency]: 'proInfluencerAgency',
};

/** A session user for tests, with the type that goes with the role. */
export function sessionUser(role: UserRole, title = 'Demo Kullanıcı', uid = 'u1'): SessionUser {
  return {
    id: uid,
    uid,
    email: `${uid}@demo.test`,
    type: typeByRole[role],
    title,
    brandName: null,
    img: '',
    date: '',
    role,
    isApproved: true,
    isAffiliateMarketingEnabled: false,
    subscriptionType: 'free',
    notificationCount: 0,
  };
}

/** Preloaded session state for `renderWithProviders`; `docs` are the followed Users documents. */
export function signedIn(
  user: SessionUser | null,
  actingAs: SessionUser | null = null,
  docs: SessionState['docs'] = {},
): { session: SessionState } {
  return { session: { user, actingAs, restoring: false, deletedBy: null, docs } };
}
