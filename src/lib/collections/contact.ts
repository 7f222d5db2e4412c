import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import { millisOf } from './timestamps';

// `Contact/{autoId}` (spec sections 3 and 7): the contact form's messages. Anyone writes one
// (signed out on /policies too), only admins read them (firestore.rules). Written and read by
// features/contact.
export const CONTACT = 'Contact';

export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The sender's uid when she was signed in. */
  uid: string | null;
  createdAt: number | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads only: a message is written as the form's fields plus uid and a server time. */
export const contactMessageConverter: FirestoreDataConverter<ContactMessage> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): ContactMessage {
    const data = snapshot.data(options);
    return {
      id: snapshot.id,
      name: text(data.name),
      email: text(data.email),
      subject: text(data.subject),
      message: text(data.message),
      uid: typeof data.uid === 'string' ? data.uid : null,
      createdAt: millisOf(data.createdAt),
    };
  },
};
