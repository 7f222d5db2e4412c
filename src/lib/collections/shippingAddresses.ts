import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { BRIEFS } from './briefs';
import { millisOf } from './timestamps';

// `briefs/{briefId}/shippingAddresses/{userId}`: where a barter brief's product goes, shared by
// the accepted party for this one collaboration (docs/briefs-model.md). A document of its own
// because its readers (the party, the brief's owner, admins) are fewer than the brief's, and
// because it is erased 30 days after the party's completion (eraseShippingAddresses, KVKK).
export const SHIPPING_ADDRESSES = 'shippingAddresses';

export const shippingAddressesPath = (briefId: string) =>
  `${BRIEFS}/${briefId}/${SHIPPING_ADDRESSES}`;
export const shippingAddressPath = (briefId: string, userId: string) =>
  `${shippingAddressesPath(briefId)}/${userId}`;

export type ShippingAddressDoc = {
  /** = document id: the accepted party. */
  userId: string;
  briefId: string;
  fullName: string;
  /** As typed (digits, spaces, +, parentheses, dashes). */
  phone: string;
  addressLine: string;
  district: string;
  /** One of the 81 provinces. */
  city: string;
  /** '' or 5 digits. */
  postalCode: string;
  /** The ticked KVKK consent; never stored false. */
  kvkkConsent: boolean;
  /** The version of the notice she was shown. */
  consentVersion: string;
  /** Who saved it: the party, or the agency that manages her. */
  submittedBy: string;
  createdAt: number | null;
  updatedAt: number | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const shippingAddressConverter: FirestoreDataConverter<ShippingAddressDoc> = {
  toFirestore: (address) => address as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): ShippingAddressDoc {
    const data = snapshot.data();
    return {
      userId: snapshot.id,
      briefId: text(data.briefId),
      fullName: text(data.fullName),
      phone: text(data.phone),
      addressLine: text(data.addressLine),
      district: text(data.district),
      city: text(data.city),
      postalCode: text(data.postalCode),
      kvkkConsent: data.kvkkConsent === true,
      consentVersion: text(data.consentVersion),
      submittedBy: text(data.submittedBy),
      createdAt: millisOf(data.createdAt),
      updatedAt: millisOf(data.updatedAt),
    };
  },
};
