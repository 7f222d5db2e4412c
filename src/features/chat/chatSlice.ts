import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import { type RootState } from '@/store/store';
import type {
  ProjectConversationDoc,
  ProjectMessage,
} from '@/lib/collections/projectConversations';
import type { BriefChatConversation } from '@/lib/collections/briefChats';
import type { LiveMessages, MessageCursor } from './api/chatSubscriptions';
import { loadBriefChatDraft, loadOlderMessages, type BriefChatDraft } from './chatThunks';
import { oldestFirst } from './model/chatModel';

// The chat in Redux (docs/data-layer.md): the user's project conversations and brief chats,
// once each by key, fed by the list feeds (project lists keyed `uid:size`, brief chat lists
// `brief:uid:size`, one brief chat by its key); the open conversations' messages, once each by
// id, with each thread's ids oldest first, its pending sends and where older messages continue;
// and what a brief chat that does not exist yet needs before its first message (drafts).

/** A conversation of either kind, in the project conversation's shape. */
export type ChatConversation = ProjectConversationDoc | BriefChatConversation;

export type DraftState = {
  status: 'loading' | 'ready' | 'error';
  draft: BriefChatDraft | null;
  /** The i18n key of why the chat cannot start. */
  error: string | null;
};

export type FeedStatus = 'idle' | 'loading' | 'ready' | 'error';

export type ThreadState = {
  status: 'loading' | 'ready' | 'error';
  /** Oldest first: the live window and the older pages loaded above it. */
  ids: string[];
  /** Sent but not yet acknowledged by the server (offline, or on its way). */
  pending: string[];
  /** Where older messages continue; null when the start of the history is on screen. */
  cursor: MessageCursor | null;
  older: 'idle' | 'loading' | 'error';
};

export type ConversationListState = { status: FeedStatus; ids: string[] };

export type ChatState = EntityState<ChatConversation, string> & {
  /** By feed key (`uid:size`): the chat page's list and the menu badge's may differ in size. */
  lists: Record<string, ConversationListState>;
  messages: EntityState<ProjectMessage, string>;
  threads: Record<string, ThreadState>;
  /** By brief chat key. */
  drafts: Record<string, DraftState>;
};

const newestActivity = (a: ChatConversation, b: ChatConversation) =>
  (b.lastMessageTime ?? 0) - (a.lastMessageTime ?? 0);

const conversations = createEntityAdapter<ChatConversation, string>({
  selectId: (conversation) => conversation.conversationId,
  sortComparer: newestActivity,
});
const messages = createEntityAdapter<ProjectMessage>();

const initialState: ChatState = conversations.getInitialState({
  lists: {},
  messages: messages.getInitialState(),
  threads: {},
  drafts: {},
});

const conversationSelectors = conversations.getSelectors();
const NONE: ProjectMessage[] = [];

/** Drops conversations no list shows any more (the open one is always in a list). */
function pruneConversations(state: ChatState) {
  const held = new Set(Object.values(state.lists).flatMap((list) => list.ids));
  conversations.removeMany(
    state,
    state.ids.filter((id) => !held.has(id)),
  );
}

