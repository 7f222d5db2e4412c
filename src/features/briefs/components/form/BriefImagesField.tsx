// The brief form's images (issue 21): uploaded images (cropped 4:3, downscaled in the browser)
// beside the pasted addresses of the `images` field, all in one list of lines, up to the form's
// limit (MAX_LIST_URLS; firestore.rules allow 20). Each can be removed or moved.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { ImageUploadField, type UploadImage } from '@/components/imageUpload/ImageUploadField';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import { uploadBriefFormImage } from '../../briefImagesThunks';
import { isImageAddress, lines, MAX_LIST_URLS } from './briefFormSchema';

type Props = {
  /** The form's `images` value: one address per line. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/** The list with `index` moved by `step` (-1 earlier, +1 later). */
export function moved(list: string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function BriefImagesField({ value, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const uploaderUid = useAppSelector(selectSignedInUser)?.uid ?? '';
  const images = lines(value);
  // An upload takes a while: its address joins the list as it is then, not as it was.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const full = images.length >= MAX_LIST_URLS;

  const upload: UploadImage = async (file, { onProgress, signal }) => {
    const url = await dispatch(
      uploadBriefFormImage({ uploaderUid, file, onProgress, signal }),
    ).unwrap();
    onChange([...lines(latest.current), url].join('\n'));
  };
  const change = (next: string[]) => onChange(next.join('\n'));

  return (
    <div className="mb-3" data-testid="brief-images">
      {images.length > 0 && (
        <ul
          className="list-unstyled d-flex flex-wrap gap-3"
          aria-label={t('media.briefImages.listLabel')}
        >
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <li key={`${index}-${image}`} className="d-flex flex-column align-items-center gap-1">
                {isImageAddress(image) ? (
                  <img
                    src={image}
                    alt={t('media.briefImages.alt', { n })}
                    className="image-upload-thumb rounded border"
                    width={96}
                    height={72}
                  />
                ) : (
                  <span className="small text-break">{image}</span>
                )}
                <div className="btn-group btn-group-sm">
                  <Button
                    outline
                    color="secondary"
                    aria-label={t('media.briefImages.moveUp', { n })}
                    disabled={disabled || index === 0}
                    onClick={() => change(moved(images, index, -1))}
                  >
                    ←
                  </Button>
                  <Button
                    outline
                    color="secondary"
                    aria-label={t('media.briefImages.moveDown', { n })}
                    disabled={disabled || index === images.length - 1}
                    onClick={() => change(moved(images, index, 1))}
                  >
                    →
                  </Button>
                  <Button
                    outline
                    color="danger"
                    aria-label={t('media.briefImages.remove', { n })}
                    disabled={disabled}
                    onClick={() => change(images.filter((_, i) => i !== index))}
                    data-testid={`brief-image-remove-${n}`}
                  >
                    ×
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ImageUploadField
        id="brief-images-upload"
        label={t('media.briefImages.label')}
        hint={t(full ? 'media.briefImages.full' : 'media.briefImages.hint', { max: MAX_LIST_URLS })}
        shape="landscape"
        testId="brief-images-upload"
        disabled={disabled || full || !uploaderUid}
        upload={upload}
      />
    </div>
  );
}
