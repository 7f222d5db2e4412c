// The brief form's image upload as a thunk (docs/data-layer.md): the failure toast is raised
// here; a cancelled upload is no error.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import { isUploadCancelled } from '@/lib/storageUpload';
import { uploadBriefImage, type BriefImageUpload } from './api/briefImages';

/** Uploads one image of the brief being written; resolves with its download URL. */
export const uploadBriefFormImage = createAppAsyncThunk(
  'briefs/uploadFormImage',
  async (arg: BriefImageUpload, { dispatch, rejectWithValue }) => {
    try {
      return await uploadBriefImage(arg);
    } catch (error) {
      if (isUploadCancelled(error)) return rejectWithValue('cancelled');
      console.error('brief image upload failed', error);
      dispatch(toast.error('media.errors.uploadFailed'));
      return rejectWithValue('media.errors.uploadFailed');
    }
  },
);
