/**
 * A loopback TCP proxy in front of a real Redis/PostgreSQL server, so a test can make the server
 * "go away" (connections reset, port refusing) for one store without touching the server itself.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface Proxy {
  /** The target URL with host:port replaced by the proxy's. */
  url: string;
  /** Resets every open connection and stops accepting new ones. */
  cut(): Promise<void>;
}

export async function startProxy(targetUrl: string): Promise<Proxy> {
  const target = new URL(targetUrl);
  const port = Number(target.port) || (target.protocol.startsWith('redis') ? 6379 : 5432);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(port, target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no TCP address');
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.resetAndDestroy();
      await closed;
    },
  };
}
