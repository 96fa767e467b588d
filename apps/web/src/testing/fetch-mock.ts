import { vi } from 'vitest';

/** A JSON reply, or `events`: a live stream's text/event-stream body (sent whole, then it ends). */
export type MockReply = { status?: number; body?: unknown; events?: string };
type Handler = (request: {
  body: unknown;
  headers: Record<string, string>;
  /** The whole address asked for, its query included. */
  url: URL;
}) => MockReply;

/**
 * Replaces fetch with canned replies keyed by 'METHOD /path'. An unexpected call fails loudly,
 * so a test never reaches a real server.
 */
export function mockApi(routes: Record<string, MockReply | Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = (init?.method ?? 'GET').toUpperCase();
    const asked = new URL(url, 'http://localhost');
    const key = `${method} ${asked.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request in test: ${key}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const reply = typeof route === 'function' ? route({ body, headers, url: asked }) : route;
    if (reply.events !== undefined) {
      return new Response(reply.events, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'text/event-stream' },
      });
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON bodies sent to `path`, in order. */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
