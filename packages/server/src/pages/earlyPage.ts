import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EARLY_ANSWERS_ID } from '@sideline/protocol';
import type { EarlyAnswer } from '@sideline/protocol';
import { earlyAnswersText } from './earlyAnswers';
import { cachedJson } from './preload';

const cached = new Map<string, { mtimeMs: number; html: string }>();

/** A build's index.html (the web app's, the demo host site's), read again only when the build changed it. */
export function indexHtml(dist: string): string {
  const file = path.join(dist, 'index.html');
  const { mtimeMs } = fs.statSync(file);
  const known = cached.get(file);
  if (known?.mtimeMs === mtimeMs) return known.html;
  const html = fs.readFileSync(file, 'utf8');
  cached.set(file, { mtimeMs, html });
  return html;
}

/**
 * A JSON data block placed before the page's first script (or at the end of its head), so it is
 * in the document before any entry can run. Not a script the CSP would refuse: a data block is
 * never run. `text` must already be escaped for it (`dataBlockText`).
 */
export function withDataBlock(html: string, id: string, text: string): string {
  const block = `<script type="application/json" id="${id}">${text}</script>\n    `;
  const at = html.indexOf('<script');
  const where = at >= 0 ? at : html.indexOf('</head>');
  // A page with neither runs no script before the end of its document: the block can go there.
  return where < 0 ? html + block : html.slice(0, where) + block + html.slice(where);
}

/** A chat preview to draw in the page (chatPreview.ts), and how to read the build's stylesheets to inline. */
export interface PagePreview {
  html: string;
  /** The text of a stylesheet the page links (its href, e.g. `/assets/index-….css`), or null. */
  stylesheet: (href: string) => string | null;
  /** The preview's own stylesheet (app/chatPreview.css, which no page links), or null. */
  styles: string | null;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

const stylesheets = new Map<string, string | null>();
/** Where the web build names the chat preview's stylesheet (packages/web/preloadLinks.ts writes it). */
const readPreviewStyles = cachedJson<{ styles: string | null }>();

/**
 * A stylesheet of the web build by its site path, read once (its name is hashed: a new build is a
 * new name); null for anything but a `/assets/….css` file that exists.
 */
function stylesheetOf(webDist: string, href: string): string | null {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
  const file = path.join(webDist, href);
  if (!stylesheets.has(file)) stylesheets.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
  return stylesheets.get(file) ?? null;
}

/**
 * The page with its early answers: a JSON data block before the first script, so it is in the
 * document before the boot entry (an async module) can run. Not a script the CSP would refuse:
 * a data block is never run. With a chat preview, the preview opens the body and the page's
 * stylesheets travel inline: a linked stylesheet in the head holds the first paint until it has
 * arrived, a round trip the preview is there to save (the CSP allows inline styles).
 */
export function pageWithEarlyAnswers(html: string, answers: readonly EarlyAnswer[], preview?: PagePreview): string {
  const page = withDataBlock(html, EARLY_ANSWERS_ID, earlyAnswersText(answers));
  return preview ? withPreview(page, preview) : page;
}

function withPreview(page: string, preview: PagePreview): string {
  const body = /<body[^>]*>/.exec(page);
  if (!body) return page;
  const style = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  let inlined = page.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = preview.stylesheet(href);
    return css === null ? link : style(css);
  });
  if (preview.styles !== null) inlined = inlined.replace('</head>', `  ${style(preview.styles)}\n  </head>`);
  const at = inlined.indexOf(body[0]) + body[0].length;
  return `${inlined.slice(0, at)}\n    ${preview.html}${inlined.slice(at)}`;
}

/** The encoding to answer with: brotli, else gzip, else none, by the request's Accept-Encoding. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(String(acceptEncoding ?? '').split(',').map((p) => p.trim().split(';')[0]!.toLowerCase()));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends the web app's page with early answers, and the room's last lines when there is a preview. */
export function sendPageWithEarlyAnswers(
  request: FastifyRequest, reply: FastifyReply, webDist: string, answers: readonly EarlyAnswer[], previewHtml: string | null = null,
): FastifyReply {
  const previewStyles = previewHtml === null ? null : readPreviewStyles(path.join(webDist, '.vite', 'chat-preview.json'), { styles: null }).styles;
  const preview = previewHtml === null ? undefined : {
    html: previewHtml,
    stylesheet: (href: string) => stylesheetOf(webDist, href),
    styles: typeof previewStyles === 'string' ? stylesheetOf(webDist, previewStyles) : null,
  };
  return sendPrivatePage(request, reply, pageWithEarlyAnswers(indexHtml(webDist), answers, preview));
}

/**
 * Sends a page made for one viewer (it carries their answers): never stored (`no-store`), and
 * compressed here (the static copies are precompressed at build time; this one is made per
 * request, brotli at a fast level).
 */
export function sendPrivatePage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const body = Buffer.from(html);
  const encoding = pageEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding');
  if (encoding === 'br') {
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(body, { level: 6 }));
  return reply.send(body);
}
