import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { seedCast, seedDocs } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, seedUsers } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Affiliates/{id} and AffiliateAllowance/{id} (spec sections 3 and 7; docs/decisions.md
// "Affiliate marketing"). Cast: owner1, a brand with isAffiliateMarketingEnabled, runs a1 and
// allows inf1; brand1 (no flag) and brand2 are outsiders, inf2 an influencer not allowed.
describe('affiliate rules', () => {
  const env = useRulesEnvironment();
  const programme = (ownerId: string, overrides: DocumentData = {}) => ({
    ownerId,
    ownerName: 'Nova Market',
    timestamp: Timestamp.fromDate(new Date('2026-01-10T10:00:00Z')),
    productName: 'Nemlendirici Krem 50 ml',
    productLink: 'https://www.trendyol.com/nova/nemlendirici-krem-p-123',
    commissionKind: 'rate',
    commissionValue: 1250,
    marketplace: 'trendyol',
    startDate: '2026-01-15',
    endDate: '2026-03-15',
    description: 'Satış başına komisyon.',
    ...overrides,
  });
  const fresh = (ownerId: string, overrides: DocumentData = {}) =>
    programme(ownerId, { timestamp: serverTimestamp(), ...overrides });
  const allowance = (influencers: string[]) => ({
    influencers,
    timestamp: Timestamp.fromDate(new Date('2026-01-11T10:00:00Z')),
  });

  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      'Users/owner1': {
        ...seedUsers.brand1,
        uid: 'owner1',
        email: emailOf('owner1'),
        isAffiliateMarketingEnabled: true,
      },
      'Affiliates/a1': programme('owner1'),
      'AffiliateAllowance/a1': allowance(['inf1']),
      'Affiliates/a2': programme('brand2'),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const affiliate = (db: Firestore, id: string) => doc(db, 'Affiliates', id);
  const allowanceOf = (db: Firestore, id: string) => doc(db, 'AffiliateAllowance', id);
  const ownedBy = (db: Firestore, uid: string) =>
    getDocs(
      query(
        collection(db, 'Affiliates'),
        where('ownerId', '==', uid),
        orderBy('timestamp', 'desc'),
      ),
    );
  const allowedFor = (db: Firestore, uid: string) =>
    getDocs(
      query(
        collection(db, 'AffiliateAllowance'),
        where('influencers', 'array-contains', uid),
        orderBy('timestamp', 'desc'),
      ),
    );

  describe('Affiliates', () => {
    it('signed out: nothing', async () => {
      await assertFails(getDoc(affiliate(signedOut(), 'a1')));
      await assertFails(getDocs(collection(signedOut(), 'Affiliates')));
      await assertFails(setDoc(affiliate(signedOut(), 'n'), fresh('x')));
    });

    it('the owner reads and lists her programmes', async () => {
      await assertSucceeds(getDoc(affiliate(as('owner1'), 'a1')));
      await assertSucceeds(ownedBy(as('owner1'), 'owner1'));
    });

    it("an outsider brand gets nothing: not another owner's programme, not her list", async () => {
      await assertFails(getDoc(affiliate(as('brand1'), 'a1')));
      await assertFails(ownedBy(as('brand1'), 'owner1'));
      await assertFails(getDocs(collection(as('brand1'), 'Affiliates')));
      await assertFails(getDoc(affiliate(as('owner1'), 'a2')));
    });

    it('an allowed influencer reads the programme; one not allowed does not', async () => {
      await assertSucceeds(getDoc(affiliate(as('inf1'), 'a1')));
      await assertFails(getDoc(affiliate(as('inf1'), 'a2')));
      await assertFails(getDoc(affiliate(as('inf2'), 'a1')));
      await assertFails(ownedBy(as('inf1'), 'owner1'));
    });

    it('admins read and list everything', async () => {
      await assertSucceeds(getDoc(affiliate(as('admin1'), 'a1')));
      await assertSucceeds(getDocs(query(collection(as('admin1'), 'Affiliates'))));
    });

    it('a user with the flag creates her own programme, stamped now', async () => {
      await assertSucceeds(setDoc(affiliate(as('owner1'), 'n1'), fresh('owner1')));
      await assertSucceeds(
        setDoc(
          affiliate(as('owner1'), 'n2'),
          fresh('owner1', { commissionKind: 'fixed', commissionValue: 25000 }),
        ),
      );
    });

    it('an admin creates her own programme without the flag', async () => {
      await assertSucceeds(setDoc(affiliate(as('admin1'), 'n1'), fresh('admin1')));
    });

    it('denied: an owner without the flag, an influencer, an impersonated ownerId', async () => {
      await assertFails(setDoc(affiliate(as('brand1'), 'n1'), fresh('brand1')));
      await assertFails(setDoc(affiliate(as('inf1'), 'n1'), fresh('inf1')));
      await assertFails(setDoc(affiliate(as('owner1'), 'n1'), fresh('brand1')));
      await assertFails(setDoc(affiliate(as('admin1'), 'n1'), fresh('owner1')));
    });

    it('denied: a bad shape', async () => {
      const bad: DocumentData[] = [
        { timestamp: Timestamp.fromDate(new Date('2026-01-01')) },
        { productName: '' },
        { productLink: 'http://www.trendyol.com/x' },
        { productLink: 'javascript:alert(1)' },
        { commissionValue: 0 },
        { commissionValue: 10001 },
        { commissionValue: 12.5 },
        { commissionKind: 'percent' },
        { marketplace: 'amazon' },
        { startDate: '15.01.2026' },
        { endDate: '2026-01-15' },
        { endDate: '2026-01-10' },
        { description: '' },
        { description: 'x'.repeat(2001) },
        { extra: true },
      ];
      for (const overrides of bad)
        await assertFails(setDoc(affiliate(as('owner1'), 'n1'), fresh('owner1', overrides)));
    });

    it('the owner and admins edit and delete; others and a changed owner are denied', async () => {
      await assertSucceeds(updateDoc(affiliate(as('owner1'), 'a1'), { productName: 'Yeni ad' }));
      await assertSucceeds(updateDoc(affiliate(as('admin1'), 'a1'), { commissionValue: 1500 }));
      await assertFails(updateDoc(affiliate(as('owner1'), 'a1'), { ownerId: 'brand1' }));
      await assertFails(updateDoc(affiliate(as('owner1'), 'a1'), { timestamp: serverTimestamp() }));
      await assertFails(updateDoc(affiliate(as('inf1'), 'a1'), { productName: 'Ele geçti' }));
      await assertFails(updateDoc(affiliate(as('brand1'), 'a1'), { productName: 'Ele geçti' }));
      await assertFails(deleteDoc(affiliate(as('inf1'), 'a1')));
      await assertFails(deleteDoc(affiliate(as('brand1'), 'a1')));
      await assertSucceeds(deleteDoc(affiliate(as('owner1'), 'a1')));
      await assertSucceeds(deleteDoc(affiliate(as('admin1'), 'a2')));
    });
  });

  describe('AffiliateAllowance', () => {
    it("the owner reads her programme's allowance, also before it exists", async () => {
      await assertSucceeds(getDoc(allowanceOf(as('owner1'), 'a1')));
      await seedDocs(env(), { 'Affiliates/a3': programme('owner1') });
      await assertSucceeds(getDoc(allowanceOf(as('owner1'), 'a3')));
    });

    it('an allowed influencer reads it and lists hers; outsiders get nothing', async () => {
      await assertSucceeds(getDoc(allowanceOf(as('inf1'), 'a1')));
      await assertSucceeds(allowedFor(as('inf1'), 'inf1'));
      await assertFails(getDoc(allowanceOf(as('inf2'), 'a1')));
      await assertFails(allowedFor(as('inf2'), 'inf1'));
      await assertFails(getDoc(allowanceOf(as('brand2'), 'a1')));
      await assertFails(getDocs(collection(as('brand1'), 'AffiliateAllowance')));
      await assertFails(getDoc(allowanceOf(signedOut(), 'a1')));
    });

    it('the owner sets it first and updates it afterwards', async () => {
      await seedDocs(env(), { 'Affiliates/a3': programme('owner1') });
      const owner = as('owner1');
      await assertSucceeds(
        setDoc(allowanceOf(owner, 'a3'), { influencers: ['inf2'], timestamp: serverTimestamp() }),
      );
      await assertSucceeds(
        updateDoc(allowanceOf(owner, 'a3'), {
          influencers: arrayUnion('inf1'),
          timestamp: serverTimestamp(),
        }),
      );
      await assertSucceeds(
        updateDoc(allowanceOf(owner, 'a3'), {
          influencers: arrayRemove('inf2'),
          timestamp: serverTimestamp(),
        }),
      );
      await assertSucceeds(getDoc(affiliate(as('inf1'), 'a3')));
      await assertFails(getDoc(affiliate(as('inf2'), 'a3')));
    });

    it('an admin allows an influencer into any existing programme', async () => {
      await assertSucceeds(
        updateDoc(allowanceOf(as('admin1'), 'a1'), {
          influencers: arrayUnion('inf2'),
          timestamp: serverTimestamp(),
        }),
      );
      await assertFails(
        setDoc(allowanceOf(as('admin1'), 'missing'), {
          influencers: ['inf2'],
          timestamp: serverTimestamp(),
        }),
      );
    });

    it('denied: an allowed influencer writing, an outsider brand, a bad shape', async () => {
      const change = { influencers: arrayUnion('inf2'), timestamp: serverTimestamp() };
      await assertFails(updateDoc(allowanceOf(as('inf1'), 'a1'), change));
      await assertFails(deleteDoc(allowanceOf(as('inf1'), 'a1')));
      await assertFails(updateDoc(allowanceOf(as('brand1'), 'a1'), change));
      await assertFails(
        setDoc(allowanceOf(as('brand2'), 'a1'), {
          influencers: ['inf2'],
          timestamp: serverTimestamp(),
        }),
      );
      // The owner's change must be stamped now and keep the two keys.
      await assertFails(updateDoc(allowanceOf(as('owner1'), 'a1'), { influencers: ['inf2'] }));
      await assertFails(
        updateDoc(allowanceOf(as('owner1'), 'a1'), {
          influencers: ['inf1'],
          timestamp: serverTimestamp(),
          note: 'x',
        }),
      );
      await assertFails(
        updateDoc(allowanceOf(as('owner1'), 'a1'), {
          influencers: Array.from({ length: 501 }, (_, i) => `u${i}`),
          timestamp: serverTimestamp(),
        }),
      );
    });

    it('the owner and admins delete it; nobody else', async () => {
      await assertFails(deleteDoc(allowanceOf(as('brand2'), 'a1')));
      await assertSucceeds(deleteDoc(allowanceOf(as('owner1'), 'a1')));
      await seedDocs(env(), { 'AffiliateAllowance/a1': allowance(['inf1']) });
      await assertSucceeds(deleteDoc(allowanceOf(as('admin1'), 'a1')));
    });
  });

  describe('Users.isAffiliateMarketingEnabled', () => {
    it('an admin switches it; the user herself may not', async () => {
      await assertSucceeds(
        updateDoc(doc(as('admin1'), 'Users', 'brand1'), { isAffiliateMarketingEnabled: true }),
      );
      await assertFails(
        updateDoc(doc(as('brand2'), 'Users', 'brand2'), { isAffiliateMarketingEnabled: true }),
      );
      await assertFails(
        updateDoc(doc(as('inf1'), 'Users', 'inf1'), { isAffiliateMarketingEnabled: true }),
      );
    });
  });

  describe('Influencers.affiliateMarketing', () => {
    beforeEach(async () => {
      await seedDocs(env(), {
        'Influencers/inf1': {
          uid: 'inf1',
          name: 'Ayşe Yılmaz',
          imitatorAgencyUID: '',
          isApproved: true,
          isVerifiedAccount: false,
          timestamp: Timestamp.fromDate(new Date('2026-01-01')),
        },
      });
    });

    it('she sets exactly two booleans; an admin too', async () => {
      await assertSucceeds(
        updateDoc(doc(as('inf1'), 'Influencers', 'inf1'), {
          affiliateMarketing: { trendyol: true, hepsiburada: false },
        }),
      );
      await assertSucceeds(
        updateDoc(doc(as('admin1'), 'Influencers', 'inf1'), {
          affiliateMarketing: { trendyol: false, hepsiburada: true },
        }),
      );
    });

    it('denied: other keys, other types, one flag only, someone else', async () => {
      const ref = doc(as('inf1'), 'Influencers', 'inf1');
      await assertFails(
        updateDoc(ref, { affiliateMarketing: { trendyol: true, hepsiburada: false, n11: true } }),
      );
      await assertFails(
        updateDoc(ref, { affiliateMarketing: { trendyol: 'yes', hepsiburada: false } }),
      );
      await assertFails(updateDoc(ref, { affiliateMarketing: { trendyol: true } }));
      await assertFails(updateDoc(ref, { affiliateMarketing: true }));
      await assertFails(
        updateDoc(doc(as('brand1'), 'Influencers', 'inf1'), {
          affiliateMarketing: { trendyol: true, hepsiburada: true },
        }),
      );
    });
  });
});
