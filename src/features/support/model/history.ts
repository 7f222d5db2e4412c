// How much of a support conversation opens live (spec sections 7 and 9): the 100 most recent
// messages when the last one is within 7 days; otherwise 200 for an admin and 100 for the
// user; 50 when nothing is known. Older pages are 50 at a time, newest first, with a cursor.
//
// The spec's "none if the conversation is under 30 days" (admin, last message older than
// 7 days) is read as "no cap": a conversation that young is small, and the admin sees all
// of it. (Reading it as "no messages" would open an empty thread.)

export const DAY_MS = 24 * 60 * 60 * 1000;
export const RECENT_DAYS = 7;
export const YOUNG_CONVERSATION_DAYS = 30;
export const DEFAULT_HISTORY = 50;
export const OLDER_PAGE_SIZE = 50;

export type Viewer = 'user' | 'admin';

export type HistoryInput = {
  viewer: Viewer;
  /** The conversation's last message time (epoch ms), null when unknown. */
  lastMessageTime: number | null;
  /** The conversation's creation time (epoch ms), null when unknown. */
  createdAt: number | null;
  now: number;
};

/** The live window's size; null means no cap. */
export function historySize({
  viewer,
  lastMessageTime,
  createdAt,
  now,
}: HistoryInput): number | null {
  if (lastMessageTime === null) return DEFAULT_HISTORY;
  if (now - lastMessageTime <= RECENT_DAYS * DAY_MS) return 100;
  if (viewer === 'user') return 100;
  if (createdAt !== null && now - createdAt < YOUNG_CONVERSATION_DAYS * DAY_MS) return null;
  return 200;
}
