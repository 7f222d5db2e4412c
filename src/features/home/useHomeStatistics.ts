import { useCallback, useEffect, useState } from 'react';
import type { ContentStatistics } from '@/lib/collections/contents';
import { loadHomeStatistics } from './api/homeApi';

export type HomeStatistics =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; data: ContentStatistics | null };

/**
 * Read once per visit: the landing page is the only reader and a visitor has no store state
 * worth keeping, so local state is enough (the content feature's slice serves signed-in pages).
 */
export function useHomeStatistics(): { statistics: HomeStatistics; retry: () => void } {
  const [statistics, setStatistics] = useState<HomeStatistics>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadHomeStatistics().then(
      (data) => current && setStatistics({ status: 'ready', data }),
      () => current && setStatistics({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setStatistics({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { statistics, retry };
}
