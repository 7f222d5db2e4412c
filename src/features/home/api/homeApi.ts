import {
  contentPaths,
  toContentStatistics,
  type ContentStatistics,
} from '@/lib/collections/contents';
import { fetchPublicDocument } from '@/lib/firestoreRest';

/**
 * The landing page's live numbers (Contents/Statistics, readable by visitors), or null if unset.
 * Read over REST: the landing page then loads no Firebase SDK at all (lib/firestoreRest.ts).
 */
export async function loadHomeStatistics(): Promise<ContentStatistics | null> {
  const data = await fetchPublicDocument(contentPaths.statistics);
  return data && toContentStatistics(data);
}
