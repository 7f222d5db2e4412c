import { doc, setDoc } from 'firebase/firestore';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  storageAvailable,
  storageSkipReason,
  useRulesEnvironment,
} from './harness';

if (!storageAvailable) console.warn(`[storage rules] skipped: ${storageSkipReason}`);

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.skipIf(!storageAvailable)(`storage rules (skipped when ${storageSkipReason})`, () => {
  const env = useRulesEnvironment({ storage: true });

  it('lets a signed-in user upload a small image to profilePhotos', async () => {
    const storage = env().authenticatedContext('u1').storage();
    await assertSucceeds(
      uploadBytes(ref(storage, 'profilePhotos/a.png'), png, { contentType: 'image/png' }),
    );
  });

  it('refuses a signed-out upload', async () => {
    const storage = env().unauthenticatedContext().storage();
    await assertFails(
      uploadBytes(ref(storage, 'profilePhotos/b.png'), png, { contentType: 'image/png' }),
    );
  });

  it('refuses a file over 2 MB and a non-image type', async () => {
    const storage = env().authenticatedContext('u1').storage();
    const big = new Uint8Array(2097153);
    await assertFails(
      uploadBytes(ref(storage, 'profilePhotos/c.png'), big, { contentType: 'image/png' }),
    );
    await assertFails(
      uploadBytes(ref(storage, 'profilePhotos/d.pdf'), png, { contentType: 'application/pdf' }),
    );
  });

  it('refuses any other path', async () => {
    const storage = env().authenticatedContext('u1').storage();
    await assertFails(uploadBytes(ref(storage, 'other/e.png'), png, { contentType: 'image/png' }));
    await assertFails(getBytes(ref(storage, 'other/e.png')));
  });
});

// Support attachments: support/{userId}/{timestamp}-{safeName} (issue 9). The user whose
// conversation it is and admins (Users/{uid}.type in Firestore) read and upload images or PDF
// up to 10 MB; nobody overwrites or lists; admins delete.
describe.skipIf(!storageAvailable)(
  `storage rules: support attachments (skipped when ${storageSkipReason})`,
  () => {
    const env = useRulesEnvironment({ storage: true });
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const path = (userId: string, name = '1707127200000-dekont.pdf') => `support/${userId}/${name}`;
    const put = (uid: string | null, target: string, data = pdf, contentType = 'application/pdf') =>
      uploadBytes(
        ref(
          (uid ? env().authenticatedContext(uid) : env().unauthenticatedContext()).storage(),
          target,
        ),
        data,
        { contentType },
      );
    const seedAdmin = () =>
      env().withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore(), 'Users/admin1'), { uid: 'admin1', type: 'admin' });
        await setDoc(doc(context.firestore(), 'Users/u2'), { uid: 'u2', type: 'influencer' });
      });

    it('lets the user upload a PDF or an image into her own folder and read it back', async () => {
      await assertSucceeds(put('u1', path('u1')));
      await assertSucceeds(put('u1', path('u1', '1707127200001-ekran.png'), png, 'image/png'));
      await assertSucceeds(getBytes(ref(env().authenticatedContext('u1').storage(), path('u1'))));
    });

    it('lets an admin upload into and read any user’s folder; another user neither', async () => {
      await seedAdmin();
      await assertSucceeds(put('u1', path('u1')));
      await assertSucceeds(put('admin1', path('u1', '1707127200002-yanit.pdf')));
      await assertSucceeds(
        getBytes(ref(env().authenticatedContext('admin1').storage(), path('u1'))),
      );
      await assertFails(put('u2', path('u1', '1707127200003-x.pdf')));
      await assertFails(getBytes(ref(env().authenticatedContext('u2').storage(), path('u1'))));
      await assertFails(put(null, path('u1', '1707127200004-x.pdf')));
    });

    it('refuses over 10 MB, other types and names not of the app’s shape', async () => {
      await assertSucceeds(put('u1', path('u1'), new Uint8Array(10485760)));
      await assertFails(put('u1', path('u1', '1707127200005-big.pdf'), new Uint8Array(10485761)));
      await assertFails(put('u1', path('u1', '1707127200006-x.svg'), png, 'image/svg+xml'));
      await assertFails(put('u1', path('u1', '1707127200007-x.html'), png, 'text/html'));
      await assertFails(put('u1', path('u1', 'dekont.pdf')));
      await assertFails(put('u1', path('u1', '1707127200008-ş ü.pdf')));
    });

    it('refuses overwriting a file; only admins delete', async () => {
      await seedAdmin();
      await assertSucceeds(put('u1', path('u1')));
      await assertFails(put('u1', path('u1')));
      await assertFails(deleteObject(ref(env().authenticatedContext('u1').storage(), path('u1'))));
      await assertSucceeds(
        deleteObject(ref(env().authenticatedContext('admin1').storage(), path('u1'))),
      );
    });
  },
);
