import { useCallback, useEffect, useRef } from 'react';
import { TYPING_DEBOUNCE_MS } from '../model/chatModel';

/**
 * The user's typing entry (spec section 4): written at most once per TYPING_DEBOUNCE_MS while
 * she types (so the other side's 3 s freshness holds), deleted when she stops for twice that,
 * empties the box or leaves the conversation; a sent message's batch deletes it itself.
 */
export function useTyping(write: ((typing: boolean) => void) | null) {
  const writeRef = useRef(write);
  useEffect(() => {
    writeRef.current = write;
  });
  const lastWrite = useRef(0);
  const active = useRef(false);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(stopTimer.current);
    if (active.current) writeRef.current?.(false);
    active.current = false;
    lastWrite.current = 0;
  }, []);

  const onTyping = useCallback(
    (typing: boolean) => {
      if (!typing) return stop();
      const now = Date.now();
      if (now - lastWrite.current >= TYPING_DEBOUNCE_MS) {
        writeRef.current?.(true);
        lastWrite.current = now;
        active.current = true;
      }
      clearTimeout(stopTimer.current);
      stopTimer.current = setTimeout(stop, TYPING_DEBOUNCE_MS * 2);
    },
    [stop],
  );

  /** A message went out: its batch deleted the entry, so only the local state resets. */
  const onSent = useCallback(() => {
    clearTimeout(stopTimer.current);
    active.current = false;
    lastWrite.current = 0;
  }, []);

  useEffect(() => stop, [stop]);
  return { onTyping, onSent };
}
