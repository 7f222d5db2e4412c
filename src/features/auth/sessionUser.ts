import { isUserRole, type UserRole } from '../../app/roles';
import { parseJson } from '../../lib/localStore';

/** The client session user of spec section 3, as kept in the auth slice and local storage. */
export type SessionUser = {
  id: string;
  uid: string;
  title: string;
  brandName: string | null;
  img: string;
  date: string;
  role: UserRole;
  isApproved: boolean;
  isAffiliateMarketingEnabled: boolean;
};

/** Reads a stored session user; anything malformed counts as no user. */
export function parseSessionUser(raw: string): SessionUser | null {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.uid !== 'string' || v.uid === '' || !isUserRole(v.role)) return null;
  return {
    id: typeof v.id === 'string' ? v.id : v.uid,
    uid: v.uid,
    title: typeof v.title === 'string' ? v.title : '',
    brandName: typeof v.brandName === 'string' ? v.brandName : null,
    img: typeof v.img === 'string' ? v.img : '',
    date: typeof v.date === 'string' ? v.date : '',
    role: v.role,
    isApproved: v.isApproved === true,
    isAffiliateMarketingEnabled: v.isAffiliateMarketingEnabled === true,
  };
}
