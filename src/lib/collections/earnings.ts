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
  /**
   * A collaboration payment's release (issue 20; createdBy 'payment'): the withholding and the
   * net (kuruş) the payment function computed from her tax status at release. Screens show these
   * rather than recomputing from today's status; absent on the records an admin enters.
   */
  withholding?: number;
  net?: number;
  /** The released `CollaborationPayments` document, on a payment's record only. */
  collaborationPaymentId?: string;
};

const isKurus = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const earningConverter: FirestoreDataConverter<EarningDoc> = {
  toFirestore: (doc) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): EarningDoc {
    const data = snapshot.data();
    const { withholding, net, collaborationPaymentId, ...plain } = plainData(data) as Record<
      string,
      unknown
    >;
    return {
      ...plain,
      id: snapshot.id,
      amount: typeof plain.amount === 'number' ? plain.amount : 0,
      note: typeof plain.note === 'string' ? plain.note : '',
      createdAt: millisOf(data.createdAt),
      // Both or neither: a net without its withholding is not shown as the stored split.
      ...(isKurus(withholding) && isKurus(net) ? { withholding, net } : {}),
      ...(typeof collaborationPaymentId === 'string' && collaborationPaymentId !== ''
        ? { collaborationPaymentId }
        : {}),
    } as EarningDoc;
  },
};
