import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

/**
 * Every write of a feature is one of these (docs/data-layer.md). A failure is rejected with
 * the i18n key of the spec's message, chosen once in the thunk, never in the component.
 */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
}>();
