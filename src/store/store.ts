import { configureStore } from '@reduxjs/toolkit';
import { createAppListenerMiddleware } from './listenerMiddleware';
import { persistSession } from './session/sessionSlice';
import { reducerWithUi } from './ui/uiSlice';

// The ui slice (menu, appearance, toasts) is injected like the feature slices, but every screen
// has it: the store is made from the reducer that carries it, so `state.ui` is always there.
export type RootState = ReturnType<typeof reducerWithUi>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createAppListenerMiddleware();
  const store = configureStore({
    reducer: reducerWithUi,
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
