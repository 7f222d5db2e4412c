import {
  createEntityAdapter,
  createSlice,
  isAnyOf,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import type { UserDoc } from '@/lib/collections/users';
import type { DisplayMessage } from './model/displayMessage';
import { changeAccountPassword, deleteSignedInAccount, saveAccountProfile } from './accountThunks';

// The profiles the account screens edit (docs/data-layer.md): an influencer's public profile
// (Influencers/{uid}) beside her Users document, live while a form shows them. The signed-in
// and acted-as users' Users documents come from the session; `users` holds only those of other
// users an admin or agency edits (/app/editInfluencer). Beside them, the progress of the
// signed-in account's password change and self-deletion.

/** 'missing': no such document (an influencer before her first profile save). */
export type DocStatus = 'loading' | 'ready' | 'missing' | 'error';

const profiles = createEntityAdapter<InfluencerDoc, string>({ selectId: (doc) => doc.uid });
const users = createEntityAdapter<UserDoc, string>({ selectId: (doc) => doc.uid });

export type AccountState = {
  profiles: EntityState<InfluencerDoc, string>;
  profileStatus: Record<string, DocStatus>;
  users: EntityState<UserDoc, string>;
  userStatus: Record<string, DocStatus>;
  /** Profile saves under way, by uid. */
  saving: Record<string, true>;
  password: ActionProgress;
  deletion: ActionProgress;
};

/** A call of the signed-in account's own (password, deletion) and why it last failed. */
export type ActionProgress = { busy: boolean; failure: DisplayMessage | null };

const idle: ActionProgress = { busy: false, failure: null };

const initialState: AccountState = {
  profiles: profiles.getInitialState(),
  profileStatus: {},
  users: users.getInitialState(),
  userStatus: {},
  saving: {},
  password: idle,
  deletion: idle,
};

type Received<T> = PayloadAction<{ uid: string; doc: T | null }>;

export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    profileReceived(state, action: Received<InfluencerDoc>) {
      const { uid, doc } = action.payload;
      if (doc) profiles.setOne(state.profiles, doc);
      else profiles.removeOne(state.profiles, uid);
      state.profileStatus[uid] = doc ? 'ready' : 'missing';
    },
    profileFailed(state, action: PayloadAction<string>) {
      state.profileStatus[action.payload] = 'error';
    },
    profileReleased(state, action: PayloadAction<string>) {
      profiles.removeOne(state.profiles, action.payload);
      delete state.profileStatus[action.payload];
    },
    userReceived(state, action: Received<UserDoc>) {
      const { uid, doc } = action.payload;
      if (doc) users.setOne(state.users, doc);
      else users.removeOne(state.users, uid);
      state.userStatus[uid] = doc ? 'ready' : 'missing';
    },
    userFailed(state, action: PayloadAction<string>) {
      state.userStatus[action.payload] = 'error';
    },
    userReleased(state, action: PayloadAction<string>) {
      users.removeOne(state.users, action.payload);
      delete state.userStatus[action.payload];
    },
    /** The form let go of the password failure (it left, or the user starts over). */
    passwordFailureCleared(state) {
      state.password.failure = null;
    },
    /** The deletion dialog closed: its failure goes with it. */
    deletionFailureCleared(state) {
      state.deletion.failure = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(saveAccountProfile.pending, (state, action) => {
        state.saving[action.meta.arg.uid] = true;
      })
      .addCase(changeAccountPassword.pending, (state) => {
        state.password = { busy: true, failure: null };
      })
      .addCase(changeAccountPassword.fulfilled, (state) => {
        state.password = idle;
      })
      .addCase(changeAccountPassword.rejected, (state, action) => {
        state.password = { busy: false, failure: action.payload ?? { key: 'errors.auth.generic' } };
      })
      .addCase(deleteSignedInAccount.pending, (state) => {
        state.deletion = { busy: true, failure: null };
      })
      .addCase(deleteSignedInAccount.fulfilled, (state) => {
        state.deletion = idle;
      })
      .addCase(deleteSignedInAccount.rejected, (state, action) => {
        state.deletion = {
          busy: false,
          failure: action.payload ?? { key: 'account.delete.failed' },
        };
      })
      .addMatcher(
        isAnyOf(saveAccountProfile.fulfilled, saveAccountProfile.rejected),
        (state, action) => {
          delete state.saving[action.meta.arg.uid];
        },
      );
  },
  selectors: {
    selectEditedProfile: (state, uid: string): InfluencerDoc | undefined =>
      state.profiles.entities[uid],
    selectEditedProfileStatus: (state, uid: string): DocStatus =>
      state.profileStatus[uid] ?? 'loading',
    selectEditedUser: (state, uid: string): UserDoc | undefined => state.users.entities[uid],
    selectEditedUserStatus: (state, uid: string): DocStatus => state.userStatus[uid] ?? 'loading',
    selectProfileSaving: (state, uid: string): boolean => state.saving[uid] === true,
    selectPasswordChange: (state): ActionProgress => state.password,
    selectAccountDeletion: (state): ActionProgress => state.deletion,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof accountSlice> {}
}

const injected = accountSlice.injectInto(rootReducer);

export const {
  profileReceived,
  profileFailed,
  profileReleased,
  userReceived,
  userFailed,
  userReleased,
  passwordFailureCleared,
  deletionFailureCleared,
} = accountSlice.actions;
export const {
  selectEditedProfile,
  selectEditedProfileStatus,
  selectEditedUser,
  selectEditedUserStatus,
  selectProfileSaving,
  selectPasswordChange,
  selectAccountDeletion,
} = injected.selectors;
