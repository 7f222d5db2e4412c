import { UserRole } from '../../app/roles';
import type { SessionUser } from '../../features/auth/sessionUser';

export function sessionUser(role: UserRole, title = 'Demo Kullanıcı'): SessionUser {
  return {
    id: 'u1',
    uid: 'u1',
    title,
    brandName: null,
    img: '',
    date: '',
    role,
    isApproved: true,
    isAffiliateMarketingEnabled: false,
  };
}
