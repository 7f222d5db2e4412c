import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { millisOf, plainData } from './timestamps';

// `bidders/{briefId}`: the offers on one brief (docs/briefs-model.md). price 0 = barter interest.
// Sealed (docs/decisions.md "Sealed offers"): only the brief's owner and admins read it; each
// bidder reads her own entry in her copy, `bidders/{briefId}/offers/{uid}` ({ bid, briefId,
// updatedAt }), written in the same batch as the entry.
export const BIDDERS = 'bidders';

export const offerCopyPath = (briefId: string, uid: string) =>
  `${BIDDERS}/${briefId}/offers/${uid}`;

/**
 * A bidder's own view of the offers on a brief: the bidders document's shape holding only her
 * entry (from her copy), so every screen reads one shape.
 */
export function ownOfferView(briefId: string, bid: Bid): BiddersDoc {
  return {
    id: briefId,
    title: '',
    briefSenderId: '',
    briefSenderName: '',
    briefOwnerUserId: '',
    bidders: [bid],
    timestamp: null,
    lastUpdated: null,
  };
}

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

/** bidders/{briefId}/offers/{uid} read as the bidder's own view (ownOfferView). */
export const ownOfferConverter: FirestoreDataConverter<BiddersDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): BiddersDoc {
    const briefId = snapshot.ref.parent.parent?.id ?? '';
    return ownOfferView(briefId, plainData(snapshot.get('bid')) as Bid);
  },
};
