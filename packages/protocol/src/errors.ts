/**
 * The error catalogue of section 8 of both spec documents: how the transport reacts to HTTP
 * statuses, the codes the server answers with, and for each feature which translation key the
 * client shows. Tables are data so the server (which produces codes) and the web (which reacts)
 * read the same thing.
 */
import { ALERT_DURATION_MS, MUTE_NOTICE_MS, SHOWING_TICKET_FAIL_NOTICE_MS, TURNOVER_NOTICE_MS } from './constants';
import type { AlertColor, AlertType } from './enums';

// ---------------------------------------------------------------- transport

/** HTTP statuses the server answers with (the envelope `Code` mirrors the status). */
export const ServerErrorCode = {
  OK: 200,
  /** Request failed validation; Error[0].Field names the field. Also a missing Idempotency-Key. */
  VALIDATION: 400,
  /** Missing or invalid token on an auth-required call. */
  UNAUTHORIZED: 401,
  /** Valid token but not allowed (e.g. wrong operator key). */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /**
   * Idempotency conflicts: the same key is still running, or was used with a different body.
   * (The IETF draft uses 422 for the latter; 422 already means "token expired" here.)
   */
  CONFLICT: 409,
  /** Token expired: the client sets its token-expired flag. */
  TOKEN_EXPIRED: 422,
  /** Too many requests (chat cool-down, hammering). */
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  /** Maintenance: the client goes to the maintenance pages. */
  MAINTENANCE: 503,
} as const;
export type ServerErrorCode = (typeof ServerErrorCode)[keyof typeof ServerErrorCode];

/** Routes the error catalogue sends the page to. */
export const ErrorRoute = {
  Login: '/login',
  Maintenance: '/maintenance',
  LicenseeMaintenance: '/LicenseeMaintenance',
  NotFound: '/NotFoundPage',
} as const;
export type ErrorRoute = (typeof ErrorRoute)[keyof typeof ErrorRoute];

/** What the web HTTP client does with an answer. */
export type TransportReaction =
  | { kind: 'success' }
  | { kind: 'redirect'; route: ErrorRoute }
  | { kind: 'token-expired' }
  | { kind: 'log' }
  | { kind: 'error' };

/**
 * Transport status rules: only 200 with a body is success; 401 → /login; 404 logged; 422 (or body
 * Code 422 on an entertainment call) → token expired; 503 → /maintenance during login, logout or
 * an artemis-prefixed path, else /LicenseeMaintenance; 400 on /Nickname only logged.
 */
export function transportReaction(args: {
  status: number;
  path: string;
  hasBody: boolean;
  bodyCode?: number;
  entertainment?: boolean;
}): TransportReaction {
  const { status, path } = args;
  if (status === 200) {
    if (args.entertainment && args.bodyCode === ServerErrorCode.TOKEN_EXPIRED) return { kind: 'token-expired' };
    return args.hasBody ? { kind: 'success' } : { kind: 'error' };
  }
  if (status === 401) return { kind: 'redirect', route: ErrorRoute.Login };
  if (status === 404) return { kind: 'log' };
  if (status === 422) return { kind: 'token-expired' };
  if (status === 503) return { kind: 'redirect', route: maintenanceRoute(path) };
  if (status === 400 && stripQuery(path).toLowerCase() === '/nickname') return { kind: 'log' };
  return { kind: 'error' };
}

/** Which maintenance page an unavailable answer leads to. */
export function maintenanceRoute(path: string): ErrorRoute {
  const p = stripQuery(path).toLowerCase();
  const plain = p === '/login' || p === '/logout' || p.startsWith('/login/') || p.startsWith('/logout/') || p.startsWith('/artemis');
  return plain ? ErrorRoute.Maintenance : ErrorRoute.LicenseeMaintenance;
}

