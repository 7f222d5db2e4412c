import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import { millisOf } from './timestamps';

// `project-conversations/{uidA_uidB}` (docs/briefs-model.md, design.md section 8).
export const PROJECT_CONVERSATIONS = 'project-conversations';
export const PROJECT_MESSAGES = 'messages';

/** The conversation id of a pair: both uids sorted and joined by '_'. */
export function conversationIdOf(uidA: string, uidB: string): string {
  return [uidA, uidB].sort().join('_');
}

export type ConversationProject = {
  briefId: string;
  briefTitle: string;
  isActive: boolean;
  addedAt: number | null;
  completedAt?: number | null;
};

export type ProjectConversationDoc = {
  conversationId: string;
  participants: string[];
  users: { id: string; name: string }[];
  activeProjects: ConversationProject[];
  archivedProjects: ConversationProject[];
  lastMessage: string;
  lastMessageTime: number | null;
  unreadCounts: Record<string, number>;
  /** Who is typing: each participant's own entry, deleted when she stops (spec section 4). */
  typing?: Record<string, { isTyping: boolean; timestamp: number | null }>;
  createdAt: number | null;
  isActive: boolean;
  isCompleted: boolean;
  type: 'active' | 'archived';
  isDeleted?: boolean;
  deletedReason?: string;
};

export type ProjectMessage = {
  id: string;
  text: string;
  senderId: string;
  timestamp: number | null;
  isRead: boolean;
  readAt?: number | null;
  briefId: string;
  briefTitle: string;
};

const projects = (value: unknown): ConversationProject[] =>
  Array.isArray(value)
    ? value.map((p: Record<string, unknown>) => ({
        ...(p as ConversationProject),
        addedAt: millisOf(p.addedAt),
        completedAt: millisOf(p.completedAt),
      }))
    : [];

export const projectConversationConverter: FirestoreDataConverter<ProjectConversationDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  // Options pass through, so a listener can ask for estimated pending server times.
  fromFirestore(
    snapshot: QueryDocumentSnapshot,
    options?: SnapshotOptions,
  ): ProjectConversationDoc {
    const data = snapshot.data(options);
    const typing = (data.typing ?? {}) as Record<
      string,
      { isTyping?: unknown; timestamp?: unknown }
    >;
    return {
      ...data,
      conversationId: snapshot.id,
      typing: Object.fromEntries(
        Object.entries(typing).map(([uid, entry]) => [
          uid,
          { isTyping: entry?.isTyping === true, timestamp: millisOf(entry?.timestamp) },
        ]),
      ),
      activeProjects: projects(data.activeProjects),
      archivedProjects: projects(data.archivedProjects),
      lastMessageTime: millisOf(data.lastMessageTime),
      createdAt: millisOf(data.createdAt),
    } as ProjectConversationDoc;
  },
};

export const projectMessageConverter: FirestoreDataConverter<ProjectMessage> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): ProjectMessage {
    const data = snapshot.data(options);
    return {
      ...data,
      id: snapshot.id,
      timestamp: millisOf(data.timestamp),
      readAt: millisOf(data.readAt),
    } as ProjectMessage;
  },
};
