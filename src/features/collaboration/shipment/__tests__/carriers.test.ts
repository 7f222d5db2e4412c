import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  CARRIER_NAMES,
  carrierLabel,
  normalizedShipment,
  shipmentErrors,
  trackingUrl,
} from '../model/carriers';

describe('carriers', () => {
  it('are the 8 of the contract, with their Turkish names', () => {
    expect([...CARRIERS]).toEqual([
      'yurtici',
      'aras',
      'mng',
      'ptt',
      'surat',
      'hepsijet',
      'trendyolExpress',
      'other',
    ]);
    expect(Object.values(CARRIER_NAMES)).toEqual([
      'Yurtiçi Kargo',
      'Aras Kargo',
      'MNG Kargo',
      'PTT Kargo',
      'Sürat Kargo',
      'HepsiJET',
      'Trendyol Express',
    ]);
    expect(carrierLabel('other', 'Kolay Gelsin')).toBe('Kolay Gelsin');
    expect(carrierLabel('ptt', 'ignored')).toBe('PTT Kargo');
  });

  it('each named carrier links to its own https tracking page with the number in it', () => {
    const hosts = new Set<string>();
    for (const carrier of CARRIERS.filter((c) => c !== 'other')) {
      const url = new URL(trackingUrl(carrier, 'AB-12345')!);
      expect(url.protocol).toBe('https:');
      expect(url.href).toContain('AB-12345');
      hosts.add(url.hostname);
    }
    expect(hosts.size).toBe(7);
    expect(trackingUrl('aras', '3513773163316')).toBe(
      'https://kargotakip.araskargo.com.tr/mainpage.aspx?code=3513773163316',
    );
  });

  it('has no link for other, nor for a number the rules refuse; the number is encoded', () => {
    expect(trackingUrl('other', '123456789')).toBeNull();
    for (const bad of ['1234', 'a b c d e', '12345&x=1', '../../x1', '1'.repeat(41)])
      expect(trackingUrl('yurtici', bad)).toBeNull();
    // Every character the pattern lets through survives encodeURIComponent unchanged.
    expect(trackingUrl('hepsijet', 'Ab-09xY')).toBe(
      'https://www.hepsijet.com/gonderi-takibi/Ab-09xY',
    );
  });

  it('validates as the rules do', () => {
    const ok = { carrier: 'mng' as const, carrierName: '', trackingNumber: ' MNG-123456 ' };
    expect(shipmentErrors(ok)).toEqual({});
    expect(normalizedShipment(ok)).toEqual({
      carrier: 'mng',
      carrierName: '',
      trackingNumber: 'MNG-123456',
    });
    // A name typed for a listed carrier is dropped, not sent.
    expect(normalizedShipment({ ...ok, carrierName: 'MNG' }).carrierName).toBe('');
    expect(shipmentErrors({ ...ok, trackingNumber: 'abc' })).toEqual({
      trackingNumber: 'shipment.errors.trackingNumber',
    });
    expect(shipmentErrors({ ...ok, trackingNumber: '12 345 678' })).toEqual({
      trackingNumber: 'shipment.errors.trackingNumber',
    });
    expect(shipmentErrors({ ...ok, carrier: '' as never })).toEqual({
      carrier: 'shipment.errors.carrier',
    });
    expect(shipmentErrors({ ...ok, carrier: 'other', carrierName: ' X ' })).toEqual({
      carrierName: 'shipment.errors.carrierName',
    });
    expect(shipmentErrors({ ...ok, carrier: 'other', carrierName: 'Kolay Gelsin' })).toEqual({});
  });
});
