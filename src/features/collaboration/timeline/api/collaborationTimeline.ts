// One collaboration's timeline, live (briefs/{briefId}/collaborations/{userId}; written only by
// the timeline functions, so there is nothing to write from here).
import type { Unsubscribe } from 'firebase/firestore';
import {
  collaborationConverter,
  collaborationPath,
  type CollaborationDoc,
} from '@/lib/collections/collaborations';
import { subscribeDocument } from '@/lib/lazyListener';

/** `onData(null)` until the functions have written it (or when it is gone). */
export const subscribeCollaboration = (
  briefId: string,
  userId: string,
  onData: (collaboration: CollaborationDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  subscribeDocument(collaborationPath(briefId, userId), collaborationConverter, onData, onError);
