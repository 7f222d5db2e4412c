import { useEffect, useState } from 'react';
import { isValidUsername, normaliseUsername } from '@shared/managedLogin';
import { isUsernameAvailable } from '@/lib/accountFunctions';

export type UsernameCheck = 'idle' | 'checking' | 'available' | 'taken' | 'error';

const DEBOUNCE_MS = 400;

/** Asks the server whether a username is free, a moment after typing stops. */
export function useUsernameCheck(raw: string): UsernameCheck {
  const username = normaliseUsername(raw);
  const valid = isValidUsername(username);
  const [result, setResult] = useState<{ username: string; check: UsernameCheck }>({
    username: '',
    check: 'idle',
  });

  useEffect(() => {
    if (!valid) return;
    let live = true;
    const timer = setTimeout(() => {
      isUsernameAvailable(username).then(
        (answer) =>
          live && setResult({ username, check: answer.available ? 'available' : 'taken' }),
        () => live && setResult({ username, check: 'error' }),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [username, valid]);

  if (!valid) return 'idle';
  return result.username === username ? result.check : 'checking';
}
