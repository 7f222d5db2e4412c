// The chat's reads that the slice keeps, as thunks (docs/data-layer.md): older messages and a
// brief chat's draft. Failures become the spec's messages here, once: 'Meşajlar yüklenirken
// hata oluştu.' (spec section 8; the spelling is the spec's). The writes are in
// chatWriteThunks.ts, which only the conversation screens load.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import { fetchOlderMessages } from './api/chatSubscriptions';
import type { BriefChatDraft } from './model/briefChatDraft';
// Type only (nothing loads): brings the slice's `chat` into RootState wherever this is compiled.
import type {} from './chatSlice';

export type { BriefChatDraft };

export const LOAD_ERROR = 'chat.errors.load';
export const NOT_ALLOWED = 'chat.errors.briefNotAllowed';
export const CHOOSE_BIDDER = 'chat.brief.chooseBidder';

/** Older messages above the loaded ones, MESSAGE_PAGE_SIZE at a time. */
export const loadOlderMessages = createAppAsyncThunk(
  'chat/loadOlder',
  async (conversationId: string, { getState, dispatch, rejectWithValue }) => {
    const cursor = getState().chat?.threads[conversationId]?.cursor;
    try {
      return await fetchOlderMessages(conversationId, cursor!);
    } catch (error) {
      console.error('older messages failed to load', error);
      dispatch(toast.error(LOAD_ERROR));
      return rejectWithValue(LOAD_ERROR);
    }
  },
  {
    condition: (conversationId, { getState }) => {
      const thread = getState().chat?.threads[conversationId];
      return Boolean(thread?.cursor) && thread?.older !== 'loading';
    },
  },
);

/**
 * What a brief chat that does not exist yet needs for its first message: the brief's title
 * and the two sides. Only the brief's owner and a user with an offer on it may start one.
 */
export const loadBriefChatDraft = createAppAsyncThunk(
  'chat/briefDraft',
  async (
    arg: { key: string; briefId: string; bidderId: string; uid: string; uidName: string },
    { rejectWithValue },
  ) => {
    try {
      const { readBriefChatDraft } = await import('./api/briefChatDraftRead');
      const draft = await readBriefChatDraft(arg.briefId, arg.bidderId, arg);
      if (draft === 'owner') return rejectWithValue(CHOOSE_BIDDER);
      if (draft === 'notAllowed') return rejectWithValue(NOT_ALLOWED);
      return draft;
    } catch (error) {
      console.error('brief chat could not start', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
  {
    condition: (arg, { getState }) => {
      const status = getState().chat?.drafts[arg.key]?.status;
      return status !== 'loading' && status !== 'ready';
    },
  },
);
