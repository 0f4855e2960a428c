/**
 * The REST thread (src/bot/rest-thread.ts): requests a token in their path authenticates are sent
 * from a worker thread, with the same bytes on the wire (a file upload as discord.js's multipart
 * form), the answer read by discord.js as usual, Discord's refusals thrown as discord.js's own
 * errors; the bot's own requests stay on the main thread, and if the thread stops, what it held
 * fails and what follows is sent from the main thread.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DiscordAPIError, HTTPError } from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startRestThread } from '../../src/bot/client.ts';
import { multipart, type RestThread } from '../../src/bot/rest-thread.ts';
import { createLogger } from '../../src/log.ts';

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  type: string | undefined;
  body: Buffer;
}

let server: Server;
let api: string;
const seen: Seen[] = [];
/** What the next requests get back, by URL part. */
const replies = new Map<string, { status: number; body: unknown; delayMs?: number }>();

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await read(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      body,
    });
    const reply = [...replies].find(([part]) => req.url?.includes(part))?.[1];
    if (reply?.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    res.writeHead(reply?.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply?.body ?? { id: '42', echoed: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  seen.length = 0;
  replies.clear();
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const log = createLogger({ level: 'silent' });

/** A client whose REST thread is up, and a way to tell which thread sent a request. */
async function withThread(run: (client: ReturnType<typeof createClient>, thread: RestThread) => Promise<void>) {
  const client = createClient({ apiUrl: api });
  (client.rest.options as { retries: number }).retries = 0;
  client.rest.setToken('test-token');
  const thread = await startRestThread(client, log);
  try {
    await run(client, thread);
  } finally {
    await thread.close();
    await client.destroy();
  }
}

/** Counts the requests the thread took while `run` ran. */
async function sentByThread(thread: RestThread, run: () => Promise<unknown>): Promise<number> {
  const before = thread.sent;
  await run();
  return thread.sent - before;
}

describe('the REST thread', () => {
  it('sends a follow-up with a picture from the thread: discord.js’s form on the wire, its answer read', async () => {
    await withThread(async (client, thread) => {
      let answer: unknown;
      const n = await sentByThread(thread, async () => {
        answer = await client.rest.post('/webhooks/1/tok', {
          auth: false,
          body: { content: 'your move', components: [] },
          files: [{ name: 'board.png', data: PNG }],
        });
      });
      expect(n).toBe(1);
      expect(answer).toEqual({ id: '42', echoed: '/v10/webhooks/1/tok' });
      const [req] = seen;
      expect(req?.auth).toBeUndefined();
      // Parsed as any multipart form: the file with its type, then the payload.
      const form = await new Response(req?.body, { headers: { 'content-type': req?.type ?? '' } }).formData();
      const file = form.get('files[0]') as File;
      expect(file.name).toBe('board.png');
      expect(file.type).toBe('image/png');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
      expect(JSON.parse(form.get('payload_json') as string)).toEqual({ content: 'your move', components: [] });
    });
  });

  it('sends a click’s answer from the thread, and the bot’s own requests from the main thread', async () => {
    await withThread(async (client, thread) => {
      const n = await sentByThread(thread, () =>
        client.rest.post('/interactions/1/tok/callback', {
          auth: false,
          body: { type: 6 },
          query: new URLSearchParams('with_response=false'),
        }),
      );
      expect(n).toBe(1);
      expect(seen[0]).toMatchObject({ method: 'POST', url: '/v10/interactions/1/tok/callback?with_response=false' });
      expect(JSON.parse(seen[0]?.body.toString() ?? '')).toEqual({ type: 6 });
      const own = await sentByThread(thread, () =>
        client.rest.post('/channels/1/messages', { body: { content: 'hi' } }),
      );
      expect(own).toBe(0);
      expect(seen[1]?.auth).toBe('Bot test-token');
    });
  });

  it('throws Discord’s refusals as discord.js’s own errors, with what was sent', async () => {
    await withThread(async (client) => {
      replies.set('/expired', { status: 404, body: { code: 10062, message: 'Unknown interaction' } });
      const refused = await client.rest
        .post('/webhooks/1/expired', { auth: false, body: { content: 'late' } })
        .catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(DiscordAPIError);
      expect(refused).toMatchObject({
        code: 10062,
        status: 404,
        method: 'POST',
        requestBody: { json: { content: 'late' } },
      });
      replies.set('/broken', { status: 502, body: {} });
      const failed = await client.rest
        .post('/webhooks/1/broken', { auth: false, body: {} })
        .catch((err: unknown) => err);
      expect(failed).toBeInstanceOf(HTTPError);
      expect(failed).toMatchObject({ status: 502 });
    });
  });

  it('fails what a stopped thread held, then sends from the main thread', async () => {
    await withThread(async (client, thread) => {
      replies.set('/slow', { status: 200, body: { id: 'slow' }, delayMs: 300 });
      const held = client.rest.post('/webhooks/1/slow', { auth: false, body: {} }).catch((err: unknown) => err);
      await new Promise((r) => setTimeout(r, 50));
      await thread.kill();
      expect(await held).toBeInstanceOf(Error);
      const n = await sentByThread(thread, async () => {
        expect(await client.rest.post('/webhooks/1/after', { auth: false, body: {} })).toMatchObject({ id: '42' });
      });
      expect(n).toBe(0);
    });
  });
});

describe('multipart', () => {
  it('builds the form discord.js would: files, then the body’s fields when asked to', async () => {
    const { body, type } = multipart({
      files: [
        { name: 'a "quoted".json', data: '{"x":1}', key: 'file' },
        { name: 'b.gif', data: Buffer.from('GIF89a...') },
      ],
      body: { name: 'sticker', tags: 'card' },
      appendToFormData: true,
    });
    const form = await new Response(body, { headers: { 'content-type': type } }).formData();
    const json = form.get('file') as File;
    expect(json.name).toBe('a "quoted".json');
    expect(json.type).toBe('application/octet-stream');
    expect(await json.text()).toBe('{"x":1}');
    expect((form.get('files[1]') as File).type).toBe('image/gif');
    expect(form.get('name')).toBe('sticker');
    expect(form.get('tags')).toBe('card');
    expect(form.has('payload_json')).toBe(false);
  });
});
