/**
 * Business constants and limits of section 9 of both spec documents (plus the timings of
 * section 4 they repeat). Units are in the name: _MS milliseconds, _S seconds, _PX pixels,
 * _KB/_MB sizes. Change a value here and both server and web follow.
 */
import { MessageType, OddsType } from './enums';

// ---- Sites, currencies, special ids ----
/** The coin site (two currencies, coin and diamond). */
export const SITE_ID_COIN = 99;
/** Another licensee site id the spec names. */
export const SITE_ID_LICENSEE = 4283400;
export const CURRENCY_COIN = 999;
export const CURRENCY_DIAMOND = 998;
/** Ticket sharing is hidden for this match. */
export const MATCH_ID_NO_TICKET_SHARING = 1688168;
export const GIFT_ID_PROFIT_SHARE = 152;
export const GIFT_ID_WISH_COIN = 153;
/** Bet type whose point (and choice) is hidden. */
export const BET_TYPE_HIDE_POINT = 646;
/** Fast-market 5-minute bet type. */
export const BET_TYPE_FAST_MARKET = 222;
/** Sport type of a fast-market ticket. */
export const FAST_MARKET_SPORT_TYPE = 1;
export const DEFAULT_ODDS_TYPE = OddsType.DEC;

// ---- Transport ----
export const HTTP_TIMEOUT_MS = 30_000;

// ---- Caches and refresh ----
export const GIFT_CACHE_MS = 60_000;
export const BALANCE_REFETCH_BLOCK_MS = 20_000;
/** Text shown for an unknown balance. */
export const BALANCE_UNKNOWN = '--';
export const HEARTBEAT_INTERVAL_MS = 30_000;

// ---- Animations, timers, UI timings ----
export const WHEEL_ANIMATION_MS = 2_000;
export const WHEEL_SPIN_MS = 5_000;
export const WHEEL_MIN_TURNS = 5;
export const WHEEL_MAX_TURNS = 10;
export const WHEEL_MAX_OFFSET_DEG = 25;
/** Six colour bands of 60 degrees. */
export const WHEEL_SEGMENT_COUNT = 6;
export const WHEEL_SEGMENT_DEG = 60;
export const ANIMATION_START_DELAY_MS = 10;
export const GIFT_SEND_DELAY_MS = 10;
export const TIMER_DEFAULT_S = 60;
export const TIMER_TICK_MS = 1_000;
export const RESIZE_DEBOUNCE_MS = 200;
export const CHAT_AUTO_SCROLL_THRESHOLD_PX = 5;
export const PLAYER_TIMEOUT_MS = 40_000;
export const PREVIEW_PLAYER_TIMEOUT_MS = 15_000;
export const PLAYER_LEAVE_DELAY_MS = 60_000;
export const WELCOME_BANNER_MS = 2_000;
export const BET_FAIL_RESET_MS = 3_000;
export const SENSITIVE_WORD_NOTICE_MS = 3_000;
export const MUTE_NOTICE_MS = 3_000;
export const SHOWING_TICKET_FAIL_NOTICE_MS = 3_000;
export const TURNOVER_NOTICE_MS = 10_000;
export const ALERT_DURATION_MS = 3_000;
export const COPY_CONFIRMATION_MS = 2_000;
export const CARD_CLICK_LOCK_MS = 2_000;
export const PREVIEW_AUTOPLAY_DELAY_MS = 1_000;
export const PREVIEW_AUTOPLAY_CANDIDATES = 3;
export const PREVIEW_AUTOPLAY_MIN_VISIBLE_RATIO = 0.3;
export const INFINITE_SCROLL_THRESHOLD_PX = 15;
export const INFINITE_SCROLL_DEBOUNCE_MS = 200;
export const FAST_MARKET_ARROW_MS = 3_000;
export const FAST_MARKET_HISTORY = 100;
export const FAST_MARKET_RETRIES = 3;
export const FAST_MARKET_RETRY_DELAY_MS = 1_000;
export const FAST_MARKET_MANUAL_RECONNECT_DELAY_MS = 1_000;

// ---- Live connection (hubs) ----
/** Chat hub automatic reconnect delays. */
export const CHAT_HUB_RECONNECT_DELAYS_MS: readonly number[] = [0, 0, 10_000];
/** The other hub profile: 0, 2 s, 10 s, 30 s, then stop. */
export const ALT_HUB_RECONNECT_DELAYS_MS: readonly number[] = [0, 2_000, 10_000, 30_000];
export const HUB_CONNECTION_CHECK_MS = 5_000;
export const HUB_START_RETRY_MS = 1_000;
export const HUB_SERVER_TIMEOUT_MS = 30_000;
export const HUB_KEEP_ALIVE_MS = 15_000;
export const HUB_LONG_POLL_MS = 100_000;
export const HUB_NEGOTIATE_REDIRECT_LIMIT = 100;
/* Hub paths are `HubPath` in hubs/define.ts. */

