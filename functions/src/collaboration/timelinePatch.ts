// Which keys of a collaboration's timeline an event sets: only absent ones, so a replayed or
// repeated event adds nothing, and `fresh` says whether the event is new (then, for the steps
// that have one, its notification goes out). Pure; `at` is the date to write.
import type { TimelineEvent } from './timelineEvents';

type Stored = {
  steps?: Record<string, unknown>;
  drafts?: Record<string, Record<string, unknown> | undefined>;
  cancelledAt?: unknown;
};

/** A nested map for `set(..., { merge: true })`: only the keys given are written. */
export type TimelinePatch = Record<string, unknown>;

const absent = (value: unknown) => value === undefined || value === null;

export function timelinePatch<T>(
  stored: Stored | undefined,
  event: TimelineEvent,
  at: T,
): { patch: TimelinePatch; fresh: boolean } {
  const steps = stored?.steps ?? {};
  switch (event.kind) {
    case 'step':
      return absent(steps[event.step])
        ? { patch: { steps: { [event.step]: at } }, fresh: true }
        : { patch: {}, fresh: false };
    case 'cancelled':
      return absent(stored?.cancelledAt)
        ? { patch: { cancelledAt: at }, fresh: true }
        : { patch: {}, fresh: false };
    case 'draftSubmitted': {
      const draft = stored?.drafts?.[String(event.round)] ?? {};
      if (!absent(draft.submittedAt)) return { patch: {}, fresh: false };
      // A review seen first (events may arrive out of order) keeps its status.
      const status = absent(draft.status) ? { status: 'submitted' } : {};
      return {
        patch: { drafts: { [String(event.round)]: { submittedAt: at, ...status } } },
        fresh: true,
      };
    }
    case 'draftReviewed': {
      const draft = stored?.drafts?.[String(event.round)] ?? {};
      if (!absent(draft.reviewedAt)) return { patch: {}, fresh: false };
      const approved =
        event.status === 'approved' && absent(steps.approved) ? { steps: { approved: at } } : {};
      return {
        patch: {
          drafts: { [String(event.round)]: { status: event.status, reviewedAt: at } },
          ...approved,
        },
        fresh: true,
      };
    }
  }
}
