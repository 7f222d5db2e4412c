// The shapes of the `api` HTTP function (spec section 7, REST table: GET {api}/contacts and
// GET {api}/conversations; and our GET {api}/agencies for the brief form), shared by the
// function, the web client and the tests. Plain TypeScript, no imports.

/** Someone the caller may write to. */
export interface Contact {
  uid: string;
  /** The brand name for brands and agencies, otherwise name and surname (as the session shows). */
  name: string;
  /** Users.profileImage after the spec's 'profile-pic-' rewrite; '' when there is none. */
  img: string;
  /** Users.type (influencer, brand, ...); null when missing or unknown. */
  type: string | null;
  /** The project conversation with this person, when there is one. */
  conversationId?: string;
}

export type ConversationKind = 'project' | 'brief';

/** One of the caller's conversations: a project conversation or a brief chat. */
export interface ConversationSummary {
  /** project-conversations/{id} or Messages/{id} ({briefId}_{bidderUid}). */
  id: string;
  kind: ConversationKind;
  otherUserIds: string[];
  otherNames: string[];
  /** The brief's title for a brief chat, the other names for a project conversation. */
  title: string;
  /** Brief chats only. */
  briefId?: string;
  lastMessage: string;
  /** Epoch milliseconds; null when nothing was sent yet. */
  lastMessageTime: number | null;
  /** The caller's unread count. */
  unreadCount: number;
}

export interface ApiSuccess<T> {
  status: 'success';
  data: T;
}

export interface ApiFailure {
  status: 'error';
  message: string;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** Spec section 8: what a failed contacts or conversations load sets. */
export const API_ERROR_CODES = {
  getContacts: 'error:getContacts',
  getConversations: 'error:getConversations',
  getAgencies: 'error:getAgencies',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

export const API_MESSAGES = {
  unauthenticated: 'Bu işlem için giriş yapmalısınız.',
  forbidden: 'Bu işlem için yetkiniz bulunmamaktadır.',
  notFound: 'Böyle bir istek bulunamadı.',
  methodNotAllowed: 'Bu istek yöntemi desteklenmiyor.',
} as const;

/** Most contacts one response carries (an admin's directory is cut here). */
export const CONTACTS_LIMIT = 50;
/** Most agencies one response carries. */
export const AGENCIES_LIMIT = 50;
/** Most conversations one response carries. */
export const CONVERSATIONS_LIMIT = 50;
/** Longest search text the function accepts; longer text is cut. */
export const SEARCH_MAX_LENGTH = 100;
