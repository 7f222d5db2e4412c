import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { collaborationSteps, type CollaborationStep } from '@shared/collaborationSteps';
import { BRIEFS } from './briefs';
import { millisOf } from './timestamps';

// `briefs/{briefId}/collaborations/{userId}`: one collaboration's timeline (issue 21,
// docs/briefs-model.md "Collaborations"), written only by the timeline functions
// (functions/src/collaboration): each step's server date, set once.
export const COLLABORATIONS = 'collaborations';

export const collaborationPath = (briefId: string, userId: string) =>
  `${BRIEFS}/${briefId}/${COLLABORATIONS}/${userId}`;

export { collaborationSteps, type CollaborationStep };

export const draftStatuses = ['submitted', 'changesRequested', 'approved'] as const;
export type DraftStatus = (typeof draftStatuses)[number];

export type TimelineDraft = {
  submittedAt: number | null;
  status: DraftStatus;
  reviewedAt: number | null;
};

export type CollaborationDoc = {
  briefId: string;
  /** = document id: the accepted party. */
  userId: string;
  ownerId: string;
  /** Epoch millis per step reached; absent until then. */
  steps: Partial<Record<CollaborationStep, number>>;
  /** By round ('1', '2', ...). */
  drafts: Record<string, TimelineDraft>;
  cancelledAt: number | null;
  updatedAt: number | null;
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function stepsOf(value: unknown): CollaborationDoc['steps'] {
  const stored = record(value);
  const steps: CollaborationDoc['steps'] = {};
  for (const step of collaborationSteps) {
    const millis = millisOf(stored[step]);
    if (millis !== null) steps[step] = millis;
  }
  return steps;
}

function draftsOf(value: unknown): CollaborationDoc['drafts'] {
  const drafts: CollaborationDoc['drafts'] = {};
  for (const [round, item] of Object.entries(record(value))) {
    if (!/^\d+$/.test(round)) continue;
    const draft = record(item);
    const status = draftStatuses.find((s) => s === draft.status) ?? 'submitted';
    drafts[round] = {
      submittedAt: millisOf(draft.submittedAt),
      status,
      reviewedAt: millisOf(draft.reviewedAt),
    };
  }
  return drafts;
}

export const collaborationConverter: FirestoreDataConverter<CollaborationDoc> = {
  toFirestore: (collaboration) => collaboration as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): CollaborationDoc {
    const data = snapshot.data();
    return {
      briefId: String(data.briefId ?? ''),
      userId: snapshot.id,
      ownerId: String(data.ownerId ?? ''),
      steps: stepsOf(data.steps),
      drafts: draftsOf(data.drafts),
      cancelledAt: millisOf(data.cancelledAt),
      updatedAt: millisOf(data.updatedAt),
    };
  },
};
