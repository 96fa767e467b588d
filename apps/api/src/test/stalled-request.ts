import { connect } from 'node:net';

export type StalledOutcome = {
  /** The status line's code, or null when the connection closed with no answer. */
  status: number | null;
  body: string;
  /** From the first byte sent to the connection's close. */
  closedAfterMs: number;
};

/**
 * A request whose body stops coming: the headers (declaring `declaredBytes`) and the first
 * `sentBytes` of the body, then nothing, as a phone that lost its signal or a slow-loris client.
 * Resolves with what the server answered once it closes the connection, or after `giveUpMs`.
 */
export function stalledRequest(
  base: string,
  request: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    contentType?: string;
    declaredBytes?: number;
    sentBytes?: number;
    giveUpMs: number;
  },
): Promise<StalledOutcome> {
  const { port } = new URL(base);
  const declared = request.declaredBytes ?? 1000;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {});
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`${request.method} ${request.path}: still open after ${request.giveUpMs} ms`),
      );
    }, request.giveUpMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({
        status: status ? Number(status) : null,
        body: received.slice(received.indexOf('\r\n\r\n') + 4),
        closedAfterMs: performance.now() - started,
      });
    });
    socket.write(
      [
        `${request.method} ${request.path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Content-Type: ${request.contentType ?? 'application/json'}`,
        `Content-Length: ${declared}`,
        ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
        '',
        '{"',
      ].join('\r\n') + ' '.repeat(Math.max(0, (request.sentBytes ?? 10) - 2)),
    );
  });
}
