import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay between an app and its PostgreSQL server, which a test cuts to make the database
 * go away for that app alone (every open connection dropped, new ones refused) and restores to
 * bring it back, without restarting the server other tests and agents share.
 */
export async function startDatabaseRelay(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const relayed = new URL(databaseUrl);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(port);

  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    /** The database's URL through the relay. */
    url: relayed.toString(),
    /** The database goes away: open connections drop, new ones are refused. */
    cut,
    /** The database is back on the same address. */
    restore: () => listen(port),
    close: async () => {
      if (server.listening) await cut();
    },
  };
}