function mergeIds(state: ChatState, thread: ThreadState, incoming: readonly ProjectMessage[]) {
  const ids = new Set(thread.ids);
  for (const message of incoming) ids.add(message.id);
  thread.ids = [...ids]
    .map((id) => state.messages.entities[id])
    .filter((message): message is ProjectMessage => message !== undefined)
    .sort(oldestFirst)
    .map((message) => message.id);
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    /** The list listener `key` (uid and size) starts. */
    conversationsWatched(state, action: PayloadAction<string>) {
      state.lists[action.payload] ??= { status: 'loading', ids: [] };
    },
    conversationsReceived(
      state,
      action: PayloadAction<{ key: string; items: ChatConversation[] }>,
    ) {
      const list = state.lists[action.payload.key];
      if (!list) return;
      conversations.setMany(state, action.payload.items);
      list.ids = action.payload.items.map((conversation) => conversation.conversationId);
      list.status = 'ready';
      pruneConversations(state);
    },
    conversationsFailed(state, action: PayloadAction<string>) {
      const list = state.lists[action.payload];
      if (list) list.status = 'error';
    },
    conversationsReleased(state, action: PayloadAction<string>) {
      delete state.lists[action.payload];
      pruneConversations(state);
    },
    threadWatched(state, action: PayloadAction<string>) {
      state.threads[action.payload] ??= {
        status: 'loading',
        ids: [],
        pending: [],
        cursor: null,
        older: 'idle',
      };
    },
    messagesReceived(state, action: PayloadAction<{ conversationId: string; live: LiveMessages }>) {
      const thread = state.threads[action.payload.conversationId];
      if (!thread) return;
      const { live } = action.payload;
      messages.setMany(state.messages, live.messages);
      const wasLoading = thread.status !== 'ready';
      mergeIds(state, thread, live.messages);
      thread.pending = live.pending;
      thread.status = 'ready';
      // The first window says whether older messages exist; later windows keep the cursor of
      // what is already loaded.
      if (wasLoading) thread.cursor = live.cursor;
    },
    messagesFailed(state, action: PayloadAction<string>) {
      const thread = state.threads[action.payload];
      if (thread) thread.status = 'error';
    },
    /** The open conversation closed: its messages go. */
    threadReleased(state, action: PayloadAction<string>) {
      const thread = state.threads[action.payload];
      if (!thread) return;
      messages.removeMany(state.messages, thread.ids);
      delete state.threads[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadOlderMessages.pending, (state, action) => {
        const thread = state.threads[action.meta.arg];
        if (thread) thread.older = 'loading';
      })
      .addCase(loadOlderMessages.fulfilled, (state, action) => {
        const thread = state.threads[action.meta.arg];
        if (!thread) return;
        messages.setMany(state.messages, action.payload.messages);
        mergeIds(state, thread, action.payload.messages);
        thread.cursor = action.payload.cursor;
        thread.older = 'idle';
      })
      .addCase(loadOlderMessages.rejected, (state, action) => {
        const thread = state.threads[action.meta.arg];
        if (thread && !action.meta.condition) thread.older = 'error';
      })
      .addCase(loadBriefChatDraft.pending, (state, action) => {
        state.drafts[action.meta.arg.key] = { status: 'loading', draft: null, error: null };
      })
      .addCase(loadBriefChatDraft.fulfilled, (state, action) => {
        state.drafts[action.meta.arg.key] = { status: 'ready', draft: action.payload, error: null };
      })
      .addCase(loadBriefChatDraft.rejected, (state, action) => {
        if (action.meta.condition) return;
        state.drafts[action.meta.arg.key] = {
          status: 'error',
          draft: null,
          error: (action.payload as string | undefined) ?? 'chat.errors.load',
        };
      });
  },
  selectors: {
    selectConversation: (state, id: string | null) =>
      id === null ? undefined : conversationSelectors.selectById(state, id),
    selectListStatus: (state, key: string | null): FeedStatus =>
      (key === null ? undefined : state.lists[key]?.status) ?? 'idle',
    selectThread: (state, id: string | null): ThreadState | undefined =>
      id === null ? undefined : state.threads[id],
    selectDraft: (state, key: string | null): DraftState | undefined =>
      key === null ? undefined : state.drafts[key],
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

const injected = chatSlice.injectInto(rootReducer);

export const {
  conversationsWatched,
  conversationsReceived,
  conversationsFailed,
  conversationsReleased,
  threadWatched,
  messagesReceived,
  messagesFailed,
  threadReleased,
} = chatSlice.actions;

export const { selectConversation, selectListStatus, selectThread, selectDraft } =
  injected.selectors;

const NO_CONVERSATIONS: ChatConversation[] = [];

/** A list's conversations, newest activity first (memoised). */
export const selectConversationList = createSelector(
  [
    (state: RootState, key: string | null) =>
      key === null ? undefined : injected.selectSlice(state).lists[key],
    (state: RootState) => injected.selectSlice(state).entities,
  ],
  (list, entities): ChatConversation[] =>
    list
      ? list.ids
          .map((id) => entities[id])
          .filter((c): c is ChatConversation => c !== undefined)
          .sort(newestActivity)
      : NO_CONVERSATIONS,
);

/** The open thread's messages, oldest first (memoised: a new array only when they change). */
export const selectThreadMessages = createSelector(
  [
    (state: RootState, id: string | null) =>
      id === null ? undefined : injected.selectSlice(state).threads[id],
    (state: RootState) => injected.selectSlice(state).messages.entities,
  ],
  (thread, entities): ProjectMessage[] =>
    thread
      ? thread.ids
          .map((messageId) => entities[messageId])
          .filter((message): message is ProjectMessage => message !== undefined)
      : NONE,
);
