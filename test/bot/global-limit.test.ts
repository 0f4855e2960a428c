/**
 * Discord leaves interaction endpoints and webhooks out of a bot's global limit (50 requests a
 * second); discord.js counts every request but interaction callbacks. The client sends the exempt
 * ones through a REST manager of their own (src/bot/client.ts), so they neither wait for the
 * global budget nor use it up.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, exemptFromGlobalLimit, exemptRest } from '../../src/bot/client.ts';

let server: Server;
let api: string;
const seen: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? 'no auth'}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the global limit', () => {
  it('names webhook requests without the bot token as exempt, and nothing else', () => {
    expect(exemptFromGlobalLimit({ fullRoute: '/webhooks/1/token', auth: false })).toBe(true);
    expect(exemptFromGlobalLimit({ fullRoute: '/webhooks/1/token/messages/@original', auth: false })).toBe(true);
    expect(exemptFromGlobalLimit({ fullRoute: '/webhooks/1/token', auth: true })).toBe(false);
    expect(exemptFromGlobalLimit({ fullRoute: '/channels/1/messages', auth: false })).toBe(false);
    expect(exemptFromGlobalLimit({ fullRoute: '/channels/1/messages', auth: undefined })).toBe(false);
  });

  it('leaves the global budget to the bot’s own requests: sixty follow-ups use none of it', async () => {
    const client = createClient({ apiUrl: api });
    client.rest.setToken('test-token');
    try {
      const budget = client.rest.globalRemaining;
      expect(budget).toBe(50);
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 60 }, (_, k) =>
          client.rest.post(`/webhooks/1/interaction-token-${k}`, { auth: false, body: { content: 'board' } }),
        ),
      );
      // Over 50 in the same second, and none waited for the next second's budget.
      expect(performance.now() - started).toBeLessThan(1000);
      expect(client.rest.globalRemaining).toBe(budget);
      await client.rest.post('/channels/1/messages', { body: { content: 'reminder' } });
      expect(client.rest.globalRemaining).toBe(budget - 1);
      // The exempt requests carried no bot token; the bot's own did.
      expect(seen.filter((s) => /^POST \S*\/webhooks\/1\/interaction-token-\d+ no auth$/.test(s))).toHaveLength(60);
      expect(seen.at(-1)).toMatch(/^POST \S*\/channels\/1\/messages Bot test-token$/);
    } finally {
      await client.destroy();
    }
  });

  it('drops the route handler each interaction token leaves behind within a minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const client = createClient({ apiUrl: api });
    try {
      const exempt = exemptRest(client);
      if (!exempt) throw new Error('no exempt manager');
      await Promise.all(
        Array.from({ length: 20 }, (_, k) =>
          client.rest.post(`/webhooks/1/another-token-${k}`, { auth: false, body: { content: 'board' } }),
        ),
      );
      // One handler per token (each its own route), idle once answered.
      expect(exempt.handlers.size).toBe(20);
      vi.advanceTimersByTime(30_000);
      expect(exempt.handlers.size).toBe(0);
      expect(client.rest.handlers.size).toBe(0);
    } finally {
      vi.useRealTimers();
      await client.destroy();
    }
  });
});
