// The side menu's display states (spec section 2, "Side menu and layout"; 4 states in section 9):
//   default    main menu (icons + labels) and the sub-menu of the current section
//   subHidden  main menu only
//   hidden     no menu
//   mobile     below 768 px the menu is an overlay that opens and closes (`mobileOpen`)
// Each viewport starts in its own state; the toggle button moves on from there.
export const breakpoints = { desktop: 1440, tablet: 768 } as const;

export type Viewport = 'desktop' | 'tablet' | 'mobile';
export type MenuState = 'default' | 'subHidden' | 'hidden' | 'mobile';

export function viewportForWidth(width: number): Viewport {
  if (width >= breakpoints.desktop) return 'desktop';
  if (width >= breakpoints.tablet) return 'tablet';
  return 'mobile';
}

const startStates: Record<Viewport, MenuState> = {
  desktop: 'default',
  tablet: 'subHidden',
  mobile: 'mobile',
};

export function menuStateFor(viewport: Viewport): MenuState {
  return startStates[viewport];
}

const toggleCycle: readonly MenuState[] = ['default', 'subHidden', 'hidden'];

/** The state after one press of the toggle on a wide screen; the mobile state only opens/closes. */
export function nextMenuState(state: MenuState): MenuState {
  if (state === 'mobile') return state;
  return toggleCycle[(toggleCycle.indexOf(state) + 1) % toggleCycle.length];
}

export function currentViewport(): Viewport {
  return typeof window === 'undefined' ? 'desktop' : viewportForWidth(window.innerWidth);
}

/** The side menu's element id, for the toggle button's aria-controls. */
export const sideMenuId = 'side-menu';
