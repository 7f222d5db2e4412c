// The Turkish message (as an i18n key) for a failed users-screen action.
import { isNetworkError } from '../../lib/errors';

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

export type FailedAction = 'load' | 'approve' | 'unapprove' | 'grantBusiness' | 'actAs' | 'delete';

function codeOf(error: unknown): string {
  if (error instanceof UsersApiError) return error.code;
  if (typeof error !== 'object' || error === null || !('code' in error)) return '';
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code.replace(/^(firestore|functions)\//, '') : '';
}

export function usersErrorKey(action: FailedAction, error: unknown): string {
  const code = codeOf(error);
  if (code === 'not-eligible') return 'users.errors.businessNotAllowed';
  if (code === 'not-found') return 'users.errors.notFound';
  if (code === 'permission-denied') return 'users.errors.permissionDenied';
  if (isNetworkError(error)) return 'users.errors.network';
  return `users.errors.${action}Failed`;
}
