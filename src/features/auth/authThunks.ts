import type { AppDispatch, RootState } from '@/store/store';
import { sessionStarted } from '@/store/session/sessionSlice';
import { authErrorMessage } from '@/lib/errors';
import { AccountError, accountErrorKeys } from './api/authErrors';
import {
  authErrorCleared,
  authFailed,
  authStarted,
  forgotPasswordSucceeded,
  registerSucceeded,
  resetPasswordSucceeded,
  selectAuthForm,
  signInSucceeded,
  type AuthMessage,
} from './authSlice';
import type { RegisterInput } from './authSchemas';
import type { RegistrationConsents } from './api/accountAuth';

type Thunk<T = void> = (dispatch: AppDispatch, getState: () => RootState) => Promise<T>;

/** How long an auth error stays on screen (spec section 9). */
export const AUTH_ERROR_MS = 3000;

// Firebase Auth and Firestore arrive with the first account action, not with the page.
const api = () => import('./api/accountAuth');

export function messageFor(error: unknown): AuthMessage {
  if (error instanceof AccountError) return { key: accountErrorKeys[error.code] };
  return authErrorMessage(error);
}

function fail(dispatch: AppDispatch, getState: () => RootState, error: unknown): false {
  dispatch(authFailed(messageFor(error)));
  const serial = selectAuthForm(getState()).errorSerial;
  setTimeout(() => dispatch(authErrorCleared(serial)), AUTH_ERROR_MS);
  return false;
}

/** Resolves to what `work` returns on success; on failure false, and the slice holds the message for 3 s. */
function run<T = true>(work: (dispatch: AppDispatch) => Promise<T | void>): Thunk<T | false> {
  return async (dispatch, getState) => {
    dispatch(authStarted());
    try {
      return ((await work(dispatch)) ?? true) as T;
    } catch (error) {
      return fail(dispatch, getState, error);
    }
  };
}

/** Resolves to whether the account must complete its profile first, or false on failure. */
export const signIn = (login: { email: string } | { username: string }, password: string) =>
  run<{ completeProfile: boolean }>(async (dispatch) => {
    const accounts = await api();
    const user =
      'email' in login
        ? await accounts.signInWithEmail(login.email, password)
        : await accounts.signInWithUsername(login.username, password);
    const completeProfile = await accounts.profilePending(user);
    dispatch(sessionStarted(user));
    dispatch(signInSucceeded());
    return { completeProfile };
  });

/** `next`: the app page to return to after the mail's verification and the first sign-in. */
export const register = (
  input: RegisterInput,
  consentsFor: RegistrationConsents,
  next: string | null = null,
) =>
  run(async (dispatch) => {
    await (await api()).registerAccount(input, consentsFor, next);
    dispatch(registerSucceeded());
  });

export const sendPasswordReset = (email: string) =>
  run(async (dispatch) => {
    await (await api()).sendResetMail(email);
    dispatch(forgotPasswordSucceeded());
  });

export const resetPassword = (code: string, password: string) =>
  run(async (dispatch) => {
    await (await api()).resetPassword(code, password);
    dispatch(resetPasswordSucceeded());
  });

// The codes of account mails (useActionCode runs each once and keeps its state): they resolve
// or throw as Firebase does, and the page shows messageFor(error).

/** Checks a password-reset code; resolves to the account's email. */
export const checkResetCode = (code: string) => async () => (await api()).checkResetCode(code);

/** Applies an email-verification code. */
export const verifyEmail = (code: string) => async () => (await api()).verifyEmail(code);

/** Preloads the account code while the visitor is still typing. */
export const prefetchAccountApi = () => void api().catch(() => undefined);
