import fp from 'fastify-plugin';

/**
 * The headers every answer carries (issue #29, docs/decisions/119), set where a route has not
 * set its own:
 * - `X-Content-Type-Options: nosniff`, so a JSON answer or an upload is never run as a script;
 * - `X-Frame-Options: DENY` and, on HTML, `frame-ancestors 'none'`: no page of ours may be
 *   framed (clickjacking of role changes and cancels in the back office);
 * - `Referrer-Policy: strict-origin-when-cross-origin`: another site sees our origin, never a
 *   path (an order id, a payment session);
 * - `Cache-Control: no-store` on an answer to a logged-in request: personal data is kept by no
 *   browser or proxy cache.
 * The app's pages get their full Content-Security-Policy from the web plugin.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (!reply.hasHeader('x-content-type-options')) {
        reply.header('x-content-type-options', 'nosniff');
      }
      reply.header('x-frame-options', 'DENY');
      if (!reply.hasHeader('referrer-policy')) {
        reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      }
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', "frame-ancestors 'none'");
      }
      if (request.headers.authorization && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security-headers' },
);
