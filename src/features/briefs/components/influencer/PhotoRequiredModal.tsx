import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { ImageUploadField, type UploadImage } from '@/components/imageUpload/ImageUploadField';
import { useAppDispatch } from '@/store/hooks';
import { uploadPhoto } from '../../influencerGateThunks';

type Props = {
  uid: string;
  /** Closing without a photo: the page sends the user to the profile. */
  onClose: () => void;
};

/**
 * 'Profil Fotoğrafı Gerekli' (spec sections 2, 5 and 7): choose a photo, crop it round and
 * upload it (the shared image flow, cropping in place inside this dialog). After a successful
 * upload the gate (influencerGateSlice.ts) moves on and the list goes on loading.
 */
export function PhotoRequiredModal({ uid, onClose }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const upload: UploadImage = (file, { onProgress, signal }) =>
    dispatch(uploadPhoto({ uid, file, onProgress, signal })).unwrap();

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      isOpen
      toggle={close}
      centered
      size="lg"
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
        <ImageUploadField
          id="profile-photo-file"
          label={t('projectList.photo.choose')}
          hint={t('projectList.photo.hint')}
          shape="round"
          testId="photo"
          upload={upload}
          failedKey="briefs.influencer.photo.failed"
          inlineCrop
          onBusyChange={setBusy}
        />
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={close} disabled={busy}>
          {t('briefs.influencer.photo.close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
