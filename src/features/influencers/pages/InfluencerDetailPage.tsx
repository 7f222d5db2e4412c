import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from 'reactstrap';
import { routeRoles } from '@/store/guard';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectUser } from '@/store/session/sessionSlice';
import type { SessionUser } from '@/store/session/sessionUser';
import { paths } from '@/config/paths';
import { AdminInfluencerActions } from '../components/detail/AdminInfluencerActions';
import { Collaborations } from '../components/detail/Collaborations';
import { Earnings } from '../components/detail/Earnings';
import { ProfileSummary } from '../components/detail/ProfileSummary';
import { SocialAccounts } from '../components/detail/SocialAccounts';
import { useLiveInfluencer } from '../components/detail/useLiveInfluencer';
import { InstagramLookupForm } from '../components/InstagramLookupForm';
import '../components/influencers.css';
import { lookupCleared, selectLookup } from '../influencersSlice';
import { lookupInstagram, normalizeInstagramName } from '../influencersThunks';
import { isInfluencerAgencyRole } from '../model/directoryQuery';
import { detailViewOf } from '../model/profile';

/** Where "back" goes for this viewer: the directory, an agency's own list, or nowhere. */
function backPathOf(user: SessionUser): string | null {
  if (isInfluencerAgencyRole(user.role)) return paths.app.myInfluencers;
  return routeRoles[paths.app.influencers]?.includes(user.role) ? paths.app.influencers : null;
}

/** The uid to show: `?userId=`, or the profile an `?instagram=` lookup found. */
function useProfileUid(user: SessionUser | null) {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const userId = params.get('userId')?.trim() ?? '';
  const instagram = userId ? '' : normalizeInstagramName(params.get('instagram') ?? '');
  const lookup = useAppSelector((state) =>
    instagram ? selectLookup(state, instagram) : undefined,
  );
  const admin = user?.role === UserRole.Admin;
  const signedIn = user !== null;

  useEffect(() => {
    if (!instagram || !signedIn) return undefined;
    // Anyone but an admin finds approved profiles only (the rules allow nothing else).
    void dispatch(lookupInstagram({ username: instagram, onlyApproved: !admin }));
    return () => {
      dispatch(lookupCleared(instagram));
    };
  }, [dispatch, instagram, admin, signedIn]);

  const uid = userId || (lookup?.status === 'found' ? lookup.uid : '');
  return { uid, instagram, lookup };
}

/**
 * /app/influencerDetail?userId=… (or ?instagram=…): the influencer profile, live. Admins approve
 * it, mark it verified and open the edit page; the influencer and her agency see the approval
 * hint; earnings and collaborations show only to those the rules let read them.
 */
export default function InfluencerDetailPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const { uid, instagram, lookup } = useProfileUid(user);
  const state = useLiveInfluencer(uid || null);

  if (!user) return null; // the /app guard has sent visitors to the login page
  const admin = user.role === UserRole.Admin;
  const back = backPathOf(user);

  const frame = (body: ReactNode) => (
    <div className="influencer-profile">
      {admin && (
        <div className="mb-3">
          <InstagramLookupForm key={instagram} initial={instagram} />
        </div>
      )}
      {body}
      {back && (
        <p className="mt-3 mb-0">
          <Link to={back}>{t('influencers.detail.back')}</Link>
        </p>
      )}
    </div>
  );

  const message = (key: string, color: 'warning' | 'danger' | 'info' = 'warning') =>
    frame(
      <>
        <h1 className="h3 mb-3">{t('routes.influencerDetail')}</h1>
        <Alert color={color} fade={false} role="alert" data-testid="influencer-detail-message">
          {t(key)}
        </Alert>
      </>,
    );

  const loading = frame(
    <div className="d-flex align-items-center gap-2 py-4" role="status">
      <div className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{t('influencers.detail.loading')}</span>
    </div>,
  );

  if (!uid) {
    if (!instagram) return message('influencers.detail.missingId', 'info');
    if (!lookup || lookup.status === 'loading') return loading;
    if (lookup.status === 'missing') return message('influencers.lookup.notFound');
    return message('influencers.lookup.failed', 'danger');
  }
  if (state.status === 'loading') return loading;
  if (state.status === 'missing') return message('influencers.detail.notFound');
  if (state.status === 'error') return message('influencers.detail.loadFailed', 'danger');

  const { doc } = state;
  const view = detailViewOf(doc, user);
  return frame(
    <>
      {instagram && !doc.isApproved && (
        // Spec section 4: a lookup of an unapproved profile says so, and still shows it.
        <Alert color="warning" fade={false} role="alert" data-testid="not-approved">
          {t('influencers.errors.notApproved')}
        </Alert>
      )}
      {view.showsApprovalHint && (
        <Alert color="info" fade={false} data-testid="approval-hint">
          {t(view.isSelf ? 'influencers.detail.waitSelf' : 'influencers.detail.waitAgency')}
        </Alert>
      )}
      <div className="row g-4">
        <div className="col-xl-8">
          <ProfileSummary doc={doc} />
          <SocialAccounts doc={doc} canRefresh={view.refreshesCounts} />
          {view.seesCollaborations && <Collaborations uid={doc.uid} />}
        </div>
        <div className="col-xl-4">
          {view.isAdmin && <AdminInfluencerActions doc={doc} />}
          {view.seesEarnings && <Earnings uid={doc.uid} profileTotal={doc.totalEarnedPrice} />}
        </div>
      </div>
    </>,
  );
}
