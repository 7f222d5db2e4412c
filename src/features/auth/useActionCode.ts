import { useEffect, useState } from 'react';
import { messageFor } from './authThunks';
import type { AuthMessage } from './authSlice';

export type ActionCodeState<T> =
  | { status: 'checking' }
  | { status: 'done'; value: T }
  | { status: 'failed'; message: AuthMessage };

// One attempt per code and purpose: codes are single-use, and React's development double
// effects (or a quick re-render) must not spend a code twice and report the second try.
const attempts = new Map<string, Promise<unknown>>();

/** Runs `work(code)` once for this code and reports its progress. */
export function useActionCode<T>(
  purpose: string,
  code: string | null,
  work: (code: string) => Promise<T>,
): ActionCodeState<T> {
  const [state, setState] = useState<ActionCodeState<T>>({ status: 'checking' });

  useEffect(() => {
    if (!code) return;
    let live = true;
    const key = `${purpose}:${code}`;
    if (!attempts.has(key)) attempts.set(key, work(code));
    (attempts.get(key) as Promise<T>).then(
      (value) => live && setState({ status: 'done', value }),
      (error: unknown) => live && setState({ status: 'failed', message: messageFor(error) }),
    );
    return () => {
      live = false;
    };
    // `work` may be a new closure on each render (a thunk's dispatch): the attempt is named by
    // purpose and code alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [purpose, code]);

  return code ? state : missingCode;
}

const missingCode = {
  status: 'failed',
  message: { key: 'errors.auth.invalidActionCode' },
} as const;
