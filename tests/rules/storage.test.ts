import { getBytes, ref, uploadBytes } from 'firebase/storage';
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
