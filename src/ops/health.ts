/**
 * The optional health and metrics port (HEALTH_PORT; off unless set):
 *   GET /healthz  200 "ok" while the process and its event loop run (liveness: restart when it fails)
 *   GET /readyz   200 when every readiness check passes, else 503; JSON naming each check's result
 *   GET /metrics  the Prometheus registry of src/ops/metrics.ts, text exposition format
 * Anything else is 404. A check that throws or does not answer within `checkTimeoutMs` fails.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** A readiness check: resolves when ready, throws (with the reason as message) when not. */
export type ReadinessCheck = () => Promise<unknown> | unknown;

export interface HealthServerOptions {
  port: number;
  /** Default 127.0.0.1; a container sets 0.0.0.0 so that Prometheus can reach it. */
  host?: string;
  checks: Record<string, ReadinessCheck>;
  registry: Registry;
  checkTimeoutMs?: number;
}

export interface HealthServer {
  /** The bound port (the one asked for, or the one picked for port 0). */
  port: number;
  close(): Promise<void>;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, string>;
}

export async function readiness(checks: Record<string, ReadinessCheck>, timeoutMs = 2000): Promise<Readiness> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, string]> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([Promise.resolve().then(check), timeout]);
        return [name, 'ok'];
      } catch (err) {
        return [name, err instanceof Error ? err.message : String(err)];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { ready: results.every(([, r]) => r === 'ok'), checks: Object.fromEntries(results) };
}

export async function startHealthServer(opts: HealthServerOptions): Promise<HealthServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'method not allowed\n');
    if (path === '/healthz') return send(200, 'text/plain', 'ok\n');
    if (path === '/readyz') {
      readiness(opts.checks, opts.checkTimeoutMs).then(
        (r) => send(r.ready ? 200 : 503, 'application/json', `${JSON.stringify(r)}\n`),
        (err) => send(500, 'text/plain', `${String(err)}\n`),
      );
      return;
    }
    if (path === '/metrics') {
      opts.registry.metrics().then(
        (text) => send(200, opts.registry.contentType, text),
        (err) => send(500, 'text/plain', `${String(err)}\n`),
      );
      return;
    }
    send(404, 'text/plain', 'not found: try /healthz, /readyz or /metrics\n');
  });
  // Health probes must not keep a stopping process alive.
  server.unref();
  server.listen(opts.port, opts.host ?? '127.0.0.1');
  // `once` rejects with the server's 'error' (a taken port) instead of resolving.
  await once(server, 'listening').catch((err: Error) => {
    throw new Error(`HEALTH_PORT ${opts.port}: ${err.message}`);
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
