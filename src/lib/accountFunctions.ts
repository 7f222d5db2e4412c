import { callFunction } from './callFunction';

// Typed calls to the account Cloud Functions (functions/src). The SDK part loads on first use.
export type CreateManagedLoginInput = {
  username: string;
  password: string;
  name: string;
  surname: string;
  type?: 'influencer' | 'brand';
};
export type CreateManagedLoginResult = { uid: string; username: string };
export type UsernameAvailability = {
  available: boolean;
  username: string;
  reason?: 'invalid' | 'taken';
};
export type DeleteAccountResult = { deleted: true; by: 'self' | 'admin' };

export const createManagedLogin = (input: CreateManagedLoginInput) =>
  callFunction<CreateManagedLoginInput, CreateManagedLoginResult>('createManagedLogin', input);

export const isUsernameAvailable = (username: string) =>
  callFunction<{ username: string }, UsernameAvailability>('isUsernameAvailable', { username });

/** Deletes an account's Auth user and documents: one's own, or any non-admin's for an admin. */
export const deleteAccount = (uid: string) =>
  callFunction<{ uid: string }, DeleteAccountResult>('deleteAccount', { uid });
