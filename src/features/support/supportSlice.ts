import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { pruneUnlisted, type MoreStatus } from '@/store/live/pagedList';
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
// admin inbox) once each by uid, the inbox a live listener that "load more" replaces by a
// larger one (what it no longer shows is pruned as every list's, store/live/pagedList); the
// open conversation's messages (oldest first) with the live window fed by supportFeeds.ts and
// older pages appended by a plain cursor; the admin's local archive flags; an attachment's
// upload progress.

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

export type SupportState = {
  conversations: EntityState<SupportConversationDoc, string>;
  /** Per uid: the live status of one conversation document. */
  conversationStatus: Record<string, FeedStatus>;
  inboxStatus: FeedStatus;
  /** The inbox listener's key (its size): "load more" moves to a larger listener. */
  inboxKey: string | null;
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
  inboxStatus: 'idle',
  inboxKey: null,
  opening: {},
  thread: emptyThread(),
  localArchive: {},
  sending: 0,
  uploads: {},
  marking: false,
  archiving: false,
};

const NO_MESSAGES: SupportMessage[] = [];

/** Drops the conversations `shown` (the inbox's) does not hold, but those watched on their own. */
const pruneConversations = (state: SupportState, shown: readonly string[]) =>
  pruneUnlisted(
    conversationsAdapter,
    state.conversations,
    { inbox: { ids: shown } },
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
      // The inbox still shows it: the document stays.
      if (state.inboxStatus === 'idle') {
        conversationsAdapter.removeOne(state.conversations, action.payload);
      }
    },
    inboxWatched(state, action: PayloadAction<string>) {
      if (state.inboxStatus !== 'ready') state.inboxStatus = 'loading';
      state.inboxKey = action.payload;
    },
    inboxReceived(
      state,
      action: PayloadAction<{ key: string; conversations: SupportConversationDoc[] }>,
    ) {
      if (state.inboxStatus === 'idle' || action.payload.key !== state.inboxKey) return;
      const { conversations } = action.payload;
      pruneConversations(
        state,
        conversations.map((c) => c.uid),
      );
      conversationsAdapter.setMany(state.conversations, conversations);
      state.inboxStatus = 'ready';
    },
    inboxFailed(state, action: PayloadAction<string>) {
      if (state.inboxStatus !== 'idle' && action.payload === state.inboxKey)
        state.inboxStatus = 'error';
    },
    inboxReleased(state, action: PayloadAction<string>) {
      // A listener that "load more" already replaced changes nothing.
      if (action.payload !== state.inboxKey) return;
      state.inboxStatus = 'idle';
      state.inboxKey = null;
      pruneConversations(state, []);
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
