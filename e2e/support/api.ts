/**
 * The server's JSON calls as the journeys make them: one place for the envelope check, the
 * operator key, demo logins, the demo world's matches and the `?data=` page URLs.
 */
export const OPERATOR_KEY = process.env.OPERATOR_KEY || 'sideline-demo-operator';

export interface DemoApi {
  /** A call answering the `{ Code, Result }` envelope; anything but Code 200 throws with the answer. */
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** The same with the operator's key. */
  operator<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /** A demo member's token (POST /Demo/Login). */
  token(userKey: string, lang?: string): Promise<string>;
  /** A logged-out viewer's token on the demo site (POST /Demo/AnonymousToken). */
  anonymousToken(): Promise<string>;
  /**
   * A match of the demo world: `live` (status 1, its stream plays) or `upcoming` (status 2: chat
   * open before kick-off and no live video competing with the journey for the CPU); any match
   * when none has that status.
   */
  match(kind: 'live' | 'upcoming'): Promise<number>;
  /** `path?data=…` with `data` as the widget's base64 JSON parameter. */
  pageUrl(path: string, data: Record<string, unknown>): string;
}

/** The demo world's site (Licensee4283400). */
export const DEMO_SITE_ID = 4283400;

export function demoApi(baseUrl: string): DemoApi {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method, headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { Code: number; Result: T; Error: unknown };
    if (json.Code !== 200) throw new Error(`${path} answered ${JSON.stringify(json)}`);
    return json.Result;
  };
  return {
    call,
    operator: (method, path, body) => call(method, path, body, { 'Operator-Key': OPERATOR_KEY }),
    token: async (userKey, lang = 'en') => (await call<{ Token: string }>('POST', '/Demo/Login', { UserKey: userKey, UserLanguage: lang })).Token,
    anonymousToken: async () => (await call<{ Token: string }>('POST', '/Demo/AnonymousToken', { SiteId: DEMO_SITE_ID })).Token,
    async match(kind) {
      const world = await call<{ Targets: { Kind: string; MatchId: number; Status: number }[] }>('GET', '/Demo/World');
      const status = kind === 'live' ? 1 : 2;
      const match = world.Targets.find((t) => t.Kind === 'match' && t.Status === status) ?? world.Targets.find((t) => t.Kind === 'match');
      if (!match) throw new Error('the demo world has no match');
      return match.MatchId;
    },
    pageUrl: (path, data) => `${baseUrl}${path}?data=${encodeURIComponent(Buffer.from(JSON.stringify(data), 'utf8').toString('base64'))}`,
  };
}
