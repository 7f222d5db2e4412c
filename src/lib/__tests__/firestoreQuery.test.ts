// The web builder runs a description as the query one would write by hand (Firestore's own
// queryEqual compares them); nothing here talks to a server.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  collectionGroup,
  documentId,
  getFirestore,
  limit,
  orderBy,
  query,
  queryEqual,
  startAfter,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describedQuery, queryConstraints } from '../firestoreQuery';

let app: FirebaseApp;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-query-builder', apiKey: 'x' }, 'query-builder-test');
  db = getFirestore(app);
});

afterAll(() => deleteApp(app));

describe('describedQuery', () => {
  it('runs filters, order, cursor and limit in that order', () => {
    const built = describedQuery(db, {
      collection: 'briefs',
      where: [
        ['isVerified', '==', true],
        ['paymentType', 'in', ['money', 'both']],
      ],
      orderBy: [
        ['timestamp', 'desc'],
        ['__name__', 'desc'],
      ],
      startAfter: [{ seconds: 1_700_000_000, nanoseconds: 123_456 }, 'b9'],
      limit: 20,
    });
    const byHand = query(
      collection(db, 'briefs'),
      where('isVerified', '==', true),
      where('paymentType', 'in', ['money', 'both']),
      orderBy('timestamp', 'desc'),
      orderBy(documentId(), 'desc'),
      startAfter(new Timestamp(1_700_000_000, 123_456), 'b9'),
      limit(20),
    );
    expect(queryEqual(built, byHand)).toBe(true);
  });

  it('keeps plain cursor values and filters on the document id', () => {
    const built = describedQuery(db, {
      collection: 'Messages',
      where: [
        ['__name__', '>=', 'b1_'],
        ['__name__', '<', 'b1_\uf8ff'],
      ],
      orderBy: [['__name__', 'asc']],
      startAfter: ['b1_u2'],
    });
    const byHand = query(
      collection(db, 'Messages'),
      where(documentId(), '>=', 'b1_'),
      where(documentId(), '<', 'b1_\uf8ff'),
      orderBy(documentId(), 'asc'),
      startAfter('b1_u2'),
    );
    expect(queryEqual(built, byHand)).toBe(true);
  });

  it('reads a sub-collection by its path, a collection group by its id', () => {
    expect(
      queryEqual(
        describedQuery(db, {
          collection: 'Users/u1/Notifications',
          orderBy: [['timestamp', 'desc']],
        }),
        query(collection(db, 'Users', 'u1', 'Notifications'), orderBy('timestamp', 'desc')),
      ),
    ).toBe(true);
    expect(
      queryEqual(
        describedQuery(db, { collection: 'messages', group: true }),
        query(collectionGroup(db, 'messages')),
      ),
    ).toBe(true);
  });

  it('tells different queries apart', () => {
    const newest = describedQuery(db, { collection: 'Contact', orderBy: [['createdAt', 'desc']] });
    expect(queryEqual(newest, query(collection(db, 'Contact'), orderBy('createdAt')))).toBe(false);
  });

  it('adds nothing the description leaves out', () => {
    expect(queryConstraints({ collection: 'Payments' })).toEqual([]);
    expect(queryConstraints({ collection: 'Payments', startAfter: null })).toHaveLength(0);
  });
});
