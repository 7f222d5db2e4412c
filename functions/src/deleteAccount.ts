// Deletes an account: by its owner (self-deletion) or by an admin (not another admin).
// Firestore first, Auth last, so a failure part-way leaves the user able to retry.
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminAuth, adminDb } from './admin';
import { callableOptions } from './functionOptions';
import { hasAuthCode, payload, requireUid, userType } from './callers';
import { ACCOUNT_MESSAGES } from './shared/accountMessages';

export interface DeleteAccountInput {
  uid: string;
}

export interface DeleteAccountResult {
  deleted: true;
  by: 'self' | 'admin';
}

const MAX_UID_LENGTH = 128;

export const deleteAccount = onCall<DeleteAccountInput>(
  callableOptions(),
  async (request): Promise<DeleteAccountResult> => {
    const callerUid = requireUid(request);
    const uid = payload(request).uid;
    if (typeof uid !== 'string' || uid === '' || uid.length > MAX_UID_LENGTH || uid.includes('/')) {
      throw new HttpsError('invalid-argument', ACCOUNT_MESSAGES.invalidUid);
    }

    let by: DeleteAccountResult['by'];
    if (uid === callerUid) {
      by = 'self';
    } else {
      if ((await userType(callerUid)) !== 'admin') {
        throw new HttpsError('permission-denied', ACCOUNT_MESSAGES.permissionDenied);
      }
      if ((await userType(uid)) === 'admin') {
        throw new HttpsError('permission-denied', ACCOUNT_MESSAGES.adminNotDeletable);
      }
      by = 'admin';
    }

    const db = adminDb();
    const userRef = db.collection('Users').doc(uid);
    try {
      await db.recursiveDelete(userRef.collection('Notifications'));
      await userRef.delete();
      await db.collection('Influencers').doc(uid).delete();
      await db.collection('Brands').doc(uid).delete();
    } catch (error) {
      logger.error('deleteAccount: Firestore clean-up failed', { callerUid, uid, by, error });
      throw new HttpsError('internal', ACCOUNT_MESSAGES.deleteFailed);
    }

    try {
      await adminAuth().deleteUser(uid);
    } catch (error) {
      if (!hasAuthCode(error, 'auth/user-not-found')) {
        logger.error('deleteAccount: Auth user deletion failed', { callerUid, uid, by, error });
        throw new HttpsError('internal', ACCOUNT_MESSAGES.deleteFailed);
      }
    }

    logger.info('deleteAccount: deleted', { callerUid, uid, by });
    return { deleted: true, by };
  },
);
