import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import type { DraftDoc, DraftStatus } from '@/lib/collections/drafts';
import { draftDate } from '../model/draftRounds';

const badgeColors: Record<DraftStatus, string> = {
  submitted: 'info',
  changesRequested: 'warning',
  approved: 'success',
};

/** Every round so far, newest first: when it was sent, what was decided and why. */
export function DraftHistory({ drafts }: { drafts: readonly DraftDoc[] }) {
  const { t } = useTranslation();
  if (drafts.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="h6">{t('drafts.history.title')}</h4>
      <ol className="list-unstyled mb-0" reversed data-testid="draft-history">
        {[...drafts].reverse().map((draft) => (
          <li
            key={draft.id}
            className="border-start border-3 ps-2 mb-2"
            data-testid={`draft-history-${draft.round}`}
            data-status={draft.status}
          >
            <div className="d-flex flex-wrap align-items-center gap-2">
              <strong>{t('drafts.history.round', { n: draft.round })}</strong>
              <Badge color={badgeColors[draft.status]}>{t(`drafts.status.${draft.status}`)}</Badge>
              <span className="small text-body-secondary">
                {t('drafts.history.sentOn', {
                  date: draft.submittedAt ? draftDate(draft.submittedAt) : '—',
                })}
                {draft.reviewedAt !== null &&
                  ` · ${t('drafts.history.decidedOn', { date: draftDate(draft.reviewedAt) })}`}
              </span>
            </div>
            {draft.reviewComment && (
              <p className="small mb-0 mt-1" style={{ whiteSpace: 'pre-wrap' }}>
                <span className="fw-semibold">{t('drafts.history.comment')}</span>{' '}
                {draft.reviewComment}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
