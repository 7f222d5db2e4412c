import { doc, setDoc } from 'firebase/firestore';
import { deleteObject, getBytes, listAll, ref, uploadBytes } from 'firebase/storage';
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

// Issue 21's images: profilePhotos/{uuid}, brand-logos/{uid}/{uuid}, briefImages/{uid}/{uuid}.
// The browser has cropped and downscaled them: JPEG, PNG or WEBP up to 2 MB, created only by
// the folder's uid (any signed-in user for profilePhotos), read by anyone, never overwritten,
// listed or deleted.
describe.skipIf(!storageAvailable)(
  `storage rules: uploaded images (skipped when ${storageSkipReason})`,
  () => {
    const env = useRulesEnvironment({ storage: true });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const storageOf = (uid: string | null) =>
      (uid ? env().authenticatedContext(uid) : env().unauthenticatedContext()).storage();
    const put = (uid: string | null, target: string, data = jpeg, contentType = 'image/jpeg') =>
      uploadBytes(ref(storageOf(uid), target), data, { contentType });

    for (const folder of ['brand-logos', 'briefImages']) {
      it(`${folder}: refuses others, signed-out users, other types and over 2 MB`, async () => {
        await assertFails(put('u2', `${folder}/u1/a`));
        await assertFails(put(null, `${folder}/u1/b`));
        await assertFails(put('u1', `${folder}/u1/c`, png, 'image/gif'));
        await assertFails(put('u1', `${folder}/u1/d`, png, 'image/svg+xml'));
        await assertFails(put('u1', `${folder}/u1/e`, png, 'application/pdf'));
        await assertFails(put('u1', `${folder}/u1/f`, new Uint8Array(2097153)));
        await assertFails(put('u1', `${folder}/u1/sub/g`));
      });

      it(`${folder}: refuses overwriting, deleting and listing`, async () => {
        await assertSucceeds(put('u1', `${folder}/u1/h`));
        await assertFails(put('u1', `${folder}/u1/h`));
        await assertFails(deleteObject(ref(storageOf('u1'), `${folder}/u1/h`)));
        await assertFails(listAll(ref(storageOf('u1'), `${folder}/u1`)));
      });

      it(`${folder}: lets the folder's uid upload JPEG, PNG or WEBP up to 2 MB; anyone reads`, async () => {
        await assertSucceeds(put('u1', `${folder}/u1/i`, new Uint8Array(2097152)));
        await assertSucceeds(put('u1', `${folder}/u1/j`, png, 'image/png'));
        await assertSucceeds(put('u1', `${folder}/u1/k`, png, 'image/webp'));
        await assertSucceeds(getBytes(ref(storageOf(null), `${folder}/u1/j`)));
        await assertSucceeds(getBytes(ref(storageOf('u2'), `${folder}/u1/j`)));
      });
    }

    it('profilePhotos: refuses GIF (the browser sends JPEG), over 2 MB and overwriting', async () => {
      await assertFails(put('u1', 'profilePhotos/g1', png, 'image/gif'));
      await assertFails(put('u1', 'profilePhotos/g2', new Uint8Array(2097153)));
      await assertSucceeds(put('u1', 'profilePhotos/g3'));
      await assertFails(put('u2', 'profilePhotos/g3'));
      await assertSucceeds(getBytes(ref(storageOf(null), 'profilePhotos/g3')));
    });
  },
);
