// The carriers a brand ships a barter product with, their names as Turkish shoppers know them,
// and each one's public tracking page for a tracking number. 'other' is a carrier the brand
// names itself: it has no known page, so no link. Pure.
import { CARRIERS, type Carrier } from '@/lib/collections/shipments';

export { CARRIERS, type Carrier };

/** Brand names: the same in every language. 'other' is translated (shipment.carrier.other). */
export const CARRIER_NAMES: Record<Exclude<Carrier, 'other'>, string> = {
  yurtici: 'Yurtiçi Kargo',
  aras: 'Aras Kargo',
  mng: 'MNG Kargo',
  ptt: 'PTT Kargo',
  surat: 'Sürat Kargo',
  hepsijet: 'HepsiJET',
  trendyolExpress: 'Trendyol Express',
};

/** Each carrier's public tracking page, the number already URL-encoded. */
const TRACKING_PAGES: Record<Exclude<Carrier, 'other'>, (code: string) => string> = {
  yurtici: (code) =>
    `https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=${code}`,
  aras: (code) => `https://kargotakip.araskargo.com.tr/mainpage.aspx?code=${code}`,
  mng: (code) => `https://www.mngkargo.com.tr/gonderi-takip?takipNo=${code}`,
  ptt: (code) => `https://gonderitakip.ptt.gov.tr/Track/Verify?q=${code}`,
  surat: (code) => `https://suratkargo.com.tr/KargoTakip/?kargotakipno=${code}`,
  hepsijet: (code) => `https://www.hepsijet.com/gonderi-takibi/${code}`,
  trendyolExpress: (code) => `https://www.trendyolexpress.com/gonderi-takip?takipNo=${code}`,
};

export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{5,40}$/;
export const CARRIER_NAME_MIN = 2;
export const CARRIER_NAME_MAX = 60;

/** The tracking page for this shipment, or null ('other', or a number the rules would refuse). */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  if (carrier === 'other' || !TRACKING_NUMBER_PATTERN.test(trackingNumber)) return null;
  return TRACKING_PAGES[carrier](encodeURIComponent(trackingNumber));
}

/** The name to show: the brand name, or for 'other' the name the owner typed. */
export const carrierLabel = (carrier: Carrier, carrierName: string): string =>
  carrier === 'other' ? carrierName : CARRIER_NAMES[carrier];

export type ShipmentInput = { carrier: Carrier; carrierName: string; trackingNumber: string };

export type ShipmentErrors = Partial<Record<'carrier' | 'carrierName' | 'trackingNumber', string>>;

/** What the owner typed, as stored: trimmed, carrierName '' unless 'other'. */
export function normalizedShipment(input: ShipmentInput): ShipmentInput {
  return {
    carrier: input.carrier,
    carrierName: input.carrier === 'other' ? input.carrierName.trim() : '',
    trackingNumber: input.trackingNumber.trim(),
  };
}

/** i18n keys of the errors, by field; empty when the rules would take it. */
export function shipmentErrors(input: ShipmentInput): ShipmentErrors {
  const value = normalizedShipment(input);
  const errors: ShipmentErrors = {};
  if (!(CARRIERS as readonly string[]).includes(value.carrier))
    errors.carrier = 'shipment.errors.carrier';
  if (
    value.carrier === 'other' &&
    (value.carrierName.length < CARRIER_NAME_MIN || value.carrierName.length > CARRIER_NAME_MAX)
  )
    errors.carrierName = 'shipment.errors.carrierName';
  if (!TRACKING_NUMBER_PATTERN.test(value.trackingNumber))
    errors.trackingNumber = 'shipment.errors.trackingNumber';
  return errors;
}
