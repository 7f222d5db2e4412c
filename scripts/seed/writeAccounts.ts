// Auth accounts with fixed uids: created on the first run, reset to the demo values afterwards,
// so a password or profile changed while playing with the demo comes back on the next seed.
import type { Auth } from 'firebase-admin/auth';
import { demoAccounts, type DemoAccount } from './accounts';

export type AuthSeedResult = { created: number; updated: number; replaced: string[] };

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

function authProps(account: DemoAccount) {
  return {
    email: account.email,
    password: account.password,
    emailVerified: true,
    displayName: account.brandName || `${account.name} ${account.surname}`,
    disabled: false,
  };
}

async function upsertAuthUser(
  auth: Auth,
  account: DemoAccount,
  result: AuthSeedResult,
): Promise<void> {
  try {
    await auth.getUser(account.uid);
    await auth.updateUser(account.uid, authProps(account));
    result.updated += 1;
    return;
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
  // An account registered through the app with a demo email holds that email under another uid;
  // the demo needs the fixed uid, so that emulator-only account gives way.
  try {
    const holder = await auth.getUserByEmail(account.email);
    await auth.deleteUser(holder.uid);
    result.replaced.push(`${account.email} (was uid ${holder.uid})`);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
  await auth.createUser({ uid: account.uid, ...authProps(account) });
  result.created += 1;
}

export async function seedAuthUsers(auth: Auth): Promise<AuthSeedResult> {
  const result: AuthSeedResult = { created: 0, updated: 0, replaced: [] };
  await Promise.all(demoAccounts.map((account) => upsertAuthUser(auth, account, result)));
  return result;
}
