import { arrayUnion, doc, getDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  approveBidders,
  bid,
  seedBriefs,
  seedCast,
  seedDocs,
  seededBriefs,
  sendOfferBatch,
  storedBrief,
} from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, storedUser } from './users.fixtures';

// A private brief (visibility 'influencer') is for the agencies in its targetedAgencies only
// (spec section 6, docs/decisions.md "Private briefs"): nobody else reads it or bids on it,
// however they learned its id.
describe('private briefs', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await approveBidders(env());
    await seedDocs(env(), {
      'briefs/private': storedBrief('private', 'brand1', {
        title: seededBriefs.open!.title,
        visibility: 'influencer',
        targetedAgencies: ['agency1'],
      }),
      'Users/agency2': storedUser('agency2', 'influencerAgency', { brandName: 'Başka Ajans' }),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const privateBrief = (uid: string) => doc(as(uid), 'briefs', 'private');
  // An offer as the app sends it (the list, the sealed copy, bidderIds), for the private brief
  // (open's fields with its own id); agencies offer for their approved managed influencer.
  const offer = (uid: string) =>
    sendOfferBatch(
      as(uid),
      'private',
      bid(uid, 8000, uid.startsWith('agency') ? { selectedUserId: 'managed1' } : {}),
      { first: true, brief: { ...seededBriefs.open, id: 'private' } },
    );

  it('get: the targeted agency, the owner and admins read it', async () => {
    await assertSucceeds(getDoc(privateBrief('agency1')));
    await assertSucceeds(getDoc(privateBrief('brand1')));
    await assertSucceeds(getDoc(privateBrief('admin1')));
  });

  it('get: an influencer, another agency or another brand does not', async () => {
    await assertFails(getDoc(privateBrief('inf1')));
    await assertFails(getDoc(privateBrief('agency2')));
    await assertFails(getDoc(privateBrief('brand2')));
    // The same brief made public is readable by them.
    await seedDocs(env(), {
      'briefs/private': storedBrief('private', 'brand1', { title: seededBriefs.open!.title }),
    });
    await assertSucceeds(getDoc(privateBrief('inf1')));
  });

  it('offer: the targeted agency may bid (list, copy and bidderIds), no one else', async () => {
    await seedDocs(env(), {
      'Users/managed2': storedUser('managed2', 'influencer', {
        imitatorAgencyUID: 'agency2',
        isApproved: true,
      }),
    });
    await assertFails(offer('inf1'));
    await assertFails(
      sendOfferBatch(
        as('agency2'),
        'private',
        bid('agency2', 8000, { selectedUserId: 'managed2' }),
        {
          first: true,
          brief: { ...seededBriefs.open, id: 'private' },
        },
      ),
    );
    await assertFails(updateDoc(privateBrief('inf1'), { bidderIds: arrayUnion('inf1') }));
    await assertSucceeds(offer('agency1'));
  });

  it('offer: an outsider’s bid is denied (allowed on a public brief)', async () => {
    await assertFails(offer('inf1'));
    await seedDocs(env(), {
      'briefs/private': storedBrief('private', 'brand1', { title: seededBriefs.open!.title }),
    });
    await assertSucceeds(offer('inf1'));
  });
});
