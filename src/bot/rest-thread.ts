/**
 * A thread for the requests a token in their path authenticates (`auth: false`: interaction
 * callbacks, follow-ups and their edits), which are most of what a move sends: the click's answer
 * and the next board. Sending them from src/bot/rest-worker.ts takes building each request (a
 * board's multipart body), the socket writes and reading the answers off the main thread, which
 * keeps the game logic, the store and the gateway (docs/benchmarks.md, throughput).
 *
 * discord.js still makes every request (its payloads, its errors): `client.rest.queueRequest`
 * hands such a request to the thread and gets back the answer's bytes, which discord.js reads as
 * usual, or the failure, rebuilt as discord.js's own DiscordAPIError or HTTPError. Until the thread
 * is up, if it ever stops, or for a request that cannot be passed to it, the request is sent from
 * the main thread as before (src/bot/client.ts).
 */
import type { Worker } from 'node:worker_threads';
import { DiscordAPIError, HTTPError, type InternalRequest, type REST, RESTEvents, type ResponseLike } from 'discord.js';
import type { Logger } from '../log.ts';
import { prepareWorker, startModuleWorker } from '../worker-thread.ts';

/** A request as it crosses to the thread (a query as its text; no signal or dispatcher). */
export type SentRequest = Omit<InternalRequest, 'query' | 'signal' | 'dispatcher'> & { query?: string };

export interface RestAsk {
  id: number;
  request: SentRequest;
}

export type ThreadError =
  | {
      kind: 'api';
      rawError: DiscordAPIError['rawError'];
      code: number | string;
      status: number;
      method: string;
      url: string;
    }
  | { kind: 'http'; status: number; statusText: string; method: string; url: string }
  | { kind: 'other'; name: string; message: string; code?: string | number; cause?: { code: string; message: string } };

export type RestAnswer =
  | { id: number; ok: true; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }
  | { id: number; ok: false; error: ThreadError }
  | { event: 'rateLimited'; info: unknown }
  | { event: 'response'; request: { method: string; route: string }; status: number; headers: [string, string][] };

const WORKER_URL = new URL('./rest-worker.ts', import.meta.url);

/** Options of the main REST manager that the thread's own takes (plain values only). */
const PASSED_OPTIONS = [
  'api',
  'authPrefix',
  'cdn',
  'headers',
  'invalidRequestWarningInterval',
  'mediaProxy',
  'offset',
  'retries',
  'timeout',
  'userAgentAppendix',
  'version',
] as const;

interface Pending {
  resolve(res: ResponseLike): void;
  reject(err: Error): void;
  /** As discord.js gave it (its failure carries the body and files). */
  request: InternalRequest;
}

export class RestThread {
  #worker: Worker | undefined;
  #ready = false;
  #closed = false;
  #next = 1;
  readonly #pending = new Map<number, Pending>();

  constructor(
    /** The client's REST manager: its options, and where the thread's events are emitted. */
    private readonly main: REST,
    /** The options the thread's manager adds (its budget and its sweeps). */
    private readonly own: Record<string, unknown>,
    private readonly log: Logger,
  ) {}

  /** Starts the thread; resolves once it takes requests (false if it could not start). */
  async start(): Promise<boolean> {
    await prepareWorker(WORKER_URL);
    if (this.#closed) return false;
    const options: Record<string, unknown> = { ...this.own };
    for (const key of PASSED_OPTIONS) options[key] = this.main.options[key];
    const worker = startModuleWorker(WORKER_URL, { workerData: options });
    // The bot's sockets keep the process alive, not this thread (a process that forgot to close it still exits).
    worker.unref();
    this.#worker = worker;
    worker.on('message', (answer: RestAnswer) => this.#answer(answer));
    worker.on('error', (err) => this.#stopped(err));
    worker.on('exit', (code) => this.#stopped(new Error(`the REST thread exited (code ${code})`)));
    const online = await new Promise<boolean>((resolve) => {
      worker.once('online', () => resolve(true));
      worker.once('exit', () => resolve(false));
    });
    this.#ready = online && !this.#closed;
    return this.#ready;
  }

  /** Requests the thread has taken so far. */
  get sent(): number {
    return this.#next - 1;
  }

  /** Whether `request` is sent by the thread now (it is up, and the request can cross to it). */
  takes(request: InternalRequest): boolean {
    return this.#ready && request.auth === false && request.signal == null && request.dispatcher == null;
  }

  /** Sends `request` from the thread: the answer (any status discord.js passed on), or its failure. */
  queueRequest(request: InternalRequest): Promise<ResponseLike> {
    const worker = this.#worker;
    if (!worker) return Promise.reject(new Error('the REST thread is not running'));
    const id = this.#next++;
    const { query, signal: _signal, dispatcher: _dispatcher, ...rest } = request;
    let sent: SentRequest = { ...rest, ...(query === undefined ? {} : { query: query.toString() }) };
    const moved: ArrayBuffer[] = [];
    if (request.files?.length) {
      // One buffer, handed over rather than copied: the thread sends it as it is.
      const { body, type } = multipart(request);
      sent = {
        ...sent,
        files: undefined,
        body,
        passThroughBody: true,
        headers: { ...sent.headers, 'Content-Type': type },
      };
      moved.push(body.buffer as ArrayBuffer);
    }
    return new Promise<ResponseLike>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, request });
      try {
        worker.postMessage({ id, request: sent } satisfies RestAsk, moved);
      } catch (err) {
        this.#pending.delete(id);
        reject(err as Error);
      }
    });
  }

