// The party's shipping address for one collaboration: its fields' limits (the same as
// firestore.rules validShippingAddress), the KVKK notice's version, validation. Pure.
import type { ShippingAddressDoc } from '@/lib/collections/shippingAddresses';
import { isProvince } from './provinces';

/**
 * The version of the KVKK notice the form shows (shipment.address.kvkkNotice). Stored with the
 * consent so a changed notice can tell who agreed to which text: change it with the text.
 */
export const KVKK_CONSENT_VERSION = 'shipping-address-2026-11';

export type AddressInput = Pick<
  ShippingAddressDoc,
  'fullName' | 'phone' | 'addressLine' | 'district' | 'city' | 'postalCode'
>;

export type AddressField = keyof AddressInput | 'kvkkConsent';

export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressInput = {
  fullName: '',
  phone: '',
  addressLine: '',
  district: '',
  city: '',
  postalCode: '',
};

/** Trimmed lengths, min..max (the rules' textOk). */
export const ADDRESS_LIMITS = {
  fullName: [2, 100],
  addressLine: [5, 300],
  district: [1, 60],
} as const;

export const PHONE_MAX = 20;

/**
 * A Turkish mobile or landline number as typed: digits and + ( ) - and spaces, 10..20 of them,
 * whose digits are a 10-digit number starting 2-5 or 8, after an optional 0 or 90.
 */
export function isTurkishPhone(value: string): boolean {
  if (!/^[0-9 ()+-]{10,20}$/.test(value)) return false;
  return /^(90|0)?[2-58][0-9]{9}$/.test(value.replace(/[^0-9]/g, ''));
}

export const isPostalCode = (value: string) => /^([0-9]{5})?$/.test(value);

/** What she typed, as stored: trimmed. */
export function normalizedAddress(input: AddressInput): AddressInput {
  return {
    fullName: input.fullName.trim(),
    phone: input.phone.trim(),
    addressLine: input.addressLine.trim(),
    district: input.district.trim(),
    city: input.city,
    postalCode: input.postalCode.trim(),
  };
}

const lengthOk = (value: string, [min, max]: readonly [number, number]) =>
  value.length >= min && value.length <= max;

/** i18n keys of the errors, by field, in the form's order; empty when the rules would take it. */
export function addressErrors(input: AddressInput, consent: boolean): AddressErrors {
  const value = normalizedAddress(input);
  const errors: AddressErrors = {};
  if (!lengthOk(value.fullName, ADDRESS_LIMITS.fullName))
    errors.fullName = 'shipment.errors.fullName';
  if (!isTurkishPhone(value.phone)) errors.phone = 'shipment.errors.phone';
  if (!lengthOk(value.addressLine, ADDRESS_LIMITS.addressLine))
    errors.addressLine = 'shipment.errors.addressLine';
  if (!lengthOk(value.district, ADDRESS_LIMITS.district))
    errors.district = 'shipment.errors.district';
  if (!isProvince(value.city)) errors.city = 'shipment.errors.city';
  if (!isPostalCode(value.postalCode)) errors.postalCode = 'shipment.errors.postalCode';
  if (!consent) errors.kvkkConsent = 'shipment.errors.kvkkConsent';
  return errors;
}

/** The saved address as the form's starting values (editing it). */
export const addressInputOf = (address: ShippingAddressDoc | null): AddressInput =>
  address
    ? {
        fullName: address.fullName,
        phone: address.phone,
        addressLine: address.addressLine,
        district: address.district,
        city: address.city,
        postalCode: address.postalCode,
      }
    : EMPTY_ADDRESS;

/** The address as lines to read or copy. */
export function addressLines(address: AddressInput): string[] {
  const place = [address.postalCode, `${address.district} / ${address.city}`]
    .filter(Boolean)
    .join(' ');
  return [address.fullName, address.addressLine, place, address.phone];
}
