import { z } from 'zod';
import { defineCall } from './define';
import { FastMarketMessage } from '../entities/fast-market';
import { qInt, langField } from './fields';

/** The fast market: stream URL lookup and the server-sent-event stream itself. */
export const GetFastMarketStreamUrl = defineCall({
  name: 'GetFastMarketStreamUrl',
  method: 'GET',
  path: '/FastMarket/GetStreamUrl',
  headers: { auth: 'required' },
  request: z.object({ MatchId: qInt, Token: z.string().min(1), Language: langField }),
  result: z.object({ Url: z.string() }),
  feature: 'fast-market',
  summary: 'URL of the fast-market SSE stream (path not shown in the spec; chosen GET /FastMarket/GetStreamUrl).',
});

/**
 * The SSE stream. Not an envelope call: the answer is `text/event-stream` whose `message` events
 * carry `result` (FastMarketMessage) as JSON and KEEPALIVE data lines. EventSource cannot set
 * headers, so the token travels in the query (auth 'none' at the transport; the feature checks Token).
 */
export const FastMarketStream = defineCall({
  name: 'FastMarketStream',
  method: 'GET',
  path: '/FastMarket/Stream',
  headers: { auth: 'none' },
  request: z.object({ MatchId: qInt, Token: z.string().min(1), Language: langField }),
  result: FastMarketMessage,
  feature: 'fast-market',
  summary: 'Server-sent events of fast markets (add/change/remove); path not shown in the spec; chosen GET /FastMarket/Stream.',
});
