import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  GetAgoraInfo, GetAgoraInfoForPreview, GetAgoraInfoForStreamer, GetBroadcasterToken, GetBytePlusInfoForStreamer,
  GetEntertainmentAgoraInfo, GetESportStreamingUrl, GetEventStreaming, GetGameStreamingUrl, GetHost,
  GetSportsEventStreaming, GetStreaming,
} from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { registerSetPlayerStatus } from './player-status';
import { badRequest, unauthorized } from '../../http/errors';
import { verifyBearer } from '../licensee/index';
import {
  broadcasterToken, getStreaming, matchChannelInfo, resolveEventStream, streamerChannelInfoA, streamerChannelInfoB,
} from './service';

/** A plain host name or IP literal with an optional port: nothing else is echoed. */
const HOST = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/**
 * GetHost: `PUBLIC_URL` when configured (a client's Host or X-Forwarded-Host is then never
 * echoed); otherwise this request's origin, where Fastify reads X-Forwarded-Host/-Proto only
 * from the peers `TRUST_PROXY` names, and a Host that is not a plain host name is refused.
 */
export function publicHost(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  if (!HOST.test(request.host)) throw badRequest('Host', 'The Host header is not a host name');
  return `${request.protocol}://${request.host}`;
}

/**
 * Streaming feature: the sources of a match (POST /GetStreaming), the game and e-sport stream
 * URL look-ups (auth-free /GetEventStreaming, the sports v4 form with the GetDirectToken bearer,
 * /GetHost), provider A/B channel info and the broadcaster token; the operator's player-status
 * push (POST /Operator/SetPlayerStatus → GetAgoraPlayerStatus / GetBytePlusPlayerStatus).
 */
export async function streamingPlugin(app: FastifyInstance): Promise<void> {
  const { store, config } = app.sideline;
  const caller = (session: { customerId: number | null; token: string } | null) =>
    ({ customerId: session?.customerId ?? null, token: session?.token ?? null });

  registerCall(app, GetStreaming, ({ input, session }) => getStreaming(store, input, session?.siteId ?? null));

  registerCall(app, GetAgoraInfo, ({ input, session }) => matchChannelInfo(store, config.operatorKey, input.matchId, caller(session)));
  registerCall(app, GetAgoraInfoForStreamer, ({ input, session }) => streamerChannelInfoA(store, config.operatorKey, input, caller(session)));
  registerCall(app, GetAgoraInfoForPreview, ({ input, session }) => streamerChannelInfoA(store, config.operatorKey, input, caller(session)));
  registerCall(app, GetEntertainmentAgoraInfo, ({ input, session }) => streamerChannelInfoA(store, config.operatorKey, input, caller(session)));
  registerCall(app, GetBytePlusInfoForStreamer, ({ input, session }) => streamerChannelInfoB(store, input, caller(session)));

  registerCall(app, GetSportsEventStreaming, ({ input, header }) => {
    const auth = header('Authorization') ?? '';
    const bearer = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length).trim() : '';
    const claims = bearer ? verifyBearer(config.operatorKey, bearer) : null;
    if (!claims || claims.kind !== 'direct') throw unauthorized('A valid Bearer token from GetDirectToken is required');
    return resolveEventStream(store, input.eventId, input.streamingSource ?? null);
  });
  registerCall(app, GetEventStreaming, ({ input }) => resolveEventStream(store, input.EventId, null));
  registerCall(app, GetGameStreamingUrl, ({ input }) => resolveEventStream(store, input.MatchId, input.Source));
  registerCall(app, GetESportStreamingUrl, ({ input }) => resolveEventStream(store, input.EventId, null));
  // The sports host of the direct calls: `SPORTS_HOST`, or this server playing it (the demo world).
  registerCall(app, GetHost, ({ request }) => ({ Host: config.sportsHost ?? publicHost(request, config.publicUrl) }));

  // A caller with a session gets a token for its own customer id, whatever CustId says (issue 14).
  registerCall(app, GetBroadcasterToken, ({ input, session }) => broadcasterToken(store, config.operatorKey, {
    ...input, CustId: session?.customerId != null ? String(session.customerId) : input.CustId,
  }));

  registerSetPlayerStatus(app);
}
