import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import {
  openingList,
  pruneUnlisted,
  showFirstPage,
  type ListStatus,
  type MoreStatus,
  type PagedList,
} from '@/store/live/pagedList';
import { rootReducer } from '@/store/rootReducer';
import type { SupportConversationDoc, SupportMessage } from '@/lib/collections/support';
import type { MessageCursor } from './api/supportQueries';
import type { Viewer } from './model/history';
import type { LocalArchive } from './model/inbox';
import {
  archiveConversation,
  loadOlderMessages,
  markConversationRead,
  openSupportConversation,
  sendMessage,
  unarchiveConversation,
  uploadAttachment,
  uploadProgressed,
} from './supportThunks';

// The support desk in Redux (docs/data-layer.md): the conversations (the user's own, or the
// admin inbox) once each by uid; the admin inbox as a paged list (store/live/pagedList) grown
// by a larger live listener; the open conversation's messages (oldest first) with the live
// window fed by supportFeeds.ts and older pages appended by a plain cursor; the admin's local
// archive flags; an attachment's upload progress.

export type FeedStatus = 'idle' | 'loading' | 'ready' | 'error';

export type ThreadState = {
  uid: string | null;
  viewer: Viewer;
  status: FeedStatus;
  messages: EntityState<SupportMessage, string>;
  /** The live window's size (null: no cap). */
  size: number | null;
  older: { cursor: MessageCursor | null; exhausted: boolean; more: MoreStatus };
};

/**
 * The admin inbox: the newest `spec` conversations (the listener's size), live. Its requestId
 * is the listener's key: "load more" moves to a larger listener, and a replaced listener's late
 * snapshot is dropped. There is no cursor: each snapshot is the whole list.
 */
export type InboxList = PagedList<number, null>;

export type SupportState = {
  conversations: EntityState<SupportConversationDoc, string>;
  /** Per uid: the live status of one conversation document. */
  conversationStatus: Record<string, FeedStatus>;
  /** Null while no inbox listener runs. */
  inbox: InboxList | null;
  /** The inbox list's status for the screens, 'idle' while there is no list (syncInboxStatus). */
  inboxStatus: ListStatus | 'idle';
  /** Per uid: creating the conversation on first open (the user's side). */
  opening: Record<string, FeedStatus>;
  thread: ThreadState;
  localArchive: LocalArchive;
  /** Sends not yet acknowledged by the server. */
  sending: number;
  /** Per conversation uid: an attachment's upload progress (0-100) while it goes out. */
  uploads: Record<string, number>;
  marking: boolean;
  archiving: boolean;
};

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
// Oldest first; a message without a time yet (pending) is the newest there is.
const oldestFirst = (a: SupportMessage, b: SupportMessage) =>
  (a.timestamp ?? Infinity) - (b.timestamp ?? Infinity) || byId(a.id, b.id);

const conversationsAdapter = createEntityAdapter<SupportConversationDoc, string>({
  selectId: (c) => c.uid,
});
const messagesAdapter = createEntityAdapter<SupportMessage>({ sortComparer: oldestFirst });
const conversationSelectors = conversationsAdapter.getSelectors();
const messageSelectors = messagesAdapter.getSelectors();

const emptyThread = (uid: string | null = null, viewer: Viewer = 'user'): ThreadState => ({
  uid,
  viewer,
  status: uid === null ? 'idle' : 'loading',
  messages: messagesAdapter.getInitialState(),
  size: null,
  older: { cursor: null, exhausted: false, more: 'idle' },
});

const initialState: SupportState = {
  conversations: conversationsAdapter.getInitialState(),
  conversationStatus: {},
  inbox: null,
  inboxStatus: 'idle',
  opening: {},
  thread: emptyThread(),
  localArchive: {},
  sending: 0,
  uploads: {},
  marking: false,
  archiving: false,
};

const NO_MESSAGES: SupportMessage[] = [];

/** The inbox listener that `key` names, if it is the current one. */
const inboxOf = (state: SupportState, key: string) =>
  state.inbox?.requestId === key ? state.inbox : null;

/** The screens read the inbox's status in one field; it follows the list after each change. */
const syncInboxStatus = (state: SupportState) => {
  state.inboxStatus = state.inbox?.status ?? 'idle';
};

/** Drops the conversations the inbox does not list, but those watched on their own. */
const pruneConversations = (state: SupportState) =>
  pruneUnlisted(
    conversationsAdapter,
    state.conversations,
    state.inbox ? { inbox: state.inbox } : {},
    Object.keys(state.conversationStatus),
  );

