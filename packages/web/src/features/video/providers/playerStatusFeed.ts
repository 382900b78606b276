import { HubPath, StreamingProvider } from '@sideline/protocol';
import { HubClient, OTHER_PROFILE } from '../../../shared/realtime';
import type { Clock, ConnectionFactory } from '../../../shared/realtime';

/** A streamer channel whose player status to follow (provider A 3 or B 4). */
export interface PlayerStatusChannel {
  provider: StreamingProvider;
  matchId: number;
  anchorId: number;
  language: string;
}

/** The latest status per provider: false = error, true = cleared (the ProviderPlayer's `playerStatus`). */
export type PlayerStatusMap = Partial<Record<StreamingProvider, boolean>>;

export interface PlayerStatusFeedOptions {
  channel: PlayerStatusChannel;
  token: string;
  onStatus: (provider: StreamingProvider, status: boolean) => void;
  baseUrl?: string;
  connect?: ConnectionFactory;
  clock?: Clock;
  onError?: (message: string, error: unknown) => void;
}

const EVENT_OF = { [StreamingProvider.A]: 'GetAgoraPlayerStatus', [StreamingProvider.B]: 'GetBytePlusPlayerStatus' } as const;

/** Whether a push is about this channel (the server lower-cases the language in the group only). */
export function isForChannel(payload: unknown, channel: PlayerStatusChannel): payload is { Status: boolean } {
  if (typeof payload !== 'object' || payload === null) return false;
  const p = payload as { MatchId?: unknown; AnchorId?: unknown; Language?: unknown; Status?: unknown };
  return p.MatchId === channel.matchId && p.AnchorId === channel.anchorId && typeof p.Status === 'boolean'
    && (typeof p.Language !== 'string' || p.Language.toLowerCase() === channel.language.toLowerCase());
}

/**
 * The common hub's player status of one streamer channel (schedule spec "Real-time hubs": group
 * join for the two providers' player status): a HubClient on /commonhub with the other reconnect
 * profile, AddPlayerStatusGroup(provider, matchId, anchorId, language, token, since) on every
 * connect, and GetAgoraPlayerStatus (provider 3) / GetBytePlusPlayerStatus (4) pushes of this
 * channel reported through `onStatus`. `dispose()` stops it.
 */
export function createPlayerStatusFeed(options: PlayerStatusFeedOptions): { client: HubClient; dispose(): Promise<void> } {
  const { channel } = options;
  const client = new HubClient({
    url: `${options.baseUrl ?? ''}${HubPath.Common}`,
    profile: OTHER_PROFILE,
    connect: options.connect,
    clock: options.clock,
    onError: options.onError,
  });
  const event = EVENT_OF[channel.provider];
  const off = client.on(event, (payload: unknown) => {
    if (isForChannel(payload, channel)) options.onStatus(channel.provider, payload.Status);
  });
  void client.join({
    key: 'player-status',
    method: 'AddPlayerStatusGroup',
    args: (since) => [channel.provider, channel.matchId, channel.anchorId, channel.language, options.token, since],
  });
  void client.start();
  return {
    client,
    async dispose() {
      off();
      client.forget('player-status');
      await client.stop();
    },
  };
}
