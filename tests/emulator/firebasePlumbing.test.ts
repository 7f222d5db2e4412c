import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { auth, db } from '../../src/lib/firebase';

// The app's one Firebase module, used as the app uses it, against the emulators.
describe('src/lib/firebase.ts', () => {
  it('connects Auth to the emulator', async () => {
    const instance = await auth();
    const email = `plumbing-${Date.now()}@demo.test`;
    const credential = await createUserWithEmailAndPassword(instance, email, 'secret123');
    expect(credential.user.email).toBe(email);
    // The emulator issues unsigned tokens; a real project would never produce this header.
    const token = await credential.user.getIdToken();
    expect(JSON.parse(atob(token.split('.')[0]!)).alg).toBe('none');
    await signOut(instance);
  });

  it('connects Firestore to the emulator, where the security rules answer', async () => {
    const firestore = await db();
    await expect(getDoc(doc(firestore, 'Unplanned/x'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('returns the same instance on every call', async () => {
    expect(await db()).toBe(await db());
    expect(await auth()).toBe(await auth());
  });
});
