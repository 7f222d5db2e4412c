// The local sub-merchant provider for the emulators (iyzico's sandbox cannot be reached from
// here). It answers like iyzico: create gives a key that looks like iyzico's (base64 of a hash),
// stable for one external id, so a retried create names the same seller; update succeeds only
// for a key it gave. It keeps no payout details, only which keys it made. Never selected in
// production (provider.ts providerNameFrom).
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import type { SubMerchantProvider } from './subMerchant';

/** Kept by the Admin SDK only; the rules' fallback closes it to every client. */
export const LOCAL_SUB_MERCHANTS = 'LocalSubMerchants';

/** The key the local provider gives the sub-merchant with this external id. */
export function localSubMerchantKeyOf(externalId: string): string {
  return createHash('sha1').update(`local-sub-merchant:${externalId}`).digest('base64');
}

/** Firestore ids cannot hold '/', which base64 can: the document id of a key. */
const docIdOf = (subMerchantKey: string) => subMerchantKey.replace(/\//g, '_');

export function localSubMerchantProvider(): SubMerchantProvider {
  const made = () => adminDb().collection(LOCAL_SUB_MERCHANTS);
  return {
    name: 'local',
    async create(details, externalId) {
      const subMerchantKey = localSubMerchantKeyOf(externalId);
      await made().doc(docIdOf(subMerchantKey)).set({
        subMerchantKey,
        externalId,
        subMerchantType: details.kind,
        // Which call came last, so the tests can tell an update from a second create.
        lastCall: 'create',
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { ok: true, subMerchantKey };
    },
    async update(subMerchantKey, details) {
      const ref = made().doc(docIdOf(subMerchantKey));
      const snap = await ref.get();
      if (!snap.exists || snap.get('subMerchantKey') !== subMerchantKey) {
        return {
          ok: false,
          errorCode: 'local-not-found',
          errorMessage: 'Alt üye işyeri bulunamadı.',
        };
      }
      await ref.update({
        subMerchantType: details.kind,
        lastCall: 'update',
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { ok: true, subMerchantKey };
    },
  };
}
