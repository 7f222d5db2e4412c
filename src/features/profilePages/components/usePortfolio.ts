import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import type { PortfolioEntry } from '../api/portfolioApi';
import { portfolioKey, portfolioSpecFor } from '../model/portfolioList';
import {
  portfolioClosed,
  selectPortfolioEntities,
  selectPortfolioList,
} from '../profilePagesSlice';
import { morePortfolio, openPortfolio } from '../profilePagesThunks';

/** Opens the user's portfolio on mount, drops it on leaving, and pages on request. */
export function usePortfolio() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? null;
  const role = user?.role ?? null;
  const spec = useMemo(
    () => (uid !== null && role !== null ? portfolioSpecFor({ uid, role }) : null),
    [uid, role],
  );
  const key = spec ? portfolioKey(spec) : '';
  const list = useAppSelector((state) => selectPortfolioList(state, key));
  const entities = useAppSelector(selectPortfolioEntities);
  const entries = useMemo(
    () => (list?.ids ?? []).map((id) => entities[id]).filter((e): e is PortfolioEntry => !!e),
    [list?.ids, entities],
  );

  useEffect(() => {
    if (!spec) return undefined;
    void dispatch(openPortfolio(spec));
    return () => {
      dispatch(portfolioClosed(portfolioKey(spec)));
    };
  }, [dispatch, spec]);

  const retry = () => spec && void dispatch(openPortfolio(spec));
  const more = () =>
    spec &&
    list?.cursor &&
    void dispatch(morePortfolio({ spec, requestId: list.requestId, cursor: list.cursor }));
  return { spec, list, entries, retry, more };
}
