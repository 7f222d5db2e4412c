import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import { platforms, type BriefDoc } from '@/lib/collections/briefs';
import {
  briefAgeRange,
  brandName,
  categoryLabels,
  contentTypeLabels,
  dateRange,
  formatDate,
  formatMoney,
  genderTag,
  moneyWithVat,
  platformLabels,
  workModelKey,
} from '../../model/cardFormat';
import { disclosureMarker, disclosureOf, platformNames } from '../../model/adDisclosure';
import { briefStatus, statusBadge } from '../../model/status';
import { resolveText, type I18nText } from '../../model/text';

/** The UI language as a number-format locale ('en-rtl' formats like 'en'). */
export const moneyLocale = (language: string | undefined) => (language ?? 'tr').split('-')[0]!;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 col-lg-3 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-8 col-lg-9">{children}</dd>
    </>
  );
}

type Details = { taggedAccount?: unknown; postCount?: unknown };

/** Everything a brief says (spec section 3), for every viewer of the detail page. */
export function BriefSummary({ brief }: { brief: BriefDoc }) {
  const { t, i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  const tx = (text: I18nText) => t(text.key, text.values);
  const status = statusBadge(briefStatus(brief));
  const ages = briefAgeRange(brief);
  const gender = genderTag(brief);
  const categories = categoryLabels(brief);
  const products = brief.products ?? [];
  const links = brief.urlLinks ?? [];
  const images = (brief.images ?? []).filter((src) => /^https?:\/\//.test(src));
  const details = platforms
    .map((platform) => ({ platform, details: brief[`${platform}Details`] as Details | undefined }))
    .filter((entry) => entry.details && typeof entry.details === 'object');
  const disclosure = disclosureOf(brief);
  const optionalTexts = (
    ['projectScope', 'musicRequirement', 'taggedAccountInfo', 'storyRedirectLink'] as const
  ).filter((key) => typeof brief[key] === 'string' && brief[key].trim() !== '');

  return (
    <article className="card mb-4" aria-labelledby="brief-detail-title" data-testid="brief-summary">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
          <h1 id="brief-detail-title" className="h3 mb-0 me-auto">
            {brief.title}
          </h1>
          <Badge color={status.color} pill data-testid="brief-status">
            {t(status.labelKey)}
          </Badge>
          <Badge color="secondary" pill>
            {t(workModelKey(brief.paymentType))}
          </Badge>
        </div>
        <p className="text-body-secondary mb-3">
          {t('briefDetail.ownerLine', {
            owner: resolveText(brandName(brief), t),
            date: brief.timestamp ? formatDate(brief.timestamp) : '—',
          })}
        </p>
        {images.length > 0 && (
          <div className="d-flex flex-wrap gap-2 mb-3">
            {images.map((src, i) => (
              <img
                key={src}
                src={src}
                alt={t('briefDetail.imageAlt', { n: i + 1, title: brief.title })}
                className="rounded border"
                style={{ maxHeight: 160, maxWidth: '100%', objectFit: 'cover' }}
                loading="lazy"
              />
            ))}
          </div>
        )}
        <h2 className="h6">{t('briefDetail.fields.description')}</h2>
        <p className="mb-4" style={{ whiteSpace: 'pre-wrap' }}>
          {brief.description}
        </p>
        <dl className="row mb-0">
          <Row label={t('briefDetail.fields.budget')}>
            {brief.paymentType === 'product' ? (
              t('briefDetail.barterOnly')
            ) : (
              <strong data-testid="brief-budget">
                {typeof brief.budget === 'number'
                  ? tx(moneyWithVat(brief.budget, locale))
                  : t('briefDetail.notGiven')}
              </strong>
            )}
          </Row>
          {products.length > 0 && (
            <Row label={t('briefDetail.fields.products')}>
              <ul className="list-unstyled mb-0">
                {products.map((product, i) => (
                  <li key={`${product.name}-${i}`}>
                    {product.name}
                    {typeof product.price === 'number' && (
                      <span className="text-body-secondary">
                        {' '}
                        ({formatMoney(product.price, locale)})
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </Row>
          )}
          <Row label={t('briefDetail.fields.categories')}>
            {categories.keys.map((key) => t(key)).join(', ')}
          </Row>
          <Row label={t('briefDetail.fields.genders')}>
            {gender ? t(gender) : t('briefDetail.notGiven')}
          </Row>
          <Row label={t('briefDetail.fields.ages')}>
            {ages ? tx(ages) : t('briefDetail.notGiven')}
          </Row>
          <Row label={t('briefDetail.fields.platforms')}>
            {platformLabels(brief)
              .map((key) => t(key))
              .join(', ')}
          </Row>
          {details.map(({ platform, details: block }) => (
            <Row
              key={platform}
              label={t('briefDetail.fields.platformDetails', {
                platform: t(`briefs.card.platforms.${platform}`),
              })}
            >
              {[
                typeof block?.taggedAccount === 'string' &&
                  t('briefDetail.taggedAccount', { account: block.taggedAccount }),
                typeof block?.postCount === 'number' &&
                  t('briefDetail.postCount', { count: block.postCount }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Row>
          ))}
          <Row label={t('adDisclosure.summary.field')}>
            <span data-testid="brief-disclosure">
              {disclosure.entries
                .map((entry) =>
                  t('adDisclosure.summary.entry', {
                    platform: platformNames[entry.platform],
                    marker: disclosureMarker(entry),
                  }),
                )
                .join(' · ')}
              {!disclosure.stored && ` ${t('adDisclosure.summary.fallback')}`}
            </span>
          </Row>
          <Row label={t('briefDetail.fields.contentTypes')}>
            {contentTypeLabels(brief)
              .map((key) => t(key))
              .join(', ')}
          </Row>
          <Row label={t('briefDetail.fields.dates')}>
            {tx(dateRange(brief.collaborationStartDate, brief.collaborationEndDate))}
          </Row>
          <Row label={t('briefDetail.fields.followerLimit')}>
            {brief.followerCountLimitation
              ? t('briefDetail.followers', {
                  count: brief.followerCountLimitation,
                  formatted: brief.followerCountLimitation.toLocaleString(locale),
                })
              : t('briefDetail.noFollowerLimit')}
          </Row>
          {(brief.targetedInfluencerTypes ?? []).length > 0 && (
            <Row label={t('briefDetail.fields.influencerTypes')}>
              {(brief.targetedInfluencerTypes ?? [])
                .map((type) => t(`briefForm.influencerTypes.${type}`, { defaultValue: type }))
                .join(', ')}
            </Row>
          )}
          {typeof brief.maturityTime === 'number' && brief.maturityTime > 0 && (
            <Row label={t('briefDetail.fields.maturity')}>
              {t('briefDetail.days', { count: brief.maturityTime })}
            </Row>
          )}
          {optionalTexts.map((key) => (
            <Row key={key} label={t(`briefForm.fields.${key}`)}>
              {key === 'storyRedirectLink' ? (
                <a href={brief[key]} target="_blank" rel="noopener noreferrer">
                  {brief[key]}
                </a>
              ) : (
                brief[key]
              )}
            </Row>
          ))}
          {links.length > 0 && (
            <Row label={t('briefDetail.fields.links')}>
              <ul className="list-unstyled mb-0">
                {links.map((link) => (
                  <li key={link} className="text-break">
                    {/^https?:\/\//.test(link) ? (
                      <a href={link} target="_blank" rel="noopener noreferrer">
                        {link}
                      </a>
                    ) : (
                      link
                    )}
                  </li>
                ))}
              </ul>
            </Row>
          )}
        </dl>
      </div>
    </article>
  );
}
