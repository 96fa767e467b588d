import http from 'node:http';

/**
 * What became of one request, told apart the way a load balancer must: an answer it can pass on,
 * a connection refused (nothing reached the server: safe to send elsewhere), a connection closed
 * before any byte of an answer (`reused`: on a kept-alive connection the server closed as idle
 * while the request was on its way, which it never read), or an answer cut off half-way (what
 * must never happen).
 */
export type Outcome =
  | { kind: 'answered'; status: number; headers: http.IncomingHttpHeaders; body: string }
  | { kind: 'refused' }
  | { kind: 'closed-unanswered'; code: string; reused: boolean }
  | { kind: 'truncated'; status: number; code: string };

export type SendOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is, with the caller's content-type (a form post). */
  body?: string;
  /** Keep-alive connections to reuse, as a proxy's upstream pool does; one per request if unset. */
  agent?: http.Agent;
};

/** How long a request may take before it counts as lost. */
const REQUEST_TIMEOUT_MS = 15_000;

/** One HTTP request with node:http, so a cut connection is seen for what it is. */
export function send(base: string, path: string, options: SendOptions = {}): Promise<Outcome> {
  const payload = options.json === undefined ? options.body : JSON.stringify(options.json);
  return new Promise((resolve) => {
    let settled = false;
    let answering = false;
    const done = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = http.request(new URL(path, base), {
      method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
      agent: options.agent ?? false,
      headers: {
        ...options.headers,
        ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) }),
      },
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.on('response', (response) => {
      answering = true;
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error: NodeJS.ErrnoException) =>
        done({ kind: 'truncated', status, code: error.code ?? error.message }),
      );
      response.on('close', () => {
        if (!response.complete) done({ kind: 'truncated', status, code: 'closed' });
      });
      response.on('end', () =>
        done(
          response.complete
            ? {
                kind: 'answered',
                status,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }
            : { kind: 'truncated', status, code: 'incomplete' },
        ),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      if (answering) done({ kind: 'truncated', status: 0, code });
      else if (code === 'ECONNREFUSED') done({ kind: 'refused' });
      else done({ kind: 'closed-unanswered', code, reused: request.reusedSocket });
    });
    request.end(payload);
  });
}
