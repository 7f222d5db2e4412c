import { arrayUnion, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  bid,
  newBidders,
  seedBriefs,
  seedCast,
  seedDocs,
  seededBriefs,
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
  const offerOn = (uid: string) => updateDoc(privateBrief(uid), { bidderIds: arrayUnion(uid) });
  // The private brief is 'open' (seeded) with its audience narrowed, so its bidders document
  // is open's with this id.
  const firstBid = (uid: string) =>
    setDoc(
      doc(as(uid), 'bidders', 'private'),
      newBidders('open', [bid(uid, 8000)], { id: 'private' }),
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

  it('offer: the targeted agency may put its uid in bidderIds and bid, no one else', async () => {
    await assertSucceeds(offerOn('agency1'));
    await assertSucceeds(firstBid('agency1'));
    await assertFails(offerOn('inf1'));
    await assertFails(offerOn('agency2'));
  });

  it('offer: a first bid on it by an outsider is denied (allowed on a public brief)', async () => {
    await assertFails(firstBid('inf1'));
    await seedDocs(env(), {
      'briefs/private': storedBrief('private', 'brand1', { title: seededBriefs.open!.title }),
    });
    await assertSucceeds(firstBid('inf1'));
  });
});
