import { describe, expect, it } from 'vitest';
import { authErrorMessage, isNetworkError, isPermissionDenied } from '../errors';
import tr from '../../i18n/locales/tr.json';

const trText = (result: ReturnType<typeof authErrorMessage>) =>
  'key' in result
    ? result.key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tr)
    : result.raw;

describe('auth error catalogue', () => {
  it.each([
    'auth/invalid-email',
    'auth/invalid-credential',
    'auth/wrong-password',
    'auth/null-user',
    'auth/user-not-found',
  ])('%s shows the wrong-credentials message', (code) => {
    expect(trText(authErrorMessage({ code }))).toBe(
      'Girilen E-posta adresi veya Parola hatalıdır.',
    );
  });

  it('maps the other catalogued codes to their own messages', () => {
    const messages = [
      'auth/invalid-action-code',
      'auth/email-already-in-use',
      'auth/internal-error',
      'auth/weak-password',
    ].map((code) => trText(authErrorMessage({ code })));
    expect(new Set(messages).size).toBe(4);
    expect(trText(authErrorMessage({ code: 'auth/credential-already-in-use' }))).toBe(messages[1]);
    expect(trText(authErrorMessage({ code: 'auth/invalid-auth-event' }))).toBe(messages[2]);
    expect(messages[3]).toContain('6');
  });

  it('shows the raw message for an unknown code', () => {
    expect(authErrorMessage({ code: 'auth/quota-exceeded', message: 'Quota exceeded.' })).toEqual({
      raw: 'Quota exceeded.',
    });
    expect(authErrorMessage(new Error('boom'))).toEqual({ raw: 'boom' });
  });
});

describe('network-error rule', () => {
  it.each(['unavailable', 'deadline-exceeded', 'resource-exhausted', 'cancelled', 'unknown'])(
    'code %s is a network error',
    (code) => {
      expect(isNetworkError({ code, message: 'x' })).toBe(true);
      expect(isNetworkError({ code: `firestore/${code}`, message: 'x' })).toBe(true);
    },
  );

  it.each(['Network request failed', 'Lost connection', 'request timeout', 'client is offline'])(
    'message "%s" is a network error',
    (message) => {
      expect(isNetworkError(new Error(message))).toBe(true);
    },
  );

  it('does not count permission or data errors as network errors', () => {
    expect(
      isNetworkError({
        code: 'permission-denied',
        message: 'Missing or insufficient permissions.',
      }),
    ).toBe(false);
    expect(isNetworkError({ code: 'not-found', message: 'No document' })).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });

  it('recognises permission-denied, which signs the user out', () => {
    expect(isPermissionDenied({ code: 'permission-denied' })).toBe(true);
    expect(isPermissionDenied({ code: 'unavailable' })).toBe(false);
  });
});
