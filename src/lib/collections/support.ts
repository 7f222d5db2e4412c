import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import { timestampParts, type TimestampParts } from '../cursors';
import { millisOf, plainData } from './timestamps';

// `Support/{uid}` and `Support/{uid}/messages/{id}` (spec sections 3, 4 and 7): the support
// conversation of one user, keyed by her uid. Written by the verify request
// (features/briefs/api/verifyRequest.ts) and the support desk (features/support).
export const SUPPORT = 'Support';
export const SUPPORT_MESSAGES = 'messages';

export const supportMessagesPath = (uid: string) => `${SUPPORT}/${uid}/${SUPPORT_MESSAGES}`;

/** One side's typing entry: counts only while fresh (spec section 9: 3 s). */
export type SupportTyping = { isTyping: boolean; timestamp: number | null };

export type SupportLastMessage = {
  text: string;
  timestamp: number | null;
  isFromUser: boolean;
  fileUrl?: string;
  fileName?: string;
};

export type SupportUserInfo = {
  name: string;
  email: string;
  type: string;
  profileImage: string;
  role: number;
  uid: string;
};

export type SupportConversationDoc = {
  /** The user's uid (the document id). */
  uid: string;
  userInfo: SupportUserInfo;
  lastMessage: SupportLastMessage | null;
  lastMessageTime: number | null;
  lastMessageTimestamp: number | null;
  /** The user's unread count (messages from support). */
  unreadCount: number;
  /** The admins' unread count (messages from the user). */
  unreadCountForAdmin: number;
  createdAt: number | null;
  isActive: boolean;
  isArchived: boolean;
  archivedAt: number | null;
  archivedBy: string | null;
  typing: { user?: SupportTyping; admin?: SupportTyping };
};

export type SupportMessage = {
  id: string;
  text: string;
  isFromUser: boolean;
  timestamp: number | null;
  /** The stored time exactly (for the older-pages cursor); null while unknown. */
  at: TimestampParts | null;
  isAutomatic: boolean;
  isRead: boolean;
  readAt: number | null;
  fileUrl?: string;
  fileName?: string;
  /** Not yet acknowledged by the server (snapshot metadata), e.g. sent while offline. */
  pending: boolean;
};

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

const typingOf = (value: unknown): SupportTyping | undefined =>
  typeof value === 'object' && value !== null
    ? {
        isTyping: (value as { isTyping?: unknown }).isTyping === true,
        timestamp: millisOf((value as { timestamp?: unknown }).timestamp),
      }
    : undefined;

/** Pending server timestamps read as the local estimate, so a fresh write sorts and shows. */
const estimate = (options: SnapshotOptions | undefined): SnapshotOptions => ({
  serverTimestamps: 'estimate',
  ...options,
});

export function supportConversationFromData(
  uid: string,
  data: DocumentData,
): SupportConversationDoc {
  const info = (data.userInfo ?? {}) as Partial<SupportUserInfo>;
  const last = data.lastMessage as Record<string, unknown> | undefined;
  const typing = (data.typing ?? {}) as Record<string, unknown>;
  const user = typingOf(typing.user);
  const admin = typingOf(typing.admin);
  return {
    uid,
    userInfo: {
      name: String(info.name ?? ''),
      email: String(info.email ?? ''),
      type: String(info.type ?? ''),
      profileImage: String(info.profileImage ?? ''),
      role: typeof info.role === 'number' ? info.role : 1,
      uid: String(info.uid ?? uid),
    },
    lastMessage: last
      ? {
          ...(plainData(last) as SupportLastMessage),
          text: String(last.text ?? ''),
          isFromUser: last.isFromUser === true,
          timestamp: millisOf(last.timestamp),
        }
      : null,
    lastMessageTime: millisOf(data.lastMessageTime),
    lastMessageTimestamp: millisOf(data.lastMessageTimestamp) ?? millisOf(data.lastMessageTime),
    unreadCount: count(data.unreadCount),
    unreadCountForAdmin: count(data.unreadCountForAdmin),
    createdAt: millisOf(data.createdAt),
    isActive: data.isActive !== false,
    isArchived: data.isArchived === true,
    archivedAt: millisOf(data.archivedAt),
    archivedBy: typeof data.archivedBy === 'string' ? data.archivedBy : null,
    typing: { ...(user ? { user } : {}), ...(admin ? { admin } : {}) },
  };
}

export const supportConversationConverter: FirestoreDataConverter<SupportConversationDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) {
    return supportConversationFromData(snapshot.id, snapshot.data(estimate(options)));
  },
};

export const supportMessageConverter: FirestoreDataConverter<SupportMessage> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): SupportMessage {
    const data = snapshot.data(estimate(options));
    return {
      ...(typeof data.fileUrl === 'string' ? { fileUrl: data.fileUrl } : {}),
      ...(typeof data.fileName === 'string' ? { fileName: data.fileName } : {}),
      id: snapshot.id,
      text: String(data.text ?? ''),
      isFromUser: data.isFromUser === true,
      timestamp: millisOf(data.timestamp),
      at: data.timestamp ? timestampParts(data.timestamp) : null,
      isAutomatic: data.isAutomatic === true,
      isRead: data.isRead === true,
      readAt: millisOf(data.readAt),
      pending: snapshot.metadata.hasPendingWrites,
    };
  },
};
