import { register } from 'node:module';
import type { Attributes, Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { redactUrl } from './logger.js';

/** What stops tracing, exporting the spans still held; nothing to do when tracing is off. */
let stop: () => Promise<void> = async () => {};

/**
 * OpenTelemetry traces (issue #36), only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the OTLP/HTTP
 * collector, e.g. http://otel-collector:4318): each request's span, with the PostgreSQL queries
 * and the calls to providers (Stripe, Twilio, S3, the geocoder, OSRM) it made beneath it. The
 * standard OTEL_* variables (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS…) apply.
 *
 * Must run before the app's modules are loaded: the instrumentations hook `pg` and `http` as
 * they are imported (server.ts imports the rest of the app after this).
 */
export async function startTracing(environment: NodeJS.ProcessEnv): Promise<boolean> {
  if (!environment.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  // ES modules are hooked by a loader; CommonJS ones (pg, Fastify's http) by require.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { UndiciInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': environment.OTEL_SERVICE_NAME ?? 'marketplace-api',
    }),
    spanProcessors: [new WithoutPersonalData(new BatchSpanProcessor(new OTLPTraceExporter()))],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Probes and scrapes would be most of the spans, and say nothing.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          /^\/api\/(health|ready|metrics)\b/.test(request.url ?? ''),
      }),
      new PgInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  stop = () => provider.shutdown();
  return true;
}

/** Sends the spans still held and stops; call once the app has closed. */
export function stopTracing(): Promise<void> {
  return stop();
}

/** URL-bearing attributes the HTTP instrumentations set (both semantic-convention generations). */
const URL_ATTRIBUTES = ['http.url', 'http.target', 'url.full', 'url.path'];
/** Dropped outright: search words, a buyer's address being geocoded, the client's address. */
const DROPPED_ATTRIBUTES = [
  'url.query',
  'http.client_ip',
  'client.address',
  'net.peer.ip',
  'net.sock.peer.addr',
  'network.peer.address',
  'http.user_agent',
  'user_agent.original',
];

/**
 * No phone number, address or date of birth leaves in a span: a request's query (search words,
 * filters) is dropped and keys in its path are redacted as the log does; a call to a provider
 * keeps only its origin and method (a geocoder's path is the address looked up); SQL is recorded
 * with its `$1` placeholders, never the values.
 */
export class WithoutPersonalData implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    scrub(span.attributes as Attributes, span.kind === CLIENT_KIND);
    this.next.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

/** SpanKind.CLIENT, without loading the API's enum for a number. */
const CLIENT_KIND = 2;

export function scrub(attributes: Attributes, outgoing: boolean): void {
  for (const name of DROPPED_ATTRIBUTES) delete attributes[name];
  for (const name of URL_ATTRIBUTES) {
    const value = attributes[name];
    if (typeof value !== 'string') continue;
    attributes[name] = outgoing ? originOf(value) : redactUrl(value.split('?', 1)[0] ?? '');
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '[redacted]';
  }
}
