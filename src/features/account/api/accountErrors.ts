import { authErrorMessage, errorCode, isNetworkError, isPermissionDenied } from '@/lib/errors';
import type { DisplayMessage } from '../model/displayMessage';

// The message each failed account call shows (model/displayMessage.ts), chosen once here.

/** Thrown by the account api with the message the form should show. */
export class AccountActionError extends Error {
  constructor(
    readonly display: DisplayMessage,
    cause?: unknown,
  ) {
    super('key' in display ? display.key : display.raw, { cause });
    this.name = 'AccountActionError';
  }
}

const network = { key: 'account.errors.network' };

/** A failed profile write (Users document). */
export function profileSaveMessage(error: unknown): DisplayMessage {
  if (isNetworkError(error)) return network;
  if (isPermissionDenied(error)) return { key: 'account.errors.permissionDenied' };
  return { key: 'account.profile.saveFailed' };
}

/** A failed re-authentication or password update, through the auth error catalogue. */
export function passwordChangeMessage(error: unknown): DisplayMessage {
  const code = errorCode(error);
  if (['wrong-password', 'invalid-credential', 'invalid-login-credentials'].includes(code)) {
    return { key: 'account.password.wrongCurrent' };
  }
  if (code === 'null-user' || code === 'user-mismatch')
    return { key: 'account.errors.notSignedIn' };
  if (isNetworkError(error)) return network;
  return authErrorMessage(error);
}

/** A failed deleteAccount call. */
export function deleteAccountMessage(error: unknown): DisplayMessage {
  const code = errorCode(error);
  if (code === 'unauthenticated' || code === 'null-user' || code === 'user-mismatch') {
    return { key: 'account.errors.notSignedIn' };
  }
  if (isNetworkError(error)) return network;
  return { key: 'account.delete.failed' };
}

/** The message of any error the account api throws, with a fallback key for the rest. */
export function displayMessageOf(error: unknown, fallbackKey: string): DisplayMessage {
  return error instanceof AccountActionError ? error.display : { key: fallbackKey };
}
