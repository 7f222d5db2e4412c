// `Contact/{autoId}` (lib/collections/contact): the form's write and the admins' paged read.
import {
  addDoc,
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
} from 'firebase/firestore';
import { CONTACT, contactMessageConverter, type ContactMessage } from '@/lib/collections/contact';
import { timestampParts, toTimestamp, type TimestampParts } from '@/lib/cursors';
import { db } from '@/lib/firebase';
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
export async function readContactMessages(
  pageSize: number,
  cursor: TimestampParts | null,
): Promise<ContactPage> {
  const messages = collection(await db(), CONTACT).withConverter(contactMessageConverter);
  const ordered = query(messages, orderBy('createdAt', 'desc'));
  const paged = cursor
    ? query(ordered, startAfter(toTimestamp(cursor)), limit(pageSize))
    : query(ordered, limit(pageSize));
  const snapshot = await getDocs(paged);
  // The stored Timestamp, not the converted millis: the cursor keeps its nanoseconds.
  const last: unknown = snapshot.docs.at(-1)?.get('createdAt');
  return {
    messages: snapshot.docs.map((item) => item.data()),
    cursor: snapshot.size === pageSize && last ? timestampParts(last) : null,
  };
}
