// Issue 21 "Real images", in Chromium on the built app: the demo influencer changes her profile
// photo on the account page. A 4000×3000 JPEG made in the page (a canvas with noise, about
// 3 MB, over the spec's 2 MB) is chosen, cropped round in the dialog (zoomed by keyboard,
// moved with the arrow keys) and downscaled in the browser; what leaves the browser must be a
// JPEG at most 1600 px wide and under 500 KB.
//
// The Storage emulator cannot start here (design.md section 3), so the test answers the Storage
// requests itself (page.route on '**/v0/b/**': the SDK's multipart or resumable upload, then
// the download URL) and reads the uploaded bytes from the request bodies. Then the app's own
// Firestore writes run against the emulator (Users.profileImage, Influencers profileImage and
// generalInfo.profilePhotoUrl) and the spec's toast shows. Not checked here: that Storage stores
// the file and that storage.rules accept it (tests/rules/storage.test.ts, where the emulator runs).
import assert from 'node:assert/strict';
import type { Page, Route } from 'playwright-core';
import { demo, signIn } from './accounts';
import { e2e, eventually, screenshot } from './browser';
import { axeProblems, untilSettled, withAxe } from './axe';
import { adminDb } from './firestoreAdmin';

type Upload = { path: string; contentType: string; size: number; bytes: Buffer };

/**
 * A stand-in for the Storage endpoint: answers the Firebase SDK's upload requests (multipart for
 * up to 256 KB, resumable above) and its metadata read, keeping what was sent.
 */
function fakeStorage(page: Page) {
  const uploads: Upload[] = [];
  let pending: { path: string; contentType: string; size: number; chunks: Buffer[] } | null = null;
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-expose-headers':
      'X-Goog-Upload-Status, X-Goog-Upload-URL, X-Goog-Upload-Size-Received, X-Goog-Upload-Chunk-Granularity',
  };
  const metadataOf = (path: string, contentType: string, size: number) =>
    JSON.stringify({
      name: path,
      bucket: 'demo-influencer.appspot.com',
      contentType,
      size: String(size),
      downloadTokens: 'e2e-token',
    });
  // The SDK sends the object's resource: its path as `name`; the size only in a header of the
  // resumable start (a multipart upload is sized by its own bytes).
  const resource = (json: string, size = Number.NaN) => {
    const data = JSON.parse(json) as { name: string; contentType: string };
    return { path: data.name, contentType: data.contentType, size };
  };
  const handle = async (route: Route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(request.url());
    if (request.method() === 'GET') {
      // getDownloadURL reads the object's metadata.
      const path = decodeURIComponent(url.pathname.split('/o/')[1] ?? '');
      const upload = uploads.find((candidate) => candidate.path === path);
      if (!upload) return route.fulfill({ status: 404, headers: cors, body: '{}' });
      return route.fulfill({
        status: 200,
        headers: { ...cors, 'content-type': 'application/json' },
        body: metadataOf(upload.path, upload.contentType, upload.size),
      });
    }
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const command = headers['x-goog-upload-command'] ?? '';
    if (headers['x-goog-upload-protocol'] === 'multipart') {
      // --boundary, JSON metadata, --boundary, the file's type, the bytes, --boundary--
      const boundary = /boundary=(\S+)/.exec(headers['content-type'] ?? '')?.[1] ?? '';
      const text = body.toString('latin1');
      const metadata = resource(text.slice(text.indexOf('{'), text.indexOf('}') + 1));
      const start = text.indexOf('\r\n\r\n', text.indexOf(`--${boundary}`, text.indexOf('}'))) + 4;
      const end = text.lastIndexOf(`\r\n--${boundary}--`);
      const bytes = body.subarray(start, end);
      uploads.push({ ...metadata, size: bytes.length, bytes });
      return route.fulfill({
        status: 200,
        headers: { ...cors, 'content-type': 'application/json' },
        body: metadataOf(metadata.path, metadata.contentType, end - start),
      });
    }
    if (command === 'start') {
      const declared = Number(headers['x-goog-upload-header-content-length']);
      pending = { ...resource(body.toString('utf8'), declared), chunks: [] };
      return route.fulfill({
        status: 200,
        headers: {
          ...cors,
          'X-Goog-Upload-Status': 'active',
          'X-Goog-Upload-URL': `${url.origin}${url.pathname}?upload_id=e2e`,
        },
      });
    }
    if (command.includes('upload') || command.includes('finalize')) {
      assert.ok(pending, 'a chunk follows a started upload');
      pending.chunks.push(body);
      if (!command.includes('finalize')) {
        return route.fulfill({
          status: 200,
          headers: { ...cors, 'X-Goog-Upload-Status': 'active' },
        });
      }
      const done = pending;
      pending = null;
      uploads.push({
        path: done.path,
        contentType: done.contentType,
        size: done.size,
        bytes: Buffer.concat(done.chunks),
      });
      return route.fulfill({
        status: 200,
        headers: { ...cors, 'X-Goog-Upload-Status': 'final', 'content-type': 'application/json' },
        body: metadataOf(done.path, done.contentType, done.size),
      });
    }
    return route.fulfill({ status: 400, headers: cors, body: '{}' });
  };
  return { uploads, install: () => page.route('**/v0/b/**', handle) };
}

