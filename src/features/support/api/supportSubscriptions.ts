// The support desk's live data (spec section 7): one conversation, the admin inbox and the
// live window of a conversation's messages. Each returns the onSnapshot unsubscribe. No React.
import { doc, getDoc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import {
  SUPPORT,
  supportConversationConverter,
  supportMessageConverter,
  supportMessagesPath,
  type SupportConversationDoc,
  type SupportMessage,
} from '@/lib/collections/support';
import { describedQuery } from '@/lib/firestoreQuery';
import { lazyListener, subscribeDocument } from '@/lib/lazyListener';
import { historySize, type Viewer } from '../model/history';

/** The `size` newest support conversations, by last message. */
export const supportInboxQuery = (size: number): QueryDescription => ({
  collection: SUPPORT,
  orderBy: [['lastMessageTime', 'desc']],
  limit: size,
});

/** The newest `size` messages of `uid`'s conversation (null: all of them), newest first. */
export const supportMessagesQuery = (uid: string, size: number | null): QueryDescription => ({
  collection: supportMessagesPath(uid),
  orderBy: [['timestamp', 'desc']],
  ...(size === null ? {} : { limit: size }),
});

export function subscribeSupportConversation(
  uid: string,
  onData: (conversation: SupportConversationDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeDocument(`${SUPPORT}/${uid}`, supportConversationConverter, onData, onError);
}

/** The `size` newest support conversations, by last message (admins only, spec section 6). */
export function subscribeSupportInbox(
  size: number,
  onData: (conversations: SupportConversationDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        describedQuery(firestore, supportInboxQuery(size)).withConverter(
          supportConversationConverter,
        ),
        (snapshot) => onData(snapshot.docs.map((d) => d.data())),
        onError,
      ),
    onError,
  );
}

/** What a live snapshot of the messages brings: the messages and the window's size. */
export type MessagesSnapshot = { messages: SupportMessage[]; size: number | null };

/**
 * The most recent messages of `uid`'s conversation, live, with local writes reported at once
 * (pending until the server acknowledges them). The window's size follows the history rule
 * (model/history.ts), decided once from the conversation when the listener starts.
 */
export function subscribeSupportMessages(
  uid: string,
  viewer: Viewer,
  onData: (snapshot: MessagesSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener((firestore) => {
    let unsubscribe: Unsubscribe | null = null;
    let cancelled = false;
    getDoc(doc(firestore, SUPPORT, uid).withConverter(supportConversationConverter))
      .then((conversation) => {
        if (cancelled) return;
        const data = conversation.exists() ? conversation.data() : null;
        const size = historySize({
          viewer,
          lastMessageTime: data?.lastMessageTime ?? null,
          createdAt: data?.createdAt ?? null,
          now: Date.now(),
        });
        const window = describedQuery(firestore, supportMessagesQuery(uid, size)).withConverter(
          supportMessageConverter,
        );
        unsubscribe = onSnapshot(
          window,
          { includeMetadataChanges: true },
          (snapshot) => onData({ messages: snapshot.docs.map((d) => d.data()), size }),
          onError,
        );
      })
      .catch((error: unknown) => {
        if (!cancelled) onError(error);
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, onError);
}