// ---- Limits and layout ----
export const NICKNAME_MAX_LENGTH = 20;
export const NICKNAME_COLOR_MIN = 1;
export const NICKNAME_COLOR_MAX = 10;
/** Welcome nickname truncation weight (Chinese characters weigh 2, others 1). */
export const WELCOME_NICKNAME_MAX_WEIGHT = 14;
/** Licensee user names up to this length are masked entirely as '***'. */
export const LICENSEE_NAME_MASK_LENGTH = 4;
export const GIFT_GRID_COLUMNS = 5;
export const GIFT_DEFAULT_COUNT = 1;
export const STICKER_GRID_COLUMNS = 10;
export const GIFT_PANEL_HEIGHT_PX = 200;
export const WHEEL_PANEL_HEIGHT_PX = 300;
export const CHAT_PANEL_WIDTH_PX = 282;
export const MOBILE_BREAKPOINT_PX = 768;
export const PROMOTION_MAX_WIDTH_PX = 768;
export const WELCOME_TEMPLATE_IDS: readonly number[] = [0, 1, 2, 3];
export const FOLLOW_TEMPLATE_IDS: readonly number[] = [0, 1];
/** Quick-bet quick-add stakes (plus a 'max' button). */
export const QUICK_ADD_STAKES: readonly number[] = [10, 100];
/** Keypad keys of the quick-bet panel. */
export const BET_KEYPAD_KEYS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '00'];
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const STREAMER_STARS_MAX = 5;
export const STREAMER_DESKTOP_CARDS_PER_PAGE = 3;
export const STREAMER_MOBILE_COLUMNS = 2;
export const TOPIC_PAGE_CARDS_PER_PAGE = 16;
/** Lobby: all live programmes plus at most this many not-started ones. */
export const LOBBY_MAX_NOT_STARTED = 3;
export const LEADERBOARD_TOP = 3;
export const LEADERBOARD_OWN_RANK_MAX = 50;
export const LEADERBOARD_TIME_ZONE = 'Etc/GMT+4';
export const EVENT_TIME_ZONE = 'Asia/Hong_Kong';
export const PROFIT_SHARE_QUICK_PERCENTS: readonly number[] = [1, 2];
export const PROFIT_SHARE_DECIMALS = 2;
export const DEFAULT_PAGE_TITLE = 'Streaming ChatRoom';
/** Chat keeps a bounded list (Twitch keeps about 150 lines). */
export const CHAT_HISTORY_MAX = 150;

// ---- Admin limits ----
export const STREAMER_PHOTO_MAX_KB = 800;
export const GIFT_IMAGE_MAX_KB = 10;
export const VIDEO_MAX_MB = 25;
export const GIFT_SVGA_MAX_KB_LARGE = 1024;
export const GIFT_SVGA_MAX_KB_SMALL = 500;
/** Gifts of this many diamonds or more may have the larger SVGA. */
export const GIFT_SVGA_LARGE_THRESHOLD = 10;
export const ADMIN_GIFT_LIST_PAGE_SIZE = 5;
export const WHEEL_SLOT_LABEL_MAX = 8;
/** Feature text must be under this many characters. */
export const FEATURE_TEXT_MAX_EXCLUSIVE = 18;
export const TAG_NOTE_MAX = 16;
export const BROADCAST_GENERATE_BEFORE_MS = 2 * 60 * 60 * 1000;

// ---- Streaming sources ----
/**
 * Streaming source codes. The spec lists the numbers (None 0, 11, 13, 19, 30, 31, 32) and says
 * which are games (11, 13, 19, 31) and which is the broadcast (32); 30 is read as the in-house
 * live source ("GLive", the only non-game, non-broadcast code; free viewing applies to it).
 */
