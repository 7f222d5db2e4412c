// The chat's writes as thunks (docs/data-layer.md): sending, read marks, typing, blocking a
// bidder and an admin's new general chat. Only the conversation screens load this module; the
// api modules behind each load on first use. Failures become the spec's messages here, once:
// 'Meşaj gönderilirken hata oluştu.' (spec section 8; the spelling is the spec's).
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { toast } from '@/components/toasts/toast';
import { isBriefChatKey } from '@/lib/collections/briefChats';
import { selectActedBy } from '@/store/session/sessionSlice';
import { takeWriteTurn } from '@/lib/writeOrder';
import type { OutgoingBriefMessage } from './api/briefChatWrites';
import type { OutgoingMessage } from './api/chatWrites';
import { LOAD_ERROR } from './chatThunks';

export const SEND_ERROR = 'chat.errors.send';
export const BLOCK_ERROR = 'chat.errors.block';

/**
 * Fetches the send code while a conversation is open: a first message written after the
 * connection dropped then still has it (a dynamic import made offline fails, and the message
 * with it). A failed fetch here is retried by the send itself.
 */
export function preloadMessageWrites(brief: boolean): void {
  const load = brief ? import('./api/briefChatWrites') : import('./api/chatWrites');
  load.catch(() => undefined);
}

/**
 * Sends one message. It is on screen (pending) at once; the thunk settles when the server has
 * it, which offline means when the connection is back, still as the same single message. Its
 * turn is taken before anything loads, so messages (and offers) reach the server in the order
 * they were sent (src/lib/writeOrder.ts). An admin acting as the sender signs it with her own
 * uid (actedBy; docs/decisions.md "Chat identity").
 */
export const sendChatMessage = createAppAsyncThunk(
  'chat/send',
  async (message: OutgoingMessage, { dispatch, getState, rejectWithValue }) => {
    const turn = takeWriteTurn();
    try {
      const { sendProjectMessage } = await import('./api/chatWrites');
      const signed = { ...message, actedBy: selectActedBy(getState()) };
      return await sendProjectMessage(signed, undefined, turn);
    } catch (error) {
      console.error('message send failed', error);
      dispatch(toast.error(SEND_ERROR));
      return rejectWithValue(SEND_ERROR);
    } finally {
      turn.release();
    }
  },
);

/** The same for a brief chat; its first message creates the chat. */
export const sendBriefMessage = createAppAsyncThunk(
  'chat/sendBrief',
  async (message: OutgoingBriefMessage, { dispatch, getState, rejectWithValue }) => {
    const turn = takeWriteTurn();
    try {
      const { sendBriefChatMessage } = await import('./api/briefChatWrites');
      const signed = { ...message, actedBy: selectActedBy(getState()) };
      return await sendBriefChatMessage(signed, turn);
    } catch (error) {
      console.error('message send failed', error);
      dispatch(toast.error(SEND_ERROR));
      return rejectWithValue(SEND_ERROR);
    } finally {
      turn.release();
    }
  },
);

/**
 * Opening a conversation marks the other side's messages read and clears the reader's count
 * (also an admin acting as the reader: docs/decisions.md "Chat identity").
 */
export const markRead = createAppAsyncThunk(
  'chat/markRead',
  async (arg: { conversationId: string; readerId: string; messageIds: string[] }, { getState }) => {
    try {
      if (isBriefChatKey(arg.conversationId)) {
        const { markBriefChatRead } = await import('./api/briefChatWrites');
        const acting = selectActedBy(getState()) !== null;
        await markBriefChatRead(arg.conversationId, arg.readerId, arg.messageIds, acting);
        return;
      }
      const { markConversationRead } = await import('./api/chatWrites');
      await markConversationRead(arg.conversationId, arg.readerId, arg.messageIds);
    } catch (error) {
      // Only the badge stays; the conversation itself works.
      console.warn('read marking failed', error);
      throw error;
    }
  },
);

/**
 * The writer's typing entry (spec section 4): written while she types, deleted when she stops.
 * useTyping decides when (the 1000 ms debounce); the api modules load on the first keystroke,
 * as the sends' do. A failed write only warns: the other side just sees no indicator.
 */
export const setTyping = createAppAsyncThunk(
  'chat/typing',
  async (arg: { key: string; uid: string; typing: boolean }) => {
    try {
      if (isBriefChatKey(arg.key)) {
        const { writeBriefChatTyping } = await import('./api/briefChatWrites');
        await writeBriefChatTyping(arg.key, arg.uid, arg.typing);
        return;
      }
      const { writeTyping } = await import('./api/chatWrites');
      await writeTyping(arg.key, arg.uid, arg.typing);
    } catch (error) {
      console.warn('typing', error);
      throw error;
    }
  },
);

/** The owner blocks a bidder in a brief chat, or lets her write again (spec section 5). */
export const blockBidder = createAppAsyncThunk(
  'chat/block',
  async (
    arg: { chatId: string; bidderId: string; blocked: boolean },
    { dispatch, rejectWithValue },
  ) => {
    try {
      const { setBidderBlocked } = await import('./api/briefChatWrites');
      await setBidderBlocked(arg.chatId, arg.bidderId, arg.blocked);
    } catch (error) {
      console.error('block failed', error);
      dispatch(toast.error(BLOCK_ERROR));
      return rejectWithValue(BLOCK_ERROR);
    }
  },
);

/**
 * An admin's general chat with a contact she has no conversation with (spec sections 7 and 9):
 * the pair's conversation key, created empty when there is none.
 */
export const startGeneralChat = createAppAsyncThunk(
  'chat/startGeneral',
  async (
    arg: { me: { id: string; name: string }; other: { id: string; name: string } },
    { dispatch, rejectWithValue },
  ) => {
    try {
      const { openGeneralConversation } = await import('./api/generalConversation');
      return await openGeneralConversation(arg.me, arg.other);
    } catch (error) {
      console.error('general chat could not start', error);
      dispatch(toast.error(LOAD_ERROR));
      return rejectWithValue(LOAD_ERROR);
    }
  },
);
