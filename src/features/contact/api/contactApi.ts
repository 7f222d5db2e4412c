// `Contact/{autoId}` (lib/collections/contact): the form's write and the admins' paged read.
import { addDoc, collection, getDocs, serverTimestamp } from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import { CONTACT, contactMessageConverter, type ContactMessage } from '@/lib/collections/contact';
import { timestampParts, type TimestampParts } from '@/lib/cursors';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { trimmedContact, type ContactInput } from '../model/contactSchema';

/** Sends the form; the sender's uid goes along when she is signed in. */
export async function sendContactMessage(input: ContactInput, uid: string | null): Promise<void> {
  await addDoc(collection(await db(), CONTACT), {
    ...trimmedContact(input),
    ...(uid ? { uid } : {}),
    createdAt: serverTimestamp(),
  });
}

export type ContactPage = { messages: ContactMessage[]; cursor: TimestampParts | null };

/** A page of messages, newest first, after `cursor` (the last one's exact time). */
export const contactMessagesQuery = (
  pageSize: number,
  cursor: TimestampParts | null,
): QueryDescription => ({
  collection: CONTACT,
  orderBy: [['createdAt', 'desc']],
  startAfter: cursor ? [{ seconds: cursor.seconds, nanoseconds: cursor.nanoseconds }] : null,
  limit: pageSize,
});

/** A page of messages (contactMessagesQuery), with the cursor after it. */
export async function readContactMessages(
  pageSize: number,
  cursor: TimestampParts | null,
): Promise<ContactPage> {
  const snapshot = await getDocs(
    describedQuery(await db(), contactMessagesQuery(pageSize, cursor)).withConverter(
      contactMessageConverter,
    ),
  );
  // The stored Timestamp, not the converted millis: the cursor keeps its nanoseconds.
  const last: unknown = snapshot.docs.at(-1)?.get('createdAt');
  return {
    messages: snapshot.docs.map((item) => item.data()),
    cursor: snapshot.size === pageSize && last ? timestampParts(last) : null,
  };
}
