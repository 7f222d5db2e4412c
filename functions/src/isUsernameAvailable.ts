// Lets a signed-in agency check a managed-login username before submitting the form.
import { onCall } from 'firebase-functions/v2/https';
import { callableOptions } from './functionOptions';
import { payload, requireUid } from './callers';
import { isValidUsername, normaliseUsername } from './shared/managedLogin';
import { isUsernameTaken } from './usernames';

export interface IsUsernameAvailableInput {
  username: string;
}

export interface IsUsernameAvailableResult {
  available: boolean;
  username: string;
  reason?: 'invalid' | 'taken';
}

export const isUsernameAvailable = onCall<IsUsernameAvailableInput>(
  callableOptions(),
  async (request): Promise<IsUsernameAvailableResult> => {
    requireUid(request);
    const raw = payload(request).username;
    const username = normaliseUsername(typeof raw === 'string' ? raw : '');
    if (!isValidUsername(username)) return { available: false, username, reason: 'invalid' };
    if (await isUsernameTaken(username)) return { available: false, username, reason: 'taken' };
    return { available: true, username };
  },
);
