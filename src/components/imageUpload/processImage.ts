// The browser half of an image upload (issue 21): the crop drawn to a canvas at most 1600 px
// wide, then compressed under 500 KB with browser-image-compression. Only the crop dialog
// imports this module, and the compression library loads on the first confirm, so neither
// reaches a page that does not upload.
import {
  clampArea,
  compressionOptions,
  outputFileName,
  outputOk,
  outputSize,
  OUTPUT_TYPE,
  type Area,
  type Size,
} from './imageUploadModel';

export type ProcessedImage = { blob: Blob; width: number; height: number };

/** Raised when the browser cannot decode the file or cannot bring it under the limits. */
export class ImageProcessError extends Error {
  constructor(readonly code: 'unreadable' | 'tooLarge') {
    super(`image could not be processed: ${code}`);
  }
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // Follows the EXIF orientation, as the <img> of the crop dialog does.
    return await createImageBitmap(file);
  } catch {
    throw new ImageProcessError('unreadable');
  }
}

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageProcessError('unreadable'))),
      OUTPUT_TYPE,
      quality,
    ),
  );

async function measure(blob: Blob): Promise<Size> {
  const bitmap = await decode(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * Crops `file` to `area` (the image's own pixels, from react-easy-crop), draws it at most
 * 1600 px wide on white (JPEG has no transparency) and compresses it under 500 KB.
 */
export async function cropAndCompress(
  file: File,
  area: Area,
  signal?: AbortSignal,
): Promise<ProcessedImage> {
  const bitmap = await decode(file);
  const crop = clampArea(area, { width: bitmap.width, height: bitmap.height });
  const size = outputSize(crop);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageProcessError('unreadable');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  bitmap.close();
  const drawn = await toBlob(canvas, 0.92);
  canvas.width = 0; // frees the canvas memory at once (phones keep few canvases)
  const { default: imageCompression } = await import('browser-image-compression');
  const named = new File([drawn], outputFileName(file.name), { type: OUTPUT_TYPE });
  const blob = await imageCompression(named, compressionOptions(signal));
  const final = await measure(blob);
  if (!outputOk(final, blob.size)) throw new ImageProcessError('tooLarge');
  return { blob, ...final };
}
