import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PREVIEW_PLAYER_TIMEOUT_MS, PLAYER_TIMEOUT_MS, StreamingProvider } from '@sideline/protocol';
import type { ProviderBChannelInfo, ProviderChannelInfo } from '@sideline/protocol';
import { ErrorPhoto } from '../player/lazyErrorPhoto';
import '../player/player.css';
import { createProviderAPlayer, createProviderBPlayer } from './controllers';
import type { PlayerMachine } from './controllers';
import { providerAErrorCode } from './providerA';
import type { ProviderAEvent, ProviderAState } from './providerA';
import { providerBErrorCode } from './providerB';
import type { ProviderBEvent, ProviderBState } from './providerB';
import { createAgoraPort } from './sdkA';
import { createBytePlusPort } from './sdkB';

export interface ProviderPlayerProps {
  provider: StreamingProvider;
  fetchInfoA?: () => Promise<ProviderChannelInfo>;
  fetchInfoB?: () => Promise<ProviderBChannelInfo>;
  muted?: boolean;
  preview?: boolean;
  refreshKey?: number;
  /** The common hub's player-status push (GetAgoraPlayerStatus / GetBytePlusPlayerStatus); null = none yet. */
  playerStatus?: boolean | null;
}

type AnyMachine = PlayerMachine<ProviderAState, ProviderAEvent> | PlayerMachine<ProviderBState, ProviderBEvent>;
const idle = { status: 'idle', error: null } as const;

/**
 * One player interface over providers A (id 3) and B (id 4): spinner, the video, or the error
 * picture with 'Error Code：' and the provider's code. The SDKs load lazily on first join.
 */
export function ProviderPlayer(props: ProviderPlayerProps) {
  const { provider, fetchInfoA, fetchInfoB, muted = true, preview = false, refreshKey = 0, playerStatus = null } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<{ m: AnyMachine; setMuted(m: boolean): void } | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    const timeoutMs = preview ? PREVIEW_PLAYER_TIMEOUT_MS : PLAYER_TIMEOUT_MS;
    if (provider === StreamingProvider.A && fetchInfoA) {
      const port = createAgoraPort(box);
      const m = createProviderAPlayer({ port, fetchInfo: fetchInfoA, timeoutMs });
      setPlayer({ m, setMuted: (x) => port.setMuted(x) });
      m.send({ type: 'start' });
      return () => m.dispose();
    }
    if (provider === StreamingProvider.B && fetchInfoB) {
      const port = createBytePlusPort(box);
      const m = createProviderBPlayer({ port, fetchInfo: fetchInfoB, timeoutMs });
      setPlayer({ m, setMuted: (x) => port.setMuted(x) });
      m.send({ type: 'start' });
      return () => m.dispose();
    }
    return undefined;
  }, [provider, fetchInfoA, fetchInfoB, preview]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    (player?.m as PlayerMachine<ProviderAState, ProviderAEvent> | undefined)?.send({ type: 'refresh' });
  }, [refreshKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => { player?.setMuted(muted); }, [player, muted]);
  useEffect(() => {
    if (playerStatus !== null) (player?.m as PlayerMachine<ProviderAState, ProviderAEvent> | undefined)?.send({ type: 'playerStatus', ok: playerStatus });
  }, [player, playerStatus]);

  const state = useSyncExternalStore(
    (l) => player?.m.subscribe(l) ?? (() => undefined),
    () => player?.m.getSnapshot() ?? idle,
  );
  const code = provider === StreamingProvider.A
    ? providerAErrorCode(state as ProviderAState)
    : providerBErrorCode(state as ProviderBState);
  const loading = state.status !== 'playing' && state.status !== 'error';
  return (
    <div className="player" data-player-status={state.status} data-provider={provider}>
      <div ref={boxRef} className="player__media" />
      {loading && <span className="player__spinner spinner" role="status" aria-label="loading" />}
      {code && <ErrorPhoto code={code} />}
    </div>
  );
}
