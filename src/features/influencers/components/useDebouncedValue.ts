import { useEffect, useState } from 'react';

/** How long the name search and the follower fields wait for typing to stop. */
export const TYPING_DEBOUNCE_MS = 400;

/** `value`, once it has stopped changing for `delay` milliseconds. */
export function useDebouncedValue<T>(value: T, delay: number = TYPING_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
