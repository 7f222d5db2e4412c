// Users documents as the `api` function shows them: a contact's name, photo and type.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import type { Contact } from '../shared/apiShapes';
import { rewriteProfileImage } from '../shared/profileImage';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** As the session shows a user: the brand name for brands and agencies, else name and surname. */
export function displayNameOf(doc: DocumentSnapshot): string {
  const type = doc.get('type');
  const brandName = text(doc.get('brandName'));
  if (type !== 'influencer' && brandName) return brandName;
  return [text(doc.get('name')), text(doc.get('surname'))].filter(Boolean).join(' ');
}

/** Every name a search may start: shown name, first name, surname and brand name. */
export function searchableNamesOf(doc: DocumentSnapshot): string[] {
  return [
    displayNameOf(doc),
    text(doc.get('name')),
    text(doc.get('surname')),
    text(doc.get('brandName')),
  ];
}

/** Users.profileImage (older records: photoURL or profilePhotoUrl), rewritten per the spec. */
function imageOf(doc: DocumentSnapshot): string {
  const image =
    text(doc.get('profileImage')) || text(doc.get('photoURL')) || text(doc.get('profilePhotoUrl'));
  return rewriteProfileImage(image);
}

export function contactOf(doc: DocumentSnapshot, conversationId?: string): Contact {
  const type = doc.get('type');
  return {
    uid: doc.id,
    name: displayNameOf(doc),
    img: imageOf(doc),
    type: typeof type === 'string' && type !== '' ? type : null,
    ...(conversationId ? { conversationId } : {}),
  };
}

/** Only Users.type decides, as firestore.rules' isAdmin() and the other functions do. */
export const isAdminDoc = (doc: DocumentSnapshot | undefined): boolean =>
  doc?.get('type') === 'admin';

const BATCH = 100;

/** The existing Users documents of `uids` (missing ones are left out), in any order. */
export async function readUsers(uids: readonly string[]): Promise<DocumentSnapshot[]> {
  const db = adminDb();
  const unique = [...new Set(uids)].filter(Boolean);
  const batches: Promise<DocumentSnapshot[]>[] = [];
  for (let start = 0; start < unique.length; start += BATCH) {
    const refs = unique.slice(start, start + BATCH).map((uid) => db.collection('Users').doc(uid));
    batches.push(db.getAll(...refs));
  }
  return (await Promise.all(batches)).flat().filter((doc) => doc.exists);
}

/** Names in Turkish alphabetical order ('Çiçek' after 'Cem', before 'Deniz'). */
export const byName = (a: Contact, b: Contact) =>
  a.name.localeCompare(b.name, 'tr', { sensitivity: 'base' }) || a.uid.localeCompare(b.uid);