  /** Stops taking requests, lets those sent finish (up to `graceMs`), then ends the thread. */
  async close(graceMs = 5_000): Promise<void> {
    this.#closed = true;
    this.#ready = false;
    const worker = this.#worker;
    if (!worker) return;
    const deadline = Date.now() + graceMs;
    while (this.#pending.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await worker.terminate();
  }

  /**
   * Ends the thread at once, as if it had died: what it held fails, later requests are sent from
   * the main thread (a test's way to see that happen).
   */
  async kill(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#stopped(new Error('the REST thread was stopped'));
    await worker.terminate();
  }

  #answer(answer: RestAnswer): void {
    if ('event' in answer) {
      if (answer.event === 'rateLimited') this.main.emit(RESTEvents.RateLimited, answer.info as never);
      else
        (this.main.emit as (e: string, ...a: unknown[]) => boolean)(RESTEvents.Response, answer.request, {
          status: answer.status,
          headers: new Headers(answer.headers),
        });
      return;
    }
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (answer.ok) pending.resolve(response(answer.status, answer.statusText, answer.headers, answer.body));
    else pending.reject(revive(answer.error, pending.request));
  }

  #stopped(err: Error): void {
    if (!this.#worker) return;
    this.#worker = undefined;
    this.#ready = false;
    if (!this.#closed) this.log.error({ err }, 'the REST thread stopped; requests are sent from the main thread');
    // Whether these were sent is not known: they fail as a lost connection would.
    for (const pending of this.#pending.values()) pending.reject(err);
    this.#pending.clear();
  }
}

function response(status: number, statusText: string, list: [string, string][], body: ArrayBuffer): ResponseLike {
  let used = false;
  const take = () => {
    used = true;
    return body;
  };
  return {
    status,
    statusText,
    ok: status >= 200 && status < 300,
    headers: new Headers(list),
    body: null,
    get bodyUsed() {
      return used;
    },
    arrayBuffer: async () => take(),
    text: async () => Buffer.from(take()).toString('utf8'),
    json: async () => JSON.parse(Buffer.from(take()).toString('utf8')),
  };
}

/** A failure from the thread as discord.js would have thrown it in this thread. */
function revive(error: ThreadError, request: InternalRequest): Error {
  const sent = { body: request.body, files: request.files };
  if (error.kind === 'api')
    return new DiscordAPIError(error.rawError, error.code, error.status, error.method, error.url, sent);
  if (error.kind === 'http') return new HTTPError(error.status, error.statusText, error.method, error.url, sent);
  const err = new Error(error.message, error.cause ? { cause: error.cause } : undefined) as Error & {
    code?: string | number;
  };
  err.name = error.name;
  if (error.code !== undefined) err.code = error.code;
  return err;
}

/** Where the file types discord.js would detect are known by their first bytes. */
const SIGNATURES: [string, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/**
 * The multipart body discord.js's REST manager would build for `request` (each file as a part,
 * then `payload_json`, or the body's fields with `appendToFormData`), as one buffer of its own.
 */
export function multipart(request: Pick<InternalRequest, 'files' | 'body' | 'appendToFormData'>): {
  body: Uint8Array;
  type: string;
} {
  const boundary = `----cardbot${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`;
  const parts: Uint8Array[] = [];
  const head = (name: string, filename?: string, type?: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"${
        filename === undefined ? '' : `; filename="${quoted(filename)}"`
      }\r\n${type === undefined ? '' : `Content-Type: ${type}\r\n`}\r\n`,
    );
  const CRLF = Buffer.from('\r\n');
  for (const [index, file] of (request.files ?? []).entries()) {
    // A picture's bytes are copied once, into the body; other data as discord.js sends it, as text.
    const data = file.data instanceof Uint8Array ? file.data : Buffer.from(String(file.data));
    const type =
      file.contentType ??
      SIGNATURES.find(([, magic]) => magic.every((b, k) => data[k] === b))?.[0] ??
      'application/octet-stream';
    parts.push(head(file.key ?? `files[${index}]`, file.name, type), data, CRLF);
  }
  if (request.body != null) {
    const fields: [string, unknown][] = request.appendToFormData
      ? Object.entries(request.body as Record<string, unknown>)
      : [['payload_json', JSON.stringify(request.body)]];
    for (const [name, value] of fields) parts.push(head(name), Buffer.from(String(value)), CRLF);
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const size = parts.reduce((n, p) => n + p.length, 0);
  const body = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** A form field's name or file name inside its quotes, as the fetch standard escapes it. */
const quoted = (text: string) => text.replaceAll('\n', '%0A').replaceAll('\r', '%0D').replaceAll('"', '%22');
