import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from 'reactstrap';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { EditableProfile } from '../components/EditableProfile';
import { LoadState } from '@/components/LoadState';
import { accountLoadTexts } from '../components/accountLoadTexts';
import { useEditedUser } from '../components/useEditedDocs';
import { useUserDoc } from '../components/useUserDoc';

/**
 * /app/editInfluencer?userId=…: an admin, or the agency that manages the influencer, edits her
 * profile (Users and her public profile). The security rules decide who may read and write; a
 * refused read shows as "not found".
 */
export default function EditInfluencerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uid = params.get('userId')?.trim() ?? '';
  const viewer = useAppSelector(selectUser);
  const own = viewer !== null && viewer.uid === uid;
  // One's own Users document comes from the session; another user's is followed here.
  const session = useUserDoc(own ? uid : null);
  const other = useEditedUser(uid && !own ? uid : null);
  const detailPath = `${paths.app.influencerDetail}?userId=${encodeURIComponent(uid)}`;

  const message = (key: string) => (
    <Alert color="warning" fade={false} role="alert" data-testid="edit-influencer-message">
      {t(key)}
    </Alert>
  );

  const body = () => {
    if (!uid) return message('account.edit.missingId');
    const user = own
      ? session.status === 'ready'
        ? session.user
        : null
      : other.status === 'ready'
        ? other.user
        : null;
    const status = own ? session.status : other.status;
    if (status === 'loading') return <LoadState status="loading" {...accountLoadTexts} />;
    if (!user) return message('account.edit.notFound');
    if (user.type !== 'influencer') return message('account.edit.notInfluencer');
    return <EditableProfile uid={uid} user={user} fallbackType="influencer" />;
  };

  return (
    <div className="edit-influencer-page">
      <h1 className="h3 mb-1">{t('account.edit.title')}</h1>
      <p className="text-body-secondary mb-4">{t('account.edit.intro')}</p>
      <section className="card mb-3">
        <div className="card-body">{body()}</div>
      </section>
      {uid && <Link to={detailPath}>{t('account.edit.back')}</Link>}
    </div>
  );
}
