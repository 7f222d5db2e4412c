import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { UserRole } from '../../../app/roles';
import { selectUser } from '../../../app/session/sessionSlice';
import { paths } from '../../../config/paths';
import { listViewFor } from '../api/briefQueriesPlan';
import { InfluencerProjectList } from '../components/influencer/InfluencerProjectList';
import { AdminProjectList } from '../components/list/AdminProjectList';
import { OwnerProjectList } from '../components/list/OwnerProjectList';
import '../components/list/briefList.css';

/**
 * The project list (spec section 2), on /app/projects and /app/myProjects. What it shows
 * depends on the role of the user the app acts for (an admin acting as a brand sees the brand's
 * list): the admin table, the influencer's budget and barter tabs, or the owner's cards.
 */
export default function ProjectListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  if (!user) return null; // the guard keeps signed-out visitors away
  const view = listViewFor(user.role);
  const title = pathname.startsWith(paths.app.myProjects)
    ? t('routes.myProjects')
    : t('routes.projects');

  return (
    <div className="project-list-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {user.role !== UserRole.Influencer && (
          <Link
            to={paths.app.addNewBrief}
            className="btn btn-primary"
            data-testid="start-new-project"
          >
            {t('briefs.list.startNew')}
          </Link>
        )}
      </div>
      {view === 'admin' && <AdminProjectList />}
      {view === 'owner' && <OwnerProjectList key={user.uid} uid={user.uid} />}
      {view === 'influencer' && (
        <InfluencerProjectList key={user.uid} uid={user.uid} sessionApproved={user.isApproved} />
      )}
    </div>
  );
}
