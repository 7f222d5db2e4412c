import { describe, expect, it } from 'vitest';
import {
  CROP_ASPECT,
  MAX_ORIGINAL_BYTES,
  MAX_OUTPUT_BYTES,
  MAX_OUTPUT_WIDTH,
  MAX_STORED_BYTES,
  clampArea,
  clampZoom,
  compressionOptions,
  originalFileProblem,
  outputFileName,
  outputOk,
  outputSize,
  percentOf,
  uploadSizeProblem,
} from '../imageUploadModel';

const file = (type: string, size = 1000, name = 'a.jpg') => ({ type, size, name });

describe('originalFileProblem', () => {
  it('accepts the spec’s types, also by extension when the browser gives none', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'])
      expect(originalFileProblem(file(type))).toBeNull();
    expect(originalFileProblem(file('', 10, 'foto.JPEG'))).toBeNull();
  });

  it('refuses any other type first (the spec’s message)', () => {
    expect(originalFileProblem(file('application/pdf'))).toBe('wrongType');
    expect(originalFileProblem(file('image/svg+xml'))).toBe('wrongType');
    expect(originalFileProblem(file('image/heic'))).toBe('wrongType');
    expect(originalFileProblem(file('', 10, 'notes.txt'))).toBe('wrongType');
    expect(originalFileProblem(file('text/html', MAX_ORIGINAL_BYTES + 1))).toBe('wrongType');
  });

  it('lets an original over 2 MB through (it is downscaled) but not one too big to decode', () => {
    expect(originalFileProblem(file('image/jpeg', 8 * 1024 * 1024))).toBeNull();
    expect(originalFileProblem(file('image/jpeg', MAX_ORIGINAL_BYTES))).toBeNull();
    expect(originalFileProblem(file('image/jpeg', MAX_ORIGINAL_BYTES + 1))).toBe('tooLarge');
  });
});

describe('uploadSizeProblem', () => {
  it('applies the spec’s 2 MB to what is uploaded', () => {
    expect(uploadSizeProblem({ size: MAX_STORED_BYTES })).toBeNull();
    expect(uploadSizeProblem({ size: MAX_STORED_BYTES + 1 })).toBe('tooLarge');
    expect(MAX_STORED_BYTES).toBe(2_097_152);
  });
});

describe('outputSize', () => {
  it('downscales a wide crop to 1600 px keeping the ratio', () => {
    expect(outputSize({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(outputSize({ width: 3000, height: 3000 })).toEqual({ width: 1600, height: 1600 });
    expect(outputSize({ width: 1601, height: 1201 })).toEqual({ width: 1600, height: 1200 });
  });

  it('never upscales, rounds to whole pixels and keeps at least one', () => {
    expect(outputSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(outputSize({ width: 1599.6, height: 1199.4 })).toEqual({ width: 1600, height: 1199 });
    expect(outputSize({ width: 0.2, height: 0.2 })).toEqual({ width: 1, height: 1 });
    expect(outputSize({ width: 1_000_000, height: 1 })).toEqual({ width: 1600, height: 1 });
  });

  it('obeys a smaller maximum', () => {
    expect(outputSize({ width: 1000, height: 500 }, 400)).toEqual({ width: 400, height: 200 });
  });
});

describe('clampArea', () => {
  const image = { width: 4000, height: 3000 };
  it('keeps a crop inside the image', () => {
    expect(clampArea({ x: -3.2, y: -1, width: 4000.7, height: 3000.4 }, image)).toEqual({
      x: 0,
      y: 0,
      width: 4000,
      height: 3000,
    });
    expect(clampArea({ x: 3500, y: 2800, width: 800, height: 600 }, image)).toEqual({
      x: 3500,
      y: 2800,
      width: 500,
      height: 200,
    });
    expect(clampArea({ x: 5000, y: 5000, width: 10, height: 10 }, image)).toEqual({
      x: 3999,
      y: 2999,
      width: 1,
      height: 1,
    });
  });
});

describe('shapes, zoom and the rest', () => {
  it('crops photos and logos 1:1 and brief images 4:3', () => {
    expect(CROP_ASPECT).toEqual({ round: 1, square: 1, landscape: 4 / 3 });
  });

  it('keeps the zoom within its bounds', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(9)).toBe(3);
    expect(clampZoom(1.5)).toBe(1.5);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('asks the compression for JPEG under the limits, on the main thread', () => {
    const options = compressionOptions();
    expect(options.fileType).toBe('image/jpeg');
    expect(options.maxWidthOrHeight).toBe(MAX_OUTPUT_WIDTH);
    expect(options.maxSizeMB * 1024 * 1024).toBeLessThan(MAX_OUTPUT_BYTES);
    expect(options.useWebWorker).toBe(false);
  });

  it('checks the output: at most 1600 px wide and under 500 KB', () => {
    expect(outputOk({ width: 1600, height: 1200 }, MAX_OUTPUT_BYTES - 1)).toBe(true);
    expect(outputOk({ width: 1601, height: 1200 }, 1000)).toBe(false);
    expect(outputOk({ width: 1600, height: 1200 }, MAX_OUTPUT_BYTES)).toBe(false);
  });

  it('names the output .jpg and rounds the percentage', () => {
    expect(outputFileName('tatil.foto.PNG')).toBe('tatil.foto.jpg');
    expect(outputFileName('.png')).toBe('image.jpg');
    expect(percentOf(33.4)).toBe(33);
    expect(percentOf(140)).toBe(100);
    expect(percentOf(-2)).toBe(0);
  });
});
