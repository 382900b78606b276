import { useEffect, useRef } from 'react';
import { HubPath, LivePrograms } from '@sideline/protocol';
import type { LivePrograms as LiveProgramsT } from '@sideline/protocol';
import { HubClient, OTHER_PROFILE } from '../../../shared/realtime';
import type { ConnectionFactory } from '../../../shared/realtime';

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/**
 * Listens to /streamerschedulehub (the "other" reconnect profile): joins
 * AddStreamerScheduleGroup(language) on every (re)connect and hands each valid
 * PushLivePrograms payload to `onPush`. Malformed pushes are dropped. The connection lives as
 * long as the component; `connect` is the seam tests swap.
 */
export function useLivePrograms(language: string, onPush: (push: LiveProgramsT) => void, connect?: ConnectionFactory): void {
  const handler = useRef(onPush);
  handler.current = onPush;
  useEffect(() => {
    // SignalR needs an absolute URL; the API base may be relative ('' = same origin).
    const url = new URL(`${env.VITE_API_BASE ?? ''}${HubPath.StreamerSchedule}`, window.location.href).toString();
    const client = new HubClient({
      url,
      profile: OTHER_PROFILE,
      connect,
      onError: (message, error) => console.info(`streamer schedule hub: ${message}`, error),
    });
    const off = client.on('PushLivePrograms', (payload: unknown) => {
      const parsed = LivePrograms.safeParse(payload);
      if (parsed.success) handler.current(parsed.data);
    });
    void client.join({ key: 'schedule', method: 'AddStreamerScheduleGroup', args: (since) => [language, since] });
    try {
      void client.start();
    } catch (e) {
      console.info('streamer schedule hub: could not start', e);
    }
    return () => {
      off();
      void client.stop();
    };
  }, [language, connect]);
}
