import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CheckMatchStatus, CheckSiteGroup, dataRoomHistoryRequest, EARLY_CALL_NAMES, GetAllSportBetType, GetBatchFeatureSetting, GetBlock, GetIndecent,
  GetMessage, GetNickname, GetStickerInfo, GetUserToken, GetWelcomeInfo, pageOfPath, roomCustomerOf, STARTUP_FEATURE_SETTINGS, STARTUP_ROUTES,
  toQueryString, TOKEN_ROUTES, VerifyLicenseeToken,
} from '@sideline/protocol';
import type { CallDef, DataParamResult, EarlyAnswer, RequestOf } from '@sideline/protocol';

/** How long the page waits for its early answers before it is sent without them. */
export const EARLY_ANSWERS_MS = 1_500;

/** An early answer that succeeded (HTTP 200, Code 200, a Result object): the page and its preview read only these. */
export const isOk = (a: EarlyAnswer | null | undefined): a is EarlyAnswer & { body: { Code: 200; Result: Record<string, unknown> } } =>
  a !== null && a !== undefined && a.status === 200 && typeof a.body === 'object' && a.body !== null
  && (a.body as { Code?: unknown }).Code === 200 && typeof (a.body as { Result?: unknown }).Result === 'object' && (a.body as { Result?: unknown }).Result !== null;

/**
 * The early answers of a widget page (issue 20, first chat line; `EarlyAnswer` in the protocol):
 * while it serves /licensee or /streamingplugin, the server asks its own API what the page's
 * start-up and chat room ask first (the token check, then the site group, the member, stickers,
 * welcome info, indecent words, bet types, the start-up's feature settings, the match status,
 * the nickname, and the room's history once the site group is known, and its block list), through the same routes
 * the browser would reach (`inject`: validation, auth, rate limits by the viewer's address, the
 * envelope), and the page's HTML carries the answers. On the other token pages, the token check
 * only. Nothing for another page, a data parameter the page would refuse, or an answer that is a
 * server failure or a refusal for load (5xx, 429): the page asks for those itself. Each answer
 * is for the request as the page builds it, with the headers it sends; the page takes an answer
 * only for an identical request of its own.
 */
export async function earlyAnswers(app: FastifyInstance, request: FastifyRequest, route: string, decoded: DataParamResult): Promise<EarlyAnswer[]> {
  const page = pageOfPath(route);
  if (!TOKEN_ROUTES.has(page) || !decoded.ok || !decoded.data.Token) return [];
  const data = decoded.data;
  const token = decoded.data.Token;
  const matchId = data.MatchId ?? null;

  const ask = async <C extends CallDef>(call: C, body: RequestOf<C>): Promise<EarlyAnswer | null> => {
    if (!EARLY_CALL_NAMES.includes(call.name)) throw new Error(`${call.name} is not an early call`);
    const auth = call.headers.auth !== 'none';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (auth) {
      headers.token = token;
      if (matchId !== null) headers.matchid = String(matchId);
    }
    const get = call.method === 'GET';
    if (!get) headers['content-type'] = 'application/json';
    const answer = await app.inject({
      method: call.method,
      url: call.path + (get ? toQueryString(body) : ''),
      headers,
      payload: get ? undefined : JSON.stringify(body ?? {}),
      remoteAddress: request.ip,
    });
    if (answer.statusCode >= 500 || answer.statusCode === 429) return null;
    let parsed: unknown;
    try {
      parsed = answer.json();
    } catch {
      return null;
    }
    return {
      call: call.name, request: (body ?? {}) as Record<string, unknown>, token: auth ? token : null, matchId: auth ? matchId : null,
      status: answer.statusCode, body: parsed,
    };
  };

  const verify = await ask(VerifyLicenseeToken, { Token: token });
  if (!verify) return [];
  if (!STARTUP_ROUTES.has(page) || !isOk(verify)) return [verify];
  const member = verify.body.Result.IsUserLogin === true;
  const [site, me, settings, ...rest] = await Promise.all([
    ask(CheckSiteGroup, {}),
    member ? ask(GetUserToken, {}) : null,
    ask(GetBatchFeatureSetting, { Names: [...STARTUP_FEATURE_SETTINGS] }),
    ask(GetStickerInfo, {}),
    ask(GetWelcomeInfo, {}),
    ask(GetIndecent, {}),
    ask(GetAllSportBetType, {}),
    data.MatchId !== undefined ? ask(CheckMatchStatus, { MatchId: data.MatchId }) : null,
    member ? ask(GetNickname, {}) : null,
  ]);
  const historyRequest = isOk(site) && typeof site.body.Result.GroupName === 'string' ? dataRoomHistoryRequest(data, site.body.Result.GroupName) : null;
  const blockedBy = member && blockAndReportOn(settings) ? roomCustomerOf(data, member, isOk(me) ? me.body.Result : null) : null;
  const [history, blocked] = await Promise.all([
    historyRequest ? ask(GetMessage, historyRequest) : null,
    // The room's block list (a member, with block and report on), as the room asks for it: the
    // data parameter's CustomerId, else the member's (roomCustomerOf, as the room's info).
    blockedBy !== null ? ask(GetBlock, { CustomerId: blockedBy }) : null,
  ]);
  return [verify, site, me, settings, ...rest, history, blocked].filter((a): a is EarlyAnswer => a !== null);
}

/** Feature setting EnabledBlockAndReport, from the start-up's batch answer. */
function blockAndReportOn(settings: EarlyAnswer | null): boolean {
  return isOk(settings) && (settings.body.Result as { Data?: { EnabledBlockAndReport?: unknown } }).Data?.EnabledBlockAndReport === true;
}

/**
 * A value as the text of a `<script type="application/json">` element: `<` escaped (no
 * `</script>` or `<!--` can close or change the element, whatever a chat line says), and the two
 * line separators JSON allows but scripts once did not.
 */
export function dataBlockText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The early answers as the text of their data block. */
export const earlyAnswersText = (answers: readonly EarlyAnswer[]): string => dataBlockText(answers);

/** `work`'s value, or null once `ms` have passed or when it fails: a page is not held for a slow store. */
export async function within<T>(ms: number, work: Promise<T | null>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The early answers, or none once `ms` have passed or when they fail: the page asks for what it lacks itself. */
export async function earlyAnswersWithin(ms: number, work: Promise<EarlyAnswer[]>): Promise<EarlyAnswer[]> {
  return (await within(ms, work)) ?? [];
}
