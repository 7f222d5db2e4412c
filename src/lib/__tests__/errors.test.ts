import { describe, expect, it } from 'vitest';
import { isNetworkError, isPermissionDenied } from '../errors';

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
