// The pure rules of an image upload (issue 21 "Real images"; spec sections 5 and 9): which
// files may be chosen, the crop shapes, the size the crop is drawn at, what leaves the browser.
// No I/O, no React: processImage.ts and ImageUploadField.tsx use these.

/** The crop a caller asks for: a round 1:1 photo, a 1:1 logo, a 4:3 brief image. */
export type CropShape = 'round' | 'square' | 'landscape';

/** Width / height of each shape. */
export const CROP_ASPECT: Record<CropShape, number> = { round: 1, square: 1, landscape: 4 / 3 };

/** What the browser sends: at most this many pixels wide (issue 21). */
export const MAX_OUTPUT_WIDTH = 1600;

/** ... and under this many bytes (issue 21: "under 500 KB"). */
export const MAX_OUTPUT_BYTES = 500 * 1000;

/** storage.rules' limit for every image path (spec section 9: photo max size 2 MB). */
export const MAX_STORED_BYTES = 2_097_152;

/**
 * The chosen original may be large (a phone photo): it is cropped and downscaled before it
 * leaves the browser, so the spec's 2 MB applies to the upload. Beyond this the browser would
 * spend too long decoding it.
 */
export const MAX_ORIGINAL_BYTES = 30 * 1024 * 1024;

/** The type every cropped image is sent as: JPEG, which every browser encodes. */
export const OUTPUT_TYPE = 'image/jpeg';

/** jpeg, jpg, png, webp, gif (spec section 5), by MIME type. */
export const IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/gif',
];

/** What the file input offers; the check below still runs on whatever is chosen. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif';

export type ImageProblem = 'wrongType' | 'tooLarge';

const extensionOk = (name: string) => /\.(jpe?g|png|webp|gif)$/i.test(name);

/**
 * Why a chosen original may not be used, or null. Type first ('Sadece JPG, PNG, WEBP ve GIF
 * dosyaları yüklenebilir.'), then the decoding limit.
 */
export function originalFileProblem(
  file: Pick<File, 'size' | 'type' | 'name'>,
): ImageProblem | null {
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type.toLowerCase()) : extensionOk(file.name);
  if (!typeOk) return 'wrongType';
  if (file.size > MAX_ORIGINAL_BYTES) return 'tooLarge';
  return null;
}

/** The upload's own check: the spec's 2 MB (storage.rules refuses more). */
export function uploadSizeProblem(blob: Pick<Blob, 'size'>): ImageProblem | null {
  return blob.size > MAX_STORED_BYTES ? 'tooLarge' : null;
}

export type Size = { width: number; height: number };
export type Area = Size & { x: number; y: number };

/**
 * The canvas size the crop is drawn at: the crop's own pixels, scaled down (never up) so the
 * width is at most `maxWidth`, keeping the ratio; whole pixels, at least 1.
 */
export function outputSize(crop: Size, maxWidth = MAX_OUTPUT_WIDTH): Size {
  const width = Math.max(1, Math.round(crop.width));
  const height = Math.max(1, Math.round(crop.height));
  if (width <= maxWidth) return { width, height };
  const scale = maxWidth / width;
  return { width: maxWidth, height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The crop area in the image's pixels, kept inside the image (react-easy-crop may report a
 * fraction of a pixel outside it).
 */
export function clampArea(area: Area, image: Size): Area {
  const x = Math.min(Math.max(0, Math.round(area.x)), image.width - 1);
  const y = Math.min(Math.max(0, Math.round(area.y)), image.height - 1);
  const width = Math.max(1, Math.min(Math.round(area.width), image.width - x));
  const height = Math.max(1, Math.min(Math.round(area.height), image.height - y));
  return { x, y, width, height };
}

/** The options of browser-image-compression for one cropped canvas. */
export function compressionOptions(signal?: AbortSignal) {
  return {
    // A little under the limit: the library stops as soon as it is below maxSizeMB.
    maxSizeMB: (MAX_OUTPUT_BYTES * 0.95) / (1024 * 1024),
    maxWidthOrHeight: MAX_OUTPUT_WIDTH,
    fileType: OUTPUT_TYPE,
    initialQuality: 0.85,
    maxIteration: 30,
    // The worker would fetch the library from a CDN (its default libURL): not offline, and
    // the CSP allows workers from 'self' only. The main thread is fast enough for one image.
    useWebWorker: false,
    signal,
  };
}

/** Did the browser make what may be sent: at most 1600 px wide and under 500 KB? */
export function outputOk(size: Size, bytes: number): boolean {
  return size.width <= MAX_OUTPUT_WIDTH && bytes < MAX_OUTPUT_BYTES;
}

/** Zoom slider bounds and step (react-easy-crop's zoom factor). */
export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;

/** Keeps a zoom typed or slid within the slider's bounds. */
export const clampZoom = (value: number) =>
  Number.isFinite(value) ? Math.min(ZOOM.max, Math.max(ZOOM.min, value)) : ZOOM.min;

/** A file name for the upload (Storage keeps the type in its metadata; the name is for people). */
export const outputFileName = (original: string) =>
  `${(original.replace(/\.[^.]*$/, '') || 'image').slice(0, 80)}.jpg`;

/** The upload's percentage label: whole numbers 0-100. */
export const percentOf = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
