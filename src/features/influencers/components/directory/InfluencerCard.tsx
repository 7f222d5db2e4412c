import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { influencerDetailPath } from '../../model/links';
import { RatingSummary } from '@/components/reviews/RatingSummary';
import { EngagementSummary } from '@/components/engagement/EngagementSummary';
import { categoryLabelKey } from '@/lib/categories';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import { categoryCodesOf, socialAccountsOf } from '../../model/profile';
import { InfluencerAvatar } from '../InfluencerAvatar';
import { InfluencerBadges } from '../InfluencerBadges';
import { usePlatformTexts } from '../usePlatformTexts';

/** One directory card: photo, name, badges, categories, follower counts, a link to the profile. */
export function InfluencerCard({ doc }: { doc: InfluencerDoc }) {
  const { t } = useTranslation();
  const texts = usePlatformTexts();
  const categories = categoryCodesOf(doc);
  const counted = socialAccountsOf(doc).filter((account) => account.count !== undefined);
  const titleId = `influencer-${doc.uid}-name`;
  return (
    <article
      className="card h-100 influencer-card"
      aria-labelledby={titleId}
      data-testid="influencer-card"
      data-uid={doc.uid}
    >
      <div className="card-body d-flex gap-3">
        <InfluencerAvatar name={doc.name} photo={doc.profileImage} />
        <div className="min-w-0 flex-grow-1">
          <h2 id={titleId} className="h6 mb-1">
            <Link
              to={influencerDetailPath(doc.uid)}
              className="influencer-card-name stretched-link"
              data-testid="influencer-name"
            >
              {doc.name}
            </Link>
          </h2>
          <div className="mb-2">
            <InfluencerBadges doc={doc} />
          </div>
          <RatingSummary rating={doc.rating} className="d-block small fw-semibold mb-2" />
          <EngagementSummary engagement={doc.engagement} className="d-block small mb-2" />
          <p className="small text-body-secondary mb-2" data-testid="influencer-categories">
            {categories.length > 0
              ? categories.map((code) => t(categoryLabelKey(code))).join(', ')
              : t('influencers.card.noCategories')}
          </p>
          {counted.length > 0 ? (
            <ul className="list-unstyled small mb-0" aria-label={t('influencers.card.followers')}>
              {counted.map((account) => (
                <li
                  key={account.platform}
                  className="d-flex justify-content-between gap-2"
                  data-testid={`count-${account.platform}`}
                >
                  <span>{texts.platformName(account.platform)}</span>
                  <span className="fw-semibold">{texts.count(account.count!)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="small text-body-secondary mb-0">{t('influencers.card.noCounts')}</p>
          )}
        </div>
      </div>
    </article>
  );
}
