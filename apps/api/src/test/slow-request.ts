import { connect } from 'node:net';

type Answer = { status: number; body: unknown };

/**
 * A JSON POST sent the way a slow phone sends it, on a connection of its own: the headers (and
 * `headers`, such as a proxy's `X-Forwarded-For`) with `Expect: 100-continue`; half the body once
 * the server has answered `100 Continue` (it has accepted the request: `accepted` resolves); the
 * rest on `finish()`, followed on the same connection by a pipelined `GET` of `thenGet` when given.
 */
export function slowRequest(
  base: string,
  request: { path: string; body: unknown; thenGet?: string; headers?: Record<string, string> },
) {
  const json = JSON.stringify(request.body);
  const half = Math.floor(json.length / 2);
  const socket = connect(Number(new URL(base).port), '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  let onData = () => {};
  socket.on('data', (chunk: string) => {
    received += chunk;
    onData();
  });
  const closed = new Promise<void>((resolve, reject) => {
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
  socket.write(
    [
      `POST ${request.path} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'Expect: 100-continue',
      ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n'),
  );
  const accepted = new Promise<void>((resolve) => {
    onData = () => {
      if (!received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) return;
      onData = () => {};
      socket.write(json.slice(0, half));
      resolve();
    };
  });
  const expected = request.thenGet ? 2 : 1;
  return {
    accepted,
    finish() {
      const next = request.thenGet
        ? `GET ${request.thenGet} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`
        : '';
      socket.write(json.slice(half) + next);
    },
    /** The answers on the connection, in order, once all have come (or it closed). */
    async answers(): Promise<Answer[]> {
      const all = () => parseAnswers(received);
      if (all().length < expected) {
        await Promise.race([
          closed,
          new Promise<void>((resolve) => {
            onData = () => {
              if (all().length >= expected) resolve();
            };
          }),
        ]);
      }
      socket.destroy();
      return all();
    },
  };
}

/** The complete final answers in `text` (a `100 Continue` is not one); bodies are JSON. */
function parseAnswers(text: string): Answer[] {
  const answers: Answer[] = [];
  let rest = text;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return answers;
    const head = rest.slice(0, headEnd);
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
    if (rest.length < headEnd + 4 + length) return answers;
    const status = Number(head.slice('HTTP/1.1 '.length, 'HTTP/1.1 '.length + 3));
    const body = rest.slice(headEnd + 4, headEnd + 4 + length);
    if (status !== 100) answers.push({ status, body: length > 0 ? JSON.parse(body) : null });
    rest = rest.slice(headEnd + 4 + length);
  }
}
