import { useState, type ChangeEvent } from 'react';
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
  Progress,
} from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPhotoUpload } from '../../influencerGateSlice';
import { uploadPhoto } from '../../influencerGateThunks';
import { PHOTO_ACCEPT, photoFileProblem, type PhotoProblem } from '../../model/influencerChecks';

type Props = {
  uid: string;
  /** Closing without a photo: the page sends the user to the profile. */
  onClose: () => void;
};

const problemKeys: Record<PhotoProblem, string> = {
  tooLarge: 'briefs.influencer.photo.tooLarge',
  wrongType: 'briefs.influencer.photo.badType',
};

/**
 * 'Profil Fotoğrafı Gerekli' (spec sections 2, 5 and 7): choose a photo and upload it. After a
 * successful upload the gate (influencerGateSlice.ts) moves on and the list goes on loading.
 */
export function PhotoRequiredModal({ uid, onClose }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const upload = useAppSelector((state) => selectPhotoUpload(state, uid));
  const progress = upload?.status === 'uploading' ? upload.percent : null;
  const uploading = progress !== null;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen ? photoFileProblem(chosen) : null;
    setProblem(found);
    setFile(found ? null : chosen);
  };

  const startUpload = () => {
    if (!file || uploading) return;
    void dispatch(uploadPhoto({ uid, file }));
  };

  const close = () => {
    if (!uploading) onClose();
  };

  return (
    <Modal
      isOpen
      toggle={close}
      centered
      backdrop="static"
      labelledBy="photo-required-title"
      data-testid="photo-modal"
    >
      <ModalHeader tag="h2" toggle={close} closeAriaLabel={t('briefs.influencer.photo.close')}>
        <span id="photo-required-title" className="h5">
          {t('briefs.influencer.photo.title')}
        </span>
      </ModalHeader>
      <ModalBody>
        <p>{t('briefs.influencer.photo.message')}</p>
        <Label for="profile-photo-file" className="form-label">
          {t('projectList.photo.choose')}
        </Label>
        <Input
          id="profile-photo-file"
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={onChoose}
          disabled={uploading}
          invalid={problem !== null}
          aria-describedby="profile-photo-hint"
        />
        <div id="profile-photo-hint" className="form-text">
          {t('projectList.photo.hint')}
        </div>
        {problem && (
          <Alert color="danger" fade={false} className="mt-2 mb-0 py-2" role="alert">
            {t(problemKeys[problem])}
          </Alert>
        )}
        {uploading && (
          <Progress
            className="mt-3"
            value={progress}
            aria-label={t('briefs.influencer.photo.uploading')}
            data-testid="photo-progress"
          >
            {progress}%
          </Progress>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={close} disabled={uploading}>
          {t('briefs.influencer.photo.close')}
        </Button>
        <Button
          color="primary"
          onClick={startUpload}
          disabled={!file || uploading}
          aria-busy={uploading || undefined}
          data-testid="photo-upload"
        >
          {uploading ? t('briefs.influencer.photo.uploading') : t('briefs.influencer.photo.upload')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
