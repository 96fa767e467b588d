import { Agent, request as httpRequest } from 'node:http';

/**
 * The benches' client: node:http on kept-alive connections, which costs this process about half
 * the CPU `fetch` did. It shares the machine with the servers, so what it spends they cannot.
 */
const agent = new Agent({ keepAlive: true });

export type Answer = { status: number; body: string };

/** POST `body` to `url`, answering the status and the body as text. */
export function post(url: string, headers: Record<string, string>, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Closes the kept-alive connections, so the bench's process can end. */
export function closeConnections(): void {
  agent.destroy();
}
