import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../rootReducer';
import {
  currentViewport,
  menuStateFor,
  nextMenuState,
  type MenuState,
  type Viewport,
} from './menuState';
import {
  storedDirection,
  storedRadius,
  storedTheme,
  type Direction,
  type Radius,
  type ThemeId,
} from './themes';
import { makeToast, maxToasts, type Toast, type ToastInput } from './toastModel';

// Interface state that is not data: the side menu, the appearance settings and the toast queue.
// Appearance lives here so components re-render on change; theme/appearanceActions.ts applies
// it to <html> and local storage.
export type MenuUiState = {
  viewport: Viewport;
  state: MenuState;
  /** Only meaningful in the mobile state: whether the overlay is open. */
  mobileOpen: boolean;
};

export type UiState = {
  menu: MenuUiState;
  theme: ThemeId;
  radius: Radius;
  direction: Direction;
  toasts: Toast[];
};

export function initialUiState(viewport: Viewport = currentViewport()): UiState {
  return {
    menu: { viewport, state: menuStateFor(viewport), mobileOpen: false },
    theme: storedTheme(),
    radius: storedRadius(),
    direction: storedDirection(),
    toasts: [],
  };
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: () => initialUiState(),
  reducers: {
    menuToggled(state) {
      const { menu } = state;
      if (menu.state === 'mobile') menu.mobileOpen = !menu.mobileOpen;
      else menu.state = nextMenuState(menu.state);
    },
    mobileMenuClosed(state) {
      state.menu.mobileOpen = false;
    },
    /** Crossing a breakpoint resets the menu to that viewport's starting state. */
    viewportChanged(state, action: PayloadAction<Viewport>) {
      if (state.menu.viewport === action.payload) return;
      state.menu = {
        viewport: action.payload,
        state: menuStateFor(action.payload),
        mobileOpen: false,
      };
    },
    themeChanged(state, action: PayloadAction<ThemeId>) {
      state.theme = action.payload;
    },
    radiusChanged(state, action: PayloadAction<Radius>) {
      state.radius = action.payload;
    },
    directionChanged(state, action: PayloadAction<Direction>) {
      state.direction = action.payload;
    },
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
        if (state.toasts.length > maxToasts)
          state.toasts.splice(0, state.toasts.length - maxToasts);
      },
      prepare: (input: ToastInput) => ({ payload: makeToast(input) }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectMenu: (state) => state.menu,
    /** Whether any part of the side menu is on screen (the toggle's aria-expanded). */
    selectMenuVisible: (state) =>
      state.menu.state === 'mobile' ? state.menu.mobileOpen : state.menu.state !== 'hidden',
    selectTheme: (state) => state.theme,
    selectRadius: (state) => state.radius,
    selectDirection: (state) => state.direction,
    selectToasts: (state) => state.toasts,
  },
});

export const {
  menuToggled,
  mobileMenuClosed,
  viewportChanged,
  themeChanged,
  radiusChanged,
  directionChanged,
  toastAdded,
  toastDismissed,
} = uiSlice.actions;

declare module '../rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof uiSlice> {}
}

/** The root reducer with the ui slice in it: the store is made from this one (store.ts). */
export const reducerWithUi = rootReducer.inject(uiSlice);

export const {
  selectMenu,
  selectMenuVisible,
  selectTheme,
  selectRadius,
  selectDirection,
  selectToasts,
} = uiSlice.selectors;
