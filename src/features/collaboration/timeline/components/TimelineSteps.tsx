import { useTranslation } from 'react-i18next';
import { formatStepDate, type TimelineItem } from '../model/timelineModel';
import './timelineSteps.css';

/** A tick drawn here, not in the shared icon set: only this list needs it. */
function CheckMark() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

const isoOf = (millis: number) => new Date(millis).toISOString();

function DateText({ millis, textKey }: { millis: number; textKey: string }) {
  const { t } = useTranslation();
  return <time dateTime={isoOf(millis)}>{t(textKey, { date: formatStepDate(millis) })}</time>;
}

/** What a step says under its name: its date when done, else "Bekleniyor". */
function StepStatus({ item }: { item: TimelineItem }) {
  const { t } = useTranslation();
  if (item.kind === 'draft' && item.status !== null) {
    return (
      <>
        {item.at !== null && <DateText millis={item.at} textKey="timeline.submittedOn" />}
        {item.at !== null && ' · '}
        {t(`timeline.draftStatus.${item.status}`)}
      </>
    );
  }
  if (item.done)
    return item.at !== null ? (
      <DateText millis={item.at} textKey="timeline.doneOn" />
    ) : (
      <>{t('timeline.doneUndated')}</>
    );
  return <>{t('timeline.pending')}</>;
}

type Props = { items: TimelineItem[]; current: number; labelledBy: string };

/**
 * The ordered steps of one collaboration: done ones with a tick and their date, the current one
 * marked (aria-current="step" and the words "Şu anki adım", not colour alone), the rest
 * "Bekleniyor".
 */
export function TimelineSteps({ items, current, labelledBy }: Props) {
  const { t } = useTranslation();
  return (
    <ol className="collab-timeline list-unstyled mb-0" aria-labelledby={labelledBy}>
      {items.map((item, index) => {
        const state = item.done ? 'done' : index === current ? 'current' : 'pending';
        const name =
          item.kind === 'draft'
            ? t('timeline.draft', { round: item.round })
            : t(`timeline.steps.${item.kind}`);
        return (
          <li
            key={item.id}
            className={`collab-timeline-step is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
            data-testid={`timeline-step-${item.id}`}
          >
            <span className="collab-timeline-marker" aria-hidden="true">
              {item.done ? <CheckMark /> : null}
            </span>
            <span className="d-block">
              <span className={`d-block${state === 'pending' ? '' : ' fw-semibold'}`}>{name}</span>
              <small className={`d-block ${item.done ? 'text-success' : 'text-body-secondary'}`}>
                {state === 'current' && (
                  <span className="text-body fw-semibold">{t('timeline.current')} · </span>
                )}
                <StepStatus item={item} />
              </small>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
