import type { AddressInfo } from 'node:net';
import type { App } from '../app.js';

/**
 * An app listening on a port of its own on 127.0.0.1 (once): its base URL, for what needs real
 * HTTP (live streams, slow and stalled requests).
 */
export async function listening(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
