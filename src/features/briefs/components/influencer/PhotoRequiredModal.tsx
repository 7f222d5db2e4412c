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
import { useAppDispatch } from '@/store/hooks';
import { toast } from '@/components/toasts/toast';
import { uploadProfilePhoto } from '../../api/profilePhoto';
import { PHOTO_ACCEPT, photoFileProblem, type PhotoProblem } from './influencerChecks';

type Props = {
  uid: string;
  /** After a successful upload: the list goes on loading. */
  onUploaded: (url: string) => void;
  /** Closing without a photo: the page sends the user to the profile. */
  onClose: () => void;
};

const problemKeys: Record<PhotoProblem, string> = {
  tooLarge: 'briefs.influencer.photo.tooLarge',
  wrongType: 'briefs.influencer.photo.badType',
};

/** 'Profil Fotoğrafı Gerekli' (spec sections 2, 5 and 7): choose a photo and upload it. */
export function PhotoRequiredModal({ uid, onUploaded, onClose }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen ? photoFileProblem(chosen) : null;
    setProblem(found);
    setFile(found ? null : chosen);
  };

  const upload = async () => {
    if (!file || uploading) return;
    setProgress(0);
    try {
      const url = await uploadProfilePhoto({
        uid,
        file,
        onProgress: setProgress,
      });
      dispatch(toast.success('briefs.influencer.photo.success'));
      onUploaded(url);
    } catch (error) {
      console.error('profile photo upload failed', error);
      dispatch(toast.error('briefs.influencer.photo.failed'));
      setProgress(null);
    }
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
          onClick={() => void upload()}
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
