import { useEffect, useState } from 'react';
import type { BiddersDoc } from '../../../../lib/collections/bidders';
import type { BriefDoc } from '../../../../lib/collections/briefs';
import { isPermissionDenied } from '../../../../lib/errors';
import { subscribeBidders, subscribeBrief } from '../../api/briefSubscriptions';

export type BriefState =
  | { status: 'loading' }
  | { status: 'ready'; brief: BriefDoc }
  /** No such brief, or the rules do not let this user read it. */
  | { status: 'missing' }
  | { status: 'error' };

type Keyed<T> = { key: string; value: T };

/** briefs/{briefId}, live; the listener stops when the id changes or the page unmounts. */
export function useLiveBrief(briefId: string): BriefState {
  const [state, setState] = useState<Keyed<BriefState>>({
    key: briefId,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!briefId) return undefined;
    return subscribeBrief(
      briefId,
      (brief) =>
        setState({
          key: briefId,
          value: brief ? { status: 'ready', brief } : { status: 'missing' },
        }),
      (error) =>
        setState({
          key: briefId,
          value: isPermissionDenied(error) ? { status: 'missing' } : { status: 'error' },
        }),
    );
  }, [briefId]);
  return state.key === briefId ? state.value : { status: 'loading' };
}

export type BiddersState =
  { status: 'loading' } | { status: 'ready'; bidders: BiddersDoc | null } | { status: 'error' };

/**
 * bidders/{briefId}, live, while `enabled` (the rules let only admins, the owner and users who
 * have made an offer read it; a listener started earlier would only be refused).
 */
export function useLiveBidders(briefId: string, enabled: boolean): BiddersState {
  const key = `${briefId}:${enabled}`;
  const [state, setState] = useState<Keyed<BiddersState>>({
    key,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!enabled || !briefId) return undefined;
    const current = `${briefId}:true`;
    return subscribeBidders(
      briefId,
      (bidders) => setState({ key: current, value: { status: 'ready', bidders } }),
      () => setState({ key: current, value: { status: 'error' } }),
    );
  }, [briefId, enabled]);
  return state.key === key ? state.value : { status: 'loading' };
}
