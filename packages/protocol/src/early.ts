import type { FeatureSettingName } from './calls/settings';

/**
 * Early answers (issue 20, first chat line): the server answers a widget page's first calls while
 * it serves the page, and the HTML carries those answers in a JSON data block, so the page's
 * start-up takes them without a round trip each. A page takes an answer only for a request it
 * makes itself, identical in call, request and auth (the API client's key); anything else goes
 * out over the network as before.
 */
export interface EarlyAnswer {
  /** The call's name (CallDef.name). */
  call: string;
  /** The request as the page sends it. */
  request: Record<string, unknown>;
  /** The Token and MatchId headers it went with (null when the call sends none). */
  token: string | null;
  matchId: number | null;
  /** The HTTP status and the body of the answer (the envelope). */
  status: number;
  body: unknown;
}

/**
 * The calls a page may take early answers for, by name: what the licensee start-up and its chat
 * room ask first whose requests the data parameter alone decides (none moves money, none writes).
 * The server answers no other (pages/earlyAnswers.ts), and the page takes no other. Names, not
 * the calls: the page's boot holds the answers without loading the calls' schemas.
 */
export const EARLY_CALL_NAMES: readonly string[] = [
  'VerifyLicenseeToken', 'CheckSiteGroup', 'GetUserToken', 'GetMessage', 'GetStickerInfo', 'GetWelcomeInfo', 'GetIndecent',
  'GetAllSportBetType', 'GetBatchFeatureSetting', 'CheckMatchStatus', 'GetNickname', 'GetBlock',
];

/** The id of the page's `<script type="application/json">` element that carries them. */
export const EARLY_ANSWERS_ID = 'sideline-early-answers';

/**
 * The room's last lines drawn in a chat page's HTML (issue 20, first chat line): the server
 * writes them from the page's early answers (GET /Message and the block list; chat-preview/), so a
 * viewer reads the chat before the widget's JavaScript has arrived; the widget removes them when
 * its own list shows (the element with this id). Only the lines that need no translation or
 * catalogue are drawn (written lines and operator notices); gifts, tickets and welcomes wait for
 * the widget.
 */
export const CHAT_PREVIEW_ID = 'sideline-chat-preview';

/** The feature settings the licensee start-up loads in one batch call (GetBatchFeatureSetting Names). */
export const STARTUP_FEATURE_SETTINGS: readonly FeatureSettingName[] = [
  'EnabledGV', 'EnabledBlockAndReport', 'EnabledPromotionEntry', 'EnabledFastMarket', 'EnabledLeaderboard', 'EnabledWheel', 'FeedbackSetting',
];

/**
 * Serialises a GET request object into a query string: arrays become comma lists (the spec's
 * "Names (comma list)"), objects become JSON, null and undefined are left out.
 */
export function toQueryString(request: unknown): string {
  if (request === null || typeof request !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) params.append(key, value.map(String).join(','));
    else if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** JSON with object keys in sorted order: one text for one value, whatever order it was built in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}
