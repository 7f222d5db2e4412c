// The account screens' profile save as a thunk (docs/data-layer.md): it raises the toast and
// rejects with the message shown, chosen once in accountErrors.ts.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import { AccountActionError } from './api/accountErrors';
import type { ProfileSave } from './api/profileSave';
import { displayText } from './components/displayText';

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
