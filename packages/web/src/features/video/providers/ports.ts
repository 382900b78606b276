import type { ProviderBChannelInfo, ProviderChannelInfo } from '@sideline/protocol';

/**
 * The seam between the provider players and the providers' web SDKs. The controllers only see
 * these ports; `sdkA.ts` / `sdkB.ts` implement them on agora-rtc-sdk-ng and @byteplus/rtc
 * (loaded lazily, on first join), and tests pass fakes.
 */
export interface ProviderAHandlers {
  onVideoTrack(): void;
  onVideoUnpublished(): void;
  onTrackEnded(): void;
  /** The server ended our membership (not a leave we asked for). */
  onChannelLeft(): void;
  onTokenWillExpire(): void;
}

export interface ProviderAPort {
  /** Join as audience (live mode, vp8, audience level 1, Asia area). Rejects when the join fails. */
  join(info: ProviderChannelInfo, handlers: ProviderAHandlers): Promise<void>;
  leave(): Promise<void>;
  renewToken(token: string): Promise<void>;
  setMuted(muted: boolean): void;
}

export interface ProviderBHandlers {
  /** Play state: 2 playing, 4 error (see ProviderBPlayState). */
  onPlayState(state: number): void;
  onRenderFailed(): void;
  onUserLeft(): void;
}

export interface ProviderBPort {
  init(info: ProviderBChannelInfo, handlers: ProviderBHandlers): Promise<void>;
  join(): Promise<void>;
  retryPlay(): Promise<void>;
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
}

/** The clock the controllers schedule timeouts on (tests use fake timers or a fake clock). */
export interface TimerClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: TimerClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};
