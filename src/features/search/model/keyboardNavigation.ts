// The search box's keyboard model (a combobox over the results): pure, so every key is
// testable. The active option is an index into the flat list of options on screen, or -1 when
// the box itself is active.

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape';

export type NavigationOutcome =
  | { kind: 'move'; active: number }
  /** Enter on an option: open it. */
  | { kind: 'open'; index: number }
  /** Enter in the box: search now (and remember the text). */
  | { kind: 'submit' }
  /** Escape: clear the box. */
  | { kind: 'clear' }
  | { kind: 'none' };

export function isNavigationKey(key: string): key is NavigationKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === 'Escape';
}

/**
 * ArrowDown goes to the next option and from the last back to the first; ArrowUp to the previous
 * one and from the first back to the box; Enter opens the active option (or submits the box);
 * Escape clears.
 */
export function navigate(key: NavigationKey, active: number, count: number): NavigationOutcome {
  const current = active >= 0 && active < count ? active : -1;
  switch (key) {
    case 'ArrowDown':
      return count === 0 ? { kind: 'none' } : { kind: 'move', active: (current + 1) % count };
    case 'ArrowUp':
      if (count === 0) return { kind: 'none' };
      return { kind: 'move', active: current === -1 ? count - 1 : current - 1 };
    case 'Enter':
      return current === -1 ? { kind: 'submit' } : { kind: 'open', index: current };
    case 'Escape':
      return { kind: 'clear' };
  }
}
