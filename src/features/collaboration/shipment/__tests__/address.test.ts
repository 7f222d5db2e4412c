import { describe, expect, it } from 'vitest';
import { addressErrors, addressLines, isTurkishPhone, type AddressInput } from '../model/address';
import { PROVINCES, isProvince, provincesSorted } from '../model/provinces';
import { shipmentStageOf, shipmentWritable } from '../model/shipmentState';

const valid: AddressInput = {
  fullName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  addressLine: 'Moda Cad. No: 12 D: 3',
  district: 'Kadıköy',
  city: 'İstanbul',
  postalCode: '34710',
};

describe('shipping address', () => {
  it('has the 81 provinces once each, sorted the Turkish way for the select', () => {
    expect(PROVINCES).toHaveLength(81);
    expect(new Set(PROVINCES).size).toBe(81);
    expect(PROVINCES[0]).toBe('Adana');
    expect(PROVINCES[80]).toBe('Düzce');
    const sorted = provincesSorted();
    // Ç after C, İ after I, Ş after S: Turkish order, not code points.
    expect(sorted.indexOf('Çanakkale')).toBeGreaterThan(sorted.indexOf('Bursa'));
    expect(sorted.indexOf('Çanakkale')).toBeLessThan(sorted.indexOf('Denizli'));
    expect(sorted.indexOf('İstanbul')).toBeGreaterThan(sorted.indexOf('Isparta'));
    expect(sorted.indexOf('Şanlıurfa')).toBeLessThan(sorted.indexOf('Tekirdağ'));
    expect(isProvince('İstanbul')).toBe(true);
    expect(isProvince('Istanbul')).toBe(false);
  });

  it('takes Turkish mobile and landline numbers as typed', () => {
    for (const phone of [
      '0532 123 45 67',
      '+90 532 123 45 67',
      '+90 (532) 123-45-67',
      '5321234567',
      '905321234567',
      '0212 555 01 99',
      '0850 222 33 44',
    ])
      expect({ phone, ok: isTurkishPhone(phone) }).toEqual({ phone, ok: true });
    for (const phone of [
      '12345',
      '0532 123 45 6',
      '0132 123 45 67',
      '+1 212 555 0199',
      '0532.123.45.67',
      '0532 123 45 67 8',
      '0 5 3 2 1 2 3 4 5 6 7 0 0 0',
    ])
      expect({ phone, ok: isTurkishPhone(phone) }).toEqual({ phone, ok: false });
  });

  it('names every wrong field, the consent included', () => {
    expect(addressErrors(valid, true)).toEqual({});
    expect(addressErrors({ ...valid, postalCode: '' }, true)).toEqual({});
    expect(
      addressErrors(
        {
          fullName: ' A ',
          phone: '123',
          addressLine: 'Ev',
          district: '  ',
          city: 'Berlin',
          postalCode: '347',
        },
        false,
      ),
    ).toEqual({
      fullName: 'shipment.errors.fullName',
      phone: 'shipment.errors.phone',
      addressLine: 'shipment.errors.addressLine',
      district: 'shipment.errors.district',
      city: 'shipment.errors.city',
      postalCode: 'shipment.errors.postalCode',
      kvkkConsent: 'shipment.errors.kvkkConsent',
    });
    expect(addressErrors({ ...valid, addressLine: 'x'.repeat(301) }, true)).toEqual({
      addressLine: 'shipment.errors.addressLine',
    });
  });

  it('reads as lines to copy', () => {
    expect(addressLines(valid)).toEqual([
      'Ayşe Yılmaz',
      'Moda Cad. No: 12 D: 3',
      '34710 Kadıköy / İstanbul',
      '0532 123 45 67',
    ]);
    expect(addressLines({ ...valid, postalCode: '' })[2]).toBe('Kadıköy / İstanbul');
  });

  it('stage and writability follow the documents and the brief', () => {
    const address = { userId: 'u' } as never;
    const shipped = { receivedAt: null } as never;
    const received = { receivedAt: 1 } as never;
    expect(shipmentStageOf(null, null)).toBe('awaitingAddress');
    expect(shipmentStageOf(address, null)).toBe('awaitingShipment');
    expect(shipmentStageOf(address, shipped)).toBe('shipped');
    expect(shipmentStageOf(null, received)).toBe('received');
    const brief = { isVerified: true, acceptedUsers: ['u'], completedUsers: [] as string[] };
    expect(shipmentWritable(brief, 'u')).toBe(true);
    expect(shipmentWritable(brief, 'v')).toBe(false);
    expect(shipmentWritable({ ...brief, completedUsers: ['u'] }, 'u')).toBe(false);
    expect(shipmentWritable({ ...brief, isVerified: false }, 'u')).toBe(false);
  });
});
