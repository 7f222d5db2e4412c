import { isAccountType, isUserRole, roleFromType, type AccountType, type UserRole } from '../roles';
import { parseJson } from '@/lib/localStore';
import type { UserDoc } from '@/lib/collections/users';

/** The client session user of spec section 3, as kept in the session slice and local storage. */
export type SessionUser = {
  id: string;
  uid: string;
  email: string;
  type: AccountType | null;
  /** Display name: the brand name for brands and agencies, otherwise name and surname. */
  title: string;
  brandName: string | null;
  img: string;
  /** Account creation date, epoch milliseconds as text ('' when unknown). */
  date: string;
  role: UserRole;
  isApproved: boolean;
  isAffiliateMarketingEnabled: boolean;
  subscriptionType: string;
  /**
   * Users/{uid}.notificationCount: the bell's badge. The session already follows this
   * document (watchSession, actingAsFeed), so the bell needs no listener of its own.
   */
  notificationCount: number;
};

/** A count above 0, or 0 for anything else (missing, negative, not a number). */
const countOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

export function sessionUserFromDoc(doc: UserDoc): SessionUser {
  const type = isAccountType(doc.type) ? doc.type : null;
  const fullName = [doc.name, doc.surname].filter(Boolean).join(' ');
  const brandName = doc.brandName ? doc.brandName : null;
  return {
    id: doc.uid,
    uid: doc.uid,
    email: doc.email ?? '',
    type,
    title: (type !== 'influencer' && brandName) || fullName || doc.email || '',
    brandName,
    img: doc.profileImage ?? '',
    date: doc.createdAt ? String(doc.createdAt) : '',
    role: roleFromType(doc.type),
    isApproved: doc.isApproved === true,
    isAffiliateMarketingEnabled: doc.isAffiliateMarketingEnabled === true,
    subscriptionType: doc.subscriptionType ?? 'free',
    notificationCount: countOf(doc.notificationCount),
  };
}

/** Same fields, same values: both come from sessionUserFromDoc or parseSessionUser. */
export const sameSessionUser = (a: SessionUser | null, b: SessionUser) =>
  JSON.stringify(a) === JSON.stringify(b);

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** Reads a stored session user; anything malformed counts as no user. */
export function parseSessionUser(raw: string): SessionUser | null {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.uid !== 'string' || v.uid === '' || !isUserRole(v.role)) return null;
  return {
    id: text(v.id, v.uid),
    uid: v.uid,
    email: text(v.email),
    type: isAccountType(v.type) ? v.type : null,
    title: text(v.title),
    brandName: typeof v.brandName === 'string' ? v.brandName : null,
    img: text(v.img),
    date: text(v.date),
    role: v.role,
    isApproved: v.isApproved === true,
    isAffiliateMarketingEnabled: v.isAffiliateMarketingEnabled === true,
    subscriptionType: text(v.subscriptionType, 'free'),
    notificationCount: countOf(v.notificationCount),
  };
}
