import type { AppDispatch } from '../store';
import { sessionEnded } from './sessionSlice';

/** Signs out of Firebase Auth (loaded on demand) and clears the session, whatever Auth says. */
export async function signOutOfApp(dispatch: AppDispatch): Promise<void> {
  try {
    const [{ auth }, { signOut }] = await Promise.all([
      import('@/lib/firebase'),
      import('firebase/auth'),
    ]);
    await signOut(await auth());
  } catch (error) {
    // Offline or a failed chunk: the local session still ends; Auth forgets it on next start.
    console.warn('sign-out could not reach Firebase Auth', error);
  } finally {
    dispatch(sessionEnded());
  }
}
