// Which steps a collaboration's timeline shows and which one is current (issue 21). Pure: the
// brief (payment type, revision rounds, who is completed) says which steps apply; the timeline
// document (written by the functions) says which are done and when.
import type { BriefDoc } from '@/lib/collections/briefs';
import type {
  CollaborationDoc,
  CollaborationStep,
  DraftStatus,
} from '@/lib/collections/collaborations';

export type TimelineBrief = Pick<BriefDoc, 'paymentType' | 'completedUsers'> & {
  /** Included revision rounds; null or absent on briefs stored before issue 21 (drafts optional). */
  revisionRounds?: number | null;
};

export type TimelineItem =
  | { kind: CollaborationStep; id: CollaborationStep; done: boolean; at: number | null }
  | {
      kind: 'draft';
      id: `draft-${number}`;
      round: number;
      done: boolean;
      /** When it was submitted; null for a round still to come. */
      at: number | null;
      /** null for a round still to come. */
      status: DraftStatus | null;
    };

const revisionRoundsOf = (brief: TimelineBrief): number | null =>
  typeof brief.revisionRounds === 'number' && Number.isInteger(brief.revisionRounds)
    ? brief.revisionRounds
    : null;

const step = (
  kind: CollaborationStep,
  doc: CollaborationDoc | null,
  doneAnyway = false,
): TimelineItem => {
  const at = doc?.steps[kind] ?? null;
  return { kind, id: kind, done: at !== null || doneAnyway, at };
};

/** The drafts sent, by round, and the next round when one may still come. */
function draftItems(brief: TimelineBrief, doc: CollaborationDoc | null): TimelineItem[] {
  const rounds = Object.keys(doc?.drafts ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  const items: TimelineItem[] = rounds.map((round) => {
    const draft = doc!.drafts[String(round)]!;
    return {
      kind: 'draft',
      id: `draft-${round}`,
      round,
      // Sent and reviewed: the brand's answer closes the round.
      done: draft.status !== 'submitted',
      at: draft.submittedAt,
      status: draft.status,
    };
  });
  const included = revisionRoundsOf(brief);
  const last = rounds.at(-1);
  const lastStatus = last === undefined ? null : doc!.drafts[String(last)]!.status;
  // The next round: the first one on a brief with revision rounds, or one after a change
  // request while rounds remain (round n + 1 <= revisionRounds + 1).
  const next =
    last === undefined
      ? included !== null
        ? 1
        : null
      : lastStatus === 'changesRequested' && (included === null || last <= included)
        ? last + 1
        : null;
  if (next !== null)
    items.push({
      kind: 'draft',
      id: `draft-${next}`,
      round: next,
      done: false,
      at: null,
      status: null,
    });
  return items;
}

/**
 * The steps that apply to `userId`'s collaboration, in order: accepted; paid when the brief
 * pays money (or a payment was made); the address, shipment and receipt when a product is
 * sent; each draft round with its status and the approval when the brief has revision rounds
 * (or drafts were sent); the live link; completed. Once the collaboration is completed, steps
 * that never happened are left out (they did not apply to it).
 */
export function timelineItems(
  brief: TimelineBrief,
  userId: string,
  doc: CollaborationDoc | null,
): TimelineItem[] {
  const completed = brief.completedUsers.includes(userId) || doc?.steps.completed !== undefined;
  const pays = brief.paymentType === 'money' || brief.paymentType === 'both';
  const ships = brief.paymentType === 'product' || brief.paymentType === 'both';
  const reviews = revisionRoundsOf(brief) !== null || Object.keys(doc?.drafts ?? {}).length > 0;
  const items: TimelineItem[] = [
    // She is on the brief: accepted, whether or not its date was recorded.
    step('accepted', doc, true),
    ...(pays || doc?.steps.paid !== undefined ? [step('paid', doc)] : []),
    ...(ships ? [step('addressShared', doc), step('shipped', doc), step('received', doc)] : []),
    ...draftItems(brief, doc),
    ...(reviews || doc?.steps.approved !== undefined ? [step('approved', doc)] : []),
    step('live', doc),
    step('completed', doc, completed),
  ];
  return completed ? items.filter((item) => item.done || item.at !== null) : items;
}

/** The index of the current step: the first not done; -1 when every step is done. */
export const currentStepIndex = (items: readonly TimelineItem[]): number =>
  items.findIndex((item) => !item.done);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Turkish day/month/year, as every date of the app (docs/decisions.md, dd.MM.yyyy). */
export function formatStepDate(millis: number): string {
  const date = new Date(millis);
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;
}
