import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import { disclosureMapOf } from './deliveries';
import { BRIEFS } from './briefs';
import { millisOf } from './timestamps';

// `briefs/{briefId}/drafts/{userId}_{round}` (issue 21; docs/briefs-model.md "Drafts"): the
// accepted party's content before it goes live, one document per round, decided once by the
// brief's owner. Dates are epoch milliseconds in the app.
export const DRAFTS = 'drafts';

export const draftStatuses = ['submitted', 'changesRequested', 'approved'] as const;
export type DraftStatus = (typeof draftStatuses)[number];

export const draftsPath = (briefId: string) => `${BRIEFS}/${briefId}/${DRAFTS}`;
export const draftId = (userId: string, round: number) => `${userId}_${round}`;
export const draftPath = (briefId: string, userId: string, round: number) =>
  `${draftsPath(briefId)}/${draftId(userId, round)}`;

/**
 * One party's drafts on a brief. The same query for everyone who may see them: the rules let
 * the owner and admins list every draft, the party (or her agency) only with this filter.
 */
export const draftsQuery = (briefId: string, userId: string): QueryDescription => ({
  collection: draftsPath(briefId),
  where: [['userId', '==', userId]],
});

/** Storage folder of one party's draft files on a brief (storage.rules). */
export const draftMediaFolder = (briefId: string, userId: string) =>
  `collaborationDrafts/${briefId}/${userId}`;

export type DraftMediaKind = 'image' | 'video';

export type DraftMedia = {
  /** The Storage path (collaborationDrafts/{briefId}/{userId}/{fileName}). */
  path: string;
  /** Its download URL. */
  url: string;
  kind: DraftMediaKind;
  contentType: string;
};

export type DraftDoc = {
  /** = document id. */
  id: string;
  /** The accepted party. */
  userId: string;
  briefId: string;
  /** 1 .. revisionRounds + 1. */
  round: number;
  media: DraftMedia[];
  /** '' or https. */
  link: string;
  caption: string;
  /** The brief's disclosure per platform when she confirmed it. */
  disclosure: Record<string, string>;
  disclosureConfirmed: boolean;
  /** The party, or the agency that manages her. */
  submittedBy: string;
  submittedAt: number | null;
  status: DraftStatus;
  /** '' unless changes were requested. */
  reviewComment: string;
  /** '' until the owner decides. */
  reviewedBy: string;
  reviewedAt: number | null;
};

const mediaOf = (value: unknown): DraftMedia[] =>
  Array.isArray(value)
    ? value
        .filter((item): item is Record<string, unknown> => typeof item === 'object' && !!item)
        .map((item) => ({
          path: String(item.path ?? ''),
          url: String(item.url ?? ''),
          kind: item.kind === 'video' ? 'video' : 'image',
          contentType: String(item.contentType ?? ''),
        }))
    : [];

export const draftConverter: FirestoreDataConverter<DraftDoc> = {
  toFirestore: (draft) => draft as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): DraftDoc {
    const data = snapshot.data();
    const disclosure = disclosureMapOf(data.disclosure);
    return {
      id: snapshot.id,
      userId: String(data.userId ?? ''),
      briefId: String(data.briefId ?? ''),
      round: typeof data.round === 'number' ? data.round : 0,
      media: mediaOf(data.media),
      link: typeof data.link === 'string' ? data.link : '',
      caption: typeof data.caption === 'string' ? data.caption : '',
      disclosure,
      disclosureConfirmed: data.disclosureConfirmed === true,
      submittedBy: String(data.submittedBy ?? ''),
      submittedAt: millisOf(data.submittedAt),
      status: (draftStatuses as readonly string[]).includes(data.status as string)
        ? (data.status as DraftStatus)
        : 'submitted',
      reviewComment: typeof data.reviewComment === 'string' ? data.reviewComment : '',
      reviewedBy: typeof data.reviewedBy === 'string' ? data.reviewedBy : '',
      reviewedAt: millisOf(data.reviewedAt),
    };
  },
};
