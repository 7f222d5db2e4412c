// The influencer's "Hesabımı Onayla" request (spec section 4): a random four-digit code (only
// with an Instagram username, spec section 5) goes to Users/{uid} and, when she has one, to her
// Influencers profile ("Users and Influencers, in one batch"; the profile is not public before
// approval), the support conversation Support/{uid} is created when missing (or gets the new
// message as its last one), and the request is posted into Support/{uid}/messages. Everything
// is written in one batch so the admin never sees a code without its message. No React.
import {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { roleFromType } from '@/store/roles';
import { INFLUENCERS } from '@/lib/collections/influencers';
import { SUPPORT, SUPPORT_MESSAGES } from '@/lib/collections/support';
import { USERS, type UserDoc } from '@/lib/collections/users';
import { againIfCreatedMeanwhile } from '@/lib/createOnce';
import { db } from '@/lib/firebase';

export type VerifyRequest = {
  user: Pick<UserDoc, 'uid' | 'name' | 'surname' | 'email' | 'type' | 'profileImage'>;
  /** From randomVerificationCode(); null without an Instagram username. */
  code: string | null;
  /** The automatic message, already translated (it carries the code). */
  text: string;
};

/**
 * Writes the request; resolves when the batch is committed. When the support conversation was
 * missing and got created meanwhile (her first open of /app/support at the same time), the
 * rules refuse the batch's create and it goes again as an update (againIfCreatedMeanwhile).
 */
export async function sendVerifyRequest(request: VerifyRequest): Promise<void> {
  const firestore = await db();
  const supportRef = doc(firestore, SUPPORT, request.user.uid);
  const profileRef = doc(firestore, INFLUENCERS, request.user.uid);
  await againIfCreatedMeanwhile(supportRef, async (afterRace) => {
    const [support, profile] = await Promise.all([
      afterRace ? null : getDoc(supportRef),
      request.code === null ? null : getDoc(profileRef),
    ]);
    const existing = afterRace || support!.exists();
    const target = profile?.exists() ? profileRef : null;
    await writeRequest(firestore, request, supportRef, existing, target);
  });
}

async function writeRequest(
  firestore: Firestore,
  request: VerifyRequest,
  supportRef: DocumentReference,
  existing: boolean,
  profileRef: DocumentReference | null,
): Promise<void> {
  const { user, code, text } = request;
  const now = Date.now();
  const lastMessage = { text, timestamp: serverTimestamp(), isFromUser: true };

  const batch = writeBatch(firestore);
  const withCode = code === null ? {} : { verificationCode: code };
  if (code !== null) batch.update(doc(firestore, USERS, user.uid), withCode);
  if (code !== null && profileRef) batch.update(profileRef, withCode);
  if (existing) {
    // A new user message raises the admin's unread count and un-archives (spec section 4).
    batch.update(supportRef, {
      lastMessage,
      lastMessageTime: serverTimestamp(),
      lastMessageTimestamp: now,
      unreadCountForAdmin: increment(1),
      isArchived: false,
      ...withCode,
    });
  } else {
    const name = [user.name, user.surname].filter(Boolean).join(' ');
    batch.set(supportRef, {
      userInfo: {
        name,
        email: user.email ?? '',
        type: user.type ?? 'influencer',
        profileImage: user.profileImage ?? '',
        role: roleFromType(user.type),
        uid: user.uid,
      },
      lastMessage,
      lastMessageTime: serverTimestamp(),
      lastMessageTimestamp: now,
      unreadCount: 0,
      unreadCountForAdmin: 1,
      createdAt: serverTimestamp(),
      isActive: true,
      isArchived: false,
      typing: {},
      ...withCode,
    });
  }
  batch.set(doc(collection(supportRef, SUPPORT_MESSAGES)), {
    userId: user.uid,
    text,
    isFromUser: true,
    isAutomatic: true,
    timestamp: serverTimestamp(),
    isRead: false,
  });
  await batch.commit();
}
