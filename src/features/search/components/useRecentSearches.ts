import { useCallback, useState } from 'react';
import {
  readRecentSearches,
  withRecent,
  withoutRecent,
  writeRecentSearches,
} from '../model/recentSearches';

/** The user's recent searches with add, remove and clear, kept in local storage. */
export function useRecentSearches(uid: string) {
  // Held with its uid: after a switch of user (acting as someone) the other list is read.
  const [held, setHeld] = useState(() => ({ uid, list: readRecentSearches(uid) }));
  const recent = held.uid === uid ? held.list : readRecentSearches(uid);

  const update = useCallback(
    (change: (list: string[]) => string[]) =>
      setHeld((state) => {
        const next = change(state.uid === uid ? state.list : readRecentSearches(uid));
        writeRecentSearches(uid, next);
        return { uid, list: next };
      }),
    [uid],
  );
  const remember = useCallback(
    (text: string) => update((list) => withRecent(list, text)),
    [update],
  );
  const forget = useCallback(
    (text: string) => update((list) => withoutRecent(list, text)),
    [update],
  );
  const clear = useCallback(() => update(() => []), [update]);
  return { recent, remember, forget, clear };
}
