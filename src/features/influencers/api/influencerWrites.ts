// Admin writes on an influencer profile (spec section 4: "Influencer approval is a true/false
// action by an admin"; docs/influencers-model.md: approval keeps Influencers and Users in step,
// in one batch). The security rules allow both to admins only.
import { doc, updateDoc, writeBatch } from 'firebase/firestore';
import { INFLUENCERS } from '@/lib/collections/influencers';
import { USERS } from '@/lib/collections/users';
import { db } from '@/lib/firebase';

/** Onayla / Onayı Kaldır: `isApproved` on Influencers/{uid} and Users/{uid} together. */
export async function setInfluencerApproval(uid: string, approved: boolean): Promise<void> {
  const firestore = await db();
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, INFLUENCERS, uid), { isApproved: approved });
  batch.update(doc(firestore, USERS, uid), { isApproved: approved });
  await batch.commit();
}

/** The verified badge (`isVerifiedAccount`), on the public profile only. */
export async function setInfluencerVerified(uid: string, verified: boolean): Promise<void> {
  await updateDoc(doc(await db(), INFLUENCERS, uid), { isVerifiedAccount: verified });
}
