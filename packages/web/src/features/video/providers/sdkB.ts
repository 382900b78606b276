import type { ProviderBChannelInfo } from '@sideline/protocol';
import type { ProviderBHandlers, ProviderBPort } from './ports';
import { ProviderBPlayState } from './providerB';

import type VERTCType from '@byteplus/rtc';

type BytePlusSdk = typeof VERTCType;
type Engine = ReturnType<BytePlusSdk['createEngine']>;

let sdk: Promise<{ default: BytePlusSdk }> | null = null;
/** Loads @byteplus/rtc on first use (never part of the initial bundle). */
export function loadProviderBSdk(): Promise<{ default: BytePlusSdk }> {
  sdk ??= import('@byteplus/rtc');
  return sdk;
}

const MAIN_STREAM = 0; // StreamIndex.STREAM_INDEX_MAIN

/** Provider B on its real web SDK: a receive-only engine rendering the remote main stream into `container`. */
export function createBytePlusPort(container: HTMLElement | null): ProviderBPort {
  let engine: Engine | null = null;
  let info: ProviderBChannelInfo | null = null;
  let handlers: ProviderBHandlers | null = null;
  let remoteUser: string | null = null;
  let muted = true;

  const render = () => {
    if (!engine || !remoteUser || !container) return;
    const video = engine.setRemoteVideoPlayer(MAIN_STREAM as never, { userId: remoteUser, renderDom: container });
    if (video === undefined) handlers?.onRenderFailed();
    else handlers?.onPlayState(ProviderBPlayState.Playing);
  };

  return {
    async init(i, h) {
      const mod = await loadProviderBSdk();
      const VERTC = mod.default;
      info = i;
      handlers = h;
      engine = VERTC.createEngine(i.AppId);
      const ev = VERTC.events;
      engine.on(ev.onUserPublishStream, (e: { userId: string }) => {
        remoteUser = e.userId;
        render();
      });
      engine.on(ev.onUserLeave, () => h.onUserLeft());
      engine.on(ev.onError, () => h.onPlayState(ProviderBPlayState.Error));
    },
    async join() {
      if (!engine || !info) throw new Error('provider B not initialised');
      try {
        await engine.joinRoom(null, info.ChannelName, { userId: String(info.UserId) }, {
          isAutoPublish: false, isAutoSubscribeAudio: true, isAutoSubscribeVideo: true,
        });
        handlers?.onPlayState(ProviderBPlayState.Joining);
      } catch {
        handlers?.onPlayState(ProviderBPlayState.Error);
      }
    },
    async retryPlay() {
      if (remoteUser) render();
      else await this.join();
    },
    async stop() {
      const e = engine;
      engine = null;
      remoteUser = null;
      if (!e) return;
      try {
        await e.leaveRoom();
      } finally {
        const mod = await loadProviderBSdk();
        mod.default.destroyEngine(e);
      }
    },
    setMuted(m) {
      muted = m;
      if (engine && remoteUser) engine.setPlaybackVolume(remoteUser, MAIN_STREAM as never, muted ? 0 : 100);
    },
  };
}
