import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATA_QUERY_PARAM, decodeDataParam, SERVED_PAGE_ROUTES, fail } from '@sideline/protocol';
import type { DataParamResult } from '@sideline/protocol';
import type { NotFoundPage } from '../http';
import { earlyAnswers, earlyAnswersWithin, EARLY_ANSWERS_MS, within } from './earlyAnswers';
import { chatPreviewHtml } from './chatPreview';
import { sendPageWithEarlyAnswers } from './earlyPage';
import { DEMO_HOST_BOOT_MS, demoHostBoot, sendDemoHostPage } from './demoHostPage';
import { hasIndex } from './files';
import { preloadLinkHeader } from './preload';

/** Every page route of both spec documents and the provider player pages: declared once in the protocol. */
export const PAGE_ROUTES: readonly string[] = SERVED_PAGE_ROUTES;

export interface PagesOptions {
  webDist: string;
  embedDist: string;
  /** The back office build, served under /backoffice/; absent = its pages answer "not built". */
  backofficeDist?: string;
  /** Origins allowed to frame the pages besides 'self'. */
  hostOrigins: readonly string[];
  /** Extra `connect-src` sources: the provider SDKs' hosts (per provider) and the sports host. */
  connectSources?: readonly string[];
  /** Serve the builds' source maps (`SOURCE_MAPS`); off by default: they publish the source. */
  sourceMaps?: boolean;
  /** Answer the widget pages' first calls in their HTML (earlyAnswers.ts); on unless false. */
  earlyAnswers?: boolean;
  /** Draw the room's last lines in a chat page's HTML from its early answers (chatPreview.ts); on unless false. */
  chatPreview?: boolean;
}

/**
 * CSP of the pages: same-origin everything, framing only by the configured host origins;
 * `connect-src` also lets the provider SDKs and the voice broadcast reach their services and
 * the widget reach the sports host (issue 16 item 26: a hard-coded list blocked them).
 */
