import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { InstagramLookupForm } from '../components/InstagramLookupForm';
import { DirectoryView } from '../components/directory/DirectoryView';
import { scopeFor } from '../model/directoryQuery';

/**
 * /app/influencers (spec sections 2, 6, 7): the influencer directory. Brands and advertisement
 * agencies see approved profiles, influencer agencies only their own, admins everything (with
 * the approval and agency filters and the Instagram lookup).
 */
export default function InfluencersPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const role = user?.role ?? null;
  const uid = user?.uid ?? '';
  const scope = useMemo(() => (role === null ? null : scopeFor(role, uid)), [role, uid]);
  if (!user || !scope) return null; // the guard keeps signed-out visitors away

  return (
    <div className="influencers-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t('routes.influencers')}</h1>
        {scope.kind === 'roster' && (
          <Link to={paths.app.addNewInfluencer} className="btn btn-primary">
            {t('influencers.myInfluencers.add')}
          </Link>
        )}
      </div>
      <DirectoryView
        key={user.uid}
        scope={scope}
        emptyText={t(
          scope.kind === 'roster' ? 'influencers.list.rosterEmpty' : 'influencers.list.empty',
        )}
        tools={
          scope.kind === 'admin' ? (
            <div className="mb-3">
              <InstagramLookupForm />
            </div>
          ) : null
        }
      />
    </div>
  );
}
