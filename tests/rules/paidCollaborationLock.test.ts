import {
  Timestamp,
  arrayRemove,
  arrayUnion,
  doc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { collaborationAmounts } from '../../functions/src/shared/collaborationPayment';
import { seedBriefs, seedCast, seedDocs, withdrawBatch } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// firestore.rules acceptedRemovalOk / paymentLocked (issue 20): once a collaboration's money
// is held, disputed, being settled or paid out, no one takes the influencer out of the brief's
// acceptedUsers (the owner, she herself, nor an admin): the payment function's cancel route
// refunds it first. Seeded: brand1's brief 'accepted' with inf1 accepted (inf2 also offered),
// and CollaborationPayments/accepted_inf1 in the state each test names.
const LOCKED = ['held', 'disputed', 'releasing', 'refunding', 'released'] as const;

function storedPayment(state: string): DocumentData {
  const at = Timestamp.fromMillis(Date.UTC(2026, 10, 1));
  return {
    briefId: 'accepted',
    briefTitle: 'Kış Cilt Bakım Serisi Tanıtımı',
    payerId: 'brand1',
    payeeId: 'inf1',
    state,
    amounts: collaborationAmounts(5000),
    currency: 'TRY',
    provider: 'local',
    subMerchantKey: 'key-inf1',
    token: 'local-token',
    conversationId: 'collab-1',
    paymentId: state === 'awaiting' ? null : 'local-token',
    paymentTransactionId: state === 'awaiting' ? null : 'local-token-item-1',
    errorCode: null,
    errorMessage: null,
    appOrigin: 'http://127.0.0.1:4173',
    createdAt: at,
    updatedAt: at,
  };
}

describe('a paid collaboration stays in acceptedUsers', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const brief = (db: Firestore) => doc(db, 'briefs', 'accepted');
  const paymentIn = (state: string) =>
    seedDocs(env(), { 'CollaborationPayments/accepted_inf1': storedPayment(state) });

  /** Each way inf1 leaves acceptedUsers: the owner removes her, she cancels, an admin edits. */
  const removals = {
    owner: () => updateDoc(brief(as('brand1')), { acceptedUsers: arrayRemove('inf1') }),
    ownerWholeList: () => updateDoc(brief(as('brand1')), { acceptedUsers: [] }),
    bidder: () => withdrawBatch(as('inf1'), 'accepted', 'inf1', null),
    admin: () => updateDoc(brief(as('admin1')), { acceptedUsers: arrayRemove('inf1') }),
  };

  describe('denied', () => {
    for (const state of LOCKED) {
      it(`removing her while the payment is ${state}, by the owner, herself or an admin`, async () => {
        await paymentIn(state);
        for (const remove of Object.values(removals)) await assertFails(remove());
      });
    }
  });

  describe('allowed', () => {
    for (const state of ['awaiting', 'refunded']) {
      it(`removing her when the payment is ${state}, by the owner, herself or an admin`, async () => {
        for (const remove of Object.values(removals)) {
          // Each removal from the seeded brief: re-seed what the previous one changed.
          await seedBriefs(env());
          await paymentIn(state);
          await assertSucceeds(remove());
        }
      });
    }

    it('removing her when there is no payment at all (a product collaboration)', async () => {
      for (const remove of Object.values(removals)) {
        await seedBriefs(env());
        await assertSucceeds(remove());
      }
    });

    it('the owner completes her while the money is held or disputed (completion releases it)', async () => {
      for (const state of ['held', 'disputed']) {
        await seedBriefs(env());
        await paymentIn(state);
        await assertSucceeds(
          updateDoc(brief(as('brand1')), { completedUsers: arrayUnion('inf1') }),
        );
      }
    });

    it('other edits of the brief while the money is held', async () => {
      await paymentIn('held');
      await assertSucceeds(updateDoc(brief(as('brand1')), { title: 'Yeni başlık' }));
      await assertSucceeds(updateDoc(brief(as('admin1')), { shouldHideBrief: true }));
    });
  });
});
