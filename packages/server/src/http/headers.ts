import type { FastifyInstance } from 'fastify';

/** CSP of answers that are not pages (API JSON, media, health): nothing may run, nothing may frame them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The same headers for answers written past Fastify's hooks (hijacked streams such as SSE). */
export const STREAM_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': NON_PAGE_CSP,
};

/**
 * Security headers on every answer of the node, API and pages alike: no MIME sniffing, a
 * referrer policy, and a locked-down CSP on everything that is not an HTML page (the pages
 * plugin sets the pages' own CSP, with frame-ancestors from the configured host origins).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', NON_PAGE_CSP);
    }
    return payload;
  });
}
