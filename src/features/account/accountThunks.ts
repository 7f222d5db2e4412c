// The account screens' writes as thunks (docs/data-layer.md): the profile save, the password
// change and the account's own deletion. They raise the toasts and reject with the message
// shown, chosen once in api/accountErrors.ts. The api modules load with the first call.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
// Already loaded on these signed-in screens: the session watcher runs it.
import { SELF_DELETION_KEY } from '@/store/session/watchSession';
import { toast } from '@/components/toasts/toast';
import { AccountActionError, displayMessageOf } from './api/accountErrors';
import type { ProfileSave } from './api/profileSave';
import { displayText, type DisplayMessage } from './model/displayMessage';

/**
 * The password and deletion forms show Firebase's own text for an auth code the spec does not
 * list, so these two reject with the whole message (`{ key }` or `{ raw }`), not only a key.
 */
const createAccountThunk = createAppAsyncThunk.withTypes<{ rejectValue: DisplayMessage }>();

/** Saves Users and the public profile; `saved` is the success toast (none when absent). */
export const saveAccountProfile = createAppAsyncThunk(
  'account/saveProfile',
  async ({ saved, ...save }: ProfileSave & { saved?: string }, { dispatch, rejectWithValue }) => {
    try {
      const { saveProfile } = await import('./api/profileSave');
      await saveProfile(save);
      if (saved) dispatch(toast.success(saved));
    } catch (error) {
      const message =
        error instanceof AccountActionError
          ? displayText(error.display)
          : 'account.profile.saveFailed';
      dispatch(toast.error(message));
      return rejectWithValue(message);
    }
  },
);

/** Re-authenticates with the current password, then sets the new one. */
export const changeAccountPassword = createAccountThunk(
  'account/changePassword',
  async ({ current, next }: { current: string; next: string }, { dispatch, rejectWithValue }) => {
    try {
      const { changePassword } = await import('./api/accountApi');
      await changePassword(current, next);
    } catch (error) {
      // The form shows the failure beside its fields; no toast.
      return rejectWithValue(displayMessageOf(error, 'errors.auth.generic'));
    }
    dispatch(toast.success('account.password.changed'));
  },
);

function markSelfDeletion(uid: string | null): void {
  try {
    if (uid) sessionStorage.setItem(SELF_DELETION_KEY, uid);
    else sessionStorage.removeItem(SELF_DELETION_KEY);
  } catch {
    // Storage disabled: the notice may then say an admin deleted the account.
  }
}

/**
 * "Hesabımı sil": deletes the signed-in account `uid`. On success the caller ends the session
 * (accountDeleted) and leaves for the sign-in page.
 */
export const deleteSignedInAccount = createAccountThunk(
  'account/deleteSignedIn',
  async (uid: string, { rejectWithValue }) => {
    // Before the call: the session watcher sees the Users document vanish while the call runs
    // and must know this deletion was the user's own, not an admin's.
    markSelfDeletion(uid);
    try {
      const { deleteOwnAccount } = await import('./api/accountApi');
      await deleteOwnAccount(uid);
    } catch (error) {
      markSelfDeletion(null);
      return rejectWithValue(displayMessageOf(error, 'account.delete.failed'));
    }
  },
);
