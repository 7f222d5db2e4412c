import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { setDocumentTitle } from '@/lib/documentTitle';
import { AppearanceControls } from '@/layout/appearance/AppearanceControls';
import { OfflineBanner } from '@/layout/offline/OfflineBanner';
import type { RatingSummary } from '@/lib/collections/reviews';
import { ProfileCard } from '../components/ProfileCard';
import { publicProfileReleased, selectProfileEntry } from '../publicProfileSlice';
import { loadPublicProfile } from '../publicProfileThunks';

/** The page around the profile: no sign-in needed, so no app menu; the app's name leads home. */
function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-vh-100 d-flex flex-column">
      <OfflineBanner />
      <header className="container py-3">
        <Link to={paths.home} className="h5 fw-bold text-primary text-decoration-none">
          {t('app.name')}
        </Link>
      </header>
      <main className="container flex-grow-1 pb-4" style={{ maxWidth: 760 }}>
        {children}
      </main>
      <AppearanceControls className="justify-content-center mb-4" />
    </div>
  );
}

type Props = {
  /**
   * The profile's reviews (issue 21), from the reviews feature: composed in src/app, since
   * features do not import each other.
   */
  ReviewsSection?: ComponentType<{ userId: string; rating: RatingSummary | null }>;
};

/**
 * /u/{userId} (spec section 2): a public profile, readable without signing in. An influencer
 * profile first, else a brand profile; neither (or one that is not public) reads as not found.
 */
export default function PublicProfilePage({ ReviewsSection }: Props = {}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { userId = '' } = useParams();
  const entry = useAppSelector((state) => selectProfileEntry(state, userId));

  useEffect(() => {
    void dispatch(loadPublicProfile(userId));
    return () => {
      dispatch(publicProfileReleased(userId));
    };
  }, [dispatch, userId]);

  const name = entry?.profile?.name;
  // The person's name instead of the route's "Profil". No restore on leaving: the next route
  // sets its own title (src/app/RouteTitleAndFocus, in a layout effect that runs before this).
  useEffect(() => {
    if (name) setDocumentTitle(`${name} · ${t('app.name')}`);
  }, [name, t]);

  if (!entry || entry.status === 'loading') {
    return (
      <PublicFrame>
        <div role="status" className="d-flex align-items-center gap-2 py-5 justify-content-center">
          <Spinner size="sm" aria-hidden="true" />
          <span>{t('publicProfile.loading')}</span>
        </div>
      </PublicFrame>
    );
  }

  if (entry.status === 'ready' && entry.profile) {
    const shareUrl = `${window.location.origin}${paths.publicProfile(userId)}`;
    return (
      <PublicFrame>
        <ProfileCard profile={entry.profile} shareUrl={shareUrl} />
        {ReviewsSection && <ReviewsSection userId={userId} rating={entry.profile.rating} />}
      </PublicFrame>
    );
  }

  const failed = entry.status === 'error';
  return (
    <PublicFrame>
      <section
        className="py-5 text-center"
        data-testid={failed ? 'profile-error' : 'profile-missing'}
      >
        <h1 className="h3 mb-3">
          {t(failed ? 'publicProfile.error.title' : 'publicProfile.notFound.title')}
        </h1>
        <p className="text-body-secondary mb-4">
          {t(failed ? 'publicProfile.error.body' : 'publicProfile.notFound.body')}
        </p>
        {failed ? (
          <Button color="primary" onClick={() => void dispatch(loadPublicProfile(userId))}>
            {t('publicProfile.error.retry')}
          </Button>
        ) : (
          <Link className="btn btn-primary" to={paths.home}>
            {t('publicProfile.notFound.back')}
          </Link>
        )}
      </section>
    </PublicFrame>
  );
}
