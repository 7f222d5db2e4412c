import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { millisOf, plainData } from './timestamps';

// `Earnings/{id}` (ours, docs/decisions.md "Earnings"): one record per earning or payout an
// admin records for a collaboration. Written only by admins (firestore.rules); the influencer
// reads her own (influencerId), her managing agency its influencers' (agencyId).
export const EARNINGS = 'Earnings';

export const earningKinds = ['earning', 'payout'] as const;
export type EarningKind = (typeof earningKinds)[number];

export type EarningDoc = {
  id: string;
  influencerId: string;
  /** Shown on the agency's list; the agency may not need to read each Users document. */
  influencerName: string;
  /** The influencer's imitatorAgencyUID at recording time, '' when self-managed. */
  agencyId: string;
  briefId: string;
  briefTitle: string;
  /** Whole kuruş (src/lib/money.ts), the influencer's gross earnings for this record. */
  amount: number;
  kind: EarningKind;
  note: string;
  /** The admin's uid. */
  createdBy: string;
  createdAt: number | null;
  /** 'YYYY-MM' of createdAt in Türkiye's time, the month filter's field. */
  month: string;
};

export const earningConverter: FirestoreDataConverter<EarningDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): EarningDoc {
    const data = snapshot.data();
    const plain = plainData(data) as Record<string, unknown>;
    return {
      ...plain,
      id: snapshot.id,
      amount: typeof plain.amount === 'number' ? plain.amount : 0,
      note: typeof plain.note === 'string' ? plain.note : '',
      createdAt: millisOf(data.createdAt),
    } as EarningDoc;
  },
};
