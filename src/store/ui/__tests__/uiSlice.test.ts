import { describe, expect, it } from 'vitest';
import {
  directionChanged,
  initialUiState,
  menuToggled,
  mobileMenuClosed,
  radiusChanged,
  selectMenuVisible,
  themeChanged,
  toastAdded,
  toastDismissed,
  uiSlice,
  viewportChanged,
  type UiState,
} from '../uiSlice';
import { viewportForWidth } from '../menuState';
import { maxToasts } from '../toastModel';

const reduce = uiSlice.reducer;
const menuVisible = (state: UiState) => selectMenuVisible({ ui: state });

describe('viewportForWidth (breakpoints 1440 and 768)', () => {
  it.each([
    [1920, 'desktop'],
    [1440, 'desktop'],
    [1439, 'tablet'],
    [768, 'tablet'],
    [767, 'mobile'],
    [320, 'mobile'],
  ] as const)('%i px is %s', (width, viewport) => {
    expect(viewportForWidth(width)).toBe(viewport);
  });
});

describe('uiSlice menu', () => {
  it('starts in the viewport’s own state', () => {
    expect(initialUiState('desktop').menu).toEqual({
      viewport: 'desktop',
      state: 'default',
      mobileOpen: false,
    });
    expect(initialUiState('tablet').menu.state).toBe('subHidden');
    expect(initialUiState('mobile').menu.state).toBe('mobile');
  });

  it('cycles default → subHidden → hidden → default on a wide screen', () => {
    let state = initialUiState('desktop');
    const seen: string[] = [state.menu.state];
    for (let i = 0; i < 3; i += 1) {
      state = reduce(state, menuToggled());
      seen.push(state.menu.state);
    }
    expect(seen).toEqual(['default', 'subHidden', 'hidden', 'default']);
  });

  it('continues the cycle from sub-hidden on a tablet', () => {
    const once = reduce(initialUiState('tablet'), menuToggled());
    expect(once.menu.state).toBe('hidden');
    expect(menuVisible(once)).toBe(false);
    expect(reduce(once, menuToggled()).menu.state).toBe('default');
  });

  it('only opens and closes the overlay on a phone', () => {
    const closed = initialUiState('mobile');
    expect(menuVisible(closed)).toBe(false);
    const open = reduce(closed, menuToggled());
    expect(open.menu).toMatchObject({ state: 'mobile', mobileOpen: true });
    expect(menuVisible(open)).toBe(true);
    expect(reduce(open, menuToggled()).menu.mobileOpen).toBe(false);
    expect(reduce(open, mobileMenuClosed()).menu.mobileOpen).toBe(false);
  });

  it('resets to the new viewport’s state when a breakpoint is crossed, not before', () => {
    const hidden = reduce(reduce(initialUiState('desktop'), menuToggled()), menuToggled());
    expect(hidden.menu.state).toBe('hidden');
    expect(reduce(hidden, viewportChanged('desktop')).menu.state).toBe('hidden');
    expect(reduce(hidden, viewportChanged('tablet')).menu).toEqual({
      viewport: 'tablet',
      state: 'subHidden',
      mobileOpen: false,
    });
    const openPhone = reduce(initialUiState('mobile'), menuToggled());
    expect(reduce(openPhone, viewportChanged('desktop')).menu.state).toBe('default');
  });
});

describe('uiSlice appearance', () => {
  it('sets theme, radius and direction', () => {
    let state = initialUiState('desktop');
    expect(state).toMatchObject({
      theme: 'light.orangecarrot',
      radius: 'rounded',
      direction: 'ltr',
    });
    state = reduce(state, themeChanged('dark.bluenavy'));
    state = reduce(state, radiusChanged('flat'));
    state = reduce(state, directionChanged('rtl'));
    expect(state).toMatchObject({ theme: 'dark.bluenavy', radius: 'flat', direction: 'rtl' });
  });
});

describe('uiSlice toasts', () => {
  it('adds toasts with the type’s duration and removes them by id', () => {
    let state = initialUiState('desktop');
    const plain = toastAdded({ message: 'a' });
    const success = toastAdded({ type: 'success', message: 'b' });
    const error = toastAdded({ type: 'error', message: 'c' });
    state = [plain, success, error].reduce(reduce, state);
    expect(state.toasts.map((t) => [t.message, t.type, t.duration])).toEqual([
      ['a', 'success', 2000],
      ['b', 'success', 3000],
      ['c', 'error', 4500],
    ]);
    expect(new Set(state.toasts.map((t) => t.id)).size).toBe(3);
    state = reduce(state, toastDismissed(success.payload.id));
    expect(state.toasts.map((t) => t.message)).toEqual(['a', 'c']);
  });

  it('keeps at most the newest few toasts', () => {
    let state = initialUiState('desktop');
    for (let i = 0; i < maxToasts + 2; i += 1)
      state = reduce(state, toastAdded({ message: `m${i}` }));
    expect(state.toasts).toHaveLength(maxToasts);
    expect(state.toasts[0].message).toBe('m2');
  });
});