/** Makes a noisy 4000×3000 JPEG in the page and chooses it in the file input; returns its size. */
async function chooseGeneratedPhoto(page: Page, inputTestId: string): Promise<number> {
  return page.evaluate(async (testId) => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#c2185b');
    gradient.addColorStop(0.5, '#ffb300');
    gradient.addColorStop(1, '#1e88e5');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    for (let i = 0; i < 400; i += 1) {
      context.fillStyle = `hsl(${(i * 37) % 360} 70% 50% / 0.5)`;
      context.beginPath();
      context.arc((i * 997) % 4000, (i * 613) % 3000, 40 + (i % 9) * 30, 0, Math.PI * 2);
      context.fill();
    }
    // Noise, so the photo does not compress to nothing (as a camera's sensor noise).
    const image = context.getImageData(0, 0, 4000, 3000);
    let seed = 42;
    for (let p = 0; p < image.data.length; p += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 33) - 16;
      image.data[p] += noise;
      image.data[p + 1] += noise;
      image.data[p + 2] += noise;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.92),
    );
    const file = new File([blob], 'kamera-4000x3000.jpg', { type: 'image/jpeg' });
    const input = document.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`)!;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return file.size;
  }, inputTestId);
}

/** Width and height of an image's bytes, decoded by the browser. */
async function imageSize(page: Page, bytes: Buffer) {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data]));
    return { width: bitmap.width, height: bitmap.height };
  }, bytes.toString('base64'));
}

e2e(
  'an influencer’s 4000×3000 photo is cropped and leaves the browser ≤ 1600 px and < 500 KB',
  async ({ page, context }) => {
    await withAxe(context);
    const storage = fakeStorage(page);
    await storage.install();
    const influencer = demo('influencer');
    await signIn(page, influencer.email, influencer.password);
    const uid = (await adminDb().collection('Users').where('email', '==', influencer.email).get())
      .docs[0]!.id;
    // The demo photo comes back afterwards: the uploaded one's URL points at a Storage that is
    // absent here, and later tests (the route walk) open her pages.
    const before = {
      users: (await adminDb().doc(`Users/${uid}`).get()).get('profileImage') as string,
      influencer: (await adminDb().doc(`Influencers/${uid}`).get()).data()!,
    };
    try {
      await page.goto('/app/pages/account');
      await page.getByTestId('account-image').waitFor();
      await page.getByLabel('Yeni profil fotoğrafı seçin').waitFor();
      const originalSize = await chooseGeneratedPhoto(page, 'account-photo-input');
      assert.ok(
        originalSize > 2_097_152,
        `the original (${originalSize} B) is over the spec's 2 MB`,
      );

      // The crop dialog: zoom with the slider's keyboard, move with the arrow keys, then confirm.
      const dialog = page.getByTestId('account-photo-crop');
      await dialog.getByRole('heading', { name: 'Görseli kırpın' }).waitFor();
      await screenshot(page, 'image-upload-crop');
      // The dialog's controls are labelled (axe: no serious or critical violation).
      await untilSettled(page); // the dialog's fade-in, so colours are final
      assert.deepEqual(await axeProblems(page, 'crop dialog'), []);
      const zoom = dialog.getByLabel('Yakınlaştırma');
      await zoom.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      const area = page.getByTestId('account-photo-crop-area');
      await area.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowUp');
      await dialog.getByRole('button', { name: 'Kırp ve yükle' }).click();

      await page
        .getByTestId('toast')
        .getByText('Profil fotoğrafı başarıyla güncellendi!')
        .waitFor({ timeout: 30_000 });
      assert.equal(storage.uploads.length, 1, 'one file was sent');
      const [upload] = storage.uploads;
      assert.match(upload!.path, /^profilePhotos\/[0-9a-f-]{36}$/);
      assert.equal(upload!.contentType, 'image/jpeg');
      assert.equal(upload!.bytes.length, upload!.size, 'the whole file was received');
      assert.ok(upload!.bytes.length < 500 * 1000, `${upload!.bytes.length} B is under 500 KB`);
      assert.equal(upload!.bytes.subarray(0, 3).toString('hex'), 'ffd8ff', 'a JPEG');
      const size = await imageSize(page, upload!.bytes);
      assert.ok(size.width <= 1600, `${size.width} px is at most 1600 px wide`);
      assert.equal(size.width, size.height, 'cropped 1:1');
      console.log(
        `# original 4000x3000 ${originalSize} B -> sent ${size.width}x${size.height} ${upload!.bytes.length} B`,
      );

      // The app's write path: Users and Influencers point at the new photo.
      const users = adminDb().doc(`Users/${uid}`);
      await eventually(
        async () =>
          String((await users.get()).data()?.profileImage ?? '').includes('profilePhotos%2F'),
        true,
        'Users.profileImage is the uploaded photo',
      );
      const url = (await users.get()).data()!.profileImage as string;
      const profile = (await adminDb().doc(`Influencers/${uid}`).get()).data()!;
      assert.equal(profile.profileImage, url);
      assert.equal(profile.generalInfo.profilePhotoUrl, url);
      console.log(
        '# storage emulator absent (design.md section 3): the upload was answered by the test; not checked: the stored file and storage.rules on it',
      );
      await screenshot(page, 'image-upload-done');
    } finally {
      await adminDb().doc(`Users/${uid}`).update({ profileImage: before.users });
      await adminDb()
        .doc(`Influencers/${uid}`)
        .update({
          profileImage: before.influencer.profileImage,
          'generalInfo.profilePhotoUrl': before.influencer.generalInfo?.profilePhotoUrl ?? '',
        });
    }
  },
);
