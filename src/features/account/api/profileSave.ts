// A profile save (spec sections 4 and 5): Users/{uid} and, for influencers and brands, their
// public profile (Influencers/{uid}, Brands/{uid}) in one transaction, so the two never
// disagree. No React. Every failure is an AccountActionError with the spec's message.
import {
  deleteField,
  doc,
  runTransaction,
  serverTimestamp,
  updateDoc,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore';
import type { AccountType } from '@/store/roles';
import { BRANDS } from '@/lib/collections/brands';
import { INFLUENCERS, influencerConverter } from '@/lib/collections/influencers';
import { USERS, userConverter, type UserDoc } from '@/lib/collections/users';
import { againIfCreatedMeanwhile } from '@/lib/createOnce';
import { db } from '@/lib/firebase';
import type { DisplayMessage } from '../model/displayMessage';
import { AccountActionError, profileSaveMessage } from './accountErrors';
import {
  brandProfileWrite,
  influencerSaveWrites,
  type DirectoryInput,
  type DocWrite,
} from '../model/directoryProfile';
import { pickProfileKeys, type ProfileUpdate } from '../model/profileFields';

export type ProfileSave = {
  uid: string;
  /** The account type of the user being saved (not of the caller). */
  type: AccountType | null;
  update: ProfileUpdate;
  directory?: DirectoryInput;
};

/** Users.socialMedia is written field by field, so counts stored next to a username survive. */
function userFields(fields: ProfileUpdate): Record<string, unknown> {
  const { socialMedia, ...rest } = pickProfileKeys(fields);
  const data: Record<string, unknown> = { ...rest };
  for (const [platform, values] of Object.entries(socialMedia ?? {})) {
    for (const [key, value] of Object.entries(values as Record<string, string>)) {
      data[`socialMedia.${platform}.${key}`] = value;
    }
  }
  return data;
}

function apply(transaction: Transaction, ref: DocumentReference, write: DocWrite) {
  if (write.op === 'create') transaction.set(ref, write.data);
  else transaction.update(ref, write.data);
}

async function readUser(transaction: Transaction, ref: DocumentReference): Promise<UserDoc> {
  const snapshot = await transaction.get(ref.withConverter(userConverter));
  const user = snapshot.data();
  if (!user) throw Object.assign(new Error('Users document missing'), { code: 'not-found' });
  return user;
}

/** The spec's message for a failed first save of a public profile (spec section 8). */
function createFailure(type: AccountType | null, error: unknown): DisplayMessage {
  const generic = profileSaveMessage(error);
  if ('key' in generic && generic.key !== 'account.profile.saveFailed') return generic;
  if (type === 'influencer') return { key: 'account.errors.influencerCreate' };
  if (type === 'brand') return { key: 'account.errors.brandCreate' };
  return generic;
}

export async function saveProfile({ uid, type, update, directory }: ProfileSave): Promise<void> {
  const firestore = await db();
  const userRef = doc(firestore, USERS, uid);
  let creating = false;
  try {
    if (type === 'influencer') {
      const profileRef = doc(firestore, INFLUENCERS, uid);
      // A first save sent twice at once (a double submit): the second finds the profile.
      await againIfCreatedMeanwhile(profileRef, () =>
        runTransaction(firestore, async (transaction) => {
          const user = await readUser(transaction, userRef);
          const stored = await transaction.get(profileRef.withConverter(influencerConverter));
          const writes = influencerSaveWrites({
            uid,
            user,
            profile: stored.data() ?? null,
            update,
            directory,
            now: serverTimestamp(),
          });
          creating = writes.profile.op === 'create';
          const fields = userFields(writes.userFields);
          // Spec section 4: an influencer's socialMedia lives in her public profile.
          if (writes.userDropsSocialMedia) fields.socialMedia = deleteField();
          transaction.update(userRef, fields);
          apply(transaction, profileRef, writes.profile);
        }),
      );
    } else if (type === 'brand') {
      const brandRef = doc(firestore, BRANDS, uid);
      await againIfCreatedMeanwhile(brandRef, () =>
        runTransaction(firestore, async (transaction) => {
          const user = await readUser(transaction, userRef);
          const exists = (await transaction.get(brandRef)).exists();
          creating = !exists;
          transaction.update(userRef, userFields(update));
          apply(
            transaction,
            brandRef,
            brandProfileWrite({ uid, user, exists, update, now: serverTimestamp() }),
          );
        }),
      );
    } else {
      const fields = userFields(update);
      if (Object.keys(fields).length > 0) await updateDoc(userRef, fields);
    }
  } catch (error) {
    console.error('profile save failed', error);
    const message = creating ? createFailure(type, error) : profileSaveMessage(error);
    throw new AccountActionError(message, error);
  }
}
