import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice';
import { uiSlice } from '../layout/uiSlice';
import { createAppListenerMiddleware } from './listenerMiddleware';
import { liveSlice } from './live/liveSlice';
import { persistSession, sessionSlice } from './session/sessionSlice';

/**
 * Feature slices join the store when their feature loads (`slice.injectInto(rootReducer)`), so
 * the sign-in page does not carry them; each declares itself here by declaration merging
 * (docs/data-layer.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  sessionSlice,
  authSlice,
  uiSlice,
  liveSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createAppListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
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
