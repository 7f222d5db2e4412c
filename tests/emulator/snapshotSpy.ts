// Counts Firestore listeners in emulator tests: every onSnapshot call is recorded with its
// path, and the unsubscribe it returns is a spy. A test file installs it with
//   vi.mock('firebase/firestore', async (original) =>
//     (await import('./snapshotSpy')).withSnapshotSpy(await original()));
import { vi, type Mock } from 'vitest';

type Firestore = typeof import('firebase/firestore');

export const listeners: { path: string; unsubscribe: Mock<() => void> }[] = [];

type Target = { path?: string; _query?: { path: { canonicalString(): string } } };

/** A document's or collection's path; a query has none publicly, so its internal one is read. */
const pathOf = (target: Target) => target.path ?? target._query?.path.canonicalString() ?? '?';

export function withSnapshotSpy(actual: Firestore): Firestore {
  const original = actual.onSnapshot as (...args: unknown[]) => () => void;
  const onSnapshot = (target: Target, ...rest: unknown[]) => {
    const unsubscribe = vi.fn(original(target, ...rest));
    listeners.push({ path: pathOf(target), unsubscribe });
    return unsubscribe;
  };
  return { ...actual, onSnapshot: onSnapshot as unknown as Firestore['onSnapshot'] };
}

export const attached = (path: string) => listeners.filter((entry) => entry.path === path);

export const detached = (path: string) =>
  attached(path).filter((entry) => entry.unsubscribe.mock.calls.length > 0);
