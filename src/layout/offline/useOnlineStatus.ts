import { useCallback, useEffect, useState } from 'react';

/** navigator.onLine kept current by the `online` / `offline` events, plus a manual re-check. */
export function useOnlineStatus(): { online: boolean; recheck: () => boolean } {
  const [online, setOnline] = useState(() => navigator.onLine);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update(); // the status may have changed before the listeners were attached
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const recheck = useCallback(() => {
    const now = navigator.onLine;
    setOnline(now);
    return now;
  }, []);

  return { online, recheck };
}
