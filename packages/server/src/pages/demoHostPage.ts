import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEMO_GUEST, DEMO_HOST_BOOT_ID, DemoAnonymousToken, DemoLogin, GetDemoWorld, parseDemoHostCookie, SITE_ID_LICENSEE,
  type CallDef, type DemoHostBoot, type RequestOf, type ResultOf,
} from '@sideline/protocol';
import { dataBlockText } from './earlyAnswers';
import { indexHtml, sendPrivatePage, withDataBlock } from './earlyPage';

/** How long the demo host page waits for its answers before it is sent without them. */
export const DEMO_HOST_BOOT_MS = 1_000;

/**
 * The demo host site's first answers (issue 20; `DemoHostBoot` in the protocol): the world, and
 * the session of the visitor its cookie names — that member logged in, or a guest token for the
 * licensee site — asked of the server's own API through the routes the page would call
 * (`inject`: validation, rate limits by the visitor's address, the envelope). Null when the world
 * cannot be had (the page asks for everything itself); a session that could not be opened is
 * null in the answer (the page opens it itself).
 */
export async function demoHostBoot(app: FastifyInstance, request: FastifyRequest): Promise<DemoHostBoot | null> {
  const visitor = parseDemoHostCookie(request.headers.cookie) ?? { UserKey: DEMO_GUEST, UserLanguage: 'en' };
  const ask = async <C extends CallDef>(call: C, body: RequestOf<C>): Promise<ResultOf<C> | null> => {
    const get = call.method === 'GET';
    const answer = await app.inject({
      method: call.method,
      url: call.path,
      headers: get ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      payload: get ? undefined : JSON.stringify(body),
      remoteAddress: request.ip,
    });
    if (answer.statusCode !== 200) return null;
    const parsed = call.result.safeParse((answer.json() as { Code?: unknown; Result?: unknown }).Result);
    return parsed.success ? (parsed.data as ResultOf<C>) : null;
  };

  const world = await ask(GetDemoWorld, {});
  if (!world) return null;
  const member = visitor.UserKey !== DEMO_GUEST && world.Users.some((u) => u.Key === visitor.UserKey);
  if (member) {
    const login = await ask(DemoLogin, { UserKey: visitor.UserKey, UserLanguage: visitor.UserLanguage });
    return { ...visitor, World: world, Login: login, Guest: null };
  }
  // The guest's site is the licensee member's, as the page picks it.
  const siteId = world.Users.find((u) => u.Key === 'member')?.SiteId ?? SITE_ID_LICENSEE;
  const guest = await ask(DemoAnonymousToken, { SiteId: siteId });
  return { UserKey: DEMO_GUEST, UserLanguage: visitor.UserLanguage, World: world, Login: null, Guest: guest ? { ...guest, SiteId: siteId } : null };
}

/**
 * The demo host page with its answers in a data block. It carries a session token, so it is
 * never stored and is made per request. A login whose page never arrives simply expires.
 */
export function sendDemoHostPage(request: FastifyRequest, reply: FastifyReply, embedDist: string, boot: DemoHostBoot): FastifyReply {
  return sendPrivatePage(request, reply, withDataBlock(indexHtml(embedDist), DEMO_HOST_BOOT_ID, dataBlockText(boot)));
}
