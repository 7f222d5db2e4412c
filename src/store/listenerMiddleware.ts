import { addListener, createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

// Every store gets its own listener middleware (tests make many stores; a shared instance
// would let one store's actions wake another store's effects). Features add their effects to
// the store they run in by dispatching addAppListener(...) (docs/data-layer.md); adding the
// same effect again is a no-op.
export const createAppListenerMiddleware = () => createListenerMiddleware();

export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