export const StreamingSourceCode = {
  None: 0,
  Game11: 11,
  Game13: 13,
  Game19: 19,
  InHouseLive: 30,
  Game31: 31,
  Broadcast: 32,
} as const;
export type StreamingSourceCode = (typeof StreamingSourceCode)[keyof typeof StreamingSourceCode];
/** Game sources (numeric codes and e-sport channels). Excluded from viewing-record collection. */
export const GAME_STREAMING_SOURCES: readonly (number | string)[] = [11, 13, 19, 31, 'twitch', 'youtube', 'huya'];
export const BROADCAST_STREAMING_SOURCE = 32;
/** Entertainment source labels by language. */
export const ENTERTAINMENT_SOURCE_LABELS: Readonly<Record<number, 'CN' | 'VN' | 'TH' | 'ID' | 'PH'>> = {
  24: 'CN', 25: 'VN', 26: 'TH', 27: 'ID', 28: 'PH',
};
/** Streams are grouped by language in this order, exclusive first. */
export const STREAM_LANGUAGE_ORDER: readonly string[] = ['VN', 'TH', 'CN', 'ID', 'PH'];

/** True when heartbeat viewing records may be collected for this source (not game, not broadcast). */
export function isViewingRecordSource(src: number | string): boolean {
  return !GAME_STREAMING_SOURCES.includes(src) && src !== BROADCAST_STREAMING_SOURCE;
}

// ---- Chat limit hints ----
/**
 * Turnover hint translation key: chat-limit-hint-{a}-{b}-{c} with a = 1 when the turnover
 * requirement is zero else 2, b = 1 when gifting is allowed else 2, c = 1 for a match else 2.
 * Site 99 uses 'chat-limit-hint-3'.
 */
export function turnoverHintKey(args: { siteId: number; turnoverZero: boolean; giftAllowed: boolean; isMatch: boolean }): string {
  if (args.siteId === SITE_ID_COIN) return 'chat-limit-hint-3';
  const a = args.turnoverZero ? 1 : 2;
  const b = args.giftAllowed ? 1 : 2;
  const c = args.isMatch ? 1 : 2;
  return `chat-limit-hint-${a}-${b}-${c}`;
}

/** Message types dropped from history on the coin site / Jioo-flagged sites. */
export const COIN_SITE_IGNORED_MESSAGE_TYPES: readonly MessageType[] = [
  MessageType.FollowPromotedOdds,
  MessageType.ShowingTicket,
  MessageType.FollowPlayerTicket,
  MessageType.Jackpot,
  MessageType.NBALottery,
];

/** Prefix shown before jackpot messages. */
export const JACKPOT_MESSAGE_PREFIX = '🏆 ';

// ---- Provider clients ----
export const PROVIDER_CLIENT_MODE = 'live';
export const PROVIDER_CLIENT_CODEC = 'vp8';
export const PROVIDER_AUDIENCE_LEVEL = 1;
export const PROVIDER_AREA = 'ASIA';

/** Query parameter carrying base64 JSON start-up data. */
export const DATA_QUERY_PARAM = 'data';

// ---- First-party analytics ----
/**
 * Path fragments whose pages send no analytics (schedule spec section 2: start-up excludes
 * /adminpage, /login, /agoralivestreaming and /maintenance), compared case-insensitively.
 * '/licenseemaintenance' is the second maintenance screen (/LicenseeMaintenance): section 7
 * switches analytics off for "the maintenance paths", both of them.
 */
export const ANALYTICS_EXCLUDED_PATH_FRAGMENTS: readonly string[] = ['/adminpage', '/login', '/agoralivestreaming', '/maintenance', '/licenseemaintenance'];

/** Whether a page path sends analytics (not an admin, login, live-streaming or maintenance path). */
export function analyticsAllowedPath(pathname: string): boolean {
  const p = pathname.toLowerCase();
  return !ANALYTICS_EXCLUDED_PATH_FRAGMENTS.some((f) => p.includes(f));
}

/** Most events one analytics batch may carry. */
export const ANALYTICS_BATCH_MAX = 50;

// ---- Request bounds (issue 14: every amount and count has one) ----
/**
 * The largest money amount (currency units) a request may carry: 1e9, i.e. 1e11 minor units.
 * The server keeps money as integer minor units in JavaScript numbers and bigint columns; with
 * this bound, an amount times the largest count (`MAX_QUANTITY`) and any realistic ledger sum stay
 * far below 2^53, so the money arithmetic is exact. Larger amounts are refused (400 naming the
 * field) instead of reaching the wallet.
 */
export const MAX_MONEY_AMOUNT = 1_000_000_000;

/** The largest count of one request (gift Quantity). */
export const MAX_QUANTITY = 9999;

/** The largest decimal price a bet may name (sportsbook prices are far below). */
export const MAX_ODDS_PRICE = 100_000;
