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
