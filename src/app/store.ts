import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice';
import { uiSlice } from '../layout/uiSlice';
import { persistSession, sessionSlice } from './session/sessionSlice';

const rootReducer = combineSlices(sessionSlice, authSlice, uiSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({ reducer: rootReducer, preloadedState });
  let lastSession = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session !== lastSession) {
      lastSession = session;
      persistSession(session);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
