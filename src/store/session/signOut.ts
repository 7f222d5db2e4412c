import { settlePendingWrites } from '@/lib/pendingWrites';
import { forgetPushDevice } from '@/lib/pushDeviceToken';
import type { AppDispatch } from '../store';
import { sessionEnded } from './sessionSlice';

/** Signs out of Firebase Auth (loaded on demand) and clears the session, whatever Auth says. */
export async function signOutOfApp(dispatch: AppDispatch): Promise<void> {
  try {
    // Each import destructured on its own: the bundler keeps only `signOut` of firebase/auth
    // (through Promise.all it would keep the whole SDK, 36 KB, on every signed-in page).
    const loadAuth = import('@/lib/firebase').then(({ auth }) => auth());
    const { signOut } = await import('firebase/auth');
    const instance = await loadAuth;
    const uid = instance.currentUser?.uid;
    if (uid) {
      await settlePendingWrites();
      await forgetPushDevice(uid);
    }
    await signOut(instance);
  } catch (error) {
    // Offline or a failed chunk: the local session still ends; Auth forgets it on next start.
    console.warn('sign-out could not reach Firebase Auth', error);
  } finally {
    dispatch(sessionEnded());
  }
}
