// The drafts' writes as thunks (docs/data-layer.md): the toast and the rejection's i18n key
// are chosen here, once. The write code (and Storage's) loads on first use. Uploads report
// their progress through `draftUploadProgress`; `cancelDraftUpload` stops the one under way.
import { createAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import type { DraftMedia } from '@/lib/collections/drafts';
import type { DraftDecision, DraftRef } from './api/draftsApi';

export const DRAFT_SENT = 'drafts.toasts.sent';
export const DRAFT_FAILED = 'drafts.toasts.sendFailed';
export const UPLOAD_FAILED = 'drafts.toasts.uploadFailed';
export const UPLOAD_CANCELLED = 'drafts.toasts.uploadCancelled';
export const APPROVED = 'drafts.toasts.approved';
export const CHANGES_REQUESTED = 'drafts.toasts.changesRequested';
export const REVIEW_FAILED = 'drafts.toasts.reviewFailed';

const api = () => import('./api/draftsApi');

// src/lib/storageUpload.ts rejects a cancelled upload with this code; checked here so the
// page does not load the upload module before the first upload.
const wasCancelled = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'cancelled';

/** The key of one collaboration's drafts. */
export const draftsKey = (briefId: string, userId: string) => `${briefId}/${userId}`;
const keyOf = (ref: DraftRef) => draftsKey(ref.briefId, ref.userId);

/** One file's share of an upload under way, 0-100. */
export const draftUploadProgress = createAction<{ key: string; index: number; percent: number }>(
  'drafts/uploadProgress',
);

// The upload under way per collaboration: its cancel handle (not state: not a plain value).
const controllers = new Map<string, AbortController>();

/** Stops the upload under way for this collaboration (the "İptal" button). */
export function cancelDraftUpload(ref: DraftRef): void {
  controllers.get(keyOf(ref))?.abort();
}

export type SendDraftArg = {
  ref: DraftRef;
  round: number;
  files: File[];
  link: string;
  caption: string;
  confirmed: boolean;
};

/** Taslak gönder: the files one after another, then the draft that names them. */
export const sendDraft = createAppAsyncThunk(
  'drafts/send',
  async (arg: SendDraftArg, { dispatch, rejectWithValue }) => {
    const key = keyOf(arg.ref);
    const controller = new AbortController();
    controllers.set(key, controller);
    try {
      const module = await api();
      const media: DraftMedia[] = [];
      try {
        for (const [index, file] of arg.files.entries())
          media.push(
            await module.uploadDraftFile(
              arg.ref,
              file,
              index,
              (percent) => dispatch(draftUploadProgress({ key, index, percent })),
              controller.signal,
            ),
          );
      } catch (error) {
        if (wasCancelled(error)) {
          dispatch(toast.info(UPLOAD_CANCELLED));
          return rejectWithValue(UPLOAD_CANCELLED);
        }
        console.error('draft upload failed', error);
        dispatch(toast.error(UPLOAD_FAILED));
        return rejectWithValue(UPLOAD_FAILED);
      }
      await module.submitDraft(arg.ref, {
        round: arg.round,
        media,
        link: arg.link,
        caption: arg.caption,
        confirmed: arg.confirmed,
      });
      dispatch(toast.success(DRAFT_SENT));
    } catch (error) {
      console.error('draft failed', error);
      dispatch(toast.error(DRAFT_FAILED));
      return rejectWithValue(DRAFT_FAILED);
    } finally {
      if (controllers.get(key) === controller) controllers.delete(key);
    }
  },
);

/** Onayla / Değişiklik iste: the owner's decision on the latest draft. */
export const decideDraft = createAppAsyncThunk(
  'drafts/decide',
  async (
    { ref, round, decision }: { ref: DraftRef; round: number; decision: DraftDecision },
    { dispatch, rejectWithValue },
  ) => {
    try {
      await (await api()).reviewDraft(ref, round, decision);
      dispatch(toast.success(decision.status === 'approved' ? APPROVED : CHANGES_REQUESTED));
    } catch (error) {
      console.error('draft decision failed', error);
      dispatch(toast.error(REVIEW_FAILED));
      return rejectWithValue(REVIEW_FAILED);
    }
  },
);