export const supportSlice = createSlice({
  name: 'support',
  initialState,
  reducers: {
    conversationWatched(state, action: PayloadAction<string>) {
      state.conversationStatus[action.payload] = 'loading';
    },
    conversationReceived(
      state,
      action: PayloadAction<{ uid: string; conversation: SupportConversationDoc | null }>,
    ) {
      const { uid, conversation } = action.payload;
      if (!(uid in state.conversationStatus)) return;
      if (conversation) conversationsAdapter.setOne(state.conversations, conversation);
      else conversationsAdapter.removeOne(state.conversations, uid);
      state.conversationStatus[uid] = 'ready';
    },
    conversationFailed(state, action: PayloadAction<string>) {
      if (action.payload in state.conversationStatus) {
        state.conversationStatus[action.payload] = 'error';
      }
    },
    conversationReleased(state, action: PayloadAction<string>) {
      delete state.conversationStatus[action.payload];
      // While an inbox runs, its next snapshot decides (it may still show the conversation).
      if (!state.inbox) pruneConversations(state);
    },
    /** An inbox listener starts: the first one opens the list, a larger one grows it. */
    inboxWatched(state, action: PayloadAction<string>) {
      const key = action.payload;
      const size = Number(key);
      const list = state.inbox;
      if (!list) {
        state.inbox = openingList<number, null>(size, key);
      } else {
        // The held conversations stay on screen until the larger listener's first snapshot.
        list.spec = size;
        list.requestId = key;
        list.more = 'loading';
        if (list.status !== 'ready') list.status = 'loading';
      }
      syncInboxStatus(state);
    },
    inboxReceived(
      state,
      action: PayloadAction<{ key: string; conversations: SupportConversationDoc[] }>,
    ) {
      const list = inboxOf(state, action.payload.key);
      if (!list) return;
      const { conversations } = action.payload;
      conversationsAdapter.setMany(state.conversations, conversations);
      // A snapshot is the whole list; one shorter than the listener's size holds them all.
      const exhausted = conversations.length < list.spec;
      showFirstPage(list, { items: conversations, cursor: null, exhausted }, (c) => c.uid);
      syncInboxStatus(state);
      pruneConversations(state);
    },
    inboxFailed(state, action: PayloadAction<string>) {
      const list = inboxOf(state, action.payload);
      if (!list) return;
      list.status = 'error';
      if (list.more === 'loading') list.more = 'error';
      syncInboxStatus(state);
    },
    inboxReleased(state, action: PayloadAction<string>) {
      // A listener that "load more" already replaced changes nothing.
      if (!inboxOf(state, action.payload)) return;
      state.inbox = null;
      syncInboxStatus(state);
      pruneConversations(state);
    },
    threadWatched(state, action: PayloadAction<{ uid: string; viewer: Viewer }>) {
      const { uid, viewer } = action.payload;
      state.thread = emptyThread(uid, viewer);
    },
    threadReceived(
      state,
      action: PayloadAction<{ uid: string; messages: SupportMessage[]; size: number | null }>,
    ) {
      const { uid, messages, size } = action.payload;
      const thread = state.thread;
      if (thread.uid !== uid) return;
      // A message that leaves the live window (a newer one pushed it out) stays on screen.
      messagesAdapter.upsertMany(thread.messages, messages);
      if (thread.status !== 'ready') {
        // The first snapshot decides whether anything older exists.
        thread.size = size;
        thread.older.exhausted = size === null || messages.length < size;
      }
      thread.status = 'ready';
    },
    threadFailed(state, action: PayloadAction<string>) {
      if (state.thread.uid === action.payload) state.thread.status = 'error';
    },
    threadReleased(state, action: PayloadAction<string>) {
      if (state.thread.uid === action.payload) state.thread = emptyThread();
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(openSupportConversation.pending, (state, action) => {
        state.opening[action.meta.arg.user.uid] = 'loading';
      })
      .addCase(openSupportConversation.fulfilled, (state, action) => {
        state.opening[action.meta.arg.user.uid] = 'ready';
      })
      .addCase(openSupportConversation.rejected, (state, action) => {
        state.opening[action.meta.arg.user.uid] = 'error';
      })
      .addCase(sendMessage.pending, (state) => {
        state.sending += 1;
      })
      .addCase(sendMessage.fulfilled, (state) => {
        state.sending = Math.max(0, state.sending - 1);
      })
      .addCase(sendMessage.rejected, (state) => {
        state.sending = Math.max(0, state.sending - 1);
      })
      .addCase(uploadAttachment.pending, (state, action) => {
        state.uploads[action.meta.arg.userId] = 0;
      })
      .addCase(uploadProgressed, (state, action) => {
        const { userId, percent } = action.payload;
        if (userId in state.uploads) state.uploads[userId] = percent;
      })
      .addCase(uploadAttachment.fulfilled, (state, action) => {
        delete state.uploads[action.meta.arg.userId];
      })
      .addCase(uploadAttachment.rejected, (state, action) => {
        delete state.uploads[action.meta.arg.userId];
      })
      .addCase(markConversationRead.pending, (state) => {
        state.marking = true;
      })
      .addCase(markConversationRead.fulfilled, (state) => {
        state.marking = false;
      })
      .addCase(markConversationRead.rejected, (state) => {
        state.marking = false;
      })
      .addCase(loadOlderMessages.pending, (state) => {
        state.thread.older.more = 'loading';
      })
      .addCase(loadOlderMessages.fulfilled, (state, action) => {
        const thread = state.thread;
        if (thread.uid !== action.meta.arg) return;
        messagesAdapter.upsertMany(thread.messages, action.payload.messages);
        thread.older.cursor = action.payload.cursor ?? thread.older.cursor;
        thread.older.exhausted = action.payload.exhausted;
        thread.older.more = 'idle';
      })
      .addCase(loadOlderMessages.rejected, (state, action) => {
        if (state.thread.uid === action.meta.arg) state.thread.older.more = 'error';
      })
      .addCase(archiveConversation.pending, (state, action) => {
        state.archiving = true;
        // The local flag (spec section 4): hidden from the active list at once, until a new
        // message arrives.
        const conversation = state.conversations.entities[action.meta.arg];
        state.localArchive[action.meta.arg] = conversation?.lastMessageTimestamp ?? null;
      })
      .addCase(archiveConversation.fulfilled, (state) => {
        state.archiving = false;
      })
      .addCase(archiveConversation.rejected, (state, action) => {
        state.archiving = false;
        delete state.localArchive[action.meta.arg];
      })
      .addCase(unarchiveConversation.pending, (state, action) => {
        state.archiving = true;
        delete state.localArchive[action.meta.arg];
      })
      .addCase(unarchiveConversation.fulfilled, (state) => {
        state.archiving = false;
      })
      .addCase(unarchiveConversation.rejected, (state) => {
        state.archiving = false;
      });
  },
  selectors: {
    selectSupportConversation: (state, uid: string | null): SupportConversationDoc | null =>
      uid === null ? null : (state.conversations.entities[uid] ?? null),
    selectConversationStatus: (state, uid: string | null): FeedStatus =>
      uid === null ? 'idle' : (state.conversationStatus[uid] ?? 'idle'),
    selectOpening: (state, uid: string | null): FeedStatus =>
      uid === null ? 'idle' : (state.opening[uid] ?? 'idle'),
    selectInboxStatus: (state) => state.inboxStatus,
    selectAllConversations: (state) => conversationSelectors.selectAll(state.conversations),
    selectLocalArchive: (state) => state.localArchive,
    selectThread: (state) => state.thread,
    selectThreadMessages: (state, uid: string | null): SupportMessage[] =>
      uid !== null && state.thread.uid === uid
        ? messageSelectors.selectAll(state.thread.messages)
        : NO_MESSAGES,
    /** The upload's progress (0-100) in `uid`'s conversation, null when none goes out. */
    selectUploadProgress: (state, uid: string): number | null => state.uploads[uid] ?? null,
    selectArchiving: (state) => state.archiving,
    selectMarking: (state) => state.marking,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof supportSlice> {}
}

const injected = supportSlice.injectInto(rootReducer);

export const {
  conversationWatched,
  conversationReceived,
  conversationFailed,
  conversationReleased,
  inboxWatched,
  inboxReceived,
  inboxFailed,
  inboxReleased,
  threadWatched,
  threadReceived,
  threadFailed,
  threadReleased,
} = supportSlice.actions;

export const {
  selectSupportConversation,
  selectConversationStatus,
  selectOpening,
  selectInboxStatus,
  selectAllConversations,
  selectLocalArchive,
  selectThread,
  selectThreadMessages,
  selectUploadProgress,
  selectArchiving,
  selectMarking,
} = injected.selectors;
