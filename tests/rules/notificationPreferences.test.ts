import { arrayRemove, arrayUnion, deleteField, doc, setDoc, updateDoc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { OUTREACH_EVENTS } from '../../functions/src/shared/outreach';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, registration, seedAllUsers, setUserFields } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Users/{uid}.notificationPreferences and .pushNotificationIds (issue 23, @shared/outreach):
// only the user herself (and an admin) chooses how she is reached and which browsers get her
// pushes; a managing agency, another user or a brand may not. Denials first, each paired with
// the same write by someone who may make it, so none passes for the wrong reason.
describe('notification preferences and push tokens', () => {
  const env = useRulesEnvironment();
  beforeEach(() => seedAllUsers(env()));

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const update = (db: Firestore, uid: string, data: DocumentData) =>
    updateDoc(doc(db, 'Users', uid), data);

  const allOff = Object.fromEntries(OUTREACH_EVENTS.map((event) => [event, false]));
  const preferences = { language: 'en', email: { ...allOff, payment: true }, push: allOff };
  const token = (n: number) => `fcm-token-${n}:APA91b${'x'.repeat(140)}`;
  const tokens = (count: number) => Array.from({ length: count }, (_, n) => token(n));

  describe('who: denied', () => {
    it('another influencer (the user herself may)', async () => {
      await assertFails(update(as('inf2'), 'inf1', { notificationPreferences: preferences }));
      await assertFails(update(as('inf2'), 'inf1', { pushNotificationIds: arrayUnion(token(1)) }));
      await assertSucceeds(update(as('inf1'), 'inf1', { notificationPreferences: preferences }));
      await assertSucceeds(
        update(as('inf1'), 'inf1', { pushNotificationIds: arrayUnion(token(1)) }),
      );
    });

    it('the managing agency, though it may edit her profile (the user herself may)', async () => {
      const agency = as('agency1');
      await assertFails(update(agency, 'managed1', { notificationPreferences: preferences }));
      await assertFails(update(agency, 'managed1', { pushNotificationIds: arrayUnion(token(1)) }));
      await assertFails(
        update(agency, 'managed1', { city: 'Ankara', pushNotificationIds: [token(2)] }),
      );
      await assertSucceeds(update(agency, 'managed1', { city: 'Ankara' }));
      await assertSucceeds(
        update(as('managed1'), 'managed1', { notificationPreferences: preferences }),
      );
      await assertSucceeds(
        update(as('managed1'), 'managed1', { pushNotificationIds: arrayUnion(token(1)) }),
      );
    });

    it('the agency removing her device is denied too (she may)', async () => {
      await setUserFields(env(), 'managed1', { pushNotificationIds: [token(1), token(2)] });
      await assertFails(
        update(as('agency1'), 'managed1', { pushNotificationIds: arrayRemove(token(1)) }),
      );
      await assertSucceeds(
        update(as('managed1'), 'managed1', { pushNotificationIds: arrayRemove(token(1)) }),
      );
    });

    it('a brand, also one a user names as her agency (the user herself may)', async () => {
      await assertFails(update(as('brand1'), 'inf1', { notificationPreferences: preferences }));
      await assertFails(update(as('brand1'), 'brandNamed1', { pushNotificationIds: [token(1)] }));
      await assertSucceeds(
        update(as('brandNamed1'), 'brandNamed1', { pushNotificationIds: [token(1)] }),
      );
    });

    it('signed out (the user herself may)', async () => {
      await assertFails(update(signedOut(), 'inf1', { notificationPreferences: preferences }));
      await assertFails(update(signedOut(), 'inf1', { pushNotificationIds: [token(1)] }));
    });
  });

  describe('notificationPreferences shape: denied', () => {
    const wrong: [string, unknown][] = [
      ['not a map', 'all-off'],
      ['a list', ['email']],
      ['an unknown key', { sms: {} }],
      ['an unknown language', { language: 'de' }],
      ['a language that is no string', { language: 1 }],
      ['email that is no map', { email: true }],
      ['push that is no map', { push: ['newOffer'] }],
      ['an unknown event', { email: { marketing: false } }],
      ['an unknown event beside known ones', { push: { newOffer: false, sms: false } }],
      ['a flag that is no bool (email)', { email: { newOffer: 'no' } }],
      ['a flag that is no bool (push)', { push: { payment: 0 } }],
      ['the last event’s flag no bool', { push: { newProject: null } }],
      ['null', null],
    ];
    for (const [what, value] of wrong) {
      it(`${what} (the valid preferences allowed)`, async () => {
        await assertFails(update(as('inf1'), 'inf1', { notificationPreferences: value }));
        await assertFails(update(as('admin1'), 'inf1', { notificationPreferences: value }));
        await assertSucceeds(update(as('inf1'), 'inf1', { notificationPreferences: preferences }));
      });
    }

    it('every event’s flag is checked, one at a time', async () => {
      for (const event of OUTREACH_EVENTS) {
        await assertFails(
          update(as('inf1'), 'inf1', { notificationPreferences: { email: { [event]: 'off' } } }),
        );
        await assertSucceeds(
          update(as('inf1'), 'inf1', { notificationPreferences: { email: { [event]: false } } }),
        );
      }
    });
  });

  describe('pushNotificationIds shape: denied', () => {
    const wrong: [string, unknown][] = [
      ['11 tokens', tokens(11)],
      ['a string, not a list', token(1)],
      ['a number in the list', [token(1), 42]],
      ['an empty token', ['']],
      ['a token over 4096 characters', ['t'.repeat(4097)]],
      ['a map', { 0: token(1) }],
    ];
    for (const [what, value] of wrong) {
      it(`${what} (10 tokens allowed)`, async () => {
        await assertFails(update(as('inf1'), 'inf1', { pushNotificationIds: value }));
        await assertFails(update(as('admin1'), 'inf1', { pushNotificationIds: value }));
        await assertSucceeds(update(as('inf1'), 'inf1', { pushNotificationIds: tokens(10) }));
      });
    }

    it('an 11th device through arrayUnion (a new one fits after removing one)', async () => {
      await setUserFields(env(), 'inf1', { pushNotificationIds: tokens(10) });
      await assertFails(update(as('inf1'), 'inf1', { pushNotificationIds: arrayUnion(token(10)) }));
      await assertSucceeds(
        update(as('inf1'), 'inf1', { pushNotificationIds: arrayRemove(token(0)) }),
      );
      await assertSucceeds(
        update(as('inf1'), 'inf1', { pushNotificationIds: arrayUnion(token(10)) }),
      );
    });
  });

  describe('registration', () => {
    const create = (data: DocumentData) => setDoc(doc(as('new1'), 'Users', 'new1'), data);

    it('with preferences or 11 tokens: denied (without: allowed)', async () => {
      await assertFails(
        create(registration('new1', 'brand', { notificationPreferences: preferences })),
      );
      await assertFails(create(registration('new1', 'brand', { pushNotificationIds: tokens(11) })));
      await assertSucceeds(create(registration('new1', 'brand')));
    });

    it('an empty token list, as older clients write it: allowed', async () => {
      await assertSucceeds(create(registration('new1', 'influencer', { pushNotificationIds: [] })));
    });
  });

  describe('allowed', () => {
    it('the user adds this browser’s token and removes it again', async () => {
      const db = as('brand1');
      await assertSucceeds(update(db, 'brand1', { pushNotificationIds: arrayUnion(token(1)) }));
      await assertSucceeds(update(db, 'brand1', { pushNotificationIds: arrayUnion(token(2)) }));
      await assertSucceeds(update(db, 'brand1', { pushNotificationIds: arrayRemove(token(1)) }));
    });

    it('the user saves some flags, a language alone, or removes her preferences', async () => {
      const db = as('inf1');
      await assertSucceeds(
        update(db, 'inf1', { notificationPreferences: { push: { chatMessage: false } } }),
      );
      await assertSucceeds(update(db, 'inf1', { notificationPreferences: { language: 'es' } }));
      await assertSucceeds(update(db, 'inf1', { notificationPreferences: {} }));
      await assertSucceeds(update(db, 'inf1', { notificationPreferences: deleteField() }));
    });

    it('together with a profile change', async () => {
      await assertSucceeds(
        update(as('inf1'), 'inf1', { city: 'İzmir', notificationPreferences: preferences }),
      );
    });

    it('an admin sets them for a user (support), or clears her devices', async () => {
      await assertSucceeds(update(as('admin1'), 'inf1', { notificationPreferences: preferences }));
      await assertSucceeds(update(as('admin1'), 'inf1', { pushNotificationIds: [] }));
    });
  });
});
