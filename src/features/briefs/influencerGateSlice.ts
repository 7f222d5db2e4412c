import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { UserDoc } from '@/lib/collections/users';
import type { InfluencerData } from './api/influencerProfileFields';
import {
  checkListUser,
  loadInfluencerData,
  photoUploadProgress,
  requestVerification,
  uploadPhoto,
} from './influencerGateThunks';
import { isPhotoMissing } from './model/influencerChecks';

// What stands between an influencer and her brief list (docs/data-layer.md; spec section 2
// load order), by uid: the photo check, then the influencer data, each step starting when the
// one before it succeeded; the photo upload under way; the verify request. The page opens the
// gate when it shows and closes it when it goes, so a later visit starts again from the check.

export type Gate =
  | { step: 'checking' }
  | { step: 'photo'; user: UserDoc | null }
  | { step: 'profile'; user: UserDoc | null }
  | { step: 'failed'; user: UserDoc | null }
  | { step: 'ready'; user: UserDoc | null; data: InfluencerData };

/** The gate and the request its next result must answer (an older request's is dropped). */
type OpenGate = { gate: Gate; requestId: string };

export type PhotoUpload = { status: 'uploading'; percent: number } | { status: 'failed' };

/** 'sent' keeps the button busy until the page moves on to the support chat. */
export type VerifyStatus = 'sending' | 'sent' | 'failed';

export type InfluencerGateState = {
  gates: Record<string, OpenGate>;
  uploads: Record<string, PhotoUpload>;
  verify: Record<string, VerifyStatus>;
};

const initialState: InfluencerGateState = { gates: {}, uploads: {}, verify: {} };

const CHECKING: Gate = { step: 'checking' };

/** The open gate of `uid` when `requestId` is the request it waits for. */
function waiting(state: InfluencerGateState, uid: string, requestId: string) {
  const open = state.gates[uid];
  return open?.requestId === requestId ? open : undefined;
}

export const influencerGateSlice = createSlice({
  name: 'influencerGate',
  initialState,
  reducers: {
    influencerGateClosed(state, action: PayloadAction<string>) {
      delete state.gates[action.payload];
      delete state.uploads[action.payload];
      delete state.verify[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkListUser.pending, (state, action) => {
        state.gates[action.meta.arg] = { gate: CHECKING, requestId: action.meta.requestId };
      })
      .addCase(checkListUser.fulfilled, (state, action) => {
        const open = waiting(state, action.meta.arg, action.meta.requestId);
        if (!open) return;
        const user = action.payload;
        const missing = isPhotoMissing(user?.profileImage);
        open.gate = missing ? { step: 'photo', user } : { step: 'profile', user };
      })
      .addCase(checkListUser.rejected, (state, action) => {
        // A failed check shows the photo modal too (spec section 8).
        const open = waiting(state, action.meta.arg, action.meta.requestId);
        if (open) open.gate = { step: 'photo', user: null };
      })
      .addCase(loadInfluencerData.pending, (state, action) => {
        const open = state.gates[action.meta.arg];
        if (open?.gate.step === 'profile') open.requestId = action.meta.requestId;
      })
      .addCase(loadInfluencerData.fulfilled, (state, action) => {
        const open = waiting(state, action.meta.arg, action.meta.requestId);
        if (open?.gate.step !== 'profile') return;
        open.gate = { step: 'ready', user: open.gate.user, data: action.payload };
      })
      .addCase(loadInfluencerData.rejected, (state, action) => {
        const open = waiting(state, action.meta.arg, action.meta.requestId);
        if (open?.gate.step !== 'profile') return;
        open.gate = { step: 'failed', user: open.gate.user };
      })
      .addCase(uploadPhoto.pending, (state, action) => {
        state.uploads[action.meta.arg.uid] = { status: 'uploading', percent: 0 };
      })
      .addCase(photoUploadProgress, (state, action) => {
        const upload = state.uploads[action.payload.uid];
        if (upload?.status === 'uploading') upload.percent = action.payload.percent;
      })
      .addCase(uploadPhoto.fulfilled, (state, action) => {
        const { uid } = action.meta.arg;
        delete state.uploads[uid];
        // The photo is there: the list goes on loading with the influencer data.
        const open = state.gates[uid];
        if (open?.gate.step !== 'photo') return;
        const { user } = open.gate;
        open.gate = {
          step: 'profile',
          user: user ? { ...user, profileImage: action.payload } : null,
        };
      })
      .addCase(uploadPhoto.rejected, (state, action) => {
        state.uploads[action.meta.arg.uid] = { status: 'failed' };
      })
      .addCase(requestVerification.pending, (state, action) => {
        state.verify[action.meta.arg.user.uid] = 'sending';
      })
      .addCase(requestVerification.fulfilled, (state, action) => {
        state.verify[action.meta.arg.user.uid] = 'sent';
      })
      .addCase(requestVerification.rejected, (state, action) => {
        state.verify[action.meta.arg.user.uid] = 'failed';
      });
  },
  selectors: {
    selectInfluencerGate: (state, uid: string): Gate => state.gates[uid]?.gate ?? CHECKING,
    selectPhotoUpload: (state, uid: string): PhotoUpload | null => state.uploads[uid] ?? null,
    selectVerifyStatus: (state, uid: string): VerifyStatus | null => state.verify[uid] ?? null,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof influencerGateSlice> {}
}

const injected = influencerGateSlice.injectInto(rootReducer);

export const { influencerGateClosed } = influencerGateSlice.actions;
export const { selectInfluencerGate, selectPhotoUpload, selectVerifyStatus } = injected.selectors;
