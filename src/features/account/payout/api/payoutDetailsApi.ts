// Payout details (issue 20): the account's own `payoutDetails/{uid}`, read once, and the
// savePayoutDetails callable that registers the sub-merchant and writes the document (no
// client writes it). No React, no Redux; loaded by the thunks on first use.
import { doc, getDoc } from 'firebase/firestore';
import type { PayoutDetailsInput } from '@shared/payoutDetails';
import { db } from '@/lib/firebase';
import { callFunction } from '@/lib/callFunction';
import {
  PAYOUT_DETAILS,
  payoutDetailsFromData,
  type PayoutDetailsDoc,
} from '@/lib/collections/payoutDetails';

/** The stored details, or null when none are registered yet. */
export async function readPayoutDetails(uid: string): Promise<PayoutDetailsDoc | null> {
  const snapshot = await getDoc(doc(await db(), PAYOUT_DETAILS, uid));
  return snapshot.exists() ? payoutDetailsFromData(snapshot.data()) : null;
}

/** Saves the caller's own details; throws the callable's HttpsError (see payoutErrors.ts). */
export const savePayoutDetails = (input: PayoutDetailsInput) =>
  callFunction<PayoutDetailsInput, { saved: true }>('savePayoutDetails', input);
