// One image upload, for every screen that sends one (issue 21 "Real images"): choose a file
// (type check of spec section 5), crop it to the caller's shape, downscale it in the browser
// (CropDialog, loaded on first use with its libraries and the `media` texts), then upload it
// with a progress bar and a cancel button. The caller's `upload` does the write (a thunk: the
// Storage path and the documents), so this widget knows no feature.
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormFeedback, FormText, Input, Label, Progress } from 'reactstrap';
import { loadTranslations } from '@/i18n';
import './imageUpload.css';
import { isUploadCancelled } from '@/lib/storageUpload';
import {
  IMAGE_ACCEPT,
  originalFileProblem,
  percentOf,
  uploadSizeProblem,
  type CropShape,
} from './imageUploadModel';
import type { ProcessedImage } from './processImage';

const CropDialog = lazy(async () => {
  const [module] = await Promise.all([import('./CropDialog'), loadTranslations('media')]);
  return module;
});

export type UploadImage = (
  image: Blob,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<unknown>;

type Props = {
  /** The file input's id (its label's `for`). */
  id: string;
  label: string;
  hint?: string;
  shape: CropShape;
  /** Prefix of every data-testid: `<testId>-input`, `-crop`, `-crop-confirm`, `-progress`, `-cancel`, `-error`. */
  testId: string;
  disabled?: boolean;
  /** Stores the cropped image; rejects when it could not (the thunk raises its toast). */
  upload: UploadImage;
  /** The i18n key of the message shown under the field when `upload` rejects. */
  failedKey?: string;
  /** Crop below the field instead of in a dialog (when the field is inside a dialog already). */
  inlineCrop?: boolean;
  /** Told when a step starts or ends (a surrounding dialog stays open while busy). */
  onBusyChange?: (busy: boolean) => void;
};

type Step =
  { step: 'idle' } | { step: 'cropping'; file: File } | { step: 'uploading'; percent: number };

export function ImageUploadField({
  id,
  label,
  hint,
  shape,
  testId,
  disabled = false,
  upload,
  failedKey = 'media.errors.uploadFailed',
  inlineCrop = false,
  onBusyChange,
}: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<Step>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    // The texts of the crop step and of the messages below, before they are needed.
    void loadTranslations('media').catch(() => undefined);
    return () => {
      mounted.current = false;
      controller.current?.abort(); // leaving the page cancels the upload
    };
  }, []);

  const busyNow = state.step !== 'idle';
  useEffect(() => onBusyChange?.(busyNow), [busyNow, onBusyChange]);

  const reset = () => {
    if (input.current) input.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setNotice(null);
    setError(null);
    if (!file) return;
    await loadTranslations('media').catch(() => undefined);
    const problem = originalFileProblem(file);
    if (problem) {
      setError(
        t(problem === 'wrongType' ? 'media.errors.wrongType' : 'media.errors.originalTooLarge'),
      );
      reset();
      return;
    }
    setState({ step: 'cropping', file });
  };

  const send = async ({ blob }: ProcessedImage) => {
    reset();
    if (uploadSizeProblem(blob)) {
      setState({ step: 'idle' });
      setError(t('media.errors.tooLarge'));
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'uploading', percent: 0 });
    try {
      await upload(blob, {
        signal: abort.signal,
        onProgress: (percent) => {
          if (mounted.current && !abort.signal.aborted)
            setState({ step: 'uploading', percent: percentOf(percent) });
        },
      });
    } catch (caught) {
      if (!mounted.current) return;
      if (abort.signal.aborted || isUploadCancelled(caught)) setNotice(t('media.upload.cancelled'));
      else setError(t(failedKey));
    } finally {
      if (controller.current === abort) controller.current = null;
      if (mounted.current) setState({ step: 'idle' });
    }
  };

  const busy = state.step !== 'idle';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="image-upload-field" data-testid={testId}>
      <Label for={id} className="form-label">
        {label}
      </Label>
      <Input
        innerRef={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(event) => void choose(event)}
        disabled={disabled || busy}
        invalid={error !== null}
        aria-describedby={describedBy || undefined}
        data-testid={`${testId}-input`}
      />
      {error && (
        <FormFeedback id={errorId} role="alert" data-testid={`${testId}-error`}>
          {error}
        </FormFeedback>
      )}
      {hint && <FormText id={hintId}>{hint}</FormText>}
      <div aria-live="polite" className="small text-body-secondary">
        {notice}
      </div>
      {state.step === 'uploading' && (
        <div className="d-flex align-items-center gap-2 mt-2">
          <Progress
            className="flex-grow-1"
            value={state.percent}
            aria-label={t('media.upload.progressLabel')}
            data-testid={`${testId}-progress`}
          >
            {state.percent}%
          </Progress>
          <Button
            color="secondary"
            outline
            size="sm"
            onClick={() => controller.current?.abort()}
            data-testid={`${testId}-cancel`}
          >
            {t('media.upload.cancel')}
          </Button>
        </div>
      )}
      {state.step === 'cropping' && (
        <Suspense fallback={null}>
          <CropDialog
            file={state.file}
            shape={shape}
            testId={testId}
            inline={inlineCrop}
            onCancel={() => {
              reset();
              setState({ step: 'idle' });
            }}
            onCropped={(image) => void send(image)}
          />
        </Suspense>
      )}
    </div>
  );
}
