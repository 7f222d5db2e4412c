import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { DraftDoc } from '@/lib/collections/drafts';
import { decideDraft, draftsKey, draftUploadProgress, sendDraft } from './draftsThunks';

// One collaboration's drafts (docs/data-layer.md): per `briefId/userId` key, the drafts a live
// listener holds, the upload under way (per file, 0-100) and which write is under way.

export type DraftsStatus = 'loading' | 'ready' | 'error';
export type DraftsEntry = { status: DraftsStatus; items: DraftDoc[] };
export type DraftsBusy = 'sending' | 'deciding';

export type DraftsSliceState = {
  byKey: Record<string, DraftsEntry>;
  /** Per file of the upload under way: its name and percent sent. */
  uploads: Record<string, { name: string; percent: number }[]>;
  busy: Record<string, DraftsBusy>;
};

const initialState: DraftsSliceState = { byKey: {}, uploads: {}, busy: {} };

const LOADING: DraftsEntry = { status: 'loading', items: [] };
const NO_UPLOADS: { name: string; percent: number }[] = [];

const keyOf = (arg: { ref: { briefId: string; userId: string } }) =>
  draftsKey(arg.ref.briefId, arg.ref.userId);

export const draftsSlice = createSlice({
  name: 'drafts',
  initialState,
  reducers: {
    draftsReceived(state, action: PayloadAction<{ key: string; items: DraftDoc[] }>) {
      state.byKey[action.payload.key] = { status: 'ready', items: action.payload.items };
    },
    draftsFailed(state, action: PayloadAction<string>) {
      state.byKey[action.payload] = { status: 'error', items: [] };
    },
    draftsReleased(state, action: PayloadAction<string>) {
      delete state.byKey[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendDraft.pending, (state, action) => {
        const key = keyOf(action.meta.arg);
        state.busy[key] = 'sending';
        state.uploads[key] = action.meta.arg.files.map((file) => ({ name: file.name, percent: 0 }));
      })
      .addCase(draftUploadProgress, (state, action) => {
        const file = state.uploads[action.payload.key]?.[action.payload.index];
        if (file) file.percent = action.payload.percent;
      })
      .addCase(sendDraft.fulfilled, (state, action) => {
        const key = keyOf(action.meta.arg);
        delete state.busy[key];
        delete state.uploads[key];
      })
      .addCase(sendDraft.rejected, (state, action) => {
        const key = keyOf(action.meta.arg);
        delete state.busy[key];
        delete state.uploads[key];
      })
      .addCase(decideDraft.pending, (state, action) => {
        state.busy[keyOf(action.meta.arg)] = 'deciding';
      })
      .addCase(decideDraft.fulfilled, (state, action) => {
        delete state.busy[keyOf(action.meta.arg)];
      })
      .addCase(decideDraft.rejected, (state, action) => {
        delete state.busy[keyOf(action.meta.arg)];
      });
  },
  selectors: {
    selectDrafts: (state, key: string): DraftsEntry => state.byKey[key] ?? LOADING,
    selectDraftUploads: (state, key: string) => state.uploads[key] ?? NO_UPLOADS,
    selectDraftsBusy: (state, key: string): DraftsBusy | null => state.busy[key] ?? null,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof draftsSlice> {}
}

const injected = draftsSlice.injectInto(rootReducer);

export const { draftsReceived, draftsFailed, draftsReleased } = draftsSlice.actions;
export const { selectDrafts, selectDraftUploads, selectDraftsBusy } = injected.selectors;
