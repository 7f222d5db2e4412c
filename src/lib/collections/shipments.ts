import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { BRIEFS } from './briefs';
import { millisOf } from './timestamps';

// `briefs/{briefId}/shipments/{userId}`: the barter product on its way to the accepted party:
// the carrier and tracking number the brief's owner entered, and when the party received it
// (docs/briefs-model.md). One per accepted party.
export const SHIPMENTS = 'shipments';

export const shipmentsPath = (briefId: string) => `${BRIEFS}/${briefId}/${SHIPMENTS}`;
export const shipmentPath = (briefId: string, userId: string) =>
  `${shipmentsPath(briefId)}/${userId}`;

export const CARRIERS = [
  'yurtici',
  'aras',
  'mng',
  'ptt',
  'surat',
  'hepsijet',
  'trendyolExpress',
  'other',
] as const;

export type Carrier = (typeof CARRIERS)[number];

export const isCarrier = (value: unknown): value is Carrier =>
  typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);

export type ShipmentDoc = {
  /** = document id: the accepted party. */
  userId: string;
  briefId: string;
  carrier: Carrier;
  /** '' unless carrier is 'other'. */
  carrierName: string;
  trackingNumber: string;
  /** The brief's owner. */
  shippedBy: string;
  shippedAt: number | null;
  /** Null until the party confirms the product reached her. */
  receivedAt: number | null;
  /** '' until received; then the party (or her agency). */
  receivedBy: string;
  updatedAt: number | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const shipmentConverter: FirestoreDataConverter<ShipmentDoc> = {
  toFirestore: (shipment) => shipment as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): ShipmentDoc {
    const data = snapshot.data();
    return {
      userId: snapshot.id,
      briefId: text(data.briefId),
      carrier: isCarrier(data.carrier) ? data.carrier : 'other',
      carrierName: text(data.carrierName),
      trackingNumber: text(data.trackingNumber),
      shippedBy: text(data.shippedBy),
      shippedAt: millisOf(data.shippedAt),
      receivedAt: millisOf(data.receivedAt),
      receivedBy: text(data.receivedBy),
      updatedAt: millisOf(data.updatedAt),
    };
  },
};
