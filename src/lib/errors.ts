// One module for error handling (design.md section 6): Firebase auth codes to the spec's
// Turkish messages (as i18n keys), and which errors are the network's fault.

/** i18n keys under `errors.auth`, by Firebase auth code without the `auth/` prefix. */
const authMessageKeys: Record<string, string> = {
  'invalid-action-code': 'errors.auth.invalidActionCode',
  'expired-action-code': 'errors.auth.invalidActionCode',
  'credential-already-in-use': 'errors.auth.emailInUse',
  'email-already-in-use': 'errors.auth.emailInUse',
  'internal-error': 'errors.auth.generic',
  'invalid-auth-event': 'errors.auth.generic',
  'invalid-email': 'errors.auth.wrongCredentials',
  'invalid-credential': 'errors.auth.wrongCredentials',
  'invalid-login-credentials': 'errors.auth.wrongCredentials',
  'wrong-password': 'errors.auth.wrongCredentials',
  'null-user': 'errors.auth.wrongCredentials',
  'user-not-found': 'errors.auth.wrongCredentials',
  'weak-password': 'errors.auth.weakPassword',
  'network-request-failed': 'errors.auth.network',
  'too-many-requests': 'errors.auth.tooManyRequests',
  'missing-password': 'errors.auth.wrongCredentials',
};

type MaybeFirebaseError = { code?: unknown; message?: unknown };

/** An error's code without its service prefix ('auth/…', 'firestore/…'), or '' without one. */
export function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const code = (error as MaybeFirebaseError).code;
  return typeof code === 'string' ? code.replace(/^[a-z-]+\//, '') : '';
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const message = (error as MaybeFirebaseError).message;
    if (typeof message === 'string') return message;
  }
  return String(error);
}

export type AuthErrorMessage = { key: string } | { raw: string };

/** The spec's message for an auth error; unknown codes show the raw message (spec section 8). */
export function authErrorMessage(error: unknown): AuthErrorMessage {
  const code = errorCode(error);
  const key = authMessageKeys[code];
  return key ? { key } : { raw: messageOf(error) };
}

const networkCodes = new Set([
  'unavailable',
  'deadline-exceeded',
  'resource-exhausted',
  'cancelled',
  'unknown',
  'network-request-failed',
]);
const networkWords = /network|connection|timeout|timed out|offline/i;

/** Network-class errors never sign anyone out (spec section 8, design.md section 6). */
export function isNetworkError(error: unknown): boolean {
  const code = errorCode(error);
  if (networkCodes.has(code)) return true;
  return networkWords.test(messageOf(error));
}

/** permission-denied on the user's own document ends the session. */
export function isPermissionDenied(error: unknown): boolean {
  return errorCode(error) === 'permission-denied';
}