export function contentSecurityPolicy(hostOrigins: readonly string[] | 'none', connectSources: readonly string[] = []): string {
  const ancestors = hostOrigins === 'none' ? "'none'" : ["'self'", ...hostOrigins].join(' ');
  const connect = [...new Set(["'self'", 'ws:', 'wss:', ...connectSources])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

function notBuiltPage(which: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sideline is not built yet</title></head>` +
    `<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">` +
    `<h1>Sideline: the ${which} is not built yet</h1>` +
    '<p>Run <code>npm start</code> at the repository root: it builds the web app and the demo host site, then starts the server.</p>' +
    '</body></html>';
}

/** A page request's data parameter, decoded once for the preload list and the early answers. */
function dataParamOf(query: unknown): DataParamResult {
  const raw = (query as Record<string, unknown> | undefined)?.[DATA_QUERY_PARAM];
  return decodeDataParam(typeof raw === 'string' ? raw : null);
}

const BACKOFFICE = '/backoffice';
const isBackoffice = (url: string) => url === BACKOFFICE || url.startsWith(`${BACKOFFICE}/`) || url.startsWith(`${BACKOFFICE}?`);

/** Hashed build output (`assets/…`): a new build gets new names, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Static pages: the web app (its index.html on every page route, the client router takes
 * over) and the demo host site at / and /host/. Files go through @fastify/static: the
 * build's precompressed `.br` / `.gz` copies by Accept-Encoding, ETag and Last-Modified with
 * 304s, hashed assets cached for a year as immutable, everything else (the HTML) `no-cache`.
 * Source maps answer 404 unless `sourceMaps` is on. The back office build is served the same
 * way under /backoffice/, with its client routes falling back to its index.html.
 */
export async function pagesPlugin(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const csp = contentSecurityPolicy(options.hostOrigins, options.connectSources);
  // The back office is never framed (clickjacking a moderator's buttons).
  const backofficeCsp = contentSecurityPolicy('none');

  // nosniff, Referrer-Policy and the CSP of non-page answers are set for every answer (http/headers.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', isBackoffice(request.url) ? backofficeCsp : csp);
    return payload;
  });

  const served = (pathname: string) => options.sourceMaps || !pathname.endsWith('.map');
  const staticOptions = (root: string) => ({
    root,
    preCompressed: true,
    index: false as const,
    // `.vite/manifest.json` is the build's bookkeeping, not a page asset.
    dotfiles: 'ignore' as const,
    cacheControl: false,
    suppressWarning: true,
    allowedPath: (pathname: string) => served(pathname),
    setHeaders: (reply: FastifyReply, file: string) => {
      const hashed = path.relative(root, file).split(path.sep)[0] === 'assets';
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });

  // The web build at the root; it also decorates `reply.sendFile` used for both index pages.
  await app.register(fastifyStatic, { ...staticOptions(options.webDist), prefix: '/' });

  const sendIndex = (reply: FastifyReply, root: string, which: string) => {
    if (!hasIndex(root)) {
      return reply.code(503).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(notBuiltPage(which));
    }
    return reply.sendFile('index.html', root);
  };

  for (const url of PAGE_ROUTES) {
    app.get(url, async (request, reply) => {
      // The route's page chunks, and the viewer's locale, travel with the HTML (the web build's preload lists).
      const data = dataParamOf(request.query);
      const link = preloadLinkHeader(options.webDist, url, data.ok ? data.data.UserLanguage ?? null : null);
      if (link) reply.header('link', link);
      // The page's first calls answered here, carried by the HTML (earlyAnswers.ts).
      // Not for a HEAD request: nobody reads its body.
      const answers = options.earlyAnswers === false || request.method !== 'GET' || !hasIndex(options.webDist)
        ? [] : await earlyAnswersWithin(EARLY_ANSWERS_MS, earlyAnswers(app, request, url, data));
      if (answers.length > 0) {
        // The room's last lines drawn in the HTML, from those answers (chatPreview.ts).
        const preview = data.ok && options.chatPreview !== false
          ? chatPreviewHtml(answers, data.data, new URLSearchParams(request.url.split('?')[1] ?? '')) : null;
        return sendPageWithEarlyAnswers(request, reply, options.webDist, answers, preview);
      }
      return sendIndex(reply, options.webDist, 'web app');
    });
  }

  // The demo host site, with its world and its visitor's session in the HTML (demoHostPage.ts).
  const sendHostPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const boot = options.earlyAnswers === false || request.method !== 'GET' || !hasIndex(options.embedDist)
      ? null : await within(DEMO_HOST_BOOT_MS, demoHostBoot(app, request));
    return boot ? sendDemoHostPage(request, reply, options.embedDist, boot) : sendIndex(reply, options.embedDist, 'demo host site');
  };
  app.get('/', sendHostPage);
  // The router ignores trailing slashes, so '/host' and '/host/' are one route: serve the page
  // (its assets are absolute '/host/assets/…'); a redirect to '/host/' would loop.
  app.get('/host', sendHostPage);

  // The demo host build under /host/; a path without an extension that names no file is the page.
  await app.register(async (host) => {
    await host.register(fastifyStatic, { ...staticOptions(options.embedDist), prefix: '/', decorateReply: false });
    host.setNotFoundHandler((request, reply) => {
      const rest = request.url.split('?')[0].slice('/host/'.length);
      if (request.method === 'GET' && path.extname(rest) === '') return sendHostPage(request, reply);
      return reply.code(404).send(fail(404, [{ Field: null, Message: `Route ${request.method} ${request.url.split('?')[0]} not found` }]));
    });
  }, { prefix: '/host' });

  // The back office build under /backoffice/ (its own bundle, never linked from the widget's
  // pages); any GET without an extension is one of its client routes: the SPA's index.html.
  const backofficeDist = options.backofficeDist;
  if (backofficeDist) {
    app.get(BACKOFFICE, (_request, reply) => sendIndex(reply, backofficeDist, 'back office'));
    await app.register(async (office) => {
      await office.register(fastifyStatic, { ...staticOptions(backofficeDist), prefix: '/', decorateReply: false });
      office.setNotFoundHandler((request, reply) => {
        const rest = request.url.split('?')[0].slice(`${BACKOFFICE}/`.length);
        if (request.method === 'GET' && path.extname(rest) === '') return sendIndex(reply, backofficeDist, 'back office');
        return reply.code(404).send(fail(404, [{ Field: null, Message: `Route ${request.method} ${request.url.split('?')[0]} not found` }]));
      });
    }, { prefix: BACKOFFICE });
  }
}

/**
 * The not-found answer of a browser (issue 16 item 32): a GET that accepts HTML and names no
 * file (no extension) gets the web app's index.html with status 404, so the client router
 * shows its not-found page; API clients, assets and other methods keep the JSON envelope.
 */
export function notFoundPage(webDist: string): NotFoundPage {
  return (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (request.method !== 'GET' || path.extname(pathname) !== '') return false;
    if (!String(request.headers.accept ?? '').includes('text/html')) return false;
    const index = path.join(webDist, 'index.html');
    if (!hasIndex(webDist)) return false;
    reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.readFileSync(index));
    return true;
  };
}
