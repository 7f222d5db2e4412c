import { useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import type { UserDoc } from '@/lib/collections/users';
import { editedProfileFeed, editedUserFeed } from '../accountFeeds';
import {
  selectEditedProfile,
  selectEditedProfileStatus,
  selectEditedUser,
  selectEditedUserStatus,
  type DocStatus,
} from '../accountSlice';

/** Influencers/{uid}, live while the form shows it; null uid watches nothing. */
export function useInfluencerProfile(uid: string | null): {
  status: DocStatus;
  profile: InfluencerDoc | null;
} {
  useLiveFeed(editedProfileFeed, uid);
  const key = uid ?? '';
  const status = useAppSelector((state) => selectEditedProfileStatus(state, key));
  const profile = useAppSelector((state) => selectEditedProfile(state, key)) ?? null;
  return uid ? { status, profile } : { status: 'missing', profile: null };
}

/** Another user's Users/{uid} (admins and agencies edit their influencers), live. */
export function useEditedUser(uid: string | null): { status: DocStatus; user: UserDoc | null } {
  useLiveFeed(editedUserFeed, uid);
  const key = uid ?? '';
  const status = useAppSelector((state) => selectEditedUserStatus(state, key));
  const user = useAppSelector((state) => selectEditedUser(state, key)) ?? null;
  return uid ? { status, user } : { status: 'missing', user: null };
}
