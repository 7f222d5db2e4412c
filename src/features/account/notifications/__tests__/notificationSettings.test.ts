import { describe, expect, it } from 'vitest';
import { OUTREACH_EVENTS, wants } from '@shared/outreach';
import {
  draftOf,
  eventsFor,
  pushIsOn,
  pushUnavailability,
  preferencesToSave,
  storedPreferencesOf,
  withFlag,
} from '../model/notificationSettings';
import { PushUnsupportedError, pushProblemOf } from '../api/pushErrors';

describe('the notification settings’ rules', () => {
  it('shows newProject only to admins, in the shared order otherwise', () => {
    expect(eventsFor(true)).toEqual([...OUTREACH_EVENTS]);
    expect(eventsFor(false)).toEqual(OUTREACH_EVENTS.filter((event) => event !== 'newProject'));
  });

  it('reads only known events with booleans and a known language from the document', () => {
    expect(storedPreferencesOf(undefined)).toEqual({});
    expect(storedPreferencesOf({ notificationPreferences: 'off' })).toEqual({});
    expect(
      storedPreferencesOf({
        notificationPreferences: {
          language: 'de',
          email: { newOffer: false, sms: false, payment: 'no' },
          push: ['newOffer'],
        },
      }),
    ).toEqual({ email: { newOffer: false }, push: {} });
    expect(storedPreferencesOf({ notificationPreferences: { language: 'es' } })).toEqual({
      language: 'es',
      email: {},
      push: {},
    });
  });

  it('starts the form with every missing flag on and the app’s language (Turkish otherwise)', () => {
    const draft = draftOf({ email: { chatMessage: false } }, 'en');
    expect(draft.language).toBe('en');
    expect(draft.email.chatMessage).toBe(false);
    expect(draft.email.newOffer).toBe(true);
    expect(Object.values(draft.push).every(Boolean)).toBe(true);
    expect(draftOf({}, 'de').language).toBe('tr');
    expect(draftOf({ language: 'es' }, 'en').language).toBe('es');
  });

  it('saves the shown flags, keeps hidden ones as stored, writes no transactional mail flag', () => {
    const stored = { email: { newProject: false, payment: false }, push: { newProject: false } };
    let draft = draftOf(stored, 'tr');
    draft = withFlag(draft, 'email', 'newOffer', false);
    draft = withFlag(draft, 'push', 'payment', false);
    const saved = preferencesToSave(draft, stored, eventsFor(false));
    expect(saved.language).toBe('tr');
    expect(saved.email).toEqual({
      newOffer: false,
      offerResult: true,
      chatMessage: true,
      supportAnswer: true,
      briefVerified: true,
      earningAdded: true,
      collaboration: true,
      newProject: false,
    });
    expect(saved.push?.payment).toBe(false);
    expect(saved.push?.newProject).toBe(false);
    // What the functions then do with it (@shared/outreach).
    expect(wants(saved, 'newOffer', 'email')).toBe(false);
    expect(wants(saved, 'payment', 'email')).toBe(true);
    expect(wants(saved, 'payment', 'push')).toBe(false);
  });

  it('knows this browser is on only when its token is among the devices', () => {
    expect(pushIsOn(null, ['a'])).toBe(false);
    expect(pushIsOn('a', ['b'])).toBe(false);
    expect(pushIsOn('a', ['b', 'a'])).toBe(true);
    expect(pushIsOn('a', undefined)).toBe(false);
  });

  it('names why push cannot be switched on', () => {
    expect(pushUnavailability({ vapidKey: null, supported: true })).toBe('notConfigured');
    expect(pushUnavailability({ vapidKey: 'k', supported: false })).toBe('unsupported');
    expect(pushUnavailability({ vapidKey: 'k', supported: true })).toBeNull();
  });

  it('maps a failed switch to what the user is told', () => {
    expect(pushProblemOf(new PushUnsupportedError())).toBe('unsupported');
    expect(pushProblemOf({ code: 'messaging/permission-blocked' })).toBe('denied');
    expect(pushProblemOf({ code: 'messaging/permission-default' })).toBe('dismissed');
    expect(pushProblemOf({ code: 'messaging/unsupported-browser' })).toBe('unsupported');
    expect(pushProblemOf(new Error('network'))).toBe('failed');
  });
});
