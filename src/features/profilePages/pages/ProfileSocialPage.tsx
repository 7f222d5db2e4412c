import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { guardRedirect } from '@/store/guard';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectUser, selectUserDoc } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import type { InfluencerSocialMedia } from '@/lib/collections/influencers';
import { socialLinksOf } from '@/lib/socialLinks';
import { ProfileTabs } from '../components/ProfileTabs';
import { SocialAccountCards } from '../components/SocialAccountCards';
import { selectSocial, socialClosed } from '../profilePagesSlice';
import { loadInfluencerSocial } from '../profilePagesThunks';

/**
 * /app/pages/profile/social (spec section 2): the signed-in (or acted-as) user's social accounts
 * with their counts. An influencer's come from her directory profile, where the counts are
 * kept; other accounts' from Users, which the session already follows. Admins have none.
 */
export default function ProfileSocialPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? '';
  const role = user?.role ?? null;
  const isInfluencer = role === UserRole.Influencer;
  const influencerSocial = useAppSelector((state) => selectSocial(state, uid));
  const userDoc = useAppSelector((state) => (uid ? selectUserDoc(state, uid) : null));

  useEffect(() => {
    if (!isInfluencer || !uid) return undefined;
    void dispatch(loadInfluencerSocial(uid));
    return () => {
      dispatch(socialClosed(uid));
    };
  }, [dispatch, isInfluencer, uid]);

  const status = isInfluencer
    ? (influencerSocial?.status ?? 'loading')
    : userDoc === undefined
      ? 'loading'
      : 'ready';
  const accounts = useMemo(
    () =>
      socialLinksOf(
        isInfluencer
          ? (influencerSocial?.social ?? undefined)
          : (userDoc?.socialMedia as InfluencerSocialMedia | undefined),
      ),
    [isInfluencer, influencerSocial?.social, userDoc?.socialMedia],
  );
  const editPath = isInfluencer
    ? `${paths.app.editInfluencer}?userId=${encodeURIComponent(uid)}`
    : paths.pages.account;
  const canEdit = role !== null && guardRedirect({ pathname: paths.pages.account, role }) === null;
  const hasPublicProfile = isInfluencer || role === UserRole.Brand;

  return (
    <div className="container-fluid py-3" data-testid="profile-social">
      <h1 className="h3 mb-1">{t('profilePages.social.title')}</h1>
      <p className="text-body-secondary">{t('profilePages.social.lead')}</p>
      <ProfileTabs />
      {role === UserRole.Admin ? (
        <div data-testid="social-admin">
          <p>{t('profilePages.social.admin')}</p>
          <Link to={paths.app.influencers}>{t('profilePages.social.toInfluencers')}</Link>
        </div>
      ) : status === 'loading' ? (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('profilePages.social.loading')}
        </p>
      ) : status === 'error' ? (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{t('profilePages.errors.social')}</span>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => void dispatch(loadInfluencerSocial(uid))}
          >
            {t('profilePages.retry')}
          </button>
        </div>
      ) : (
        <>
          {accounts.length === 0 ? (
            <div className="text-body-secondary mb-3" data-testid="social-empty">
              <p className="mb-1">{t('profilePages.social.empty')}</p>
              {(isInfluencer || canEdit) && (
                <Link to={editPath}>{t('profilePages.social.addAccounts')}</Link>
              )}
            </div>
          ) : (
            <SocialAccountCards accounts={accounts} />
          )}
          {hasPublicProfile && uid && (
            <Link to={paths.publicProfile(uid)} className="btn btn-outline-primary btn-sm">
              {t('profilePages.social.publicProfile')}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
