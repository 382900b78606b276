import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EARLY_ANSWERS_ID } from '@sideline/protocol';
import type { EarlyAnswer } from '@sideline/protocol';
import { earlyAnswersText } from './earlyAnswers';

let cached: { file: string; mtimeMs: number; html: string } | null = null;

/** The web build's index.html, read again only when the build changed it. */
function indexHtml(webDist: string): string {
  const file = path.join(webDist, 'index.html');
  const { mtimeMs } = fs.statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, html: fs.readFileSync(file, 'utf8') };
  return cached.html;
}

/**
 * The page with its early answers: a JSON data block before the first script, so it is in the
 * document before the boot entry (an async module) can run. Not a script the CSP would refuse:
 * a data block is never run.
 */
export function pageWithEarlyAnswers(html: string, answers: readonly EarlyAnswer[]): string {
  const block = `<script type="application/json" id="${EARLY_ANSWERS_ID}">${earlyAnswersText(answers)}</script>\n    `;
  const at = html.indexOf('<script');
  const where = at >= 0 ? at : html.indexOf('</head>');
  if (where < 0) throw new Error('index.html has neither a script nor a head to put the early answers in');
  return html.slice(0, where) + block + html.slice(where);
}

/** The encoding to answer with: brotli, else gzip, else none, by the request's Accept-Encoding. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(String(acceptEncoding ?? '').split(',').map((p) => p.trim().split(';')[0]!.toLowerCase()));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends the web app's page with early answers. It carries the viewer's own answers, so it is
 * never stored (`no-store`), and it is compressed here (the static copies are precompressed at
 * build time; this one is made per request, brotli at a fast level).
 */
export function sendPageWithEarlyAnswers(request: FastifyRequest, reply: FastifyReply, webDist: string, answers: readonly EarlyAnswer[]): FastifyReply {
  const body = Buffer.from(pageWithEarlyAnswers(indexHtml(webDist), answers));
  const encoding = pageEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding');
  if (encoding === 'br') {
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(body, { level: 6 }));
  return reply.send(body);
}
