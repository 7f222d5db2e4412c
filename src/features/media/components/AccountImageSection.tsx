// The account page's image (issue 21 "Real images"): an influencer changes her profile photo
// at any time (round crop), a brand or agency uploads its logo (square crop). The shown image
// is the live Users document's profileImage, which both writes set.
import { useTranslation } from 'react-i18next';
import { ImageUploadField, type UploadImage } from '@/components/imageUpload/ImageUploadField';
import { useAppDispatch } from '@/store/hooks';
import type { UserDoc } from '@/lib/collections/users';
import { accountImageKind } from '../model/mediaPaths';
import { uploadAccountLogo, uploadAccountPhoto } from '../mediaThunks';

export type AccountImageSectionProps = {
  /** The account the page edits (the one the app acts for). */
  uid: string;
  /** The signed-in uploader (a logo goes to her Storage folder). */
  uploaderUid: string;
  user: UserDoc;
};

export function AccountImageSection({ uid, uploaderUid, user }: AccountImageSectionProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const kind = accountImageKind(user.type);
  if (!kind) return null;
  const photo = kind === 'photo';
  const upload: UploadImage = (file, { onProgress, signal }) =>
    photo
      ? dispatch(uploadAccountPhoto({ uid, file, onProgress, signal })).unwrap()
      : dispatch(uploadAccountLogo({ uid, uploaderUid, file, onProgress, signal })).unwrap();
  const current = user.profileImage ?? '';
  const titleId = 'account-image-title';
  return (
    <section className="card" aria-labelledby={titleId} data-testid="account-image">
      <div className="card-body">
        <h2 id={titleId} className="h5 mb-3">
          {t(photo ? 'media.account.photoTitle' : 'media.account.logoTitle')}
        </h2>
        <div className="d-flex align-items-center gap-3 mb-3">
          {current ? (
            <img
              src={current}
              alt={t(photo ? 'media.account.photoAlt' : 'media.account.logoAlt')}
              className={`image-upload-thumb${photo ? ' rounded-circle' : ' rounded'}`}
              width={72}
              height={72}
              data-testid="account-image-current"
            />
          ) : (
            <p className="text-body-secondary mb-0">{t('media.account.none')}</p>
          )}
        </div>
        <ImageUploadField
          id={photo ? 'account-photo-file' : 'account-logo-file'}
          label={t(photo ? 'media.account.photoLabel' : 'media.account.logoLabel')}
          hint={t(photo ? 'media.account.photoHint' : 'media.account.logoHint')}
          shape={photo ? 'round' : 'square'}
          testId={photo ? 'account-photo' : 'account-logo'}
          upload={upload}
          failedKey={photo ? 'media.errors.photoFailed' : 'media.account.logoFailed'}
        />
      </div>
    </section>
  );
}
