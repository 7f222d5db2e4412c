// What the re-consent gate reads and writes (design.md section 12, KVKK): the policy version
// the app requires (Contents/Policies) beside the user's consent log, and a new record appended
// to Users/{uid}/Consents. No React.
import {
  appendConsent,
  readConfiguredPolicyVersion,
  readConsents,
  type ConsentInput,
  type ConsentRecord,
} from '@/lib/collections/consents';
import { db } from '@/lib/firebase';

/** The configured required version (unchecked, as stored) and the user's records. */
export async function readPolicyStanding(
  uid: string,
): Promise<{ configured: unknown; records: ConsentRecord[] }> {
  const firestore = await db();
  const [configured, records] = await Promise.all([
    readConfiguredPolicyVersion(firestore),
    readConsents(firestore, uid),
  ]);
  return { configured, records };
}

export const appendPolicyConsent = async (uid: string, record: ConsentInput): Promise<void> =>
  appendConsent(await db(), uid, record);
