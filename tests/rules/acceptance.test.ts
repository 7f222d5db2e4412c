import {
  arrayUnion,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import {
  bid,
  conversationIdOf,
  newConversation,
  seedBriefs,
  seedCast,
  seedDocs,
  seededBriefs,
  storedOffer,
} from './briefs.fixtures';
import { newProjectEntry } from './chats.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Issue 18 point 5: the owner accepts only bidders (a uid with an offer: in bidderIds and with
// its sealed copy bidders/{briefId}/offers/{uid}), completes only accepted users, declines only
// bidders, one at a time; so a project conversation opens only between a brief's owner and
// someone she accepted, or by an admin. Seeded: inf2 offered on 'open' (copy and bidderIds);
// inf1 offered and was accepted on 'accepted'.
describe('acceptance only of bidders', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      'briefs/open': { ...seededBriefs.open, bidderIds: ['inf2'] },
      'bidders/open/offers/inf2': storedOffer('open', bid('inf2')),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const brief = (db: Firestore, id: string) => doc(db, 'briefs', id);
  const people = (db: Firestore, id: string, data: DocumentData) => updateDoc(brief(db, id), data);

  /** Kabul Et as planAccept writes it: acceptedUsers and the pair's new conversation. */
  function acceptWithChat(db: Firestore, owner: string, user: string, briefId = 'open') {
    const batch = writeBatch(db);
    batch.update(brief(db, briefId), { acceptedUsers: arrayUnion(user) });
    const [a, b] = [owner, user].sort() as [string, string];
    batch.set(
      doc(db, 'project-conversations', conversationIdOf(a, b)),
      newConversation(a, b, {
        activeProjects: [newProjectEntry(briefId, seededBriefs[briefId]!.title)],
        typing: {},
      }),
    );
    return batch.commit();
  }

  it('accepting someone who made no offer is denied, with or without a conversation', async () => {
    for (const uid of ['inf1', 'agency1', 'brand2', 'admin1'])
      await assertFails(people(as('brand1'), 'open', { acceptedUsers: arrayUnion(uid) }));
    await assertFails(acceptWithChat(as('brand1'), 'brand1', 'inf1'));
    await assertSucceeds(acceptWithChat(as('brand1'), 'brand1', 'inf2'));
  });

  it('accepting a uid in bidderIds without its offer (older data) is denied', async () => {
    await seedDocs(env(), { 'briefs/open': { ...seededBriefs.open, bidderIds: ['inf1', 'inf2'] } });
    await assertFails(people(as('brand1'), 'open', { acceptedUsers: arrayUnion('inf1') }));
    await assertSucceeds(people(as('brand1'), 'open', { acceptedUsers: arrayUnion('inf2') }));
  });

  it('an offer copy alone, without bidderIds (withdrawn), is not enough', async () => {
    await seedDocs(env(), { 'bidders/open/offers/inf1': storedOffer('open', bid('inf1')) });
    await assertFails(people(as('brand1'), 'open', { acceptedUsers: arrayUnion('inf1') }));
  });

  it('two at once are denied, one is allowed', async () => {
    await seedDocs(env(), {
      'briefs/open': { ...seededBriefs.open, bidderIds: ['inf1', 'inf2'] },
      'bidders/open/offers/inf1': storedOffer('open', bid('inf1')),
    });
    await assertFails(people(as('brand1'), 'open', { acceptedUsers: ['inf1', 'inf2'] }));
    await assertSucceeds(people(as('brand1'), 'open', { acceptedUsers: ['inf2'] }));
  });

  it('another brand accepting on the brief is denied (its owner may)', async () => {
    await assertFails(people(as('brand2'), 'open', { acceptedUsers: arrayUnion('inf2') }));
    await assertSucceeds(people(as('brand1'), 'open', { acceptedUsers: arrayUnion('inf2') }));
  });

  it('completing someone not accepted is denied (an accepted user may be completed)', async () => {
    await assertFails(people(as('brand1'), 'accepted', { completedUsers: arrayUnion('inf2') }));
    await assertFails(people(as('brand1'), 'open', { completedUsers: arrayUnion('inf2') }));
    await assertSucceeds(people(as('brand1'), 'accepted', { completedUsers: arrayUnion('inf1') }));
  });

  it('declining someone who did not bid is denied (a bidder may be declined)', async () => {
    await assertFails(people(as('brand1'), 'open', { declinedUser: arrayUnion('inf1') }));
    await assertFails(people(as('brand1'), 'open', { declinedUser: ['inf1', 'inf2'] }));
    await assertSucceeds(people(as('brand1'), 'open', { declinedUser: arrayUnion('inf2') }));
  });

  it('a conversation with any user, without an accept, is denied to the owner (an admin may start one)', async () => {
    const [a, b] = ['brand1', 'inf1'].sort() as [string, string];
    const general = newConversation(a, b, { activeProjects: [], typing: {} });
    await assertFails(
      setDoc(doc(as('brand1'), 'project-conversations', conversationIdOf(a, b)), general),
    );
    const [c, d] = ['admin1', 'inf1'].sort() as [string, string];
    await assertSucceeds(
      setDoc(
        doc(as('admin1'), 'project-conversations', conversationIdOf(c, d)),
        newConversation(c, d, { activeProjects: [], typing: {} }),
      ),
    );
  });

  it('an admin may still set acceptedUsers (moderation)', async () => {
    await assertSucceeds(
      people(as('admin1'), 'open', {
        acceptedUsers: arrayUnion('inf1'),
        timestamp: serverTimestamp(),
      }),
    );
  });
});
