import { doc, setDoc } from 'firebase/firestore';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  storageAvailable,
  storageSkipReason,
  useRulesEnvironment,
} from './harness';

if (!storageAvailable) console.warn(`[storage rules: drafts] skipped: ${storageSkipReason}`);

// Draft files (issue 21): collaborationDrafts/{briefId}/{userId}/{fileName}. The accepted
// party (or her managing agency) uploads images (jpeg, png, webp, 10 MB) or videos (mp4,
// quicktime, webm, 200 MB) while accepted and not completed; she, the brief's owner and admins
// read; nobody lists or overwrites; admins delete. Roles come from Firestore.
describe.skipIf(!storageAvailable)(
  `storage rules: collaboration drafts (skipped when ${storageSkipReason})`,
  () => {
    const env = useRulesEnvironment({ storage: true });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const path = (userId = 'inf1', name = '1732600000000-kare.jpg', briefId = 'b1') =>
      `collaborationDrafts/${briefId}/${userId}/${name}`;
    const storageOf = (uid: string | null) =>
      (uid ? env().authenticatedContext(uid) : env().unauthenticatedContext()).storage();
    const put = (uid: string | null, target: string, data = jpeg, contentType = 'image/jpeg') =>
      uploadBytes(ref(storageOf(uid), target), data, { contentType });

    beforeEach(async () => {
      await env().withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        await setDoc(doc(db, 'Users/admin1'), { uid: 'admin1', type: 'admin' });
        await setDoc(doc(db, 'Users/inf1'), { uid: 'inf1', type: 'influencer' });
        await setDoc(doc(db, 'Users/inf2'), { uid: 'inf2', type: 'influencer' });
        await setDoc(doc(db, 'Users/managed1'), {
          uid: 'managed1',
          type: 'influencer',
          imitatorAgencyUID: 'agency1',
        });
        await setDoc(doc(db, 'Users/agency1'), { uid: 'agency1', type: 'influencerAgency' });
        await setDoc(doc(db, 'Users/brand1'), { uid: 'brand1', type: 'brand' });
        await setDoc(doc(db, 'briefs/b1'), {
          briefOwnerUserId: 'brand1',
          acceptedUsers: ['inf1', 'managed1'],
          completedUsers: [],
        });
        await setDoc(doc(db, 'briefs/done'), {
          briefOwnerUserId: 'brand1',
          acceptedUsers: ['inf1'],
          completedUsers: ['inf1'],
        });
      });
    });

    it('denies others, a signed-out upload, another user’s folder and a completed party', async () => {
      await assertFails(put(null, path()));
      await assertFails(put('inf2', path()));
      await assertFails(put('inf2', path('inf2')));
      await assertFails(put('brand1', path()));
      await assertFails(put('agency1', path()));
      await assertFails(put('inf1', path('inf1', 'a.jpg', 'done')));
      await assertSucceeds(put('inf1', path()));
      await assertSucceeds(put('agency1', path('managed1')));
    });

    it('denies other types, an image over 10 MB and a video over 200 MB', async () => {
      await assertFails(put('inf1', path('inf1', 'a.gif'), jpeg, 'image/gif'));
      await assertFails(put('inf1', path('inf1', 'a.pdf'), jpeg, 'application/pdf'));
      await assertFails(put('inf1', path('inf1', 'b.jpg'), new Uint8Array(10485761)));
      await assertFails(put('inf1', path('inf1', 'a b.jpg')));
      await assertSucceeds(put('inf1', path('inf1', 'klip.mp4'), jpeg, 'video/mp4'));
      await assertSucceeds(put('inf1', path('inf1', 'klip.mov'), jpeg, 'video/quicktime'));
    });

    it('reads: the party, the owner and admins; nobody overwrites; admins delete', async () => {
      await assertSucceeds(put('inf1', path()));
      await assertFails(getBytes(ref(storageOf('inf2'), path())));
      await assertSucceeds(getBytes(ref(storageOf('inf1'), path())));
      await assertSucceeds(getBytes(ref(storageOf('brand1'), path())));
      await assertSucceeds(getBytes(ref(storageOf('admin1'), path())));
      await assertFails(put('inf1', path()));
      await assertFails(deleteObject(ref(storageOf('inf1'), path())));
      await assertSucceeds(deleteObject(ref(storageOf('admin1'), path())));
    });
  },
);
