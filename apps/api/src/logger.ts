import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/** Structured JSON logs; readable lines when a person watches a development terminal. */
export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
): FastifyServerOptions['logger'] {
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    serializers: { req: requestForTheLog },
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  };
}

/** Query fields that are keys: an upload link's signature (and any token or code). */
const SECRET_FIELDS = /^(signature|token|access_token|code|x-amz-signature|x-amz-credential)$/i;
/**
 * Paths with a key in them: a sandbox payment page is opened by its session id alone, and a
 * session's order number is told to whoever holds it (docs/decisions/139).
 */
const SECRET_PATH = /^(\/api\/(?:sandbox-checkout|payment-sessions)\/)[^/?]+/;

/** A request as the log shows it: Fastify's fields, with the keys in its URL taken out. */
function requestForTheLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const shownPath = path.replace(SECRET_PATH, '$1[redacted]');
  if (query === undefined) return shownPath;
  const shownQuery = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_FIELDS.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${shownPath}?${shownQuery}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
