import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored, storageKeys, writeStored } from '../../lib/localStore';
import { parseSessionUser, type SessionUser } from './sessionUser';

// The session user survives reloads through local storage; the page guard reads it.
// Sign-in, sign-up and the live Users document arrive with the accounts issue.
export type AuthState = {
  user: SessionUser | null;
};

export function loadStoredUser(): SessionUser | null {
  return readStored(storageKeys.currentUser, parseSessionUser, null);
}

const initialState = (): AuthState => ({ user: loadStoredUser() });

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    sessionEnded(state) {
      state.user = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectRole: (state) => state.user?.role ?? null,
  },
});

export const { sessionStarted, sessionEnded } = authSlice.actions;
export const { selectUser, selectRole } = authSlice.selectors;

/** Keeps local storage in step with the slice; called from the store subscription. */
export function persistSessionUser(user: SessionUser | null): void {
  writeStored(storageKeys.currentUser, user ? JSON.stringify(user) : null);
}
