import { useTranslation } from 'react-i18next';
import { REVIEW_STARS } from '@/lib/collections/reviews';

type Props = {
  id: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** An i18n key, shown under the stars and announced with the group. */
  error?: string;
  disabled?: boolean;
};

/**
 * 1–5 stars as a native radio group in a fieldset: Tab reaches it, the arrow keys move the
 * choice, and each star has its own visible label ("3 yıldız").
 */
export function StarRatingInput({ id, value, onChange, error, disabled = false }: Props) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="mb-3"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid="review-stars-input"
    >
      <legend className="form-label fs-6 mb-1">{t('reviews.form.ratingLegend')}</legend>
      <div className="d-flex flex-wrap gap-1" role="presentation">
        {REVIEW_STARS.map((star) => {
          const inputId = `${id}-${star}`;
          const on = value !== null && star <= value;
          return (
            <span key={star}>
              <input
                type="radio"
                className="btn-check"
                name={id}
                id={inputId}
                value={star}
                checked={value === star}
                disabled={disabled}
                required
                onChange={() => onChange(star)}
                data-testid={`review-star-${star}`}
              />
              <label
                className={`btn btn-sm ${on ? 'btn-warning' : 'btn-outline-secondary'}`}
                htmlFor={inputId}
                data-testid={`review-star-label-${star}`}
              >
                <span aria-hidden="true">{on ? '★' : '☆'}</span>{' '}
                {t('reviews.form.star', { count: star })}
              </label>
            </span>
          );
        })}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {t(error)}
        </div>
      )}
    </fieldset>
  );
}
