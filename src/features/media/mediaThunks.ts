// The account page's image uploads as thunks (docs/data-layer.md): the profile photo (the one
// write path of src/lib/profilePhoto.ts) and the brand or agency logo. The spec's toasts are
// raised here (section 7: 'Profil fotoğrafı başarıyla güncellendi!' / 'Fotoğraf yüklenirken
// hata oluştu.'); a cancelled upload is no error and raises none.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import { uploadProfilePhoto } from '@/lib/profilePhoto';
import { isUploadCancelled } from '@/lib/storageUpload';
import { uploadBrandLogo } from './api/brandLogo';

type ImageArg = {
  uid: string;
  file: Blob;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** The influencer's new profile photo; resolves with its URL. */
export const uploadAccountPhoto = createAppAsyncThunk(
  'media/uploadAccountPhoto',
  async (arg: ImageArg, { dispatch, rejectWithValue }) => {
    try {
      const url = await uploadProfilePhoto(arg);
      dispatch(toast.success('media.account.photoSuccess'));
      return url;
    } catch (error) {
      if (isUploadCancelled(error)) return rejectWithValue('cancelled');
      console.error('profile photo upload failed', error);
      dispatch(toast.error('media.errors.photoFailed'));
      return rejectWithValue('media.errors.photoFailed');
    }
  },
);

/** A brand's or agency's new logo, stored in the signed-in uploader's folder. */
export const uploadAccountLogo = createAppAsyncThunk(
  'media/uploadAccountLogo',
  async (arg: ImageArg & { uploaderUid: string }, { dispatch, rejectWithValue }) => {
    try {
      const url = await uploadBrandLogo(arg);
      dispatch(toast.success('media.account.logoSuccess'));
      return url;
    } catch (error) {
      if (isUploadCancelled(error)) return rejectWithValue('cancelled');
      console.error('logo upload failed', error);
      dispatch(toast.error('media.account.logoFailed'));
      return rejectWithValue('media.account.logoFailed');
    }
  },
);
