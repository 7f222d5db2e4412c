import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import type { PublicProfile } from '../model/publicProfile';

/** The kind of profile and the admin's badges: approved (influencers) and verified. */
export function ProfileBadges({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-1" data-testid="profile-badges">
      <Badge color="secondary" pill>
        {t(`publicProfile.kinds.${profile.kind}`)}
      </Badge>
      {profile.kind === 'influencer' && profile.isApproved && (
        <Badge color="success" pill>
          {t('publicProfile.badges.approved')}
        </Badge>
      )}
      {profile.isVerifiedAccount && (
        <Badge color="primary" pill>
          {t('publicProfile.badges.verified')}
        </Badge>
      )}
    </div>
  );
}
