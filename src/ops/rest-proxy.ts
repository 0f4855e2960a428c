/**
 * `npm run rest-proxy`: one shared REST rate-limit proxy (@discordjs/proxy) for every bot process
 * of a deployment. Discord's limits (50 requests a second in all, and each route's bucket) are per
 * bot, not per process: processes on several machines each keeping their own count would together
 * exceed them. Point every process's DISCORD_API_URL at `http://<proxy host>:<PROXY_PORT>/api`;
 * the proxy queues each request through one discord.js REST instance, which waits out the
 * buckets and the global limit for all of them, and passes the bot's Authorization header on.
 *
 * PROXY_PORT (default 8080), PROXY_HOST (default 127.0.0.1; 0.0.0.0 in a container),
 * PROXY_UPSTREAM_URL (default https://discord.com/api; the local stand-in in tests).
 */
import './require-node.ts';
import { once } from 'node:events';
import { realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { proxyRequests } from '@discordjs/proxy';
import { REST } from '@discordjs/rest';

export interface RestProxy {
  port: number;
  close(): Promise<void>;
}

export async function startRestProxy(opts: { port: number; host?: string; upstream?: string }): Promise<RestProxy> {
  // No token of its own: each request carries its bot's. A 429 reaching the proxy is retried
  // here (the default), so the bots see only the wait, never the refusal.
  const rest = new REST({ api: (opts.upstream ?? 'https://discord.com/api').replace(/\/+$/, '') });
  const handle = proxyRequests(rest);
  const server = createServer((req, res) => {
    Promise.resolve(handle(req, res)).catch((err: Error) => {
      // An error @discordjs/proxy does not map to a response (Discord unreachable): a 502, never a crash.
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `proxy could not reach Discord: ${err.message}`, code: 0 }));
    });
  });
  server.listen(opts.port, opts.host ?? '127.0.0.1');
  await once(server, 'listening').catch((err: Error) => {
    throw new Error(`PROXY_PORT ${opts.port}: ${err.message}`);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function run(): Promise<number> {
  const port = Number(process.env.PROXY_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error('PROXY_PORT must be a port number (0-65535)');
    return 1;
  }
  try {
    const proxy = await startRestProxy({
      port,
      host: process.env.PROXY_HOST || '127.0.0.1',
      upstream: process.env.PROXY_UPSTREAM_URL || undefined,
    });
    console.log(JSON.stringify({ msg: 'rest proxy listening', port: proxy.port }));
    const stop = () => void proxy.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    return 0;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  run().then((code) => {
    if (code !== 0) process.exit(code);
  });
}
