import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { ListSkeleton } from '@/components/lists/ListSkeleton';
import { listViewFor } from '../model/listViews';
import '../components/list/briefList.css';

// Each role sees one of four views; each loads on its own, so nobody downloads the others.
const AdminProjectList = lazy(() =>
  import('../components/list/AdminProjectList').then((m) => ({ default: m.AdminProjectList })),
);
const OwnerProjectList = lazy(() =>
  import('../components/list/OwnerProjectList').then((m) => ({ default: m.OwnerProjectList })),
);
const AgencyProjectList = lazy(() =>
  import('../components/agency/AgencyProjectList').then((m) => ({
    default: m.AgencyProjectList,
  })),
);
const InfluencerProjectList = lazy(() =>
  import('../components/influencer/InfluencerProjectList').then((m) => ({
    default: m.InfluencerProjectList,
  })),
);

/**
 * The project list (spec section 2), on /app/projects and /app/myProjects. What it shows
 * depends on the role of the user the app acts for (an admin acting as a brand sees the brand's
 * list): the admin table, the influencer's budget and barter tabs, the influencer agency's open
 * briefs (and its own), or the owner's cards.
 */
type Props = {
  /**
   * The admins' weekly charts (issue 22), from the adminStats feature: composed in src/app
   * (features do not import each other) as a lazy component, so only admins download it.
   */
  AdminPanel?: ComponentType;
};

export default function ProjectListPage({ AdminPanel }: Props = {}) {
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
      {view === 'admin' && AdminPanel && (
        <Suspense fallback={null}>
          <AdminPanel />
        </Suspense>
      )}
      <Suspense fallback={<ListSkeleton rows={3} labelKey="briefs.list.loading" />}>
        {view === 'admin' && <AdminProjectList />}
        {view === 'owner' && <OwnerProjectList key={user.uid} uid={user.uid} />}
        {view === 'agency' && <AgencyProjectList key={user.uid} uid={user.uid} role={user.role} />}
        {view === 'influencer' && (
          <InfluencerProjectList key={user.uid} uid={user.uid} sessionApproved={user.isApproved} />
        )}
      </Suspense>
    </div>
  );
}
