// GET {api}/contacts?search= (spec section 7): whom the user may write to. Everyone for an
// admin (the Users directory, by name); for anyone else the people she has worked with.
import * as logger from 'firebase-functions/logger';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { usersByName, usersByPrefix } from '../queries';
import { normaliseName } from '../shared/names';
import { CONTACTS_LIMIT, type Contact } from '../shared/apiShapes';
import { matchesNamePrefix, normaliseSearch } from '../shared/namePrefix';
import { readPartners, type Partners } from './partners';
import { byName, contactOf, readUsers, searchableNamesOf } from './userDocs';

function prefixQuery(field: string, prefix: string): Query {
  return describedQuery(adminDb(), usersByPrefix(field, prefix, CONTACTS_LIMIT + 1));
}

/**
 * Users documents an admin's search may mean. Names are stored capitalised ('Çiçek') and the
 * full name lower-cased ('çiçek yılmaz'), so each field is asked in its own form; like the
 * directory's name search, the strategies run in parallel and a failed one is skipped.
 */
async function searchDirectory(search: string): Promise<DocumentSnapshot[]> {
  const capitalised = normaliseName(search);
  const strategies: [string, string][] = [
    ['lowerCaseFullName', normaliseSearch(search)],
    ['name', capitalised],
    ['surname', capitalised],
    ['brandName', capitalised],
  ];
  const results = await Promise.allSettled(
    strategies.map(([field, prefix]) => prefixQuery(field, prefix).get()),
  );
  const byId = new Map<string, DocumentSnapshot>();
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      logger.warn('contacts: a name search strategy failed', {
        field: strategies[index]![0],
        error: result.reason,
      });
      return;
    }
    for (const doc of result.value.docs) byId.set(doc.id, doc);
  });
  return [...byId.values()];
}

async function directory(search: string): Promise<DocumentSnapshot[]> {
  if (search !== '') return searchDirectory(search);
  // One more, in case the admin herself is among them.
  const page = await describedQuery(adminDb(), usersByName(CONTACTS_LIMIT + 1)).get();
  return page.docs;
}

function toContacts(
  uid: string,
  docs: DocumentSnapshot[],
  search: string,
  partners: Partners,
): Contact[] {
  return docs
    .filter((doc) => doc.id !== uid && matchesNamePrefix(search, searchableNamesOf(doc)))
    .map((doc) => contactOf(doc, partners.get(doc.id)))
    .sort(byName)
    .slice(0, CONTACTS_LIMIT);
}

/** The contacts of `uid`; `isAdmin` is her Users.type being 'admin'. */
export async function listContacts(
  uid: string,
  isAdmin: boolean,
  search: string,
): Promise<Contact[]> {
  if (isAdmin) {
    // Her own partners still give each contact the conversation she already has with them.
    const [partners, docs] = await Promise.all([readPartners(uid), directory(search)]);
    return toContacts(uid, docs, search, partners);
  }
  const partners = await readPartners(uid);
  return toContacts(uid, await readUsers([...partners.keys()]), search, partners);
}
