/**
 * Every data parameter the specs list (chatroom document section 3 "Chatroom info" and "User
 * info", schedule document sections 2-3) that a host page may pass, with how the demo lets a
 * visitor try it (the data-parameter panel, loaded when opened). What the demo passes unasked
 * is data-defaults.ts.
 */

export type ParamKind = 'number' | 'text' | 'flag' | { options: readonly (readonly [value: number | string, label: string])[] };

export interface ParamSpec {
  name: string;
  kind: ParamKind;
  /** What it changes, shown beside the field. */
  hint: string;
}

export const DATA_PARAMS: readonly ParamSpec[] = [
  { name: 'Title', kind: 'text', hint: 'programme title in the title bar' },
  { name: 'CustomerId', kind: 'number', hint: 'member id (feedback prompt, tutorial)' },
  { name: 'SiteId', kind: 'number', hint: 'licensee site (lobby, chat group)' },
  { name: 'SiteName', kind: 'text', hint: 'site name on bets and chat lines' },
  { name: 'WatchTimeLimit', kind: 'number', hint: 'free-viewing seconds for anonymous visitors' },
  { name: 'IsLicenseeChatroom', kind: 'flag', hint: 'licensee chatroom (ads, free viewing)' },
  { name: 'StreamingPluginType', kind: { options: [[1, '1 only streaming'], [2, '2 streaming and chatroom'], [3, '3 only chatroom']] }, hint: 'what the plugin shows' },
  { name: 'Theme', kind: { options: [[1, '1'], [2, '2'], [3, '3'], [4, '4'], [5, '5 (default)'], [6, '6']] }, hint: 'colour theme' },
  { name: 'IsDarkMode', kind: 'flag', hint: 'dark mode' },
  { name: 'IsHideTitle', kind: 'flag', hint: 'hide the team header' },
  { name: 'IsPreview', kind: 'flag', hint: 'preview mode (no chatroom, no close)' },
  { name: 'IsUserLogin', kind: 'flag', hint: 'logged-in flag before the token is verified' },
  { name: 'CanUpdateNickname', kind: 'flag', hint: 'nickname editing allowed' },
  { name: 'IsAllowSendGift', kind: 'flag', hint: 'gifts and wheel allowed' },
  { name: 'IsAllowShowingTicket', kind: 'flag', hint: 'ticket showing allowed' },
  { name: 'EnableDefaultOpenChatroom', kind: 'flag', hint: 'chatroom opens expanded' },
  { name: 'IsFocusGV', kind: 'flag', hint: 'start on the sports-data feed' },
  { name: 'FocusSource', kind: 'text', hint: 'source to start on (Streamer, Video, Vocal …)' },
  { name: 'MaskedStreamingSrc', kind: 'text', hint: 'stream sources to hide' },
  { name: 'StreamerName', kind: 'text', hint: 'streamer shown in chat mentions' },
  { name: 'StreamerIds', kind: 'text', hint: 'streamers to offer (comma-separated ids)' },
  { name: 'ExclusiveStreamerType', kind: 'number', hint: 'exclusive streamer group' },
  { name: 'LayoutType', kind: { options: [[0, '0 vertical'], [1, '1 horizontal']] }, hint: 'entertainment layout' },
  { name: 'ProgramType', kind: { options: [[1, '1 match'], [2, '2 entertainment'], [3, '3 broadcast']] }, hint: 'room kind' },
  { name: 'BroadcasterId', kind: 'number', hint: 'voice broadcaster to start on' },
  { name: 'IsAutoplay', kind: 'flag', hint: 'voice broadcast starts unmuted' },
  { name: 'CurrencyId', kind: 'number', hint: 'wallet currency' },
  { name: 'ChatroomReferer', kind: 'text', hint: 'referring page recorded with the chat' },
];

/** A field's text as the parameter's value: '' → absent (a flag offers not passed, true, false), numbers parsed. */
export function parseParam(spec: ParamSpec, raw: string): unknown {
  if (raw === '') return undefined;
  if (spec.kind === 'flag') return raw === 'true';
  if (spec.kind === 'number' || (typeof spec.kind === 'object' && typeof spec.kind.options[0]?.[0] === 'number')) {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  return String(raw);
}
