// The support desk's live data (spec section 7): one conversation, the admin inbox and the
// live window of a conversation's messages. Each returns the onSnapshot unsubscribe. No React.
import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  SUPPORT,
  supportConversationConverter,
  supportMessageConverter,
  supportMessagesPath,
  type SupportConversationDoc,
  type SupportMessage,
} from '@/lib/collections/support';

import { lazyListener, subscribeDocument } from '@/lib/lazyListener';
import { historySize, type Viewer } from '../model/history';

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
        query(
          collection(firestore, SUPPORT).withConverter(supportConversationConverter),
          orderBy('lastMessageTime', 'desc'),
          limit(size),
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
        const messages = collection(firestore, supportMessagesPath(uid)).withConverter(
          supportMessageConverter,
        );
        const window =
          size === null
            ? query(messages, orderBy('timestamp', 'desc'))
            : query(messages, orderBy('timestamp', 'desc'), limit(size));
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
