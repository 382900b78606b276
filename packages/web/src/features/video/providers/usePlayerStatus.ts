import { useEffect, useState } from 'react';
import { createPlayerStatusFeed } from './playerStatusFeed';
import type { PlayerStatusChannel, PlayerStatusMap } from './playerStatusFeed';

/**
 * The player-status pushes of the channel that plays (null: no provider channel plays) as
 * `{ 3?: boolean, 4?: boolean }` for the provider players. A new channel starts from no status.
 */
export function usePlayerStatus(channel: PlayerStatusChannel | null, token: string | null): PlayerStatusMap {
  const [status, setStatus] = useState<{ key: string; map: PlayerStatusMap }>({ key: '', map: {} });
  const key = channel && token ? `${channel.provider}:${channel.matchId}:${channel.anchorId}:${channel.language}` : '';
  useEffect(() => {
    if (!channel || !token) return undefined;
    const feed = createPlayerStatusFeed({
      channel,
      token,
      onStatus: (provider, ok) => setStatus((s) => ({ key, map: { ...(s.key === key ? s.map : {}), [provider]: ok } })),
      onError: (message, error) => console.warn(`[player-status] ${message}`, error),
    });
    return () => { void feed.dispose(); };
    // The feed is rebuilt only when the channel or token changes (key covers the channel).
  }, [key, token]); // eslint-disable-line react-hooks/exhaustive-deps
  return status.key === key ? status.map : {};
}
