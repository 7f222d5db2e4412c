import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from 'reactstrap';
import { routeRoles } from '@/store/guard';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { DirectoryView } from '../components/directory/DirectoryView';
import { isInfluencerAgencyRole, type DirectoryScope } from '../model/directoryQuery';

/**
 * /app/myInfluencers: an influencer agency's (or pro agency's) own influencers
 * (imitatorAgencyUID == its uid, spec section 6), with the way to add one.
 */
export default function MyInfluencersPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? '';
  const scope = useMemo((): DirectoryScope => ({ kind: 'roster', agencyUid: uid }), [uid]);
  if (!user) return null; // the guard keeps signed-out visitors away

  const agency = isInfluencerAgencyRole(user.role);
  return (
    <div className="my-influencers-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t('routes.myInfluencers')}</h1>
        {agency && (
          <Link
            to={paths.app.addNewInfluencer}
            className="btn btn-primary"
            data-testid="add-influencer"
          >
            {t('influencers.myInfluencers.add')}
          </Link>
        )}
      </div>
      {agency ? (
        <DirectoryView key={uid} scope={scope} emptyText={t('influencers.list.rosterEmpty')} />
      ) : (
        <Alert color="info" fade={false} data-testid="not-an-agency">
          {t('influencers.myInfluencers.agenciesOnly')}{' '}
          {routeRoles[paths.app.influencers]?.includes(user.role) && (
            <Link to={paths.app.influencers}>{t('influencers.myInfluencers.toDirectory')}</Link>
          )}
        </Alert>
      )}
    </div>
  );
}
