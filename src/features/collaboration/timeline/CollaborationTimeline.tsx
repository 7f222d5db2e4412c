import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/LoadState';
import { useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import type { CollaborationStepProps } from '@/components/collaboration/stepProps';
import { TimelineSteps } from './components/TimelineSteps';
import { currentStepIndex, timelineItems } from './model/timelineModel';
import { collaborationTimelineFeed } from './timelineFeeds';
import { selectTimeline, timelineKey } from './timelineSlice';

/**
 * One collaboration's timeline on the brief detail page (issue 21), live: the steps that apply
 * to this brief with their dates (written by the timeline functions), the current one marked.
 * Its heading sits one level under the workspace's (h3 in the party's card, h4 under the
 * owner's per-influencer h3).
 */
export function CollaborationTimeline({ brief, userId, side }: CollaborationStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const key = timelineKey(brief.id, userId);
  useLiveFeed(collaborationTimelineFeed, key);
  const { status, doc } = useAppSelector((state) => selectTimeline(state, key));
  const Heading = side === 'party' ? 'h3' : 'h4';

  const items = timelineItems(brief, userId, doc);
  return (
    <section className="mb-4" aria-labelledby={headingId} data-testid="collaboration-timeline">
      <Heading id={headingId} className="h6 mb-3">
        {t('timeline.title')}
      </Heading>
      <LoadState
        status={status}
        hasData={doc !== null}
        loadingKey="timeline.loading"
        errorKey="timeline.loadFailed"
        testId="timeline-loading"
      />
      {status === 'ready' && doc === null && (
        <p className="text-body-secondary small" data-testid="timeline-empty">
          {t('timeline.empty')}
        </p>
      )}
      {(status === 'ready' || doc !== null) && (
        <TimelineSteps items={items} current={currentStepIndex(items)} labelledBy={headingId} />
      )}
    </section>
  );
}
