import type { z } from 'zod';

/** HTTP methods the contract uses. GET requests carry their payload in the query string. */
export type HttpMethod = 'GET' | 'POST';

/**
 * Which transport headers a call carries (spec section 7 "every request carries a Token
 * header ... and a MatchId header, except the event-streaming and host lookups").
 * - `auth`: 'required' → a logged-in member's token, else 401; 'token' → any valid token, an
 *   anonymous visitor's included (missing/invalid answers 401); 'optional' → callers without
 *   a token allowed; 'none' → the call is exempt from Token/MatchId headers entirely;
 *   'operator' → no Token/MatchId, the `Operator-Key` header instead (missing or wrong → 401).
 * - `extraHeaders`: further headers the call reads (IsSchedule, Widget, ProgramType, Idempotency-Key).
 */
export interface CallHeaders {
  auth: 'required' | 'token' | 'optional' | 'none'
    | 'operator';
  extraHeaders?: readonly string[];
}

/** The feature that owns a call on the server (one Fastify plugin per feature). */
export type CallFeature =
  | 'licensee' | 'settings' | 'chat' | 'nickname' | 'moderation' | 'heartbeat' | 'wallet' | 'gifts'
  | 'lucky-box' | 'stickers' | 'vip' | 'wheel' | 'betting' | 'tickets' | 'promoted-odds'
  | 'fast-market' | 'streaming' | 'schedule' | 'streamers' | 'programmes' | 'promotions'
  | 'leaderboard' | 'feedback' | 'tutorial' | 'jackpot'
  | 'operator' | 'analytics' | 'responsible-gambling'
  | 'posts'
  | 'match-events'
  | 'bet-cards';

export interface CallDef<
  Name extends string = string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  /** Stable identifier, unique across the contract (usually the path's last segment). */
  name: Name;
  method: HttpMethod;
  /** Path relative to the API root, exactly as the spec writes it (case preserved). */
  path: string;
  headers: CallHeaders;
  /** Schema of the query (GET) or JSON body (POST). */
  request: Req;
  /** Schema of `Result` inside the `{ Code, Result, Error }` envelope. */
  result: Res;
  feature: CallFeature;
  /** True when the call moves money: it requires an `Idempotency-Key` header. */
  paid?: boolean;
  /** True for entertainment calls whose body Code 422 means "token expired" (spec section 4/8). */
  entertainment?: boolean;
  /** One line on what the call is for. */
  summary: string;
}

/** Declares a call; the identity function keeps literal types for the registry. */
export function defineCall<const Name extends string, Req extends z.ZodType, Res extends z.ZodType>(
  def: CallDef<Name, Req, Res>,
): CallDef<Name, Req, Res> {
  return def;
}

export type RequestOf<C> = C extends CallDef<string, infer Req, z.ZodType> ? z.input<Req> : never;
export type ParsedRequestOf<C> = C extends CallDef<string, infer Req, z.ZodType> ? z.output<Req> : never;
export type ResultOf<C> = C extends CallDef<string, z.ZodType, infer Res> ? z.output<Res> : never;
