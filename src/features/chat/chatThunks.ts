// The project chat's writes and paged reads as thunks (docs/data-layer.md). Failures become the
// spec's messages here, once: 'Meşaj gönderilirken hata oluştu.' and 'Meşajlar yüklenirken hata
// oluştu.' (spec section 8; the spelling is the spec's).
import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { toast } from '../../layout/toasts/toast';
import { fetchOlderMessages } from './api/chatSubscriptions';
import type { OutgoingMessage } from './api/chatWrites';

export const SEND_ERROR = 'chat.errors.send';
export const LOAD_ERROR = 'chat.errors.load';

/**
 * Sends one message. It is on screen (pending) at once; the thunk settles when the server has
 * it, which offline means when the connection is back, still as the same single message.
 */
export const sendChatMessage = createAppAsyncThunk(
  'chat/send',
  async (message: OutgoingMessage, { dispatch, rejectWithValue }) => {
    try {
      const { sendProjectMessage } = await import('./api/chatWrites');
      return await sendProjectMessage(message);
    } catch (error) {
      console.error('message send failed', error);
      dispatch(toast.error(SEND_ERROR));
      return rejectWithValue(SEND_ERROR);
    }
  },
);

/** Opening a conversation marks the other side's messages read and clears the reader's count. */
export const markRead = createAppAsyncThunk(
  'chat/markRead',
  async (arg: { conversationId: string; readerId: string; messageIds: string[] }) => {
    const { markConversationRead } = await import('./api/chatWrites');
    try {
      await markConversationRead(arg.conversationId, arg.readerId, arg.messageIds);
    } catch (error) {
      // Only the badge stays; the conversation itself works.
      console.warn('read marking failed', error);
      throw error;
    }
  },
);

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