function stripQuery(path: string): string {
  const i = path.search(/[?#]/);
  return i === -1 ? path : path.slice(0, i);
}

// ---------------------------------------------------------------- domain codes in Error[0].Field

/**
 * Domain codes the server puts in `Error[0].Field` (the spec's codes plus the few the server
 * needs for refusals the client otherwise detects itself).
 */
export const DomainErrorCode = {
  /** Gift count exceeds the vouchers held. */
  GiftExceedTicket: '400055',
  /** The user's currency is not open for chat. */
  CurrencyNotOpen: 'C001',
  /** Not enough balance for a paid call. */
  InsufficientBalance: 'InsufficientBalance',
  /** Lucky box status error: the client shows Error[0].Message as is. */
  LuckyBoxStatus: 'Status',
  /** The lucky box is expired or unknown. */
  LuckyBoxExpired: 'LuckyBoxExpired',
  /** The wheel is off. */
  WheelOff: 'WheelOff',
  /** The currency cannot spin the wheel. */
  CurrencyNotSupport: 'CurrencyNotSupport',
  /** The chatroom (match or programme) is closed. */
  ChatroomClosed: 'ChatroomClosed',
  /** A nickname is needed first. */
  NicknameRequired: 'NicknameRequired',
  /** Text matched the indecent-word pattern. */
  SensitiveWords: 'SensitiveWords',
  /** VIP level below the gift's required level. */
  VipRequired: 'VipRequired',
  /** Idempotency key reused with another body, or still in flight. */
  IdempotencyConflict: 'Idempotency-Key',
  /**
   * Responsible gambling (issue 22): the player is self-excluded or timed out, has reached a
   * deposit/loss limit, or lacks the verified-age flag a prize needs (HTTP 403).
   */
  GamblingRestricted: 'RG001',
  /** The back office froze the player (SetPlayerFrozen): paid and betting calls answer 403. */
  PlayerFrozen: 'Frozen',
  /** Live bet cards (issue 22): a card followed at a price that is no longer the selection's (FollowBetCard ErrorResult). */
  BetCardPriceChanged: 'BetCardPriceChanged',
} as const;
export type DomainErrorCode = (typeof DomainErrorCode)[keyof typeof DomainErrorCode];

/** Error[0].Message of a PlayerFrozen refusal, per UserLanguage (ph carries English). */
export const PLAYER_FROZEN_MESSAGES: Readonly<Record<'cn' | 'en' | 'vn' | 'th' | 'id' | 'ph', string>> = {
  cn: '您的账户已被冻结，请联系客服。',
  en: 'Your account is frozen. Please contact support.',
  vn: 'Tài khoản của bạn đã bị đóng băng. Vui lòng liên hệ bộ phận hỗ trợ.',
  th: 'บัญชีของคุณถูกระงับ โปรดติดต่อฝ่ายบริการลูกค้า',
  id: 'Akun Anda dibekukan. Silakan hubungi layanan pelanggan.',
  ph: 'Your account is frozen. Please contact support.',
};

/** The PlayerFrozen message in the language (unknown languages read English). */
export function playerFrozenMessage(language: string): string {
  const table = PLAYER_FROZEN_MESSAGES as Record<string, string>;
  return Object.prototype.hasOwnProperty.call(table, language) ? table[language]! : table.en!;
}

// ---------------------------------------------------------------- bets

/** Bet error names (single ticket and place bet). */
export const BetErrorName = {
  MarketClosed: 'MarketClosed',
  PriceClosed: 'PriceClosed',
  OddsSuspend: 'OddsSuspend',
  EventClosed: 'EventClosed',
  EventClosedOrInvalidMarketId: 'EventClosedOrInvalidMarketId',
  ScoreChanged: 'ScoreChanged',
  PointChanged: 'PointChanged',
  PointExpired: 'PointExpired',
  OverMaxBet: 'OverMaxBet',
  OddsChanged: 'OddsChanged',
  InsufficientBalance: 'InsufficientBalance',
  StakeProblem: 'StakeProblem',
} as const;
export type BetErrorName = (typeof BetErrorName)[keyof typeof BetErrorName];

/**
 * How the quick-bet panel reacts: 'price-update' replaces the price with the new offer and flags
 * the selection changed; 'inline' shows an error on the stake; 'lock' locks the panel, clears the
 * stake and shows the message on a closed-state button; 'system' is any other code.
 */
export type BetErrorReaction = 'price-update' | 'inline' | 'lock' | 'system';

export interface BetErrorEntry {
  name: BetErrorName;
  /** Direct betting code. */
  directCode: string;
  /** Translation key shown. */
  key: string;
  reaction: BetErrorReaction;
}

/** Every bet error with its direct code B0xx, translation key and reaction. */
export const BET_ERRORS: readonly BetErrorEntry[] = [
  { name: 'EventClosedOrInvalidMarketId', directCode: 'B005', key: 'event-closed', reaction: 'lock' },
  { name: 'ScoreChanged', directCode: 'B007', key: 'bet-score-changed', reaction: 'lock' },
  { name: 'PointChanged', directCode: 'B008', key: 'bet-point-changed', reaction: 'lock' },
  { name: 'PointExpired', directCode: 'B009', key: 'bet-point-changed', reaction: 'lock' },
  { name: 'OddsChanged', directCode: 'B010', key: 'your-selection-has-changed', reaction: 'price-update' },
  { name: 'OddsSuspend', directCode: 'B011', key: 'odds-closed', reaction: 'lock' },
  { name: 'StakeProblem', directCode: 'B013', key: 'stake-is-out-of-range', reaction: 'inline' },
  { name: 'OverMaxBet', directCode: 'B014', key: 'bet-over-event-max-bet', reaction: 'lock' },
  { name: 'PriceClosed', directCode: 'B015', key: 'odds-closed', reaction: 'lock' },
  { name: 'MarketClosed', directCode: 'B016', key: 'market-closed', reaction: 'lock' },
  { name: 'InsufficientBalance', directCode: 'B017', key: 'insufficient-amount', reaction: 'inline' },
  { name: 'EventClosed', directCode: 'B024', key: 'event-closed', reaction: 'lock' },
];

/** Translation key of any bet error not in the table. */
export const BET_SYSTEM_ERROR_KEY = 'system-error';

/** Finds a bet error by name ('OddsChanged') or direct code ('B010'); null when unknown. */
export function betError(code: string): BetErrorEntry | null {
  const c = code.trim();
  return BET_ERRORS.find((e) => e.name === c || e.directCode === c.toUpperCase()) ?? null;
}

export function betErrorReaction(code: string): BetErrorReaction {
  return betError(code)?.reaction ?? 'system';
}

/** Direct code of a bet error name, or the input when it already is a code / is unknown. */
export function betDirectCode(code: string): string {
  return betError(code)?.directCode ?? code;
}

/**
 * Text parts of a bet error. Known codes show their key. Unknown: on the single-ticket quote
 * 'system-error' with the code in brackets; on place-bet the raw code under the lost-bet banner.
 */
export function betErrorText(code: string, on: 'single-ticket' | 'place-bet'): { key: string | null; detail: string | null } {
  const e = betError(code);
  if (e) return { key: e.key, detail: null };
  return on === 'single-ticket' ? { key: BET_SYSTEM_ERROR_KEY, detail: `(${code})` } : { key: null, detail: code };
}

/** Client-side stake validation keys. */
export const StakeMessageKey = {
  AboveBalance: 'insufficient-amount',
  BelowMinBet: 'stake-is-less-than-min-bet',
  SelectionChanged: 'your-selection-has-changed',
} as const;

// ---------------------------------------------------------------- gifts, lucky box, wheel

export const GiftMessageKey = {
  ExceedTicket: 'exceed-available-gift-ticket',
  Failed: 'sending-failed',
  Success: 'successfully-sent',
  InsufficientFund: 'insufficient-fund',
  LoadFailed: 'gift-info-load-failed',
} as const;

/** Key shown after a failed SendGift, from Error[0].Field. */
export function giftErrorKey(field: string | null | undefined): string {
  if (field === DomainErrorCode.GiftExceedTicket) return GiftMessageKey.ExceedTicket;
  if (field === DomainErrorCode.InsufficientBalance) return GiftMessageKey.InsufficientFund;
  return GiftMessageKey.Failed;
}

export const LuckyBoxMessageKey = {
  Failed: 'sending-failed',
  Success: 'lucky-box-purchase-successfully',
  InsufficientBalance: 'insufficient-balance',
  Expired: 'open-expired-lucky-box',
} as const;

/** What to show after a failed purchase: the server's message on a Status error, else a key. */
export function luckyBoxErrorText(err: { Field: string | null; Message: string } | null | undefined): { key: string } | { message: string } {
  if (err?.Field === DomainErrorCode.LuckyBoxStatus) return { message: err.Message };
  if (err?.Field === DomainErrorCode.InsufficientBalance) return { key: LuckyBoxMessageKey.InsufficientBalance };
  if (err?.Field === DomainErrorCode.LuckyBoxExpired) return { key: LuckyBoxMessageKey.Expired };
  return { key: LuckyBoxMessageKey.Failed };
}

export const WheelMessageKey = {
  Error: 'spin-wheel-error',
  CurrencyNotSupport: 'currency-not-support',
  /** Shown green. */
  Stop: 'spin-wheel-stop',
} as const;

// ---------------------------------------------------------------- chat

export const ChatMessageKey = {
  CurrencyNotOpen: 'currency-not-open',
  ShowingTicketFail: 'showing-ticket-fail',
  CustomerMuted: 'customer-muted',
  LoginToChat: 'login-to-chat',
  SensitiveWords: 'sensitive-words-prohibited',
  ChatroomClose: 'chatroom-close',
  AtStreamer: 'at-streamer',
} as const;

/** The alert the chat shows after MessagePush, or null when the message went out. */
export interface ChatAlert {
  key: string;
  /** Appended after the text, e.g. the error code in brackets. */
  detail: string | null;
  durationMs: number;
  /** True for the turnover-requirement message (built from the user's turnover and the limit). */
  turnover?: boolean;
}

/**
 * MessagePush reactions: Error C001 → 'currency-not-open'; other error → 'showing-ticket-fail'
 * with the code in brackets (3 s); IsMuted → 'customer-muted' (3 s); IsSend false → turnover
 * requirement message (10 s).
 */
export function messagePushAlert(answer: {
  Error: readonly { Field: string | null; Message: string }[] | null;
  Result: { IsMuted: boolean; IsSend: boolean } | null;
}): ChatAlert | null {
  const err = answer.Error?.[0];
  if (err) {
    const code = err.Field ?? err.Message;
    if (code === DomainErrorCode.CurrencyNotOpen || err.Message === DomainErrorCode.CurrencyNotOpen) {
      return { key: ChatMessageKey.CurrencyNotOpen, detail: null, durationMs: ALERT_DURATION_MS };
    }
    return { key: ChatMessageKey.ShowingTicketFail, detail: `(${code})`, durationMs: SHOWING_TICKET_FAIL_NOTICE_MS };
  }
  if (answer.Result?.IsMuted) return { key: ChatMessageKey.CustomerMuted, detail: null, durationMs: MUTE_NOTICE_MS };
  if (answer.Result && !answer.Result.IsSend) return { key: 'turnover', detail: null, durationMs: TURNOVER_NOTICE_MS, turnover: true };
  return null;
}

// ---------------------------------------------------------------- streaming and players

/** Streaming/player codes shown as 'Error Code：' + code. */
export const StreamingErrorCode = {
  InternalServerError: 'E101',
  Timeout: 'E102',
  NoStreamingSource: 'E103',
  DirectError: 'E104',
  DirectResponseHasError: 'E105',
  VideoNetwork: 'E201',
  VideoDecode: 'E202',
  VideoSourceNotSupported: 'E203',
  VideoPlayerError: 'E204',
  ProviderAPlayerError: 'E301',
  ProviderALeaveChannel: 'E302',
  ProviderBInit: 'E401',
  ProviderBJoin: 'E402',
  ProviderBRender: 'E403',
  ProviderBLeaveChannel: 'E404',
} as const;
export type StreamingErrorCode = (typeof StreamingErrorCode)[keyof typeof StreamingErrorCode];

/** Named player error codes. */
export const PlayerErrorName = {
  TimeOut: 'TimeOut',
  MEDIA_ERR_NETWORK: 'MEDIA_ERR_NETWORK',
  MEDIA_ERR_DECODE: 'MEDIA_ERR_DECODE',
  MEDIA_ERR_SRC_NOT_SUPPORTED: 'MEDIA_ERR_SRC_NOT_SUPPORTED',
  VideoJSError: 'VideoJSError',
  NoStreamingSource: 'NoStreamingSource',
  DirectError: 'DirectError',
  DirectResponseHaveError: 'DirectResponseHaveError',
} as const;
export type PlayerErrorName = (typeof PlayerErrorName)[keyof typeof PlayerErrorName];

/** Named code → E-code. */
export const PLAYER_ERROR_CODES: Readonly<Record<PlayerErrorName, StreamingErrorCode>> = {
  TimeOut: 'E102',
  NoStreamingSource: 'E103',
  DirectError: 'E104',
  DirectResponseHaveError: 'E105',
  MEDIA_ERR_NETWORK: 'E201',
  MEDIA_ERR_DECODE: 'E202',
  MEDIA_ERR_SRC_NOT_SUPPORTED: 'E203',
  VideoJSError: 'E204',
};

/** Provider A error codes → E-code. */
export const ProviderAErrorName = { Timeout: 'Timeout', PlayerError: 'PlayerError', LeaveChannel: 'LeaveChannel' } as const;
export type ProviderAErrorName = (typeof ProviderAErrorName)[keyof typeof ProviderAErrorName];
export const PROVIDER_A_ERROR_CODES: Readonly<Record<ProviderAErrorName, StreamingErrorCode>> = {
  Timeout: 'E102',
  PlayerError: 'E301',
  LeaveChannel: 'E302',
};

/** Provider B error codes → E-code. */
export const ProviderBErrorName = {
  InitError: 'InitError', JoinError: 'JoinError', RenderError: 'RenderError', LeaveChannel: 'LeaveChannel',
} as const;
export type ProviderBErrorName = (typeof ProviderBErrorName)[keyof typeof ProviderBErrorName];
export const PROVIDER_B_ERROR_CODES: Readonly<Record<ProviderBErrorName, StreamingErrorCode>> = {
  InitError: 'E401',
  JoinError: 'E402',
  RenderError: 'E403',
  LeaveChannel: 'E404',
};

/** HTMLMediaElement `error.code` → named code (1 MEDIA_ERR_ABORTED is not an error to show). */
export function mediaErrorName(code: number): PlayerErrorName | null {
  switch (code) {
    case 2: return PlayerErrorName.MEDIA_ERR_NETWORK;
    case 3: return PlayerErrorName.MEDIA_ERR_DECODE;
    case 4: return PlayerErrorName.MEDIA_ERR_SRC_NOT_SUPPORTED;
    default: return null;
  }
}

export const ERROR_CODE_LABEL = 'Error Code：';

/**
 * Text of the error photo: 'Error Code：' and the code. DirectResponseHaveError carries the
 * server error code after it.
 */
export function playerErrorText(code: string, serverCode?: string | null): string {
  return serverCode ? `${ERROR_CODE_LABEL}${code} ${serverCode}` : `${ERROR_CODE_LABEL}${code}`;
}

// ---------------------------------------------------------------- live connection

/** Protocol error texts of the SignalR JSON hub protocol (as the official client words them). */
export const HubProtocolError = {
  InvalidPayload: 'Invalid payload.',
  InvalidInvocation: 'Invalid payload for Invocation message.',
  InvalidStreamItem: 'Invalid payload for StreamItem message.',
  InvalidCompletion: 'Invalid payload for Completion message.',
} as const;

// ---------------------------------------------------------------- alerts

export interface AlertDefaults {
  type: AlertType;
  color: AlertColor;
  durationMs: number;
}

/** Alerts are red (error) by default and dismiss after 3 s. */
export const ALERT_DEFAULTS: AlertDefaults = { type: 'error', color: 'red', durationMs: ALERT_DURATION_MS };
