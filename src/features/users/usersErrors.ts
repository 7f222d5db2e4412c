// The Turkish message (as an i18n key) for a failed users-screen action.
import { errorCode, isNetworkError } from '@/lib/errors';

export type UsersErrorCode = 'not-found' | 'not-eligible';

/** A refusal found by the api itself, before anything was written. */
export class UsersApiError extends Error {
  readonly code: UsersErrorCode;
  constructor(code: UsersErrorCode) {
    super(`users/${code}`);
    this.name = 'UsersApiError';
    this.code = code;
  }
}

export type FailedAction =
  | 'load'
  | 'deliveryLog'
  | 'approve'
  | 'unapprove'
  | 'grantBusiness'
  | 'enableAffiliate'
  | 'disableAffiliate'
  | 'actAs'
  | 'delete';

export function usersErrorKey(action: FailedAction, error: unknown): string {
  const code = errorCode(error);
  if (code === 'not-eligible') return 'users.errors.businessNotAllowed';
  if (code === 'not-found') return 'users.errors.notFound';
  if (code === 'permission-denied') return 'users.errors.permissionDenied';
  if (isNetworkError(error)) return 'users.errors.network';
  return `users.errors.${action}Failed`;
}
