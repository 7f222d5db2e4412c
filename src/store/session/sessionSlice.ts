import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserDoc } from '@/lib/collections/users';
import { parseJson, readStored, storageKeys, writeStored } from '@/lib/localStore';
import { UserRole } from '../roles';
import { parseSessionUser, type SessionUser } from './sessionUser';

// Who uses the app. `user` is the signed-in account; `actingAs` is the user an admin has
// switched into (design.md section 7): the admin stays signed in, the UI acts for that user.
// Both survive reloads through local storage; the page guard reads them synchronously.
export type DeletedBy = 'admin' | 'self';

export type SessionState = {
  user: SessionUser | null;
  actingAs: SessionUser | null;
  /** The stored user was cleared (mobile clean-up) but an admin switch is on: wait for Auth. */
  restoring: boolean;
  /** Set when the account disappeared while signed in; the notice shows for 5 s. */
  deletedBy: DeletedBy | null;
  /**
   * The full Users documents the session follows (the signed-in user's, and the acted-as
   * user's during a switch), by uid; null when there is no such document. These are the only
   * listeners on Users documents: screens that need a profile select it from here.
   */
  docs: Record<string, UserDoc | null>;
};

function storedActingAs(): SessionUser | null {
  const switched = readStored(storageKeys.isAdminSwitched, (raw) => parseJson(raw) === true, false);
  return switched ? readStored(storageKeys.actingAsUser, parseSessionUser, null) : null;
}

export function loadStoredSession(): SessionState {
  const user = readStored(storageKeys.currentUser, parseSessionUser, null);
  const actingAs = storedActingAs();
  return { user, actingAs, restoring: !user && actingAs !== null, deletedBy: null, docs: {} };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loadStoredSession,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionUser>) {
      // A switch belongs to the admin who made it; another account starts without one.
      const otherAccount = state.user !== null && state.user.uid !== action.payload.uid;
      if (otherAccount || action.payload.role !== UserRole.Admin) state.actingAs = null;
      if (otherAccount) state.docs = {};
      state.user = action.payload;
      state.restoring = false;
      state.deletedBy = null;
    },
    sessionEnded(state) {
      state.user = null;
      state.actingAs = null;
      state.restoring = false;
      state.docs = {};
    },
    accountDeleted(state, action: PayloadAction<DeletedBy>) {
      state.user = null;
      state.actingAs = null;
      state.restoring = false;
      state.deletedBy = action.payload;
      state.docs = {};
    },
    userDocReceived(state, action: PayloadAction<{ uid: string; doc: UserDoc | null }>) {
      state.docs[action.payload.uid] = action.payload.doc;
    },
    deletedNoticeClosed(state) {
      state.deletedBy = null;
    },
    actingAsStarted(state, action: PayloadAction<SessionUser>) {
      // Only an admin may switch, and never into their own account.
      if (state.user?.role === UserRole.Admin && action.payload.uid !== state.user.uid) {
        state.actingAs = action.payload;
      }
    },
    actingAsUpdated(state, action: PayloadAction<SessionUser>) {
      if (state.actingAs?.uid === action.payload.uid) state.actingAs = action.payload;
    },
    actingAsEnded(state) {
      const uid = state.actingAs?.uid;
      if (uid && uid !== state.user?.uid) delete state.docs[uid];
      state.actingAs = null;
    },
  },
  selectors: {
    selectSignedInUser: (state) => state.user,
    selectActingAs: (state) => (state.user?.role === UserRole.Admin ? state.actingAs : null),
    selectRestoring: (state) => state.restoring,
    selectDeletedBy: (state) => state.deletedBy,
    /** undefined while the document has not arrived yet. */
    selectUserDoc: (state, uid: string): UserDoc | null | undefined => state.docs[uid],
  },
});

export const {
  sessionStarted,
  sessionEnded,
  accountDeleted,
  deletedNoticeClosed,
  actingAsStarted,
  actingAsUpdated,
  actingAsEnded,
  userDocReceived,
} = sessionSlice.actions;
export const {
  selectSignedInUser,
  selectActingAs,
  selectRestoring,
  selectDeletedBy,
  selectUserDoc,
} = sessionSlice.selectors;

type WithSession = { session: SessionState };

/** The user the app acts for: the switched-into user while an admin acts as one, else the signed-in user. */
export const selectUser = createSelector(
  [(state: WithSession) => state.session.user, (state: WithSession) => state.session.actingAs],
  (user, actingAs) => (user?.role === UserRole.Admin && actingAs ? actingAs : user),
);

export const selectRole = (state: WithSession) => selectUser(state)?.role ?? null;

/**
 * The admin's own uid while she acts as a user, else null: what the chats and the support desk
 * store as `actedBy` on a message she writes as that user (docs/decisions.md "Chat identity").
 */
export const selectActedBy = (state: WithSession): string | null => {
  const { user, actingAs } = state.session;
  return user?.role === UserRole.Admin && actingAs && actingAs.uid !== user.uid ? user.uid : null;
};

/** Keeps local storage in step with the slice; called from the store subscription. */
export function persistSession(state: SessionState): void {
  writeStored(storageKeys.currentUser, state.user ? JSON.stringify(state.user) : null);
  writeStored(storageKeys.actingAsUser, state.actingAs ? JSON.stringify(state.actingAs) : null);
  writeStored(storageKeys.isAdminSwitched, state.actingAs ? 'true' : null);
}
