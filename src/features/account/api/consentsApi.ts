// The signed-in account's KVKK consent log, Users/{uid}/Consents (design.md section 12): read
// whole (a user has a handful) and appended to, never edited. No React.
import {
  appendConsent,
  readConsents,
  type ConsentInput,
  type ConsentRecord,
} from '@/lib/collections/consents';
import { db } from '@/lib/firebase';

/** Every record, oldest first. */
export const readOwnConsents = async (uid: string): Promise<ConsentRecord[]> =>
  readConsents(await db(), uid);

export const appendOwnConsent = async (uid: string, record: ConsentInput): Promise<void> =>
  appendConsent(await db(), uid, record);
