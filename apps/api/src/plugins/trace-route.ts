import { trace } from '@opentelemetry/api';
import fp from 'fastify-plugin';

/**
 * With tracing on (src/tracing.ts), names each request's span by its route pattern
 * ('GET /api/orders/:id', never the URL) and tags it with the request id the logs carry, so a
 * trace and its log lines find each other. Without tracing there is no span and nothing to do.
 */
export const traceRoutePlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const span = trace.getActiveSpan();
      if (!span?.isRecording()) return;
      const route = request.routeOptions.url ?? 'unmatched';
      span.updateName(`${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.request_id': request.id });
    });
  },
  { name: 'trace-route' },
);
