import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { ContentStatistics } from '@/lib/collections/contents';
import { selectStatistics, type Loadable } from './contentSlice';
import { loadStatistics } from './contentThunks';

/**
 * The home page's numbers (Contents/Statistics) for whatever screen shows them (composed in
 * src/app; the landing page reads them over REST instead, features/home/api/homeApi.ts). Read
 * once per page load; `data` is null while loading, on an error and when the document is missing.
 */
export function useContentStatistics(): Loadable<ContentStatistics | null> {
  const dispatch = useAppDispatch();
  const statistics = useAppSelector(selectStatistics);
  const asked = statistics !== null;
  useEffect(() => {
    if (!asked) void dispatch(loadStatistics());
  }, [asked, dispatch]);
  return statistics ?? { status: 'loading', data: null };
}
