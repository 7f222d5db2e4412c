import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (relative times and "today" labels stay true). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * True from when a flag was set (`since`, epoch ms) until it is `freshMs` old, re-rendering
 * when it goes stale by itself (the typing indicator: no snapshot says a typist went quiet).
 */
export function useFresh(since: number | null, freshMs: number): boolean {
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    const left = since === null ? 0 : freshMs - (Date.now() - since);
    const show = setTimeout(() => setFresh(left > 0), 0);
    const hide = left > 0 ? setTimeout(() => setFresh(false), left) : undefined;
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [since, freshMs]);
  return fresh;
}
