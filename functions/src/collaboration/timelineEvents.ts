// What a change of a collaboration's source documents means for its timeline
// (briefs/{briefId}/collaborations/{userId}, docs/briefs-model.md "Collaborations"). Pure: the
// triggers in timelineTriggers.ts pass the documents' data before and after the change.

import { collaborationSteps, type CollaborationStep } from '../shared/collaborationSteps';

/** The dated steps of a collaboration, each set once. */
export const timelineSteps = collaborationSteps;
export type TimelineStep = CollaborationStep;

export type ReviewStatus = 'approved' | 'changesRequested';

/** One thing that happened to one collaboration. */
export type TimelineEvent =
  | { kind: 'step'; step: TimelineStep }
  | { kind: 'cancelled' }
  | { kind: 'draftSubmitted'; round: number }
  | { kind: 'draftReviewed'; round: number; status: ReviewStatus };

type Data = Record<string, unknown> | undefined;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * A brief's update: a uid joining acceptedUsers is accepted, joining completedUsers completed;
 * one leaving acceptedUsers without being completed now is cancelled (removed, or left).
 */
export function briefEvents(before: Data, after: Data): { userId: string; event: TimelineEvent }[] {
  const acceptedBefore = new Set(strings(before?.acceptedUsers));
  const acceptedAfter = new Set(strings(after?.acceptedUsers));
  const completedBefore = new Set(strings(before?.completedUsers));
  const completedAfter = new Set(strings(after?.completedUsers));
  const events: { userId: string; event: TimelineEvent }[] = [];
  for (const userId of acceptedAfter)
    if (!acceptedBefore.has(userId)) events.push({ userId, event: step('accepted') });
  for (const userId of completedAfter)
    if (!completedBefore.has(userId)) events.push({ userId, event: step('completed') });
  for (const userId of acceptedBefore)
    if (!acceptedAfter.has(userId) && !completedAfter.has(userId))
      events.push({ userId, event: { kind: 'cancelled' } });
  return events;
}

const step = (name: TimelineStep): TimelineEvent => ({ kind: 'step', step: name });

/** A collaboration payment whose state became `held`: the brand has paid. */
export function paymentEvents(before: Data, after: Data): TimelineEvent[] {
  return after?.state === 'held' && before?.state !== 'held' ? [step('paid')] : [];
}

const isSet = (value: unknown) => value !== null && value !== undefined;

/** A shipment: created is shipped; its receivedAt set is received. */
export function shipmentEvents(before: Data, after: Data): TimelineEvent[] {
  if (!after) return [];
  const events: TimelineEvent[] = [];
  if (!before) events.push(step('shipped'));
  if (isSet(after.receivedAt) && !isSet(before?.receivedAt)) events.push(step('received'));
  return events;
}

const reviewed = (status: unknown): status is ReviewStatus =>
  status === 'approved' || status === 'changesRequested';

/** The round of a draft: its `round` field, else the `_<round>` end of its id. */
export function draftRound(data: Data, draftId: string): number | null {
  const stored = data?.round;
  const round =
    typeof stored === 'number' ? stored : Number(/_(\d+)$/.exec(draftId)?.[1] ?? Number.NaN);
  return Number.isInteger(round) && round >= 1 ? round : null;
}

/** A draft: created is submitted; its status moving to approved / changesRequested reviewed. */
export function draftEvents(before: Data, after: Data, draftId: string): TimelineEvent[] {
  if (!after) return [];
  const round = draftRound(after, draftId);
  if (round === null) return [];
  const events: TimelineEvent[] = [];
  if (!before) events.push({ kind: 'draftSubmitted', round });
  if (reviewed(after.status) && after.status !== before?.status)
    events.push({ kind: 'draftReviewed', round, status: after.status });
  return events;
}

/** A stored date (a Timestamp, or a Date) as epoch millis; anything else null. */
function millisOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return (toMillis as () => number).call(value);
  }
  return null;
}

/** The field of the source document that stamps each step (the rules set it to the write's time). */
const STAMP_FIELDS: Partial<Record<TimelineStep, string>> = {
  paid: 'heldAt',
  addressShared: 'createdAt',
  shipped: 'shippedAt',
  received: 'receivedAt',
  live: 'submittedAt',
};

/** The source document's own date for `event`, if it carries one (null for the brief's steps). */
export function stampOf(event: TimelineEvent, source: Data): number | null {
  const field =
    event.kind === 'step'
      ? STAMP_FIELDS[event.step]
      : event.kind === 'draftSubmitted'
        ? 'submittedAt'
        : event.kind === 'draftReviewed'
          ? 'reviewedAt'
          : undefined;
  return field ? millisOf(source?.[field]) : null;
}
