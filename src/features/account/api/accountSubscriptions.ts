// Live documents of the account screens. Each returns the unsubscribe for the feed's effect.
import type { Unsubscribe } from 'firebase/firestore';
import {
  INFLUENCERS,
  influencerConverter,
  type InfluencerDoc,
} from '@/lib/collections/influencers';
import { USERS, userConverter, type UserDoc } from '@/lib/collections/users';
import { subscribeDocument } from '@/lib/lazyListener';

export const subscribeInfluencerProfile = (
  uid: string,
  onData: (doc: InfluencerDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe => subscribeDocument(`${INFLUENCERS}/${uid}`, influencerConverter, onData, onError);

/** Another user's Users/{uid} (an admin or agency editing them); the session holds one's own. */
export const subscribeUser = (
  uid: string,
  onData: (doc: UserDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe => subscribeDocument(`${USERS}/${uid}`, userConverter, onData, onError);
