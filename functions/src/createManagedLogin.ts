// Agencies (and admins) create sign-in accounts for the influencers or brands they manage.
// The account is a real Auth user with a synthetic email (shared/managedLogin.ts); the
// password lives only in Auth, never in Firestore (design.md section 7).
import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { REGION, adminAuth, adminDb } from './admin';
import { hasAuthCode, payload, requireUid, userType } from './callers';
import { ACCOUNT_MESSAGES } from './shared/accountMessages';
import { isValidUsername, managedLoginEmail, normaliseUsername } from './shared/managedLogin';
import { lowerCaseFullName, normaliseName } from './shared/names';
import { isUsernameTaken } from './usernames';

export type ManagedLoginType = 'influencer' | 'brand';

export interface CreateManagedLoginInput {
  username: string;
  password: string;
  name: string;
  surname: string;
  type?: ManagedLoginType;
}

export interface CreateManagedLoginResult {
  uid: string;
  username: string;
}

/** Which login types each caller type may create. */
const ALLOWED_TYPES: Record<string, readonly ManagedLoginType[]> = {
  influencerAgency: ['influencer'],
  proInfluencerAgency: ['influencer'],
  advertisementAgency: ['brand'],
  admin: ['influencer', 'brand'],
};

const MAX_NAME_LENGTH = 100;
const MIN_PASSWORD_LENGTH = 6;

function validName(value: string): boolean {
  return value.length > 0 && value.length <= MAX_NAME_LENGTH;
}

export const createManagedLogin = onCall<CreateManagedLoginInput>(
  { region: REGION },
  async (request): Promise<CreateManagedLoginResult> => {
    const callerUid = requireUid(request);
    const callerType = await userType(callerUid);
    const allowed = callerType ? ALLOWED_TYPES[callerType] : undefined;
    if (!allowed) {
      throw new HttpsError('permission-denied', ACCOUNT_MESSAGES.permissionDenied);
    }

    const data = payload(request);
    const type = data.type ?? 'influencer';
    if (type !== 'influencer' && type !== 'brand') {
      throw new HttpsError('invalid-argument', ACCOUNT_MESSAGES.invalidType);
    }
    if (!allowed.includes(type)) {
      throw new HttpsError('permission-denied', ACCOUNT_MESSAGES.typeNotAllowed);
    }
    const username = normaliseUsername(typeof data.username === 'string' ? data.username : '');
    if (!isValidUsername(username)) {
      throw new HttpsError('invalid-argument', ACCOUNT_MESSAGES.invalidUsername);
    }
    const password = data.password;
    if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
      throw new HttpsError('invalid-argument', ACCOUNT_MESSAGES.invalidPassword);
    }
    const name = normaliseName(typeof data.name === 'string' ? data.name : '');
    if (!validName(name)) throw new HttpsError('invalid-argument', ACCOUNT_MESSAGES.invalidName);
    const surname = normaliseName(typeof data.surname === 'string' ? data.surname : '');
    if (!validName(surname)) {
      throw new HttpsError('invalid-argument', ACCOUNT_MESSAGES.invalidSurname);
    }

    if (await isUsernameTaken(username)) {
      throw new HttpsError('already-exists', ACCOUNT_MESSAGES.usernameTaken);
    }

    const email = managedLoginEmail(username);
    let uid: string;
    try {
      const created = await adminAuth().createUser({
        email,
        password,
        emailVerified: true,
        displayName: `${name} ${surname}`,
      });
      uid = created.uid;
    } catch (error) {
      // Two concurrent calls for one username: Auth's unique email decides the winner.
      if (hasAuthCode(error, 'auth/email-already-exists')) {
        throw new HttpsError('already-exists', ACCOUNT_MESSAGES.usernameTaken);
      }
      if (hasAuthCode(error, 'auth/invalid-password')) {
        throw new HttpsError('invalid-argument', ACCOUNT_MESSAGES.invalidPassword);
      }
      logger.error('createManagedLogin: Auth user creation failed', { callerUid, username, error });
      throw new HttpsError('internal', ACCOUNT_MESSAGES.createFailed);
    }

    try {
      await adminDb()
        .collection('Users')
        .doc(uid)
        .create({
          uid,
          email,
          type,
          isApproved: false,
          emailVerified: true,
          createdAt: FieldValue.serverTimestamp(),
          name,
          surname,
          lowerCaseFullName: lowerCaseFullName(name, surname),
          phoneNumber: '',
          profileImage: '',
          brandName: type === 'influencer' ? '' : null,
          subscriptionType: 'free',
          notificationCount: 0,
          isAffiliateMarketingEnabled: false,
          loginUsername: username,
          isSelfLoginUser: true,
          imitatorAgencyUID: callerUid,
        });
    } catch (error) {
      logger.error('createManagedLogin: Users document write failed, removing the Auth user', {
        callerUid,
        uid,
        username,
        error,
      });
      try {
        await adminAuth().deleteUser(uid);
      } catch (cleanupError) {
        logger.error('createManagedLogin: could not remove the orphaned Auth user', {
          uid,
          error: cleanupError,
        });
      }
      throw new HttpsError('internal', ACCOUNT_MESSAGES.createFailed);
    }

    logger.info('createManagedLogin: created', { callerUid, callerType, uid, username, type });
    return { uid, username };
  },
);
