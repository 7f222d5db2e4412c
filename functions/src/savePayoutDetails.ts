// An influencer or influencer agency saves her payout details (issue 20): checked with the
// shared validator, registered with the marketplace provider as a sub-merchant (iyzico
// Pazaryeri; the local one on the emulators), then kept in the private payoutDetails/{uid}
// with the sub-merchant's key. Only this function writes that document (firestore.rules).
import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminDb } from './admin';
import { requireUid, userType } from './callers';
import { SECRET_NAMES, callableOptions } from './functionOptions';
import type { SubMerchantResult } from './payment/subMerchant';
import { subMerchantProviderFrom } from './payment/subMerchantProvider';
import {
  PAYOUT_MESSAGES,
  payoutRoles,
  validatePayoutDetails,
  type PayoutDetailsInput,
} from './shared/payoutDetails';

export const PAYOUT_DETAILS = 'payoutDetails';

export interface SavePayoutDetailsResult {
  saved: true;
}

const isPayoutRole = (type: unknown) => (payoutRoles as readonly unknown[]).includes(type);

export const savePayoutDetails = onCall<PayoutDetailsInput>(
  callableOptions(SECRET_NAMES.payment),
  async (request): Promise<SavePayoutDetailsResult> => {
    const uid = requireUid(request);
    if (!isPayoutRole(await userType(uid))) {
      throw new HttpsError('permission-denied', PAYOUT_MESSAGES.permissionDenied);
    }
    const checked = validatePayoutDetails(request.data);
    if (!checked.ok) {
      throw new HttpsError('invalid-argument', PAYOUT_MESSAGES.invalid, { errors: checked.errors });
    }
    const details = checked.value;
    // iyzico writes to the seller at this address; the token's, so nobody names another's.
    const email = request.auth?.token.email;
    if (typeof email !== 'string' || email === '') {
      throw new HttpsError('failed-precondition', PAYOUT_MESSAGES.noEmail);
    }

    const ref = adminDb().collection(PAYOUT_DETAILS).doc(uid);
    const stored = await ref.get();
    const provider = subMerchantProviderFrom(process.env);
    const storedKey = stored.get('subMerchantKey');
    // A key names a seller only at the provider that gave it (never local's at iyzico).
    const registered =
      typeof storedKey === 'string' && storedKey !== '' && stored.get('provider') === provider.name;
    // iyzico's update takes no seller type: a registered seller keeps hers.
    if (registered && stored.get('kind') !== details.kind) {
      throw new HttpsError('failed-precondition', PAYOUT_MESSAGES.kindLocked, {
        reason: 'kindLocked',
      });
    }

    let result: SubMerchantResult;
    try {
      result = registered
        ? await provider.update(storedKey, details, email)
        : await provider.create(details, uid, email);
    } catch (error) {
      logger.error('savePayoutDetails: provider call failed', {
        uid,
        provider: provider.name,
        error,
      });
      // Not 'unavailable': the app reads that as the user's own connection being down.
      throw new HttpsError('internal', PAYOUT_MESSAGES.failed);
    }
    if (!result.ok) {
      logger.warn('savePayoutDetails: provider refused', {
        uid,
        provider: provider.name,
        errorCode: result.errorCode,
      });
      throw new HttpsError('failed-precondition', PAYOUT_MESSAGES.providerRefused, {
        providerMessage: result.errorMessage ?? '',
      });
    }

    await ref.set({
      ...details,
      email,
      subMerchantKey: result.subMerchantKey,
      provider: provider.name,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { saved: true };
  },
);
