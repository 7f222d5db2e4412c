import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';

// The state of the sign-in, sign-up and password forms (spec section 4, "Auth store flags").
// Who is signed in lives in store/session; this slice only tracks the forms' progress.
export type AuthMessage = { key: string } | { raw: string };

export type AuthState = {
  processing: boolean;
  loginError: AuthMessage | null;
  /** Increments with each error so a 3 s clear never removes a newer error. */
  errorSerial: number;
  registerSuccess: boolean;
  forgotPasswordSuccess: boolean;
  resetPasswordSuccess: boolean;
};

const initialState: AuthState = {
  processing: false,
  loginError: null,
  errorSerial: 0,
  registerSuccess: false,
  forgotPasswordSuccess: false,
  resetPasswordSuccess: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authStarted(state) {
      state.processing = true;
      state.loginError = null;
    },
    authFailed(state, action: PayloadAction<AuthMessage>) {
      state.processing = false;
      state.loginError = action.payload;
      state.errorSerial += 1;
    },
    authErrorCleared(state, action: PayloadAction<number>) {
      if (state.errorSerial === action.payload) state.loginError = null;
    },
    signInSucceeded(state) {
      state.processing = false;
    },
    registerSucceeded(state) {
      state.processing = false;
      state.registerSuccess = true;
    },
    forgotPasswordSucceeded(state) {
      state.processing = false;
      state.forgotPasswordSuccess = true;
    },
    resetPasswordSucceeded(state) {
      state.processing = false;
      state.resetPasswordSuccess = true;
    },
    authFormsReset() {
      return initialState;
    },
  },
  selectors: {
    selectAuthForm: (state) => state,
  },
});

export const {
  authStarted,
  authFailed,
  authErrorCleared,
  signInSucceeded,
  registerSucceeded,
  forgotPasswordSucceeded,
  resetPasswordSucceeded,
  authFormsReset,
} = authSlice.actions;
declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

const injected = authSlice.injectInto(rootReducer);
export const { selectAuthForm } = injected.selectors;
