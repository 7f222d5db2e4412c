// One collaboration's shipment documents (docs/briefs-model.md): the party's address
// (briefs/{briefId}/shippingAddresses/{userId}) and the owner's shipment
// (briefs/{briefId}/shipments/{userId}). Live reads of the two, and the four writes. The rules
// decide who may write what and when; these send only what they take.
import {
  doc,
  runTransaction,
  serverTimestamp,
  updateDoc,
  type Unsubscribe,
} from 'firebase/firestore';
import { shipmentConverter, shipmentPath, type ShipmentDoc } from '@/lib/collections/shipments';
import {
  shippingAddressConverter,
  shippingAddressPath,
  type ShippingAddressDoc,
} from '@/lib/collections/shippingAddresses';
import { auth, db } from '@/lib/firebase';
import { subscribeDocument } from '@/lib/lazyListener';
import { KVKK_CONSENT_VERSION, normalizedAddress, type AddressInput } from '../model/address';
import { normalizedShipment, type ShipmentInput } from '../model/carriers';

/** The collaboration a write is for: the brief and the accepted party's uid. */
export type CollaborationRef = { briefId: string; userId: string };

async function callerUid(): Promise<string> {
  const uid = (await auth()).currentUser?.uid;
  if (!uid) throw new Error('signed out');
  return uid;
}

/** The party's address; `onData(null)` until she shares it (or once it is erased). */
export const subscribeShippingAddress = (
  { briefId, userId }: CollaborationRef,
  onData: (address: ShippingAddressDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  subscribeDocument(
    shippingAddressPath(briefId, userId),
    shippingAddressConverter,
    onData,
    onError,
  );

/** The shipment; `onData(null)` until the owner ships. */
export const subscribeShipment = (
  { briefId, userId }: CollaborationRef,
  onData: (shipment: ShipmentDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  subscribeDocument(shipmentPath(briefId, userId), shipmentConverter, onData, onError);

/**
 * Saves (or edits) the address as the signed-in party or her agency, with the consent she
 * ticked: created with createdAt on the first save, updated (createdAt kept) afterwards.
 */
export async function saveShippingAddress(
  { briefId, userId }: CollaborationRef,
  input: AddressInput,
  consent: boolean,
): Promise<void> {
  if (consent !== true) throw new Error('consent not given');
  const submittedBy = await callerUid();
  const firestore = await db();
  const ref = doc(firestore, shippingAddressPath(briefId, userId));
  const data = {
    userId,
    briefId,
    ...normalizedAddress(input),
    kvkkConsent: true,
    consentVersion: KVKK_CONSENT_VERSION,
    submittedBy,
    updatedAt: serverTimestamp(),
  };
  await runTransaction(firestore, async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists()) transaction.update(ref, data);
    else transaction.set(ref, { ...data, createdAt: serverTimestamp() });
  });
}

/** Kargoya verdim: the owner's first carrier and tracking number. */
export async function createShipment(
  { briefId, userId }: CollaborationRef,
  input: ShipmentInput,
): Promise<void> {
  const shippedBy = await callerUid();
  const firestore = await db();
  const ref = doc(firestore, shipmentPath(briefId, userId));
  await runTransaction(firestore, async (transaction) => {
    // A second tab may have shipped already: correcting is a different, deliberate act.
    if ((await transaction.get(ref)).exists()) throw new Error('already shipped');
    transaction.set(ref, {
      userId,
      briefId,
      ...normalizedShipment(input),
      shippedBy,
      shippedAt: serverTimestamp(),
      receivedAt: null,
      receivedBy: '',
      updatedAt: serverTimestamp(),
    });
  });
}

/** The owner corrects the carrier or tracking number before the product is received. */
export async function correctShipment(
  { briefId, userId }: CollaborationRef,
  input: ShipmentInput,
): Promise<void> {
  const firestore = await db();
  await updateDoc(doc(firestore, shipmentPath(briefId, userId)), {
    ...normalizedShipment(input),
    updatedAt: serverTimestamp(),
  });
}

/** Ürün elime ulaştı: the party (or her agency) confirms, once. */
export async function markShipmentReceived({ briefId, userId }: CollaborationRef): Promise<void> {
  const receivedBy = await callerUid();
  const firestore = await db();
  await updateDoc(doc(firestore, shipmentPath(briefId, userId)), {
    receivedAt: serverTimestamp(),
    receivedBy,
    updatedAt: serverTimestamp(),
  });
}
