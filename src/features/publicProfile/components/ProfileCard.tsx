import { useTranslation } from 'react-i18next';
import { Alert, Badge, Card, CardBody } from 'reactstrap';
import { EngagementSummary } from '@/components/engagement/EngagementSummary';
import { categoryLabelKey } from '@/lib/categories';
import type { PublicInfluencer, PublicProfile } from '../model/publicProfile';
import { ProfileBadges } from './ProfileBadges';
import { ProfilePicture } from './ProfilePicture';
import { ShareButton } from './ShareButton';
import { SocialAccountList } from './SocialAccountList';
import './publicProfile.css';

function InfluencerDetails({ profile }: { profile: PublicInfluencer }) {
  const { t } = useTranslation();
  return (
    <>
      {profile.about && (
        <section className="mt-4" aria-labelledby="profile-about">
          <h2 id="profile-about" className="h6 text-body-secondary">
            {t('publicProfile.about')}
          </h2>
          <p className="public-profile-about mb-0">{profile.about}</p>
        </section>
      )}
      {profile.categories.length > 0 && (
        <section className="mt-4" aria-labelledby="profile-categories">
          <h2 id="profile-categories" className="h6 text-body-secondary">
            {t('publicProfile.categories')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
            {profile.categories.map((code) => (
              <li key={code}>
                <Badge color="light" className="text-dark border">
                  {t(categoryLabelKey(code))}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-4" aria-labelledby="profile-social">
        <h2 id="profile-social" className="h6 text-body-secondary">
          {t('publicProfile.social')}
        </h2>
        <SocialAccountList accounts={profile.accounts} />
      </section>
    </>
  );
}

type Props = { profile: PublicProfile; shareUrl: string };

/** One influencer's or brand's public profile. */
export function ProfileCard({ profile, shareUrl }: Props) {
  const { t } = useTranslation();
  const name = profile.name || t('publicProfile.unnamed');
  const place =
    profile.kind === 'influencer'
      ? [profile.district, profile.city].filter(Boolean).join(', ')
      : '';
  return (
    <Card className="shadow-sm" data-testid={`profile-${profile.kind}`}>
      <CardBody className="p-4">
        {!profile.isPublic && (
          <Alert color="info" fade={false} data-testid="not-public">
            {t('publicProfile.notPublic')}
          </Alert>
        )}
        <div className="d-flex flex-wrap align-items-center gap-3">
          <ProfilePicture
            name={name}
            url={profile.kind === 'brand' ? profile.logoUrl : profile.photoUrl}
            shape={profile.kind === 'brand' ? 'square' : 'round'}
          />
          <div className="flex-grow-1">
            <h1 className="h3 mb-1">{name}</h1>
            {place && <p className="text-body-secondary mb-2">{place}</p>}
            <ProfileBadges profile={profile} />
            {profile.kind === 'influencer' && (
              <EngagementSummary engagement={profile.engagement} className="d-block small mt-2" />
            )}
          </div>
        </div>
        {profile.kind === 'influencer' && <InfluencerDetails profile={profile} />}
        <div className="mt-4">
          <ShareButton url={shareUrl} />
        </div>
      </CardBody>
    </Card>
  );
}
