/**
 * The REST thread's entry (src/bot/rest-thread.ts): sends the requests a token in their path
 * authenticates (interaction callbacks, follow-ups and their edits) with a REST manager of its own,
 * so that building a request (a board's multipart body), writing it to the socket and reading the
 * answer happen off the main thread. Answers go back as bytes; failures as plain fields the main
 * thread turns back into discord.js's own errors.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DiscordAPIError, HTTPError, type InternalRequest, REST, RESTEvents, type RESTOptions } from '@discordjs/rest';
import type { RestAnswer, RestAsk, SentRequest, ThreadError } from './rest-thread.ts';

const port = parentPort;
if (!port) throw new Error('rest-worker.ts runs as a worker thread');

const rest = new REST(workerData as Partial<RESTOptions>);
rest.on(RESTEvents.RateLimited, (info) => port.postMessage({ event: 'rateLimited', info } satisfies RestAnswer));
rest.on(RESTEvents.Response, (request, response) => {
  // Only what the bot's log and metrics read: a 429's route and headers.
  if (response.status !== 429) return;
  port.postMessage({
    event: 'response',
    request: { method: request.method, route: request.route },
    status: response.status,
    headers: [...response.headers],
  } satisfies RestAnswer);
});

port.on('message', (ask: RestAsk) => void send(ask.id, ask.request));

async function send(id: number, sent: SentRequest): Promise<void> {
  try {
    const { query, ...given } = sent;
    const request: InternalRequest = {
      ...given,
      ...(query === undefined ? {} : { query: new URLSearchParams(query) }),
    };
    const res = await rest.queueRequest(request);
    const body = await res.arrayBuffer();
    port?.postMessage(
      {
        id,
        ok: true,
        status: res.status,
        statusText: res.statusText,
        headers: [...res.headers],
        body,
      } satisfies RestAnswer,
      [body],
    );
  } catch (err) {
    port?.postMessage({ id, ok: false, error: describe(err) } satisfies RestAnswer);
  }
}

function describe(err: unknown): ThreadError {
  if (err instanceof DiscordAPIError)
    return {
      kind: 'api',
      rawError: err.rawError,
      code: err.code,
      status: err.status,
      method: err.method,
      url: err.url,
    };
  if (err instanceof HTTPError)
    return { kind: 'http', status: err.status, statusText: err.message, method: err.method, url: err.url };
  const e = err as { name?: unknown; message?: unknown; code?: unknown; cause?: { code?: unknown; message?: unknown } };
  return {
    kind: 'other',
    name: typeof e?.name === 'string' ? e.name : 'Error',
    message: typeof e?.message === 'string' ? e.message : String(err),
    ...(typeof e?.code === 'string' || typeof e?.code === 'number' ? { code: e.code } : {}),
    ...(e?.cause && typeof e.cause === 'object'
      ? { cause: { code: String(e.cause.code ?? ''), message: String(e.cause.message ?? '') } }
      : {}),
  };
}
