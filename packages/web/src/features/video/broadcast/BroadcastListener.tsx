import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { GetAgoraInfo, GetBroadcasterToken } from '@sideline/protocol';
import type { ProviderChannelInfo } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { ErrorPhoto } from '../player/lazyErrorPhoto';
import { createProviderAPlayer } from '../providers/controllers';
import { providerAErrorCode } from '../providers/providerA';
import type { ProviderAState } from '../providers/providerA';
import { createAgoraPort } from '../providers/sdkA';

/**
 * Channel info of a voice broadcast: provider A's match channel with the broadcaster token
 * (fetched again on every renewal, so the token is renewed before it expires).
 */
export async function fetchBroadcastInfo(args: { matchId: number; broadcasterId: number; language: string; custId: string }): Promise<ProviderChannelInfo> {
  const [info, token] = await Promise.all([
    callApi(GetAgoraInfo, { matchId: args.matchId }),
    callApi(GetBroadcasterToken, { MatchId: args.matchId, BroadcasterId: args.broadcasterId, Language: args.language, CustId: args.custId }),
  ]);
  return { ...info, ChannelName: `broadcast-${args.matchId}-${args.broadcasterId}`, Token: token.Token };
}

/**
 * The voice-broadcast listener (schedule spec "Broadcast listener"): joins provider A as
 * audience for audio only, leaves when the match closes (`matchOpen` false), follows `muted`
 * and renews its token by refetching. Shows the broadcaster's name and the error code if any.
 */
export function BroadcastListener(props: { matchId: number; broadcasterId: number; language: string; muted: boolean; custId?: string; matchOpen?: boolean }) {
  const { matchId, broadcasterId, language, custId = '0', matchOpen = true } = props;
  const [port] = useState(() => createAgoraPort(null, { audioOnly: true }));
  const player = useMemo(() => createProviderAPlayer({
    port, fetchInfo: () => fetchBroadcastInfo({ matchId, broadcasterId, language, custId }),
  }), [port, matchId, broadcasterId, language, custId]);

  useEffect(() => {
    if (!matchOpen) return undefined;
    player.send({ type: 'start' });
    return () => player.dispose();
  }, [player, matchOpen]);
  useEffect(() => { port.setMuted(props.muted); }, [port, props.muted]);

  const state = useSyncExternalStore(player.subscribe, player.getSnapshot) as ProviderAState;
  const code = providerAErrorCode(state);
  return (
    <div className="player" data-player-status={state.status} data-broadcast={broadcasterId}>
      <div className="player-photo">
        <svg viewBox="0 0 64 64" width="48" height="48" aria-hidden="true"><path d="M32 8a8 8 0 0 1 8 8v16a8 8 0 0 1-16 0V16a8 8 0 0 1 8-8zM18 30a14 14 0 0 0 28 0M32 44v10" fill="none" stroke="currentColor" strokeWidth="4" /></svg>
      </div>
      {state.status !== 'playing' && state.status !== 'error' && matchOpen && <span className="player__spinner spinner" role="status" aria-label="loading" />}
      {code && <ErrorPhoto code={code} />}
    </div>
  );
}
