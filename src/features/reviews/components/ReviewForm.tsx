import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormGroup, Input, Label, Spinner } from 'reactstrap';
import { REVIEW_COMMENT_MAX } from '@/lib/collections/reviews';
import { reviewDraftErrors, type ReviewDraft, type ReviewDraftErrors } from '../model/reviews';
import { StarRatingInput } from './StarRatingInput';

type Props = {
  /** Unique on the page: the review's id. */
  id: string;
  /** Whom the review is about, for the heading. */
  revieweeName: string;
  sending: boolean;
  onSubmit: (draft: ReviewDraft) => void;
};

/** Değerlendir: stars, an optional comment of at most 500 characters with its counter, Gönder. */
export function ReviewForm({ id, revieweeName, sending, onSubmit }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReviewDraft>({ rating: null, comment: '' });
  const [errors, setErrors] = useState<ReviewDraftErrors>({});
  const formId = `review-${id}`;
  const commentId = `${formId}-comment`;
  const counterId = `${commentId}-count`;
  const commentErrorId = `${commentId}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reviewDraftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
      data-testid="review-form"
    >
      <h5 id={`${formId}-title`} className="h6">
        {t('reviews.form.title')}
      </h5>
      <p className="small text-body-secondary">{t('reviews.form.intro', { name: revieweeName })}</p>
      <StarRatingInput
        id={`${formId}-rating`}
        value={draft.rating}
        error={errors.rating}
        disabled={sending}
        onChange={(rating) => {
          setDraft((current) => ({ ...current, rating }));
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
      />
      <FormGroup>
        <Label for={commentId}>{t('reviews.form.commentLabel')}</Label>
        <Input
          id={commentId}
          type="textarea"
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          value={draft.comment}
          disabled={sending}
          invalid={Boolean(errors.comment)}
          aria-describedby={[counterId, errors.comment && commentErrorId].filter(Boolean).join(' ')}
          onChange={(event) => setDraft((current) => ({ ...current, comment: event.target.value }))}
          data-testid="review-comment"
        />
        <div id={counterId} className="form-text text-end" data-testid="review-comment-count">
          {t('reviews.form.counter', { count: draft.comment.length, max: REVIEW_COMMENT_MAX })}
        </div>
        {errors.comment && (
          <div id={commentErrorId} className="invalid-feedback d-block">
            {t(errors.comment)}
          </div>
        )}
      </FormGroup>
      <Button color="primary" type="submit" disabled={sending} data-testid="review-submit">
        {sending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t(sending ? 'reviews.form.sending' : 'reviews.form.submit')}
      </Button>
    </form>
  );
}
