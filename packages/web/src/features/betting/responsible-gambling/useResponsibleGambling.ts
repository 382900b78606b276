import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GetResponsibleGambling } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { systemClock } from '../../../shared/clock';
import { useDataParam } from '../../../shared/data-param';
import { gamblingAccess, gamblingStore } from './gamblingStore';
import type { GamblingAccess } from './gamblingStore';

/**
 * The responsible-gambling access of this viewer, for every surface that bets or awards prizes:
 * read it where the surface renders and leave the surface out when it says off. Loads the
 * site's profile and the member's state once per token; re-renders when a push, the host page
 * or the end of a time-out changes it.
 */
export function useResponsibleGambling(): GamblingAccess {
  const { data } = useDataParam();
  const token = data.Token ?? null;
  const answer = useQuery({
    queryKey: ['GetResponsibleGambling', token],
    queryFn: () => callApi(GetResponsibleGambling, {}),
    enabled: token !== null,
    staleTime: Infinity,
    retry: 2,
  });
  useEffect(() => {
    if (answer.data) gamblingStore.loaded(answer.data, systemClock.now());
  }, [answer.data]);
  const snap = useSyncExternalStore(gamblingStore.subscribe, gamblingStore.getSnapshot, gamblingStore.getSnapshot);
  const [tick, rerender] = useReducer((n: number) => n + 1, 0);
  const access = useMemo(() => gamblingAccess(snap, systemClock.now()), [snap, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (access.changesAt === null) return undefined;
    const timer = systemClock.setTimeout(rerender, Math.max(0, access.changesAt - systemClock.now()) + 50);
    return () => systemClock.clearTimeout(timer);
  }, [access.changesAt]);
  return access;
}
