import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import { readStored } from '@/lib/localStore';
import { PUSH_TOKEN_STORAGE_KEY, type PushProblem } from './model/notificationSettings';
import {
  disablePushNotifications,
  enablePushNotifications,
  saveNotificationPreferences,
} from './notificationSettingsThunks';

// The notification settings' progress (issue 23). The preferences and the device list
// themselves are in the user's Users document, which the session follows; here only what a
// save or the push switch is doing, and this browser's own FCM token.

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export type NotificationSettingsState = {
  /** The preferences save, by uid. */
  saves: Record<string, SaveStatus>;
  push: {
    busy: boolean;
    /** Why the last switch failed; null after a success or before any try. */
    problem: PushProblem | null;
    /** This browser's FCM token, when it was switched on here (local storage). */
    deviceToken: string | null;
  };
};

const storedDeviceToken = () => readStored(PUSH_TOKEN_STORAGE_KEY, (raw) => raw || null, null);

// A function: read when the store is made (and the slice injected), not when the module loads.
const initialState = (): NotificationSettingsState => ({
  saves: {},
  push: { busy: false, problem: null, deviceToken: storedDeviceToken() },
});

export const notificationSettingsSlice = createSlice({
  name: 'notificationSettings',
  initialState,
  reducers: {
    /** The form changed after a save: its saved or failed line no longer applies. */
    preferencesEdited(state, action: PayloadAction<string>) {
      if (state.saves[action.payload] !== 'saving') delete state.saves[action.payload];
    },
    /** The section is gone. */
    notificationSettingsLeft(state, action: PayloadAction<string>) {
      delete state.saves[action.payload];
      state.push.problem = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(saveNotificationPreferences.pending, (state, { meta }) => {
        state.saves[meta.arg.uid] = 'saving';
      })
      .addCase(saveNotificationPreferences.fulfilled, (state, { meta }) => {
        state.saves[meta.arg.uid] = 'saved';
      })
      .addCase(saveNotificationPreferences.rejected, (state, { meta }) => {
        // Refused by `condition` (a save already under way): that save's state stands.
        if (!meta.condition) state.saves[meta.arg.uid] = 'error';
      })
      .addCase(enablePushNotifications.pending, (state) => {
        Object.assign(state.push, { busy: true, problem: null });
      })
      .addCase(enablePushNotifications.fulfilled, (state, { payload }) => {
        Object.assign(state.push, { busy: false, problem: null, deviceToken: payload });
      })
      .addCase(enablePushNotifications.rejected, (state, { meta, payload }) => {
        if (meta.condition) return;
        Object.assign(state.push, { busy: false, problem: payload ?? 'failed' });
      })
      .addCase(disablePushNotifications.pending, (state) => {
        Object.assign(state.push, { busy: true, problem: null });
      })
      .addCase(disablePushNotifications.fulfilled, (state) => {
        Object.assign(state.push, { busy: false, problem: null, deviceToken: null });
      })
      .addCase(disablePushNotifications.rejected, (state, { meta, payload }) => {
        if (meta.condition) return;
        Object.assign(state.push, { busy: false, problem: payload ?? 'offFailed' });
      });
  },
  selectors: {
    selectSaveStatus: (state, uid: string): SaveStatus => state.saves[uid] ?? 'idle',
    selectPushState: (state) => state.push,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof notificationSettingsSlice> {}
}

const injected = notificationSettingsSlice.injectInto(rootReducer);

export const { preferencesEdited, notificationSettingsLeft } = notificationSettingsSlice.actions;
export const { selectSaveStatus, selectPushState } = injected.selectors;
