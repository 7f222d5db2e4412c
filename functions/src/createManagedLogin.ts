// Agencies (and admins) create sign-in accounts for the influencers or brands they manage.
// The account is a real Auth user with a synthetic email (shared/managedLogin.ts); the
// password lives only in Auth, never in Firestore (design.md section 7).
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminAuth, adminDb } from './admin';
import { callableOptions } from './functionOptions';
import { hasAuthCode, payload, requireUid } from './callers';
import { ACCOUNT_MESSAGES } from './shared/accountMessages';
import { isValidUsername, managedLoginEmail, normaliseUsername } from './shared/managedLogin';
import { lowerCaseFullName, lowerCaseTurkish, normaliseName } from './shared/names';
import { isUsernameTaken } from './usernames';

export type ManagedLoginType = 'influencer' | 'brand';

export interface CreateManagedLoginInput {
  username: string;
  password: string;
  name: string;
  surname: string;
  type?: ManagedLoginType;
  /** Brand logins only: the brand's name; 'Name Surname' when absent. */
  brandName?: string;
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

/** The agency as influencers see it: its brand name, else its person's name. */
function agencyName(caller: DocumentSnapshot): string {
  const brandName = caller.get('brandName');
  if (typeof brandName === 'string' && brandName.trim() !== '') return brandName.trim();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return `${text(caller.get('name'))} ${text(caller.get('surname'))}`.trim().replace(/\s+/g, ' ');
}

/** `Influencers/{uid}` of a new managed login: unapproved, unverified, no handles yet. */
function influencerProfile(
  uid: string,
  name: string,
  surname: string,
  agencyUid: string,
  agencyDisplayName: string,
) {
  const fullname = `${name} ${surname}`;
  const now = FieldValue.serverTimestamp();
  return {
    uid,
    name: fullname,
    imitatorAgencyUID: agencyUid,
    imitatorAgencyName: agencyDisplayName,
    isSelfLoginEnabled: true,
    isApproved: false,
    isVerifiedAccount: false,
    isGenderFemale: null,
    selectedPartnerships: [],
    userCategoriesName: [],
    profileImage: '',
    lowerCaseFullName: lowerCaseFullName(name, surname),
    lowerCaseName: lowerCaseTurkish(name),
    lowerCaseSurname: lowerCaseTurkish(surname),
    generalInfo: {
      name,
      surname,
      fullname,
      profilePhotoUrl: '',
      city: '',
      district: '',
      about: '',
      birthDate: '',
      selectedCategories: [],
      isGenderFemale: null,
    },
    socialMedia: {},
    createdAt: now,
    updatedAt: now,
    timestamp: now,
  };
}

/** `Brands/{uid}` of a new managed login: unverified, no logo yet. */
function brandProfile(uid: string, brandName: string, agencyUid: string) {
  const now = FieldValue.serverTimestamp();
  return {
    uid,
    imitatorAgencyUID: agencyUid,
    isVerifiedAccount: false,
    generalInfo: { brandName, profilePhotoUrl: '', brandLogoUrl: '' },
    profilePhotoUrl: '',
    brandLogoUrl: '',
    lowerCaseBrandName: lowerCaseTurkish(brandName),
    timestamp: now,
    updatedAt: now,
  };
}

export const createManagedLogin = onCall<CreateManagedLoginInput>(
  callableOptions(),
  async (request): Promise<CreateManagedLoginResult> => {
    const callerUid = requireUid(request);
    const caller = await adminDb().collection('Users').doc(callerUid).get();
    const callerType = caller.get('type');
    const allowed =
      typeof callerType === 'string' && Object.hasOwn(ALLOWED_TYPES, callerType)
        ? ALLOWED_TYPES[callerType]
        : undefined;
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
    const givenBrandName =
      type === 'brand' && typeof data.brandName === 'string'
        ? data.brandName.trim().replace(/\s+/g, ' ')
        : '';
    if (givenBrandName.length > MAX_NAME_LENGTH) {
      throw new HttpsError('invalid-argument', ACCOUNT_MESSAGES.invalidBrandName);
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

    // The managing agency: '' when an admin makes the login (docs/influencers-model.md).
    const byAgency = callerType !== 'admin';
    const agencyUid = byAgency ? callerUid : '';
    const fullName = `${name} ${surname}`;
    const db = adminDb();
    const batch = db.batch();
    batch.create(db.collection('Users').doc(uid), {
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
      brandName: type === 'influencer' ? '' : givenBrandName || null,
      subscriptionType: 'free',
      notificationCount: 0,
      isAffiliateMarketingEnabled: false,
      loginUsername: username,
      isSelfLoginUser: true,
      imitatorAgencyUID: callerUid,
    });
    if (type === 'influencer') {
      batch.create(
        db.collection('Influencers').doc(uid),
        influencerProfile(uid, name, surname, agencyUid, byAgency ? agencyName(caller) : ''),
      );
    } else {
      batch.create(
        db.collection('Brands').doc(uid),
        brandProfile(uid, givenBrandName || fullName, agencyUid),
      );
    }

    try {
      await batch.commit();
    } catch (error) {
      logger.error('createManagedLogin: profile documents write failed, removing the Auth user', {
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
