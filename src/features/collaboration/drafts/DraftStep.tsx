import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from 'reactstrap';
import { LoadState } from '@/components/LoadState';
import { useLiveFeed } from '@/store/live/liveFeed';
import { useAppSelector } from '@/store/hooks';
import type { DraftDoc } from '@/lib/collections/drafts';
import { shipmentFeed } from '../shipment/shipmentFeeds';
import { collaborationKey, selectShipment } from '../shipment/shipmentSlice';
import { shipsProduct, type CollaborationStepProps } from '@/components/collaboration/stepProps';
import { DraftForm } from './components/DraftForm';
import { DraftHistory } from './components/DraftHistory';
import { DraftMediaView } from './components/DraftMediaView';
import { DraftReview } from './components/DraftReview';
import { selectDraftsBusy } from './draftsSlice';
import { draftsKey } from './draftsThunks';
import { byRound, draftsStateOf, mayRequestChanges, type DraftsState } from './model/draftRounds';
import { useLiveDrafts } from './useLiveDrafts';

/** "Revizyon 1 / 2": change requests made / rounds included; legacy briefs need no drafts. */
function RoundCounter({ state }: { state: DraftsState }) {
  const { t } = useTranslation();
  if (state.included === null)
    return (
      <p className="small text-body-secondary" data-testid="draft-not-required">
        {t('drafts.notRequired')}
      </p>
    );
  return (
    <p className="mb-2" data-testid="draft-round-counter">
      <span className="badge text-bg-secondary">
        {t('drafts.rounds', { used: state.used, included: state.included })}
      </span>
    </p>
  );
}

/** The latest draft as a card: what was sent, with the decision controls for the owner. */
function LatestDraft({ draft, children }: { draft: DraftDoc; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-2" data-testid="draft-latest" data-round={draft.round}>
      <CardBody>
        <h4 className="h6">{t('drafts.latest', { n: draft.round })}</h4>
        <DraftMediaView draft={draft} />
        {children}
      </CardBody>
    </Card>
  );
}

/**
 * Issue 21's drafts step of one collaboration: the party sends a draft (files or a link, the
 * caption, the confirmed ad disclosure); the owner approves it or asks for changes while
 * rounds remain; both see the round counter and every round. Live while on screen.
 */
export function DraftStep({ brief, userId, side }: CollaborationStepProps) {
  const { t } = useTranslation();
  const key = draftsKey(brief.id, userId);
  const drafts = useLiveDrafts(brief.id, userId);
  const barter = shipsProduct(brief);
  // The party's first draft waits for the product (the shipment step listens to the same key).
  useLiveFeed(shipmentFeed, barter && side === 'party' ? collaborationKey(brief.id, userId) : null);
  const shipment = useAppSelector((state) =>
    selectShipment(state, collaborationKey(brief.id, userId)),
  );
  const busy = useAppSelector((state) => selectDraftsBusy(state, key));
  const headingId = `drafts-title-${userId}`;
  const ready = drafts.status === 'ready';
  const mine = byRound(drafts.items.filter((draft) => draft.userId === userId));
  const state = draftsStateOf(brief, userId, mine, shipment.doc?.receivedAt != null);
  const collaboration = { briefId: brief.id, userId };
  const latest = state.latest;
  // Legacy briefs (no revisionRounds) need no drafts: the form is not offered there.
  const formDue = side === 'party' && state.included !== null && state.due === 'submit';

  return (
    <section
      className="mb-4"
      aria-labelledby={headingId}
      data-testid="draft-step"
      data-due={ready ? state.due : undefined}
    >
      <h3 id={headingId} className="h6 text-uppercase text-body-secondary">
        {t('drafts.title')}
      </h3>
      {!ready ? (
        <LoadState
          status={drafts.status === 'error' ? 'error' : 'loading'}
          loadingKey="drafts.loading"
          errorKey="drafts.loadFailed"
          testId="drafts-loading"
        />
      ) : (
        <>
          <RoundCounter state={state} />
          {side === 'admin' && <p className="small text-body-secondary">{t('drafts.readOnly')}</p>}
          {side === 'party' && state.due === 'awaitingProduct' && state.included !== null && (
            <p className="text-body-secondary" data-testid="draft-awaiting-product">
              {t('drafts.party.awaitingProduct')}
            </p>
          )}
          {side === 'party' && state.due === 'inReview' && (
            <p className="text-body-secondary" data-testid="draft-in-review">
              {t('drafts.party.inReview')}
            </p>
          )}
          {state.due === 'approved' && (
            <p className="text-success" data-testid="draft-approved">
              {side === 'party' ? t('drafts.party.approved') : t('drafts.owner.approved')}
            </p>
          )}
          {side === 'party' && latest?.status === 'changesRequested' && formDue && (
            <div className="alert alert-warning" data-testid="draft-changes-requested">
              <div className="fw-semibold">{t('drafts.party.changesRequested')}</div>
              <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                {latest.reviewComment}
              </p>
            </div>
          )}
          {side !== 'party' && !latest && (
            <p className="text-body-secondary" data-testid="draft-awaiting">
              {t('drafts.owner.awaiting')}
            </p>
          )}
          {latest && (latest.status === 'submitted' || side !== 'party') && (
            <LatestDraft draft={latest}>
              {side === 'owner' && latest.status === 'submitted' && state.due !== 'closed' && (
                <DraftReview
                  collaboration={collaboration}
                  draft={latest}
                  mayRequestChanges={mayRequestChanges(brief, latest)}
                  busy={busy === 'deciding'}
                />
              )}
            </LatestDraft>
          )}
          {formDue && (
            <DraftForm
              brief={brief}
              collaboration={collaboration}
              round={state.nextRound}
              busy={busy === 'sending'}
            />
          )}
          <DraftHistory drafts={mine} />
        </>
      )}
    </section>
  );
}
