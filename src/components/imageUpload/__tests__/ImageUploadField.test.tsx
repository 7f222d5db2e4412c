// The shared image upload flow in jsdom: the type check of spec section 5, the crop step (the
// cropper and the canvas work are stand-ins: jsdom draws nothing; tests/e2e/imageUpload.e2e.ts
// runs them in Chromium), then the caller's upload with progress, cancel and failure.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ImageUploadField, type UploadImage } from '../ImageUploadField';

const processed = vi.hoisted(() => ({
  blob: new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }),
}));

vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    onCropComplete: (
      a: unknown,
      pixels: { x: number; y: number; width: number; height: number },
    ) => void;
    cropperProps: Record<string, string>;
  }) {
    const report = useRef(props.onCropComplete);
    // Once, as the real cropper does when its image has loaded.
    useEffect(() => report.current({}, { x: 0, y: 0, width: 3000, height: 3000 }), []);
    return <div {...props.cropperProps} />;
  },
}));
vi.mock('react-easy-crop/react-easy-crop.css', () => ({}));
vi.mock('../processImage', () => ({
  ImageProcessError: class extends Error {},
  cropAndCompress: vi.fn(async () => ({ blob: processed.blob, width: 1600, height: 1600 })),
}));

const jpeg = () => new File([new Uint8Array(3_000_000)], 'foto.jpg', { type: 'image/jpeg' });

async function renderField(upload: UploadImage) {
  const rendered = await renderWithProviders(
    <ImageUploadField
      id="f"
      label="Fotoğraf seçin"
      hint="İpucu"
      shape="round"
      testId="photo"
      upload={upload}
      failedKey="media.errors.photoFailed"
    />,
  );
  return rendered;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Fotoğraf seçin'), { target: { files: [file] } });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('ImageUploadField', () => {
  it('refuses a non-image with the spec’s message, tied to the field', async () => {
    const upload = vi.fn<UploadImage>();
    await renderField(upload);
    choose(new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    const error = await screen.findByTestId('photo-error');
    expect(error.textContent).toBe('Sadece JPG, PNG, WEBP ve GIF dosyaları yüklenebilir.');
    const input = screen.getByLabelText('Fotoğraf seçin');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByTestId('photo-crop')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('crops an image over 2 MB, then uploads the processed blob with progress', async () => {
    let finish!: () => void;
    const upload = vi.fn<UploadImage>(
      (_blob, { onProgress }) =>
        new Promise((resolve) => {
          onProgress(42.4);
          finish = () => resolve('https://files.test/x');
        }),
    );
    const { user } = await renderField(upload);
    choose(jpeg());
    const dialog = await screen.findByTestId('photo-crop');
    expect(dialog.textContent).toContain('Görseli kırpın');
    expect(screen.getByLabelText('Yakınlaştırma')).toBeDefined();
    expect(screen.getByRole('group', { name: 'Kırpma alanı' })).toBeDefined();
    await user.click(await screen.findByTestId('photo-crop-confirm'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![0]).toBe(processed.blob);
    expect((await screen.findByTestId('photo-progress')).textContent).toBe('42%');
    expect(screen.queryByTestId('photo-crop')).toBeNull();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByTestId('photo-progress')).toBeNull());
    expect(screen.queryByTestId('photo-error')).toBeNull();
  });

  it('cancels: the signal aborts and the field says so, without an error', async () => {
    const upload = vi.fn<UploadImage>(
      (_blob, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () =>
            reject(Object.assign(new Error('x'), { code: 'cancelled' })),
          ),
        ),
    );
    const { user } = await renderField(upload);
    choose(jpeg());
    await user.click(await screen.findByTestId('photo-crop-confirm'));
    await user.click(await screen.findByRole('button', { name: 'Yüklemeyi iptal et' }));
    expect(upload.mock.calls[0]![1].signal.aborted).toBe(true);
    expect(await screen.findByText('Yükleme iptal edildi.')).toBeDefined();
    expect(screen.queryByTestId('photo-error')).toBeNull();
    expect(screen.queryByTestId('photo-progress')).toBeNull();
  });

  it('shows the caller’s failure message when the upload fails', async () => {
    const upload = vi.fn<UploadImage>(async () => {
      throw new Error('no storage');
    });
    const { user } = await renderField(upload);
    choose(jpeg());
    await user.click(await screen.findByTestId('photo-crop-confirm'));
    expect((await screen.findByTestId('photo-error')).textContent).toBe(
      'Fotoğraf yüklenirken hata oluştu.',
    );
  });

  it('a cancelled crop sends nothing', async () => {
    const upload = vi.fn<UploadImage>();
    const { user } = await renderField(upload);
    choose(jpeg());
    await screen.findByTestId('photo-crop');
    await user.click(screen.getAllByRole('button', { name: 'Vazgeç' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('photo-crop')).toBeNull());
    expect(upload).not.toHaveBeenCalled();
  });
});
