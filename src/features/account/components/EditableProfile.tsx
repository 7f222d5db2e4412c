import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import { useAppSelector } from '@/store/hooks';
import { UserRole, isAccountType, type AccountType } from '@/store/roles';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import type { UserDoc } from '@/lib/collections/users';
import { directoryInputFromDoc } from '../model/directoryProfile';
import { taxStatusOf } from '@/lib/money';
import { editsTaxStatus, profileInputFromDoc } from '../model/profileFields';
import { LoadState } from '@/components/LoadState';
import { accountLoadTexts } from './accountLoadTexts';
import { ProfileForm } from './ProfileForm';
import { useInfluencerProfile } from './useEditedDocs';

type Props = {
  uid: string;
  user: UserDoc;
  /** The type to assume when the document has none (the session's). */
  fallbackType: AccountType | null;
};

/**
 * The profile form with what it edits: the Users document, and for an influencer her public
 * profile too (categories, gender, partnerships and the handles the first save moved there).
 */
export function EditableProfile({ uid, user, fallbackType }: Props) {
  const { t } = useTranslation();
  const type = isAccountType(user.type) ? user.type : fallbackType;
  const influencer = type === 'influencer';
  const { status, profile } = useInfluencerProfile(influencer ? uid : null);
  // The signed-in account, not the acted-as one: an admin acting as her may change it too.
  const signedIn = useAppSelector(selectSignedInUser);
  const editor = signedIn && { uid: signedIn.uid, isAdmin: signedIn.role === UserRole.Admin };
  if (influencer && status === 'loading')
    return <LoadState status="loading" {...accountLoadTexts} />;
  if (influencer && status === 'error') {
    return (
      <Alert color="danger" fade={false} role="alert">
        {t('account.directory.loadFailed')}
      </Alert>
    );
  }
  return (
    <ProfileForm
      key={uid}
      uid={uid}
      type={type}
      initial={profileInputFromDoc(user, profile)}
      initialDirectory={influencer ? directoryInputFromDoc(profile) : undefined}
      initialTaxStatus={editsTaxStatus(type, editor, uid) ? taxStatusOf(user) : undefined}
    />
  );
}
