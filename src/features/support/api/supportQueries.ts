// Older pages of a support conversation (spec section 7): 50 at a time, newest first, after a
// plain cursor (the oldest loaded message's exact timestamp and id).
import { getDocs } from 'firebase/firestore';
import { DOCUMENT_ID, type QueryDescription } from '@shared/queryDescription';
import {
  supportMessageConverter,
  supportMessagesPath,
  type SupportMessage,
} from '@/lib/collections/support';
import { timestampParts, type TimestampParts } from '@/lib/cursors';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { OLDER_PAGE_SIZE } from '../model/history';

export type MessageCursor = TimestampParts & { id: string };

export type OlderPage = {
  messages: SupportMessage[];
  cursor: MessageCursor | null;
  exhausted: boolean;
};

/** The cursor after a message: its exact stored time and its id. */
export function cursorOf(message: Pick<SupportMessage, 'id' | 'timestamp' | 'at'>): MessageCursor {
  return { ...(message.at ?? timestampParts(message.timestamp ?? 0)), id: message.id };
}

/** The OLDER_PAGE_SIZE messages of `uid`'s conversation before `after`, newest first. */
export const olderMessagesQuery = (uid: string, after: MessageCursor): QueryDescription => ({
  collection: supportMessagesPath(uid),
  orderBy: [
    ['timestamp', 'desc'],
    [DOCUMENT_ID, 'desc'],
  ],
  startAfter: [{ seconds: after.seconds, nanoseconds: after.nanoseconds }, after.id],
  limit: OLDER_PAGE_SIZE,
});

export async function fetchOlderMessages(uid: string, after: MessageCursor): Promise<OlderPage> {
  const firestore = await db();
  const snapshot = await getDocs(
    describedQuery(firestore, olderMessagesQuery(uid, after)).withConverter(
      supportMessageConverter,
    ),
  );
  const last = snapshot.docs.at(-1);
  return {
    messages: snapshot.docs.map((d) => d.data()),
    cursor: last ? { ...timestampParts(last.get('timestamp')), id: last.id } : null,
    exhausted: snapshot.docs.length < OLDER_PAGE_SIZE,
  };
}
