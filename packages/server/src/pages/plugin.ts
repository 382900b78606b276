import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVED_PAGE_ROUTES } from '@sideline/protocol';
import { contentType, hasIndex, resolveFile } from './files';

/** Every page route of both spec documents and the provider player pages: declared once in the protocol. */
export const PAGE_ROUTES: readonly string[] = SERVED_PAGE_ROUTES;

export interface PagesOptions {
  webDist: string;
  embedDist: string;
  /** Origins allowed to frame the pages besides 'self'. */
  hostOrigins: readonly string[];
}

/** CSP of the pages: same-origin everything, framing only by the configured host origins. */
export function contentSecurityPolicy(hostOrigins: readonly string[]): string {
  const ancestors = ["'self'", ...hostOrigins].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
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

/** Static pages: the web app (SPA fallback on page routes) and the demo host site at / and /host/. */
export async function pagesPlugin(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const csp = contentSecurityPolicy(options.hostOrigins);

  // nosniff, Referrer-Policy and the CSP of non-page answers are set for every answer (http/headers.ts).
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', csp);
    return payload;
  });

  const sendFile = (reply: FastifyReply, file: string, immutable: boolean) => {
    reply.header('content-type', contentType(file));
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.send(fs.createReadStream(file));
  };

  const sendIndex = (reply: FastifyReply, root: string, which: string) => {
    if (!hasIndex(root)) {
      return reply.code(503).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(notBuiltPage(which));
    }
    return sendFile(reply, path.join(root, 'index.html'), false);
  };

  for (const url of PAGE_ROUTES) {
    app.get(url, (_request, reply) => sendIndex(reply, options.webDist, 'web app'));
  }

  app.get('/', (_request, reply) => sendIndex(reply, options.embedDist, 'demo host site'));
  // The router ignores trailing slashes, so '/host' and '/host/' are one route: serve the page
  // (its assets are absolute '/host/assets/…'); a redirect to '/host/' would loop.
  app.get('/host', (_request, reply) => sendIndex(reply, options.embedDist, 'demo host site'));
  app.get('/host/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const rest = request.params['*'];
    if (rest === '' || rest === 'index.html') return sendIndex(reply, options.embedDist, 'demo host site');
    const file = await resolveFile(options.embedDist, rest);
    if (file) return sendFile(reply, file, rest.startsWith('assets/'));
    if (path.extname(rest) === '') return sendIndex(reply, options.embedDist, 'demo host site');
    return reply.callNotFound();
  });

  // Any other GET: a file of the web build (assets, icons, locales), else the 404 envelope.
  app.get('/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const rest = request.params['*'];
    const file = rest && rest !== 'index.html' ? await resolveFile(options.webDist, rest) : null;
    if (file) return sendFile(reply, file, rest.startsWith('assets/'));
    return reply.callNotFound();
  });
}
