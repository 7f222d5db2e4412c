import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { CardTexts } from './briefCardText';
import type { DisplayMode } from './displayModes';
import { cardLinkOf } from './links';

type Props = {
  brief: BriefDoc;
  texts: CardTexts;
  mode: DisplayMode;
  /** The influencer's card: platforms, content types and period instead of category and date. */
  influencer?: { offerLabel: string; offer: string | null };
  selected: boolean;
  onToggleSelect: (id: string) => void;
};

/** One brief as a card (spec section 2), in the image, thumb or list display mode. */
export function BriefCard({ brief, texts, mode, influencer, selected, onToggleSelect }: Props) {
  const { t } = useTranslation();
  const href = cardLinkOf(brief.id);
  const image = brief.images?.find((url) => typeof url === 'string' && url.trim() !== '');
  const checkId = `select-${brief.id}`;
  const picture =
    mode !== 'list' && image ? (
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={mode === 'image' ? 'brief-card-picture' : 'brief-card-thumb'}
      >
        <img src={image} alt="" loading="lazy" />
      </Link>
    ) : null;

  return (
    <article
      className={`card brief-card brief-card--${mode} h-100${selected ? ' border-primary' : ''}`}
      data-testid="brief-card"
      data-brief-id={brief.id}
      aria-labelledby={`title-${brief.id}`}
    >
      {mode === 'image' && picture}
      <div className="card-body d-flex gap-3">
        {mode === 'thumb' && picture}
        <div className="flex-grow-1 min-w-0">
          <div className="d-flex align-items-start gap-2">
            <h2 id={`title-${brief.id}`} className="h6 mb-1 flex-grow-1 text-break">
              <Link to={href} className="brief-card-title">
                {texts.title}
              </Link>
            </h2>
            <div className="form-check mb-0 flex-shrink-0">
              <input
                id={checkId}
                type="checkbox"
                className="form-check-input"
                checked={selected}
                onChange={() => onToggleSelect(brief.id)}
              />
              <label htmlFor={checkId} className="visually-hidden">
                {t('briefs.list.select', { title: texts.title })}
              </label>
            </div>
          </div>
          {influencer ? (
            <>
              <p className="small text-body-secondary mb-1">{texts.brand}</p>
              <p className="small mb-1" data-testid="card-platforms">
                {texts.platforms.join(', ')}
                <span aria-hidden="true"> · </span>
                {texts.contentTypes.join(', ')}
              </p>
              <p className="small text-body-secondary mb-2">{texts.period}</p>
            </>
          ) : (
            <p className="small text-body-secondary mb-2">
              <span data-testid="card-categories">
                {texts.categories.names.join(', ')}
                {texts.categories.more && '…'}
              </span>
              {texts.date && (
                <>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={new Date(brief.timestamp).toISOString()}>{texts.date}</time>
                </>
              )}
            </p>
          )}
          <div className="d-flex flex-wrap gap-1 align-items-center">
            <span
              className={`badge rounded-pill bg-${texts.status.color}${texts.status.color === 'warning' ? ' text-dark' : ''}`}
            >
              {texts.status.label}
            </span>
            {brief.visibility !== 'brand' && (
              <span className="badge rounded-pill bg-info text-dark" data-testid="card-private">
                {t('briefs.list.privateForAgency')}
              </span>
            )}
            {texts.amount && (
              <span className="badge bg-success brief-amount" data-testid="card-amount">
                {texts.amount}
              </span>
            )}
            {texts.age && <span className="badge bg-light text-dark border">{texts.age}</span>}
            {texts.gender && (
              <span className="badge bg-light text-dark border">{texts.gender}</span>
            )}
          </div>
          {influencer && (
            <p className="small mb-0 mt-2" data-testid="card-offer">
              <span className="text-body-secondary">{influencer.offerLabel}: </span>
              <span className="fw-semibold">{influencer.offer ?? '…'}</span>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
