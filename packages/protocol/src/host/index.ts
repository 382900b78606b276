/**
 * Messages between the widget (inside the iframe) and the host page, by postMessage.
 * Names are the spec's (chatroom-and-streaming.md section 7, schedule-promotions-fast-market.md
 * section 7). Every message is `{ type, payload }`; the receiver validates the shape and the
 * sender's origin (exact match with the configured host/widget origin) before acting.
 */

/** Widget → host page. */
export interface WidgetToHost {
  SendReportPlayer: { Nickname: string };
  IsOpenWheel: { IsOpen: 0 | 1 };
  StreamerChatRoom: { expandChat: boolean; expandGift: boolean };
  WantToLogin: Record<string, never>;
  InitChatRoomFinished: Record<string, never>;
  InitFinished: Record<string, never>;
  InitStreamingFinished: Record<string, never>;
  InsufficientBalance: { CurrencyId?: number; Needed?: number };
  /**
   * Not in the spec (it has no outgoing balance message): the widget's balances after every
   * change it knows of — a fetch, a gift, a lucky box, a wheel spin, a bet stake — so the host
   * page's wallet follows spending in the widget (issue 16 item 36).
   */
  BalanceChanged: { Balances: { CurrencyId: number; Balance: number }[] };
  IsOpenLeaderboardDetail: { IsOpen: boolean };
  IsFullChatroom: { IsFull: boolean };
  GoToSingleMatch: { MatchId: number };
  EntertainmentChatRoom: { expandChat: boolean };
  ChangeSource: { Source: string };
  SwitchChannel: { AnchorId: number | null; Language: string | null };
  ChangeBroadcaster: { BroadcasterId: number };
  ToggleVoice: { IsMuted: boolean };
  StreamingInfo: { Sources: unknown[]; Current: unknown };
  /**
   * The widget's own web vitals, which the host page's monitoring cannot see inside the frame
   * (issue 20). Times in ms since the widget's navigation; null until known. Sent when the first
   * chat line shows and again when the page is hidden, with what is known by then.
   */
  WidgetVitals: WidgetVitals;
}

/** Payload of `WidgetVitals`. */
export interface WidgetVitals {
  /** The widget route ('/licensee' …). */
  Route: string;
  /** Largest contentful paint. */
  LCP: number | null;
  /** Cumulative layout shift inside the widget. */
  CLS: number;
  /** The longest interaction so far (Event Timing), the figure INP reports for few interactions. */
  INP: number | null;
  /** The first chat line drawn. */
  FirstChatLine: number | null;
  /**
   * The room's last lines the server drew in the page's HTML, painted (the page's first
   * contentful paint), before the widget's own list (FirstChatLine); null when the page had none.
   */
  FirstChatPreview: number | null;
}

/** Host page → widget. */
export interface HostToWidget {
  LicenseeStreamerChatRoom: { expandChat?: boolean; expandGift?: boolean };
  ChatRoomExpandIcon: { show: boolean };
  StreamerChatRoom: { expandChat?: boolean; expandGift?: boolean };
  UpdateBalance: Record<string, never>;
  SwitchSource: { Source: string; AnchorId?: number | null; Language?: string | null };
  GetStreamingInfo: Record<string, never>;
  BroadcastVoice: { voiceToggle: 0 | 1 };
  /**
   * Responsible gambling (issue 22): the host page says the player is self-excluded, timed out
   * until T (epoch ms), at a deposit/loss limit, age-verified. The widget only ever tightens on
   * it (hides surfaces at once); the server enforces the state the operator's back end set with
   * SetPlayerGamblingState.
   */
  PlayerGamblingState: { SelfExcluded?: boolean; TimedOutUntil?: number | null; LimitReached?: boolean; AgeVerified?: boolean };
}

export type WidgetToHostType = keyof WidgetToHost;
export type HostToWidgetType = keyof HostToWidget;

export type WidgetToHostMessage = { [K in WidgetToHostType]: { type: K; payload: WidgetToHost[K] } }[WidgetToHostType];
export type HostToWidgetMessage = { [K in HostToWidgetType]: { type: K; payload: HostToWidget[K] } }[HostToWidgetType];

export const widgetToHostTypes: readonly WidgetToHostType[] = [
  'SendReportPlayer', 'IsOpenWheel', 'StreamerChatRoom', 'WantToLogin', 'InitChatRoomFinished', 'InitFinished',
  'InitStreamingFinished', 'InsufficientBalance', 'IsOpenLeaderboardDetail', 'IsFullChatroom', 'GoToSingleMatch',
  'EntertainmentChatRoom', 'ChangeSource', 'SwitchChannel', 'ChangeBroadcaster', 'ToggleVoice', 'StreamingInfo',
  'WidgetVitals', 'BalanceChanged',
];
export const hostToWidgetTypes: readonly HostToWidgetType[] = [
  'LicenseeStreamerChatRoom', 'ChatRoomExpandIcon', 'StreamerChatRoom', 'UpdateBalance', 'SwitchSource',
  'GetStreamingInfo', 'BroadcastVoice', 'PlayerGamblingState',
];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Shape check for an incoming host message (origin is checked by the bridge, not here). */
export function parseHostToWidget(data: unknown): HostToWidgetMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  if (!(hostToWidgetTypes as readonly string[]).includes(data.type)) return null;
  const payload = data.payload === undefined ? {} : data.payload;
  if (!isRecord(payload)) return null;
  return { type: data.type, payload } as HostToWidgetMessage;
}

/** Shape check for an incoming widget message, used by the host SDK. */
export function parseWidgetToHost(data: unknown): WidgetToHostMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  if (!(widgetToHostTypes as readonly string[]).includes(data.type)) return null;
  const payload = data.payload === undefined ? {} : data.payload;
  if (!isRecord(payload)) return null;
  return { type: data.type, payload } as WidgetToHostMessage;
}
