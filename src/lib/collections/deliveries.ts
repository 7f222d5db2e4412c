import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { BRIEFS } from './briefs';
import { millisOf } from './timestamps';

// `briefs/{briefId}/deliveries/{userId}`: an accepted influencer's post for the brief, with her
// confirmation that the ad disclosure is on it (docs/briefs-model.md). One per accepted user.
export const DELIVERIES = 'deliveries';

export const deliveriesPath = (briefId: string) => `${BRIEFS}/${briefId}/${DELIVERIES}`;
export const deliveryPath = (briefId: string, userId: string) =>
  `${deliveriesPath(briefId)}/${userId}`;

export type DeliveryDoc = {
  /** = document id: the accepted user (bidderId). */
  userId: string;
  briefId: string;
  /** https only. */
  postLink: string;
  /** The brief's disclosure per platform when she confirmed it. */
  disclosure: Record<string, string>;
  disclosureConfirmed: boolean;
  /** Who sent it: the user, or the agency that manages her. */
  submittedBy: string;
  submittedAt: number | null;
  updatedAt: number | null;
  /** The approved draft's round it follows (briefs with revisionRounds); null on legacy ones. */
  draftRound?: number | null;
};

/** A stored disclosure map (platform → kind) as plain strings; anything else reads as none. */
export function disclosureMapOf(value: unknown): Record<string, string> {
  return typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, kind]) => [key, String(kind)]),
      )
    : {};
}

export const deliveryConverter: FirestoreDataConverter<DeliveryDoc> = {
  toFirestore: (delivery) => delivery as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): DeliveryDoc {
    const data = snapshot.data();
    const disclosure = disclosureMapOf(data.disclosure);
    return {
      userId: snapshot.id,
      briefId: String(data.briefId ?? ''),
      postLink: typeof data.postLink === 'string' ? data.postLink : '',
      disclosure,
      disclosureConfirmed: data.disclosureConfirmed === true,
      submittedBy: String(data.submittedBy ?? ''),
      submittedAt: millisOf(data.submittedAt),
      updatedAt: millisOf(data.updatedAt),
      draftRound: typeof data.draftRound === 'number' ? data.draftRound : null,
    };
  },
};
