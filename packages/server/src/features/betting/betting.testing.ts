import type { FastifyInstance } from 'fastify';
import { marketIdOf } from './sportsbook/catalogue';

/** Shared helpers of the betting companion's tests (not a test file itself). */
export const OPERATOR = { 'Operator-Key': 'sideline-demo-operator' };
/** Running football match with anchors 301, 303, 305 (seed). */
export const MATCH = 51230001;
export const ANCHOR = 301;
export const HANDICAP = marketIdOf(MATCH, 1);
export const ODD_EVEN = marketIdOf(MATCH, 4);

export interface Answer {
  status: number;
  body: { Code: number; Result: Record<string, unknown> | null; Error: Array<{ Field: string | null; Message: string }> | null };
  headers: Record<string, unknown>;
}

export async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, extra: Record<string, string> = {}): Promise<Answer> {
  const res = await app.inject({
    method, url, payload: method === 'POST' ? (payload ?? {}) as object : undefined,
    headers: { ...(token ? { Token: token } : {}), MatchId: String(MATCH), ...extra },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export async function operator(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Answer> {
  const res = await app.inject({ method, url, payload: method === 'POST' ? (payload ?? {}) as object : undefined, headers: OPERATOR });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export interface MarketView {
  MarketId: number;
  BetType: number;
  Point: number | null;
  Status: string;
  Selections: Array<{ Key: string; KeyName: string; Price: number; Status: string }>;
}

export async function markets(app: FastifyInstance, matchId = MATCH): Promise<MarketView[]> {
  const res = await operator(app, 'GET', `/Operator/Markets?MatchId=${matchId}`);
  return (res.body.Result as { Markets: MarketView[] }).Markets;
}

export async function price(app: FastifyInstance, marketId: number, key: string, matchId = MATCH): Promise<number> {
  const m = (await markets(app, matchId)).find((x) => x.MarketId === marketId);
  const s = m?.Selections.find((x) => x.Key === key);
  if (!s) throw new Error(`no selection ${marketId}/${key}`);
  return s.Price;
}

/** A PlaceBet body on the handicap market of MATCH (override any field). */
export function betBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    PromotedOddsId: null, SportType: 1, MarketId: HANDICAP, OddsPrice: 1.9, Point: -0.5, MarketKey: 'h', Stake: 10,
    AnchorId: ANCHOR, AnchorLanguage: 'en', SiteName: 'Sideline Sportsbook', MatchId: MATCH, BetType: 1, Recommend: false, ...over,
  };
}
