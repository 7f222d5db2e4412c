import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { PROVINCES } from '@/features/collaboration/shipment/model/provinces';
import { seedBriefs, seedCast, seedDocs, storedBrief } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// briefs/{briefId}/shippingAddresses/{userId} and briefs/{briefId}/shipments/{userId}
// (docs/briefs-model.md, issue 21): on a barter brief the accepted party shares her address
// (KVKK consent ticked) until the owner ships; the owner enters the carrier and tracking
// number once the address is there and may correct them until the party marks it received,
// once. Read by the party, her managing agency, the owner and admins; nobody else.
describe('shipment rules', () => {
  const env = useRulesEnvironment();
  const at = (iso: string) => Timestamp.fromDate(new Date(iso));
  const barter = { paymentType: 'product', budget: 0 };

  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      // inf1 and inf2 offered on each barter brief; inf1 was accepted.
      'briefs/barter': storedBrief('barter', 'brand1', {
        ...barter,
        bidderIds: ['inf1', 'inf2'],
        acceptedUsers: ['inf1'],
      }),
      'briefs/both': storedBrief('both', 'brand1', {
        paymentType: 'both',
        bidderIds: ['inf1'],
        acceptedUsers: ['inf1'],
      }),
      'briefs/barterDone': storedBrief('barterDone', 'brand1', {
        ...barter,
        bidderIds: ['inf1'],
        acceptedUsers: ['inf1'],
        completedUsers: ['inf1'],
      }),
      'briefs/barterPending': storedBrief('barterPending', 'brand1', {
        ...barter,
        isVerified: false,
        verifiedAt: null,
        acceptedUsers: ['inf1'],
      }),
      // agency1 manages managed1, who was accepted.
      'briefs/barterManaged': storedBrief('barterManaged', 'brand1', {
        ...barter,
        bidderIds: ['managed1'],
        acceptedUsers: ['managed1'],
      }),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const stranger = () => env().unauthenticatedContext().firestore();
  const addressRef = (db: Firestore, briefId: string, userId: string) =>
    doc(db, 'briefs', briefId, 'shippingAddresses', userId);
  const shipmentRef = (db: Firestore, briefId: string, userId: string) =>
    doc(db, 'briefs', briefId, 'shipments', userId);

  /** What the app writes for `userId` on `briefId`. */
  const address = (
    userId = 'inf1',
    overrides: DocumentData = {},
    briefId = 'barter',
  ): DocumentData => ({
    userId,
    briefId,
    fullName: 'Ayşe Yılmaz',
    phone: '0532 123 45 67',
    addressLine: 'Moda Cad. No: 12 D: 3, Caferağa Mah.',
    district: 'Kadıköy',
    city: 'İstanbul',
    postalCode: '34710',
    kvkkConsent: true,
    consentVersion: 'shipping-address-2026-11',
    submittedBy: userId,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  });

  const storedAddress = (userId = 'inf1', briefId = 'barter') => ({
    ...address(userId, {}, briefId),
    createdAt: at('2024-03-01T10:00:00Z'),
    updatedAt: at('2024-03-01T10:00:00Z'),
  });

  const shipment = (
    userId = 'inf1',
    overrides: DocumentData = {},
    briefId = 'barter',
  ): DocumentData => ({
    userId,
    briefId,
    carrier: 'yurtici',
    carrierName: '',
    trackingNumber: '123456789012',
    shippedBy: 'brand1',
    shippedAt: serverTimestamp(),
    receivedAt: null,
    receivedBy: '',
    updatedAt: serverTimestamp(),
    ...overrides,
  });

  const storedShipment = (userId = 'inf1', briefId = 'barter', overrides: DocumentData = {}) => ({
    ...shipment(userId, {}, briefId),
    shippedAt: at('2024-03-02T10:00:00Z'),
    updatedAt: at('2024-03-02T10:00:00Z'),
    ...overrides,
  });

  describe('shippingAddresses: create', () => {
    it('other roles may not write hers: another brand, an admin, an agency that does not manage her, another influencer', async () => {
      for (const uid of ['brand2', 'admin1', 'agency1', 'inf2'])
        await assertFails(
          setDoc(addressRef(as(uid), 'barter', 'inf1'), address('inf1', { submittedBy: uid })),
        );
      await assertSucceeds(setDoc(addressRef(as('inf1'), 'barter', 'inf1'), address()));
    });

    it('the brief’s owner may not write the address', async () => {
      await assertFails(
        setDoc(
          addressRef(as('brand1'), 'barter', 'inf1'),
          address('inf1', { submittedBy: 'brand1' }),
        ),
      );
      await assertFails(setDoc(addressRef(as('brand1'), 'barter', 'inf1'), address()));
    });

    it('another influencer (a bidder not accepted) may not share her own', async () => {
      await assertFails(setDoc(addressRef(as('inf2'), 'barter', 'inf2'), address('inf2')));
    });

    it('someone else’s ids and a spoofed submittedBy are denied', async () => {
      const db = as('inf1');
      for (const bad of [
        { userId: 'inf2' },
        { briefId: 'both' },
        { submittedBy: 'inf2' },
        { submittedBy: 'brand1' },
      ])
        await assertFails(setDoc(addressRef(db, 'barter', 'inf1'), address('inf1', bad)));
      await assertSucceeds(setDoc(addressRef(db, 'barter', 'inf1'), address()));
    });

    it('dates must be request.time', async () => {
      const db = as('inf1');
      await assertFails(
        setDoc(addressRef(db, 'barter', 'inf1'), address('inf1', { createdAt: Timestamp.now() })),
      );
      await assertFails(
        setDoc(addressRef(db, 'barter', 'inf1'), address('inf1', { updatedAt: Timestamp.now() })),
      );
      await assertFails(
        setDoc(addressRef(db, 'barter', 'inf1'), address('inf1', { createdAt: null })),
      );
      await assertSucceeds(setDoc(addressRef(db, 'barter', 'inf1'), address()));
    });

    it('the KVKK consent must be ticked, with the notice’s version', async () => {
      const db = as('inf1');
      for (const bad of [
        { kvkkConsent: false },
        { kvkkConsent: 'true' },
        { consentVersion: '' },
        { consentVersion: 'v'.repeat(41) },
      ])
        await assertFails(setDoc(addressRef(db, 'barter', 'inf1'), address('inf1', bad)));
      const missing = address();
      delete missing.kvkkConsent;
      await assertFails(setDoc(addressRef(db, 'barter', 'inf1'), missing));
      await assertSucceeds(setDoc(addressRef(db, 'barter', 'inf1'), address()));
    });

    it('keys beyond the contract, or one missing, are denied', async () => {
      const db = as('inf1');
      await assertFails(
        setDoc(addressRef(db, 'barter', 'inf1'), address('inf1', { email: 'a@b.com' })),
      );
      const missing = address();
      delete missing.postalCode;
      await assertFails(setDoc(addressRef(db, 'barter', 'inf1'), missing));
      await assertSucceeds(setDoc(addressRef(db, 'barter', 'inf1'), address()));
    });

    it('values the form would never send are denied', async () => {
      const db = as('inf1');
      for (const bad of [
        { fullName: 'A' },
        { fullName: '   ' },
        { fullName: 'A'.repeat(101) },
        { phone: '12345' },
        { phone: '0532 123 45 6' },
        { phone: '+1 212 555 0199' },
        { phone: '0532 123 45 67 ext 9' },
        { phone: '0532123456700000000000' },
        { phone: 5321234567 },
        { addressLine: 'Ev' },
        { addressLine: 'x'.repeat(301) },
        { district: '' },
        { district: 'x'.repeat(61) },
        { city: 'Istanbul' },
        { city: 'Berlin' },
        { city: '' },
        { postalCode: '3471' },
        { postalCode: '34710a' },
        { postalCode: 34710 },
      ])
        await assertFails(setDoc(addressRef(db, 'barter', 'inf1'), address('inf1', bad)));
      await assertSucceeds(setDoc(addressRef(db, 'barter', 'inf1'), address()));
      for (const ok of [
        { phone: '+90 (532) 123-45-67' },
        { phone: '5321234567' },
        { phone: '0212 555 01 99' },
        { phone: '0850 222 33 44' },
        { postalCode: '' },
      ])
        await assertSucceeds(
          updateDoc(addressRef(db, 'barter', 'inf1'), { ...ok, updatedAt: serverTimestamp() }),
        );
    });

    it('only while accepted and not completed on a verified barter (or both) brief', async () => {
      const db = as('inf1');
      await assertFails(
        setDoc(addressRef(db, 'barterDone', 'inf1'), address('inf1', {}, 'barterDone')),
      );
      await assertFails(
        setDoc(addressRef(db, 'barterPending', 'inf1'), address('inf1', {}, 'barterPending')),
      );
      // A money-only brief has nothing to ship.
      await assertFails(
        setDoc(addressRef(db, 'accepted', 'inf1'), address('inf1', {}, 'accepted')),
      );
      await assertFails(setDoc(addressRef(db, 'missing', 'inf1'), address('inf1', {}, 'missing')));
      await assertSucceeds(setDoc(addressRef(db, 'both', 'inf1'), address('inf1', {}, 'both')));
      await assertSucceeds(setDoc(addressRef(db, 'barter', 'inf1'), address()));
    });

    it('her managing agency shares it for her', async () => {
      await assertFails(
        setDoc(
          addressRef(as('agency1'), 'barterManaged', 'managed1'),
          address('managed1', { submittedBy: 'managed1' }, 'barterManaged'),
        ),
      );
      await assertSucceeds(
        setDoc(
          addressRef(as('agency1'), 'barterManaged', 'managed1'),
          address('managed1', { submittedBy: 'agency1' }, 'barterManaged'),
        ),
      );
    });

    it('every one of the 81 provinces is a city', async () => {
      const db = as('inf1');
      await assertSucceeds(setDoc(addressRef(db, 'barter', 'inf1'), address()));
      for (const city of PROVINCES)
        await assertSucceeds(
          updateDoc(addressRef(db, 'barter', 'inf1'), { city, updatedAt: serverTimestamp() }),
        );
    });
  });

  describe('shippingAddresses: update', () => {
    beforeEach(async () => {
      await seedDocs(env(), { 'briefs/barter/shippingAddresses/inf1': storedAddress() });
    });

    const edit = { addressLine: 'Bağdat Cad. No: 5', updatedAt: serverTimestamp() };

    it('nobody else edits it: the owner, another influencer, an admin', async () => {
      for (const uid of ['brand1', 'inf2', 'admin1'])
        await assertFails(
          updateDoc(addressRef(as(uid), 'barter', 'inf1'), { ...edit, submittedBy: uid }),
        );
      await assertSucceeds(updateDoc(addressRef(as('inf1'), 'barter', 'inf1'), edit));
    });

    it('createdAt stays, updatedAt is now, the consent cannot be withdrawn by an edit', async () => {
      const db = as('inf1');
      await assertFails(
        updateDoc(addressRef(db, 'barter', 'inf1'), { ...edit, createdAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(addressRef(db, 'barter', 'inf1'), { ...edit, updatedAt: Timestamp.now() }),
      );
      await assertFails(
        updateDoc(addressRef(db, 'barter', 'inf1'), { addressLine: edit.addressLine }),
      );
      await assertFails(
        updateDoc(addressRef(db, 'barter', 'inf1'), { ...edit, kvkkConsent: false }),
      );
      await assertFails(
        updateDoc(addressRef(db, 'barter', 'inf1'), { ...edit, city: deleteField() }),
      );
      await assertSucceeds(updateDoc(addressRef(db, 'barter', 'inf1'), edit));
    });

    it('no change once the owner has shipped', async () => {
      await seedDocs(env(), { 'briefs/barter/shipments/inf1': storedShipment() });
      await assertFails(updateDoc(addressRef(as('inf1'), 'barter', 'inf1'), edit));
    });

    it('no change once she is completed', async () => {
      await seedDocs(env(), {
        'briefs/barterDone/shippingAddresses/inf1': storedAddress('inf1', 'barterDone'),
      });
      await assertFails(updateDoc(addressRef(as('inf1'), 'barterDone', 'inf1'), edit));
    });
  });

  describe('shipments: create', () => {
    beforeEach(async () => {
      await seedDocs(env(), {
        'briefs/barter/shippingAddresses/inf1': storedAddress(),
        'briefs/barterDone/shippingAddresses/inf1': storedAddress('inf1', 'barterDone'),
        'briefs/barterPending/shippingAddresses/inf1': storedAddress('inf1', 'barterPending'),
        'briefs/accepted/shippingAddresses/inf1': storedAddress('inf1', 'accepted'),
      });
    });

    it('the party, another influencer, another brand and an admin may not ship', async () => {
      for (const uid of ['inf1', 'inf2', 'brand2', 'admin1', 'agency1'])
        await assertFails(
          setDoc(shipmentRef(as(uid), 'barter', 'inf1'), shipment('inf1', { shippedBy: uid })),
        );
      await assertSucceeds(setDoc(shipmentRef(as('brand1'), 'barter', 'inf1'), shipment()));
    });

    it('not before the address exists', async () => {
      await assertFails(
        setDoc(shipmentRef(as('brand1'), 'both', 'inf1'), shipment('inf1', {}, 'both')),
      );
    });

    it('someone else’s ids, a spoofed shippedBy, dates not now are denied', async () => {
      const db = as('brand1');
      for (const bad of [
        { userId: 'inf2' },
        { briefId: 'both' },
        { shippedBy: 'brand2' },
        { shippedBy: 'inf1' },
        { shippedAt: Timestamp.now() },
        { updatedAt: Timestamp.now() },
      ])
        await assertFails(setDoc(shipmentRef(db, 'barter', 'inf1'), shipment('inf1', bad)));
      await assertSucceeds(setDoc(shipmentRef(db, 'barter', 'inf1'), shipment()));
    });

    it('the owner may not mark it received herself', async () => {
      const db = as('brand1');
      await assertFails(
        setDoc(
          shipmentRef(db, 'barter', 'inf1'),
          shipment('inf1', { receivedAt: serverTimestamp() }),
        ),
      );
      await assertFails(
        setDoc(shipmentRef(db, 'barter', 'inf1'), shipment('inf1', { receivedBy: 'inf1' })),
      );
    });

    it('bad carriers and tracking numbers are denied', async () => {
      const db = as('brand1');
      for (const bad of [
        { carrier: 'dhl' },
        { carrier: '' },
        { carrier: 'other', carrierName: '' },
        { carrier: 'other', carrierName: 'X' },
        { carrier: 'other', carrierName: 'x'.repeat(61) },
        { carrier: 'aras', carrierName: 'Aras Kargo' },
        { trackingNumber: 'abcd' },
        { trackingNumber: '1234 5678' },
        { trackingNumber: '12345/678' },
        { trackingNumber: 'https://x.com/12345' },
        { trackingNumber: '1'.repeat(41) },
        { trackingNumber: 123456789 },
      ])
        await assertFails(setDoc(shipmentRef(db, 'barter', 'inf1'), shipment('inf1', bad)));
      await assertSucceeds(
        setDoc(
          shipmentRef(db, 'barter', 'inf1'),
          shipment('inf1', {
            carrier: 'other',
            carrierName: 'Kolay Gelsin',
            trackingNumber: 'KG-12345',
          }),
        ),
      );
    });

    it('keys beyond the contract, or one missing, are denied', async () => {
      const db = as('brand1');
      await assertFails(
        setDoc(shipmentRef(db, 'barter', 'inf1'), shipment('inf1', { note: 'kırılacak' })),
      );
      const missing = shipment();
      delete missing.receivedBy;
      await assertFails(setDoc(shipmentRef(db, 'barter', 'inf1'), missing));
      await assertSucceeds(setDoc(shipmentRef(db, 'barter', 'inf1'), shipment()));
    });

    it('not to a completed party, on an unverified brief or on a money-only brief', async () => {
      const db = as('brand1');
      for (const briefId of ['barterDone', 'barterPending', 'accepted'])
        await assertFails(setDoc(shipmentRef(db, briefId, 'inf1'), shipment('inf1', {}, briefId)));
      await assertSucceeds(setDoc(shipmentRef(db, 'barter', 'inf1'), shipment()));
    });

    it('every listed carrier is taken', async () => {
      await seedDocs(env(), {
        'briefs/both/shippingAddresses/inf1': storedAddress('inf1', 'both'),
      });
      const db = as('brand1');
      await assertSucceeds(setDoc(shipmentRef(db, 'both', 'inf1'), shipment('inf1', {}, 'both')));
      for (const carrier of ['aras', 'mng', 'ptt', 'surat', 'hepsijet', 'trendyolExpress'])
        await assertSucceeds(
          updateDoc(shipmentRef(db, 'both', 'inf1'), { carrier, updatedAt: serverTimestamp() }),
        );
    });
  });

  describe('shipments: update', () => {
    beforeEach(async () => {
      await seedDocs(env(), {
        'briefs/barter/shippingAddresses/inf1': storedAddress(),
        'briefs/barter/shipments/inf1': storedShipment(),
        'briefs/barterManaged/shipments/managed1': storedShipment('managed1', 'barterManaged'),
        'briefs/barterDone/shipments/inf1': storedShipment('inf1', 'barterDone'),
      });
    });

    const fix = { carrier: 'aras', trackingNumber: '3513773163316', updatedAt: serverTimestamp() };
    const received = (by = 'inf1') => ({
      receivedAt: serverTimestamp(),
      receivedBy: by,
      updatedAt: serverTimestamp(),
    });

    it('the owner corrects carrier and number; not the ship date, the sender or the party', async () => {
      const db = as('brand1');
      await assertFails(
        updateDoc(shipmentRef(db, 'barter', 'inf1'), { ...fix, shippedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(shipmentRef(db, 'barter', 'inf1'), { ...fix, shippedBy: 'brand2' }),
      );
      await assertFails(updateDoc(shipmentRef(db, 'barter', 'inf1'), { ...fix, userId: 'inf2' }));
      await assertFails(
        updateDoc(shipmentRef(db, 'barter', 'inf1'), { ...fix, trackingNumber: 'a b' }),
      );
      await assertFails(
        updateDoc(shipmentRef(db, 'barter', 'inf1'), { ...fix, updatedAt: Timestamp.now() }),
      );
      await assertSucceeds(updateDoc(shipmentRef(db, 'barter', 'inf1'), fix));
    });

    it('the owner may not set receivedAt', async () => {
      await assertFails(updateDoc(shipmentRef(as('brand1'), 'barter', 'inf1'), received('brand1')));
      await assertFails(updateDoc(shipmentRef(as('brand1'), 'barter', 'inf1'), received('inf1')));
    });

    it('the party may not change the shipment itself, nor another user mark it', async () => {
      await assertFails(updateDoc(shipmentRef(as('inf1'), 'barter', 'inf1'), fix));
      await assertFails(
        updateDoc(shipmentRef(as('inf1'), 'barter', 'inf1'), {
          ...received(),
          trackingNumber: '999999999',
        }),
      );
      for (const uid of ['inf2', 'brand2', 'admin1', 'agency1'])
        await assertFails(updateDoc(shipmentRef(as(uid), 'barter', 'inf1'), received(uid)));
    });

    it('received: now, by herself', async () => {
      const db = as('inf1');
      await assertFails(
        updateDoc(shipmentRef(db, 'barter', 'inf1'), {
          ...received(),
          receivedAt: Timestamp.fromMillis(Date.now() - 86_400_000),
        }),
      );
      await assertFails(updateDoc(shipmentRef(db, 'barter', 'inf1'), received('brand1')));
      await assertFails(
        updateDoc(shipmentRef(db, 'barter', 'inf1'), { ...received(), updatedAt: Timestamp.now() }),
      );
      await assertSucceeds(updateDoc(shipmentRef(db, 'barter', 'inf1'), received()));
    });

    it('received once: no second receivedAt, no correction after', async () => {
      await assertSucceeds(updateDoc(shipmentRef(as('inf1'), 'barter', 'inf1'), received()));
      await assertFails(updateDoc(shipmentRef(as('inf1'), 'barter', 'inf1'), received()));
      await assertFails(
        updateDoc(shipmentRef(as('inf1'), 'barter', 'inf1'), {
          receivedAt: null,
          receivedBy: '',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(updateDoc(shipmentRef(as('brand1'), 'barter', 'inf1'), fix));
    });

    it('nothing changes once she is completed', async () => {
      await assertFails(updateDoc(shipmentRef(as('inf1'), 'barterDone', 'inf1'), received()));
      await assertFails(updateDoc(shipmentRef(as('brand1'), 'barterDone', 'inf1'), fix));
    });

    it('her managing agency marks it received for her', async () => {
      await assertSucceeds(
        updateDoc(shipmentRef(as('agency1'), 'barterManaged', 'managed1'), received('agency1')),
      );
    });
  });

  describe('read and delete', () => {
    beforeEach(async () => {
      await seedDocs(env(), {
        'briefs/barter/shippingAddresses/inf1': storedAddress(),
        'briefs/barter/shipments/inf1': storedShipment(),
        'briefs/barterManaged/shippingAddresses/managed1': {
          ...storedAddress('managed1', 'barterManaged'),
          submittedBy: 'agency1',
        },
        'briefs/barterManaged/shipments/managed1': storedShipment('managed1', 'barterManaged'),
      });
    });

    for (const kind of ['address', 'shipment'] as const) {
      const ref = kind === 'address' ? addressRef : shipmentRef;

      it(`${kind}: a stranger, another influencer, another brand, another agency are denied`, async () => {
        await assertFails(getDoc(ref(stranger(), 'barter', 'inf1')));
        await assertFails(getDoc(ref(as('inf2'), 'barter', 'inf1')));
        await assertFails(getDoc(ref(as('brand2'), 'barter', 'inf1')));
        await assertFails(getDoc(ref(as('agency1'), 'barter', 'inf1')));
      });

      it(`${kind}: the party, her agency, the owner and admins read it`, async () => {
        await assertSucceeds(getDoc(ref(as('inf1'), 'barter', 'inf1')));
        await assertSucceeds(getDoc(ref(as('brand1'), 'barter', 'inf1')));
        await assertSucceeds(getDoc(ref(as('admin1'), 'barter', 'inf1')));
        await assertSucceeds(getDoc(ref(as('managed1'), 'barterManaged', 'managed1')));
        await assertSucceeds(getDoc(ref(as('agency1'), 'barterManaged', 'managed1')));
        // Waiting for one that does not exist yet.
        await assertSucceeds(getDoc(ref(as('inf1'), 'both', 'inf1')));
      });

      it(`${kind}: delete by admins only`, async () => {
        await assertFails(deleteDoc(ref(as('inf1'), 'barter', 'inf1')));
        await assertFails(deleteDoc(ref(as('brand1'), 'barter', 'inf1')));
        await assertSucceeds(deleteDoc(ref(as('admin1'), 'barter', 'inf1')));
      });
    }
  });
});
