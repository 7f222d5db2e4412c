import {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  verifyPasswordResetCode,
  type User,
} from 'firebase/auth';
import { doc, getDoc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { normaliseTrMobile } from '@shared/identity';
import { managedLoginEmail } from '@shared/managedLogin';
import { lowerCaseFullName, normaliseName } from '@shared/names';
import { sessionUserFromDoc, type SessionUser } from '@/store/session/sessionUser';
import { withNext } from '@/store/guard';
import { paths } from '@/config/paths';
import { BRANDS } from '@/lib/collections/brands';
import {
  consentDoc,
  newConsentRef,
  readConfiguredPolicyVersion,
  type ConsentInput,
} from '@/lib/collections/consents';
import { requiredPolicyVersion } from '@/lib/policies';
import { INFLUENCERS } from '@/lib/collections/influencers';
import { getUserDoc } from '@/lib/collections/getUserDoc';
import { USERS } from '@/lib/collections/users';
import { auth, db } from '@/lib/firebase';
import { AccountError } from './authErrors';
import type { RegisterInput } from '../authSchemas';

// The account life cycle against Firebase Auth and the Users collection (spec sections 4, 5, 7).
// Loaded on demand by the auth thunks so the sign-in page's first paint carries no Firebase.

const approvedOnSignUp = new Set(['brand', 'advertisementAgency']);

/**
 * Where links in account mails lead: our own handler (set as the action URL in production),
 * which reads `next` back from this continue URL (AuthActionPage).
 */
const actionSettings = (next: string | null = null) => ({
  url: withNext(`${window.location.origin}${paths.user.login}`, next),
});

async function loadSessionUser(user: User): Promise<SessionUser> {
  const data = await getUserDoc(user.uid);
  if (!data) throw new AccountError('app/user-missing');
  if (data.emailVerified !== true) {
    // The token says verified (checked before this); record it once, as the rules allow.
    await updateDoc(doc(await db(), USERS, user.uid), { emailVerified: true }).catch(
      () => undefined,
    );
  }
  return sessionUserFromDoc({ ...data, emailVerified: true });
}

/**
 * Whether the account still has to complete its profile (/user/createUserDetail): an influencer
 * or a brand whose public profile the first profile save creates does not have one yet. A failed
 * check never stands in the way of signing in.
 */
export async function profilePending(user: SessionUser): Promise<boolean> {
  const collection =
    user.type === 'influencer' ? INFLUENCERS : user.type === 'brand' ? BRANDS : null;
  if (!collection) return false;
  try {
    return !(await getDoc(doc(await db(), collection, user.uid))).exists();
  } catch (error) {
    console.warn('profile check failed', error);
    return false;
  }
}

/** Signs in; refuses (and signs out again) until the email is verified. */
export async function signInWithEmail(email: string, password: string): Promise<SessionUser> {
  const instance = await auth();
  const { user } = await signInWithEmailAndPassword(instance, email.trim(), password);
  try {
    if (!user.emailVerified) throw new AccountError('app/email-not-verified');
    return await loadSessionUser(user);
  } catch (error) {
    await signOut(instance);
    throw error;
  }
}

/** Agency-created logins: the username stands for a synthetic email (functions/src/shared). */
export async function signInWithUsername(username: string, password: string): Promise<SessionUser> {
  try {
    return await signInWithEmail(managedLoginEmail(username), password);
  } catch (error) {
    if (error instanceof AccountError && error.code !== 'app/email-not-verified') throw error;
    const code = (error as { code?: string }).code ?? '';
    if (/invalid-credential|wrong-password|user-not-found|invalid-email/.test(code)) {
      throw new AccountError('app/wrong-username');
    }
    throw error;
  }
}

/** The Users document a new account starts with (spec sections 3 to 5). */
export function newUserDoc(uid: string, email: string, input: RegisterInput) {
  const name = normaliseName(input.name);
  const surname = normaliseName(input.surname);
  const brand = input.brandName.trim();
  return {
    uid,
    // Auth's copy: lower-cased, and what the security rules compare with.
    email,
    type: input.type,
    isApproved: approvedOnSignUp.has(input.type),
    emailVerified: false,
    name,
    surname,
    lowerCaseFullName: lowerCaseFullName(name, surname),
    phoneNumber: normaliseTrMobile(input.phoneNumber) ?? input.phoneNumber.trim(),
    profileImage: '',
    brandName: input.type === 'influencer' ? '' : brand || null,
    subscriptionType: 'free' as const,
    notificationCount: 0,
    isAffiliateMarketingEnabled: false,
    socialMedia: {},
  };
}

/** The consent records of a registration, for the policy version in force. */
export type RegistrationConsents = (version: number) => Promise<ConsentInput[]>;

/** The version a new account consents to: the one a signed-in user will be asked for. */
async function policyVersionInForce(): Promise<number> {
  try {
    return requiredPolicyVersion(await readConfiguredPolicyVersion(await db()));
  } catch (error) {
    console.warn('policy version not read; the shipped one applies', error);
    return requiredPolicyVersion(undefined);
  }
}

/**
 * Creates the account with its Users document and its KVKK consent records (one batch: no
 * account without its consent), sends the verification mail, then signs out.
 */
export async function registerAccount(
  input: RegisterInput,
  consentsFor: RegistrationConsents,
  next: string | null = null,
): Promise<void> {
  const consents = await consentsFor(await policyVersionInForce());
  const instance = await auth();
  const { user } = await createUserWithEmailAndPassword(
    instance,
    input.email.trim(),
    input.password,
  );
  try {
    const firestore = await db();
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, USERS, user.uid), {
      ...newUserDoc(user.uid, user.email ?? input.email.trim().toLowerCase(), input),
      createdAt: serverTimestamp(),
    });
    for (const consent of consents) {
      batch.set(newConsentRef(firestore, user.uid), consentDoc(consent));
    }
    await batch.commit();
  } catch (error) {
    console.error('Users document could not be written', error);
    // No half-made account: without its document it could never sign in.
    await deleteUser(user).catch(() => undefined);
    throw new AccountError('app/register-failed');
  }
  try {
    await sendEmailVerification(user, actionSettings(next));
  } catch (error) {
    console.error('verification mail failed', error);
    throw new AccountError('app/verification-mail-failed');
  } finally {
    await signOut(instance);
  }
}

export async function sendResetMail(email: string): Promise<void> {
  await sendPasswordResetEmail(await auth(), email.trim(), actionSettings());
}

/** Checks a reset code and returns the account's email. */
export async function checkResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(await auth(), code);
}

export async function resetPassword(code: string, password: string): Promise<void> {
  await confirmPasswordReset(await auth(), code, password);
}

export async function verifyEmail(code: string): Promise<void> {
  await applyActionCode(await auth(), code);
}
