// Release on approval (issue 20): when the brand completes an influencer (Tamamla: her uid joins
// the brief's completedUsers, the app's usual write), her held payment is released to her.
// A trigger rather than an app call: completing is one write the rules already judge, and the
// money must follow it even when the brand's browser closes right after.
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { adminDb, REGION } from '../admin';
import { SECRET_NAMES, secretsFrom } from '../functionOptions';
import { COLLABORATION_PAYMENTS, collaborationPaymentId } from '../shared/collaborationPayment';
import { releaseCollaborationPayment } from './collaborationSettlement';
import { providerFrom } from './payment';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The uids that joined completedUsers in this change. */
export function newlyCompleted(before: unknown, after: unknown): string[] {
  const old = new Set(strings(before));
  return strings(after).filter((uid) => !old.has(uid));
}

const secrets = secretsFrom(process.env, SECRET_NAMES.payment);

export const releaseOnCompletion = onDocumentUpdated(
  { document: 'briefs/{briefId}', region: REGION, ...(secrets.length > 0 ? { secrets } : {}) },
  async (event) => {
    const uids = newlyCompleted(
      event.data?.before.get('completedUsers'),
      event.data?.after.get('completedUsers'),
    );
    if (uids.length === 0) return;
    const payments = adminDb().collection(COLLABORATION_PAYMENTS);
    const provider = providerFrom(process.env);
    for (const uid of uids) {
      const ref = payments.doc(collaborationPaymentId(event.params.briefId, uid));
      if ((await ref.get()).exists) await releaseCollaborationPayment(provider, ref, 'completed');
    }
  },
);
