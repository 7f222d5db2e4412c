// The auth error catalogue of src/lib/errors.ts read in Turkish (spec section 8): each key it
// returns resolves to the spec's text in the core dictionary the sign-in page carries.
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '@/lib/errors';
import tr from '../locales/tr.json';

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
