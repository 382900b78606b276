import { PROVIDER_AREA, PROVIDER_AUDIENCE_LEVEL, PROVIDER_CLIENT_CODEC, PROVIDER_CLIENT_MODE } from '@sideline/protocol';
import type { ProviderAHandlers, ProviderAPort } from './ports';

import type AgoraRTCType from 'agora-rtc-sdk-ng';

type AgoraSdk = typeof AgoraRTCType;
type Client = ReturnType<AgoraSdk['createClient']>;

let sdk: Promise<AgoraSdk> | null = null;
/** Loads agora-rtc-sdk-ng on first use (never part of the initial bundle). */
export function loadProviderASdk(): Promise<AgoraSdk> {
  sdk ??= import('agora-rtc-sdk-ng').then((m) => {
    const AgoraRTC = m.default;
    AgoraRTC.setLogLevel(3);
    AgoraRTC.setArea({ areaCode: [PROVIDER_AREA as never] });
    return AgoraRTC;
  });
  return sdk;
}

/**
 * Provider A on its real web SDK: joins as audience and plays the remote video in `container`
 * (or audio only for the broadcast listener).
 */
export function createAgoraPort(container: HTMLElement | null, options: { audioOnly?: boolean } = {}): ProviderAPort {
  let client: Client | null = null;
  let muted = true;
  let leaving = false;
  const audioTracks = new Set<{ setVolume(v: number): void }>();

  return {
    async join(info, h: ProviderAHandlers) {
      const AgoraRTC = await loadProviderASdk();
      const c = AgoraRTC.createClient({ mode: PROVIDER_CLIENT_MODE, codec: PROVIDER_CLIENT_CODEC, role: 'audience' });
      client = c;
      leaving = false;
      await c.setClientRole('audience', { level: PROVIDER_AUDIENCE_LEVEL as 1 });
      c.on('user-published', async (user, mediaType) => {
        if (mediaType === 'video' && options.audioOnly) return; // listener: audio only
        await c.subscribe(user, mediaType);
        if (mediaType === 'video' && user.videoTrack) {
          if (container) user.videoTrack.play(container);
          h.onVideoTrack();
        }
        if (mediaType === 'audio' && user.audioTrack) {
          audioTracks.add(user.audioTrack);
          user.audioTrack.setVolume(muted ? 0 : 100);
          user.audioTrack.play();
          if (options.audioOnly) h.onVideoTrack();
        }
      });
      c.on('user-unpublished', (_user, mediaType) => {
        if (mediaType === 'video' || options.audioOnly) h.onVideoUnpublished();
      });
      c.on('connection-state-change', (state, _prev, reason) => {
        if (state === 'DISCONNECTED' && !leaving && reason !== 'LEAVE') h.onChannelLeft();
      });
      c.on('token-privilege-will-expire', () => h.onTokenWillExpire());
      c.on('token-privilege-did-expire', () => h.onTokenWillExpire());
      c.on('exception', (e) => {
        if (/ended/i.test(e.msg)) h.onTrackEnded();
      });
      await c.join(info.AppId, info.ChannelName, info.Token, info.UserId);
    },
    async leave() {
      leaving = true;
      audioTracks.clear();
      const c = client;
      client = null;
      await c?.leave();
    },
    async renewToken(token) {
      await client?.renewToken(token);
    },
    setMuted(m) {
      muted = m;
      for (const t of audioTracks) t.setVolume(m ? 0 : 100);
    },
  };
}
