import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, FormGroup, FormText, Input, Label } from 'reactstrap';
import { useAppDispatch } from '@/store/hooks';
import type { DraftDoc } from '@/lib/collections/drafts';
import type { DraftRef } from '../api/draftsApi';
import { decideDraft } from '../draftsThunks';
import { COMMENT_MAX } from '../model/draftRounds';

type Props = {
  collaboration: DraftRef;
  draft: DraftDoc;
  /** Rounds remain: a change request is allowed (firestore.rules draftReviewOk). */
  mayRequestChanges: boolean;
  busy: boolean;
};

/** The owner's one decision on the latest draft: Onayla, or Değişiklik iste with a comment. */
export function DraftReview({ collaboration, draft, mayRequestChanges, busy }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const commentId = `draft-comment-${collaboration.userId}`;
  const reasonId = `draft-changes-reason-${collaboration.userId}`;

  const approve = () =>
    void dispatch(
      decideDraft({ ref: collaboration, round: draft.round, decision: { status: 'approved' } }),
    );

  const requestChanges = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = comment.trim();
    if (text.length < 1 || text.length > COMMENT_MAX) {
      setError(text.length < 1 ? 'drafts.review.commentRequired' : 'drafts.review.commentTooLong');
      document.getElementById(commentId)?.focus();
      return;
    }
    const result = await dispatch(
      decideDraft({
        ref: collaboration,
        round: draft.round,
        decision: { status: 'changesRequested', comment: text },
      }),
    );
    if (decideDraft.fulfilled.match(result)) {
      setAsking(false);
      setComment('');
    }
  };

  return (
    <div className="mt-3" data-testid="draft-review">
      <div className="d-flex flex-wrap gap-2">
        <Button
          color="success"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={approve}
          data-testid="draft-approve"
        >
          {t('drafts.review.approve')}
        </Button>
        {!asking && (
          <Button
            color="warning"
            outline
            disabled={busy || !mayRequestChanges}
            aria-describedby={mayRequestChanges ? undefined : reasonId}
            onClick={() => setAsking(true)}
            data-testid="draft-request-changes"
          >
            {t('drafts.review.requestChanges')}
          </Button>
        )}
      </div>
      {!mayRequestChanges && (
        <p
          id={reasonId}
          className="small text-body-secondary mt-2 mb-0"
          data-testid="draft-rounds-used-up"
        >
          {t('drafts.review.roundsUsedUp')}
        </p>
      )}
      {asking && mayRequestChanges && (
        <Form
          noValidate
          onSubmit={requestChanges}
          className="mt-3"
          data-testid="draft-changes-form"
        >
          <FormGroup>
            <Label for={commentId}>
              {t('drafts.review.comment')}
              <span className="text-danger" aria-hidden="true">
                {' '}
                *
              </span>
            </Label>
            <Input
              id={commentId}
              type="textarea"
              rows={3}
              value={comment}
              maxLength={COMMENT_MAX}
              required
              invalid={Boolean(error)}
              aria-describedby={`${commentId}-count${error ? ` ${commentId}-error` : ''}`}
              onChange={(event) => {
                setComment(event.target.value);
                setError(undefined);
              }}
              disabled={busy}
              data-testid="draft-comment"
            />
            <FormText id={`${commentId}-count`}>
              {t('drafts.review.commentCount', { count: comment.length, max: COMMENT_MAX })}
            </FormText>
            {error && (
              <div id={`${commentId}-error`} className="invalid-feedback d-block" role="alert">
                {t(error)}
              </div>
            )}
          </FormGroup>
          <div className="d-flex flex-wrap gap-2">
            <Button
              type="submit"
              color="warning"
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="draft-changes-send"
            >
              {t('drafts.review.sendChanges')}
            </Button>
            <Button
              type="button"
              color="secondary"
              outline
              disabled={busy}
              onClick={() => {
                setAsking(false);
                setError(undefined);
              }}
            >
              {t('drafts.review.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
