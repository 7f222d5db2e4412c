// Where one collaboration's shipment stands, from the brief and its two documents, and what
// the viewer may do there. Pure; the rules decide the same on the server.
import type { BriefDoc } from '@/lib/collections/briefs';
import type { ShipmentDoc } from '@/lib/collections/shipments';
import type { ShippingAddressDoc } from '@/lib/collections/shippingAddresses';

export type ShipmentStage =
  /** No address yet. */
  | 'awaitingAddress'
  /** The address is there; the owner has not shipped. */
  | 'awaitingShipment'
  /** Shipped, not yet received. */
  | 'shipped'
  /** The party confirmed it reached her. */
  | 'received';

export function shipmentStageOf(
  address: ShippingAddressDoc | null,
  shipment: ShipmentDoc | null,
): ShipmentStage {
  if (shipment) return shipment.receivedAt !== null ? 'received' : 'shipped';
  return address ? 'awaitingShipment' : 'awaitingAddress';
}

/** Writes are open: verified, accepted, not completed (the rules' shipmentOpen). */
export const shipmentWritable = (
  brief: Pick<BriefDoc, 'isVerified' | 'acceptedUsers' | 'completedUsers'>,
  userId: string,
) =>
  brief.isVerified &&
  brief.acceptedUsers.includes(userId) &&
  !brief.completedUsers.includes(userId);
