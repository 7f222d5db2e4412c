// Who is calling: the signed-in uid and their Users/{uid}.type (the source of truth for roles).
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { adminDb } from './admin';
import { ACCOUNT_MESSAGES } from './shared/accountMessages';

export type UserType =
  | 'influencer'
  | 'brand'
  | 'influencerAgency'
  | 'proInfluencerAgency'
  | 'advertisementAgency'
  | 'admin';

/** The caller's uid; throws `unauthenticated` when signed out. */
export function requireUid(request: CallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', ACCOUNT_MESSAGES.unauthenticated);
  return uid;
}

/** Users/{uid}.type, or null when the document or the field is missing. */
export async function userType(uid: string): Promise<UserType | string | null> {
  const snapshot = await adminDb().collection('Users').doc(uid).get();
  const type = snapshot.get('type');
  return typeof type === 'string' ? type : null;
}

/** The request payload as a plain object (callables may be sent anything). */
export function payload(request: CallableRequest<unknown>): Record<string, unknown> {
  const data = request.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

/** True when the Auth error has the given code (e.g. 'auth/user-not-found'). */
export function hasAuthCode(error: unknown, code: string): boolean {
  return (
    error !== null &&
    typeof error === 'object' &&
    'code' in error &&
    (error as { code: unknown }).code === code
  );
}

const AGENCY_TYPES = ['influencerAgency', 'proInfluencerAgency', 'advertisementAgency'];

/**
 * Whether `callerUid` acts for the brief owner `ownerId` (issue 22: her report, its share links
 * and hand-typed figures): the owner herself, an admin, or the agency managing her
 * (Users/<owner>.imitatorAgencyUID), as the rules' managesUser reads it.
 */
export async function actsForBriefOwner(callerUid: string, ownerId: string): Promise<boolean> {
  if (callerUid === ownerId) return true;
  const type = await userType(callerUid);
  if (type === 'admin') return true;
  if (!AGENCY_TYPES.includes(String(type))) return false;
  const owner = await adminDb().collection('Users').doc(ownerId).get();
  return owner.get('imitatorAgencyUID') === callerUid;
}

/** A string usable as one document id (no slash, not reserved, at most 128 characters). */
export const isDocumentId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= 128 &&
  !value.includes('/') &&
  !/^__.*__$/.test(value);
