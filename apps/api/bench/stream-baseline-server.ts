import { createServer, type ServerResponse } from 'node:http';

/**
 * The bare baseline for the live-streams bench: node:http holding `text/event-stream` responses
 * open and writing each event the bench posts to every one of them. No auth, no database, no
 * framework: what holding N streams costs at the least.
 */
const streams = new Set<ServerResponse>();
const server = createServer((request, response) => {
  if (request.method === 'POST') {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const frame = `id: ${Date.now()}\nevent: order_event\ndata: ${body}\n\n`;
      for (const stream of streams) stream.write(frame);
      response.end();
    });
    return;
  }
  if (request.url === '/health') return response.end('ok');
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  response.write('retry: 3000\n\n');
  streams.add(response);
  request.on('close', () => streams.delete(response));
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  for (const stream of streams) stream.end();
  server.close(() => process.exit(0));
});
