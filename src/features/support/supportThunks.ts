// The support desk's reads and writes as thunks (docs/data-layer.md). The live feeds bring
// every result back (Firestore reports local writes at once, pending until the server has
// them), so nothing here updates the slice optimistically. Failures raise the spec's toast
// 'Bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyiniz.' and reject with its key.
import { createAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { selectActedBy, selectSignedInUser } from '@/store/session/sessionSlice';
import type { RootState } from '@/store/store';
import { toast } from '@/components/toasts/toast';
import { cursorOf, fetchOlderMessages, type OlderPage } from './api/supportQueries';
import { SupportFileError, uploadSupportFile, type SupportAttachment } from './api/supportUpload';
import * as writes from './api/supportWrites';
import { ATTACHMENT_PROBLEM_KEYS } from './model/attachment';
import type { Viewer } from './model/history';

/** Spec section 8, support chat failure. */
export const SUPPORT_ERROR = 'supportDesk.errors.failed';

const fail = (label: string, error: unknown) => {
  console.warn(label, error);
  return SUPPORT_ERROR;
};

/** The user's side opens: the conversation is created (with the greeting) when missing. */
export const openSupportConversation = createAppAsyncThunk(
  'support/open',
  async (
    { user, greeting }: { user: writes.SupportUser; greeting: string },
    { dispatch, rejectWithValue },
  ) => {
    try {
      return await writes.ensureSupportConversation(user, greeting);
    } catch (error) {
      dispatch(toast.error(SUPPORT_ERROR));
      return rejectWithValue(fail('could not open the support conversation', error));
    }
  },
);

/**
 * A message from either side. An admin acting as the user writes the user's message, signed
 * with her own uid (actedBy; docs/decisions.md "Chat identity").
 */
export const sendMessage = createAppAsyncThunk(
  'support/send',
  async (
    {
      uid,
      from,
      text,
      attachment,
    }: { uid: string; from: Viewer; text: string; attachment?: writes.MessageAttachment },
    { dispatch, getState, rejectWithValue },
  ) => {
    const actedBy = from === 'user' ? selectActedBy(getState()) : null;
    try {
      if (actedBy) return await writes.sendSupportMessage(uid, from, text, attachment, actedBy);
      return attachment
        ? await writes.sendSupportMessage(uid, from, text, attachment)
        : await writes.sendSupportMessage(uid, from, text);
    } catch (error) {
      dispatch(toast.error(SUPPORT_ERROR));
      return rejectWithValue(fail('could not send the support message', error));
    }
  },
);

/** An attachment's upload advanced: `percent` (0-100) of the file in `userId`'s conversation. */
export const uploadProgressed = createAction<{ userId: string; percent: number }>(
  'support/uploadProgressed',
);

/**
 * Uploads a file before the message that carries it (its progress goes to the slice). A
 * failure rejects with the message the composer shows under the box, no toast: the text and
 * the file stay there for another try.
 */
export const uploadAttachment = createAppAsyncThunk<
  SupportAttachment,
  { userId: string; file: File }
>('support/upload', async ({ userId, file }, { dispatch, rejectWithValue }) => {
  try {
    return await uploadSupportFile({
      userId,
      file,
      onProgress: (percent) => dispatch(uploadProgressed({ userId, percent })),
    });
  } catch (error) {
    console.warn('support attachment upload failed', error);
    return rejectWithValue(
      ATTACHMENT_PROBLEM_KEYS[error instanceof SupportFileError ? error.code : 'uploadFailed'],
    );
  }
});

/** What opening marks read: the other side's unread messages held, and the reader's count. */
export function unreadFor(state: RootState, uid: string, reader: Viewer) {
  const support = state.support;
  const thread = support?.thread;
  const conversation = support?.conversations.entities[uid];
  const messages =
    thread && thread.uid === uid && thread.status === 'ready'
      ? thread.messages.ids.map((id) => thread.messages.entities[id]!)
      : [];
  const unread = messages.filter(
    (m) => !m.isRead && !m.pending && m.isFromUser === (reader === 'admin'),
  );
  const count = conversation
    ? reader === 'user'
      ? conversation.unreadCount
      : conversation.unreadCountForAdmin
    : 0;
  return { unread, count };
}

export const markConversationRead = createAppAsyncThunk(
  'support/markRead',
  async (
    { uid, reader }: { uid: string; reader: Viewer },
    { getState, dispatch, rejectWithValue },
  ) => {
    const { unread, count } = unreadFor(getState(), uid, reader);
    try {
      await writes.markSupportRead(uid, reader, unread, count);
    } catch (error) {
      dispatch(toast.error(SUPPORT_ERROR));
      return rejectWithValue(fail('could not mark the support conversation read', error));
    }
  },
  {
    condition: ({ uid, reader }, { getState }) => {
      const { unread, count } = unreadFor(getState(), uid, reader);
      return unread.length > 0 || count > 0;
    },
  },
);

/** The next 50 older messages, after the oldest one held. */
export const loadOlderMessages = createAppAsyncThunk<OlderPage, string>(
  'support/older',
  async (uid, { getState, dispatch, rejectWithValue }) => {
    const thread = getState().support!.thread;
    const oldest = thread.messages.ids
      .map((id) => thread.messages.entities[id]!)
      .find((m) => m.at !== null || m.timestamp !== null);
    if (!oldest) return { messages: [], cursor: null, exhausted: true };
    try {
      return await fetchOlderMessages(uid, cursorOf(oldest));
    } catch (error) {
      dispatch(toast.error(SUPPORT_ERROR));
      return rejectWithValue(fail('could not load older support messages', error));
    }
  },
  {
    condition: (uid, { getState }) => {
      const thread = getState().support?.thread;
      return (
        thread?.uid === uid &&
        thread.status === 'ready' &&
        !thread.older.exhausted &&
        thread.older.more !== 'loading'
      );
    },
  },
);

/** Typing writes fail quietly: the indicator is a nicety, not data. */
export const setTyping = createAppAsyncThunk(
  'support/typing',
  async (
    { uid, side, isTyping }: { uid: string; side: Viewer; isTyping: boolean },
    { rejectWithValue },
  ) => {
    try {
      await writes.writeSupportTyping(uid, side, isTyping);
    } catch (error) {
      return rejectWithValue(fail('could not write the typing entry', error));
    }
  },
);

const actorOf = (state: RootState): writes.SupportActor => {
  const user = selectSignedInUser(state);
  return { uid: user?.uid ?? '', role: user?.role ?? -1, type: user?.type ?? null };
};

export const archiveConversation = createAppAsyncThunk(
  'support/archive',
  async (uid: string, { getState, dispatch, rejectWithValue }) => {
    try {
      await writes.archiveSupportConversation(uid, actorOf(getState()));
    } catch (error) {
      dispatch(toast.error(SUPPORT_ERROR));
      return rejectWithValue(fail('could not archive the support conversation', error));
    }
  },
);

export const unarchiveConversation = createAppAsyncThunk(
  'support/unarchive',
  async (uid: string, { getState, dispatch, rejectWithValue }) => {
    try {
      await writes.unarchiveSupportConversation(uid, actorOf(getState()));
    } catch (error) {
      dispatch(toast.error(SUPPORT_ERROR));
      return rejectWithValue(fail('could not unarchive the support conversation', error));
    }
  },
);
