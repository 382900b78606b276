import type { FastifyInstance, FastifyReply } from 'fastify';
import { DropFastMarketStreams, FastMarketStream, GetFastMarketStreamUrl, OperatorOpenFastMarketRound, OperatorSettleFastMarketRound, SITE_ID_COIN, fail } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { STREAM_SECURITY_HEADERS } from '../../http/headers';
import { ApiError, notFound } from '../../http/errors';
import { coerceQuery, issuesToItems } from '../../http/validate';
import { bettingRuntime } from '../betting/index';
import { currentRound, openRound, settleRound } from './rounds';
import { dropStreams, refusedUntil } from './store';
import { fastMarketDeps, fastMarketStreams } from './runtime';
import { STREAM_TOKEN_TTL_MS, signStreamToken, verifyStreamToken } from './token';
import { gamblingGuard } from '../responsible-gambling/index';

export const FAST_MARKET_OPERATOR = {
  openRound: OperatorOpenFastMarketRound.path,
  settleRound: OperatorSettleFastMarketRound.path,
  dropStreams: DropFastMarketStreams.path,
} as const;

const notOnCoinSite = () => new ApiError(403, 'SiteId', 'The fast market is not available on this site');

function refuse(reply: FastifyReply, status: number, field: string | null, message: string) {
  return reply.code(status).header('Cache-Control', 'no-store').send(fail(status, [{ Field: field, Message: message }]));
}

/**
 * The fast market: GET /FastMarket/GetStreamUrl → `{ Url }` (a relative URL to
 * /FastMarket/Stream with MatchId, a signed token valid 5 minutes, and Language); GET
 * /FastMarket/Stream (text/event-stream); the operator's OpenRound, SettleRound and
 * DropStreams. Hidden for site 99 (403 Field 'SiteId').
 */
export async function fastMarketPlugin(app: FastifyInstance): Promise<void> {
  const { store, config } = app.sideline;
  const streams = fastMarketStreams(app.sideline);
  const deps = fastMarketDeps(app.sideline, app.log);
  const rt = bettingRuntime(app.sideline);
  app.addHook('preClose', async () => streams.close());
  app.addHook('preHandler', gamblingGuard(app)); // responsible gambling: fast market

  registerCall(app, GetFastMarketStreamUrl, async ({ requireSession, input }) => {
    const session = requireSession();
    if (session.siteId === SITE_ID_COIN) throw notOnCoinSite();
    if (!await rt.sportsbook.event(input.MatchId)) throw notFound(`No match ${input.MatchId}`);
    const token = signStreamToken(config.operatorKey, {
      customerId: session.customerId ?? 0, siteId: session.siteId, matchId: input.MatchId, expiresAt: Date.now() + STREAM_TOKEN_TTL_MS,
    });
    const q = new URLSearchParams({ MatchId: String(input.MatchId), Token: token, Language: input.Language });
    return { Url: `${FastMarketStream.path}?${q.toString()}` };
  });

  // The stream is not an envelope call: registered by hand, marked implemented for the registry.
  app.sideline.calls.set(FastMarketStream.name, 'implemented');
  app.get(FastMarketStream.path, { config: { api: true, callName: FastMarketStream.name } }, async (request, reply) => {
    const parsed = FastMarketStream.request.safeParse(coerceQuery(FastMarketStream.request, (request.query ?? {}) as Record<string, unknown>));
    if (!parsed.success) {
      const first = issuesToItems(parsed.error)[0];
      return refuse(reply, 400, first?.Field ?? null, first?.Message ?? 'Invalid query');
    }
    const claims = verifyStreamToken(config.operatorKey, parsed.data.Token);
    if (!claims) return refuse(reply, 401, 'Token', 'The stream token is not valid or has expired; fetch a new URL');
    if (claims.matchId !== parsed.data.MatchId) return refuse(reply, 403, 'MatchId', 'The stream token is for another match');
    if (claims.siteId === SITE_ID_COIN) return refuse(reply, 403, 'SiteId', 'The fast market is not available on this site');
    const gate = await refusedUntil(store.db, claims.matchId);
    if (gate && Number(gate) > Date.now()) return refuse(reply, 503, null, 'The fast-market stream is unavailable; retry later');

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      // Hijacked: the onSend security headers (http/headers.ts) do not run, so set them here.
      ...STREAM_SECURITY_HEADERS,
    });
    res.flushHeaders();
    request.raw.socket.setKeepAlive(true);
    await streams.subscribe(claims.matchId, res);
  });

  registerCall(app, OperatorOpenFastMarketRound, async ({ input: { MatchId } }) => {
    const round = await openRound(deps, MatchId);
    if (!round) throw notFound(`No open event for match ${MatchId}`);
    return round;
  });
  registerCall(app, OperatorSettleFastMarketRound, async ({ input: { MatchId, Outcome } }) => {
    const summary = await settleRound(deps, MatchId, Outcome);
    if (!summary) throw notFound(`No open round for match ${MatchId}`);
    return summary;
  });
  registerCall(app, DropFastMarketStreams, async ({ input: { MatchId, RefuseForMs } }) => {
    const refuseUntil = RefuseForMs ? Date.now() + RefuseForMs : null;
    const open = streams.count(MatchId);
    await dropStreams(store.db, MatchId, refuseUntil);
    streams.poke(MatchId);
    return { MatchId, DroppedOnThisNode: open, RefuseUntil: refuseUntil, Round: await currentRound(store, MatchId) };
  });
}
