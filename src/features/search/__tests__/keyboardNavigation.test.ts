import { describe, expect, it } from 'vitest';
import { isNavigationKey, navigate } from '../model/keyboardNavigation';

describe('navigate', () => {
  it('ArrowDown goes from the box to the first option, on, and round to the first', () => {
    expect(navigate('ArrowDown', -1, 3)).toEqual({ kind: 'move', active: 0 });
    expect(navigate('ArrowDown', 1, 3)).toEqual({ kind: 'move', active: 2 });
    expect(navigate('ArrowDown', 2, 3)).toEqual({ kind: 'move', active: 0 });
  });

  it('ArrowUp goes back, from the first option to the box, from the box to the last', () => {
    expect(navigate('ArrowUp', 2, 3)).toEqual({ kind: 'move', active: 1 });
    expect(navigate('ArrowUp', 0, 3)).toEqual({ kind: 'move', active: -1 });
    expect(navigate('ArrowUp', -1, 3)).toEqual({ kind: 'move', active: 2 });
  });

  it('arrows do nothing without options', () => {
    expect(navigate('ArrowDown', -1, 0)).toEqual({ kind: 'none' });
    expect(navigate('ArrowUp', -1, 0)).toEqual({ kind: 'none' });
  });

  it('Enter opens the active option, or submits the box', () => {
    expect(navigate('Enter', 1, 3)).toEqual({ kind: 'open', index: 1 });
    expect(navigate('Enter', -1, 3)).toEqual({ kind: 'submit' });
    // An index left over from a longer list counts as the box.
    expect(navigate('Enter', 5, 3)).toEqual({ kind: 'submit' });
  });

  it('Escape clears', () => {
    expect(navigate('Escape', 2, 3)).toEqual({ kind: 'clear' });
  });

  it('knows its keys', () => {
    expect(['ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'Tab', 'a'].map(isNavigationKey)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
