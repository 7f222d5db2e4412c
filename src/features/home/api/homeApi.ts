import { fetchContentStatistics, type ContentStatistics } from '@/lib/collections/contents';
import { db } from '@/lib/firebase';

/** The landing page's live numbers (Contents/Statistics, readable by visitors), or null if unset. */
export async function loadHomeStatistics(): Promise<ContentStatistics | null> {
  return fetchContentStatistics(await db());
}
