import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import { categoryLabelKey } from '@/lib/categories';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import { ageOf, categoryCodesOf } from '../../model/profile';
import { InfluencerAvatar } from '../InfluencerAvatar';
import { InfluencerBadges } from '../InfluencerBadges';

/** The profile's head and general information (spec section 3: generalInfo, categories, partnerships). */
export function ProfileSummary({ doc }: { doc: InfluencerDoc }) {
  const { t } = useTranslation();
  const info = doc.generalInfo;
  const categories = categoryCodesOf(doc);
  const age = ageOf(info.birthDate);
  const place = [info.district, info.city].filter(Boolean).join(', ');
  const gender =
    doc.isGenderFemale === null
      ? t('influencers.detail.unknown')
      : t(
          doc.isGenderFemale
            ? 'influencers.filters.genders.female'
            : 'influencers.filters.genders.male',
        );
  const rows: [string, string][] = [
    [t('influencers.detail.fullName'), info.fullname || doc.name],
    [t('influencers.detail.gender'), gender],
    [t('influencers.detail.age'), age === null ? t('influencers.detail.unknown') : String(age)],
    [t('influencers.detail.place'), place || t('influencers.detail.unknown')],
    [
      t('influencers.detail.agency'),
      doc.imitatorAgencyUID
        ? doc.imitatorAgencyName || t('influencers.detail.agencyUnnamed')
        : t('influencers.detail.selfManaged'),
    ],
  ];

  return (
    <section className="card mb-4" aria-labelledby="influencer-name" data-testid="profile-summary">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <InfluencerAvatar name={doc.name} photo={doc.profileImage} size={96} />
          <div className="min-w-0">
            <h1 id="influencer-name" className="h3 mb-1">
              {doc.name}
            </h1>
            <InfluencerBadges doc={doc} />
          </div>
        </div>
        <h2 className="h6 text-body-secondary">{t('influencers.detail.general')}</h2>
        <dl className="row mb-3">
          {rows.map(([label, value]) => (
            <div key={label} className="col-sm-6 col-lg-4 mb-2">
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd className="mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        {info.about && (
          <>
            <h2 className="h6 text-body-secondary">{t('influencers.detail.about')}</h2>
            <p className="mb-3" style={{ whiteSpace: 'pre-line' }}>
              {info.about}
            </p>
          </>
        )}
        <h2 className="h6 text-body-secondary">{t('influencers.detail.categories')}</h2>
        <p className="mb-3" data-testid="detail-categories">
          {categories.length > 0 ? (
            categories.map((code) => (
              <Badge key={code} color="secondary" className="me-1 mb-1 fw-normal">
                {t(categoryLabelKey(code))}
              </Badge>
            ))
          ) : (
            <span className="text-body-secondary">{t('influencers.card.noCategories')}</span>
          )}
        </p>
        <h2 className="h6 text-body-secondary">{t('influencers.detail.partnerships')}</h2>
        <p className="mb-0" data-testid="detail-partnerships">
          {doc.selectedPartnerships.length > 0
            ? doc.selectedPartnerships.map((p) => t(`influencers.partnerships.${p}`)).join(', ')
            : t('influencers.detail.unknown')}
        </p>
      </div>
    </section>
  );
}
