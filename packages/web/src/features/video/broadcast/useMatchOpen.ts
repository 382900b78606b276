import { useQuery } from '@tanstack/react-query';
import { CheckMatchStatus, HEARTBEAT_INTERVAL_MS } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/**
 * The match-open state of a page without a chat connection (the /broadcastplugin listener):
 * GET /CheckMatchStatus, asked again every 30 s (the heartbeat period), so the listener leaves
 * the channel when the match closes. Open while unknown or when the check fails (a failed call
 * must not cut the audio); undefined without a match.
 */
export function useMatchOpen(matchId: number | undefined): boolean {
  const q = useQuery({
    queryKey: ['CheckMatchStatus', matchId],
    queryFn: () => callApi(CheckMatchStatus, { MatchId: matchId ?? 0 }),
    enabled: matchId != null,
    refetchInterval: HEARTBEAT_INTERVAL_MS,
    retry: false,
  });
  return q.data?.IsOpen ?? true;
}
