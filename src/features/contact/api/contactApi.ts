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
import { timestampParts, toTimestamp, type TimestampParts } from '@/lib/cursors';
import { db } from '@/lib/firebase';
import { millisOf } from '@/lib/collections/timestamps';
import { trimmedContact, type ContactInput } from '../model/contactSchema';

// `Contact/{autoId}` (spec sections 3 and 7): anyone writes, admins read (firestore.rules).
export const CONTACT = 'Contact';

export type ContactMessage = ContactInput & {
  id: string;
  uid: string | null;
  createdAt: number | null;
};

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
  const ordered = query(collection(await db(), CONTACT), orderBy('createdAt', 'desc'));
  const paged = cursor
    ? query(ordered, startAfter(toTimestamp(cursor)), limit(pageSize))
    : query(ordered, limit(pageSize));
  const snapshot = await getDocs(paged);
  const messages = snapshot.docs.map((item) => {
    const data = item.data();
    const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
    return {
      id: item.id,
      name: text('name'),
      email: text('email'),
      subject: text('subject'),
      message: text('message'),
      uid: typeof data.uid === 'string' ? data.uid : null,
      createdAt: millisOf(data.createdAt),
    };
  });
  const last = snapshot.docs.at(-1)?.data().createdAt;
  return {
    messages,
    cursor: snapshot.size === pageSize && last ? timestampParts(last) : null,
  };
}
