// The crop step of an image upload (issue 21): react-easy-crop in a dialog with the caller's
// shape, usable by keyboard (arrow keys move the image inside the focused crop area, the zoom
// slider and its buttons zoom), then the crop is drawn and compressed (processImage.ts).
// Loaded with React.lazy by ImageUploadField, so the library reaches only screens that upload.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
} from 'reactstrap';
import { CROP_ASPECT, ZOOM, clampZoom, type Area, type CropShape } from './imageUploadModel';
import { cropAndCompress, ImageProcessError, type ProcessedImage } from './processImage';

type Props = {
  file: File;
  shape: CropShape;
  /** Prefix of the dialog's data-testids. */
  testId: string;
  onCancel: () => void;
  onCropped: (image: ProcessedImage) => void;
  /** Inside another dialog (the photo-required modal): the same controls in place, no second dialog. */
  inline?: boolean;
};

const errorKeys = {
  unreadable: 'media.errors.unreadable',
  tooLarge: 'media.errors.tooLarge',
} as const;

export default function CropDialog({
  file,
  shape,
  testId,
  onCancel,
  onCropped,
  inline = false,
}: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelWork = useRef<AbortController | null>(null);
  const source = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(source), [source]);
  useEffect(() => () => cancelWork.current?.abort(), []);

  const confirm = async () => {
    if (!area || working) return;
    setWorking(true);
    setError(null);
    const controller = new AbortController();
    cancelWork.current = controller;
    try {
      const image = await cropAndCompress(file, area, controller.signal);
      if (!controller.signal.aborted) onCropped(image);
    } catch (caught) {
      if (controller.signal.aborted) return;
      console.error('image crop failed', caught);
      setError(
        t(caught instanceof ImageProcessError ? errorKeys[caught.code] : 'media.errors.unreadable'),
      );
      setWorking(false);
    }
  };

  const close = () => {
    cancelWork.current?.abort();
    onCancel();
  };

  const titleId = `${ids}-title`;
  const hintId = `${ids}-hint`;
  const zoomId = `${ids}-zoom`;
  const controls = (
    <>
      <p id={hintId} className="form-text mt-0">
        {t('media.crop.keyboardHint')}
      </p>
      <div className="image-crop-stage">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM.min}
          maxZoom={ZOOM.max}
          aspect={CROP_ASPECT[shape]}
          cropShape={shape === 'round' ? 'round' : 'rect'}
          showGrid={shape !== 'round'}
          keyboardStep={10}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={(value) => setZoom(clampZoom(value))}
          onCropComplete={(_percent, pixels) => setArea(pixels)}
          mediaProps={{ alt: t('media.crop.imageAlt') }}
          cropperProps={{
            role: 'group',
            'aria-label': t('media.crop.area'),
            'aria-describedby': hintId,
            // @ts-expect-error data attributes are valid on the div
            'data-testid': `${testId}-crop-area`,
          }}
        />
      </div>
      <div className="d-flex align-items-center gap-2 mt-3">
        <Button
          color="secondary"
          outline
          size="sm"
          onClick={() => setZoom((value) => clampZoom(value - ZOOM.step * 2))}
          disabled={working || zoom <= ZOOM.min}
        >
          {t('media.crop.zoomOut')}
        </Button>
        <Label for={zoomId} className="visually-hidden">
          {t('media.crop.zoom')}
        </Label>
        <Input
          id={zoomId}
          type="range"
          className="form-range flex-grow-1"
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          value={zoom}
          onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
          disabled={working}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          data-testid={`${testId}-zoom`}
        />
        <Button
          color="secondary"
          outline
          size="sm"
          onClick={() => setZoom((value) => clampZoom(value + ZOOM.step * 2))}
          disabled={working || zoom >= ZOOM.max}
        >
          {t('media.crop.zoomIn')}
        </Button>
      </div>
      {error && (
        <Alert color="danger" fade={false} className="mt-3 mb-0 py-2" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
  const actions = (
    <>
      <Button color="secondary" outline onClick={close}>
        {t('media.crop.cancel')}
      </Button>
      <Button
        color="primary"
        onClick={() => void confirm()}
        disabled={!area || working}
        aria-busy={working || undefined}
        data-testid={`${testId}-crop-confirm`}
      >
        {working ? t('media.crop.preparing') : t('media.crop.confirm')}
      </Button>
    </>
  );
  if (inline) {
    return (
      <section
        aria-labelledby={titleId}
        className="border rounded p-3 mt-3"
        data-testid={`${testId}-crop`}
      >
        <h3 id={titleId} className="h6">
          {t('media.crop.title')}
        </h3>
        {controls}
        <div className="d-flex justify-content-end gap-2 mt-3">{actions}</div>
      </section>
    );
  }
  return (
    <Modal
      isOpen
      toggle={close}
      centered
      size="lg"
      labelledBy={titleId}
      data-testid={`${testId}-crop`}
    >
      <ModalHeader tag="h2" toggle={close} closeAriaLabel={t('media.crop.cancel')}>
        <span id={titleId} className="h5">
          {t('media.crop.title')}
        </span>
      </ModalHeader>
      <ModalBody>{controls}</ModalBody>
      <ModalFooter>{actions}</ModalFooter>
    </Modal>
  );
}
