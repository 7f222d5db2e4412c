import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice, persistSessionUser } from '../features/auth/authSlice';
import { uiSlice } from '../layout/uiSlice';

const rootReducer = combineSlices(authSlice, uiSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({ reducer: rootReducer, preloadedState });
  let lastUser = store.getState().auth.user;
  store.subscribe(() => {
    const user = store.getState().auth.user;
    if (user !== lastUser) {
      lastUser = user;
      persistSessionUser(user);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
