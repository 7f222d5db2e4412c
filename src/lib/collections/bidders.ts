import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { millisOf, plainData } from './timestamps';

// `bidders/{briefId}`: the offers on one brief (docs/briefs-model.md). price 0 = barter interest.
export const BIDDERS = 'bidders';

export type Bid = {
  bidderId: string;
  /** Stored at offer time: the brief owner may not read the bidder's Users document. */
  bidderName?: string;
  selectedUserId?: string;
  price: number;
  influencerEarnings: number;
};

export type BiddersDoc = {
  id: string;
  title: string;
  briefSenderId: string;
  briefSenderName: string;
  briefOwnerUserId: string;
  bidders: Bid[];
  timestamp: number | null;
  lastUpdated: number | null;
};

export const biddersConverter: FirestoreDataConverter<BiddersDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): BiddersDoc {
    const data = snapshot.data();
    const plain = plainData(data) as Record<string, unknown>;
    return {
      ...plain,
      id: snapshot.id,
      bidders: Array.isArray(plain.bidders) ? plain.bidders : [],
      timestamp: millisOf(data.timestamp),
      lastUpdated: millisOf(data.lastUpdated),
    } as BiddersDoc;
  },
};
