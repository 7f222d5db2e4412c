// The influencer list page's gates as thunks (docs/data-layer.md; spec section 2 load order):
// the photo check (Users/{uid}), the influencer data (Influencers/{uid}), the photo upload of
// 'Profil Fotoğrafı Gerekli' and the 'Hesabımı Onayla' request. influencerGateSlice.ts keeps
// what they bring; the toasts are raised here and a failure rejects with its i18n key.
// Only the influencer list imports this module, so its api/ code stays in that list's chunk.
import { createAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import { isUploadCancelled } from '@/lib/storageUpload';
import { fetchInfluencerData, fetchListUser } from './api/influencerProfile';
import { uploadProfilePhoto } from './api/profilePhoto';
import { sendVerifyRequest, type VerifyRequest } from './api/verifyRequest';

/** Step 1: the user's own Users document (null when missing) for the photo check and approval. */
export const checkListUser = createAppAsyncThunk(
  'influencerGate/checkUser',
  async (uid: string) => {
    try {
      return await fetchListUser(uid);
    } catch (error) {
      // No message: a failed check shows the photo modal (spec section 8).
      console.error('profile photo check failed', error);
      throw error;
    }
  },
);

/** Step 2, once the photo is there: Influencers/{uid} as the list needs it. */
export const loadInfluencerData = createAppAsyncThunk(
  'influencerGate/loadData',
  async (uid: string, { rejectWithValue }) => {
    try {
      return await fetchInfluencerData(uid);
    } catch (error) {
      console.error('influencer data failed to load', error);
      return rejectWithValue('projectList.profileError');
    }
  },
);

/** How far an upload is, 0-100 as bytes go out. */
export const photoUploadProgress = createAction<{ uid: string; percent: number }>(
  'influencerGate/uploadProgress',
);

type PhotoArg = {
  uid: string;
  /** The cropped, downscaled photo. */
  file: Blob;
  onProgress?: (percent: number) => void;
  /** The user's cancel: no error toast then. */
  signal?: AbortSignal;
};

/** Uploads the chosen profile photo; resolves with its download URL. */
export const uploadPhoto = createAppAsyncThunk(
  'influencerGate/uploadPhoto',
  async ({ uid, file, onProgress, signal }: PhotoArg, { dispatch, rejectWithValue }) => {
    try {
      const url = await uploadProfilePhoto({
        uid,
        file,
        signal,
        onProgress: (percent) => {
          onProgress?.(percent);
          dispatch(photoUploadProgress({ uid, percent }));
        },
      });
      dispatch(toast.success('briefs.influencer.photo.success'));
      return url;
    } catch (error) {
      if (isUploadCancelled(error)) return rejectWithValue('cancelled');
      console.error('profile photo upload failed', error);
      dispatch(toast.error('briefs.influencer.photo.failed'));
      return rejectWithValue('briefs.influencer.photo.failed');
    }
  },
);

/** 'Hesabımı Onayla': the verify request with its code and message (spec sections 4 and 5). */
export const requestVerification = createAppAsyncThunk(
  'influencerGate/requestVerification',
  async (request: VerifyRequest, { dispatch, rejectWithValue }) => {
    try {
      await sendVerifyRequest(request);
      dispatch(toast.success('briefs.influencer.verifyRequested'));
    } catch (error) {
      console.error('verify request failed', error);
      dispatch(toast.error('projectList.verify.failed'));
      return rejectWithValue('projectList.verify.failed');
    }
  },
);
