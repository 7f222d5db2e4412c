import { createSlice } from '@reduxjs/toolkit';

// Placeholder: the layout work owns this slice (theme, radius, direction, menu state, toasts).
export type UiState = Record<string, never>;

export const uiSlice = createSlice({
  name: 'ui',
  initialState: {} as UiState,
  reducers: {},
});
