/**
 * REST plumbing: route table with `:param` patterns under `/api[/vN]`, JSON and multipart bodies,
 * Discord-shaped errors, a log of every request, and fault injection (5xx, 429 with Retry-After, 403).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FaultTable } from './faults.ts';
import { compileValidators, requestBodyErrors } from './openapi.ts';

/** A Discord-style API error: HTTP status plus JSON `{ message, code }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: unknown,
  ) {
    super(message);
  }
}

export interface UploadedFile {
  /** Form field name, e.g. `files[0]`. */
  field: string;
  /** The n of `files[n]`, matched against `attachments[].id` in the payload. */
  index: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface RestRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body, or `payload_json` of a multipart body; `{}` when empty. */
  body: Record<string, unknown>;
  files: UploadedFile[];
}

export interface RestResponse {
  status: number;
  body?: unknown;
  /** Raw bytes instead of JSON (attachment downloads); `headers` should carry the content type. */
  raw?: Buffer;
  headers?: Record<string, string>;
}

export type Handler = (req: RestRequest) => RestResponse | Promise<RestResponse>;

export interface RouteDef {
  method: string;
  /** e.g. `/channels/:channelId/messages`. */
  pattern: string;
  handler: Handler;
  /** False for routes Discord serves without a bot token (interaction callbacks, webhooks). */
  auth?: boolean;
}

/** One REST request as the stand-in saw it. */
export interface RequestRecord {
  at: number;
  method: string;
  path: string;
  query: string;
  /** Matched route pattern, or null for an unknown route. */
  route: string | null;
  status: number;
  body: Record<string, unknown>;
  files: { filename: string; size: number }[];
  /** True when the response came from an injected fault. */
  fault: boolean;
}

interface CompiledRoute extends RouteDef {
  regex: RegExp;
  keys: string[];
}

const API_PREFIX = /^\/api(?:\/v\d+)?/;

export class RestServer {
  private readonly routes: CompiledRoute[];
  /** Injected failures, checked before routing. */
  readonly faults = new FaultTable();
  readonly requests: RequestRecord[] = [];

  constructor(
    routes: RouteDef[],
    private readonly onRequest: (record: RequestRecord) => void,
    private readonly requiredToken: () => string | null = () => null,
  ) {
    this.routes = routes.map((r) => {
      const keys: string[] = [];
      const source = r.pattern.replace(/:(\w+)/g, (_, key: string) => {
        keys.push(key);
        return '([^/]+)';
      });
      return { ...r, regex: new RegExp(`^${source}$`), keys };
    });
    compileValidators(this.routes);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(API_PREFIX, '') || '/';
    const method = (req.method ?? 'GET').toUpperCase();
    const record: RequestRecord = {
      at: Date.now(),
      method,
      path,
      query: url.search,
      route: null,
      status: 0,
      body: {},
      files: [],
      fault: false,
    };
    let out: RestResponse;
    try {
      const { body, files } = await readBody(req);
      record.body = body;
      record.files = files.map((f) => ({
        filename: f.filename,
        size: f.data.length,
      }));
      const match = this.match(method, path);
      record.route = match?.route.pattern ?? null;
      const fault = this.faults.take(method, path, record.route);
      if (fault) {
        record.fault = true;
        out = fault;
      } else if (this.unauthorized(req, match?.route)) {
        out = { status: 401, body: { message: '401: Unauthorized', code: 0 } };
      } else if (!match) {
        out = { status: 404, body: { message: '404: Not Found', code: 0 } };
      } else {
        // Discord checks the form body against the operation's schema before anything else about it.
        const invalid = requestBodyErrors(method, match.route.pattern, body);
        if (invalid) throw new ApiError(400, 50035, 'Invalid Form Body', invalid);
        const request = {
          method,
          path,
          params: match.params,
          query: url.searchParams,
          headers: req.headers,
          body,
          files,
        };
        out = await match.route.handler(request);
      }
    } catch (err) {
      out = errorResponse(err);
    }
    record.status = out.status;
    this.requests.push(record);
    this.onRequest(record);
    const headers: Record<string, string> = { ...out.headers };
    if (out.raw) {
      res.writeHead(out.status, headers);
      res.end(out.raw);
      return;
    }
    if (out.body !== undefined) headers['content-type'] = 'application/json';
    res.writeHead(out.status, headers);
    res.end(out.body === undefined ? undefined : JSON.stringify(out.body));
  }

  private unauthorized(req: IncomingMessage, route: RouteDef | undefined): boolean {
    const token = this.requiredToken();
    if (token === null || route?.auth === false) return false;
    return req.headers.authorization !== `Bot ${token}`;
  }

  private match(method: string, path: string): { route: CompiledRoute; params: Record<string, string> } | null {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.regex.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((k, i) => {
        params[k] = decodeURIComponent(m[i + 1] ?? '');
      });
      return { route, params };
    }
    return null;
  }
}

function errorResponse(err: unknown): RestResponse {
  if (err instanceof ApiError) {
    const body: Record<string, unknown> = {
      message: err.message,
      code: err.code,
    };
    if (err.errors !== undefined) body.errors = err.errors;
    return { status: err.status, body };
  }
  const message = err instanceof Error ? err.message : String(err);
  return {
    status: 500,
    body: { message: `stand-in error: ${message}`, code: 0 },
  };
}

async function readBody(req: IncomingMessage): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return { body: {}, files: [] };
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(raw, {
      headers: { 'content-type': type },
    }).formData();
    const files: UploadedFile[] = [];
    let body: Record<string, unknown> = {};
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        if (field === 'payload_json') body = JSON.parse(value);
        else body[field] = value;
        continue;
      }
      const index = Number(/\[(\d+)\]/.exec(field)?.[1] ?? files.length);
      const data = Buffer.from(await value.arrayBuffer());
      files.push({
        field,
        index,
        filename: value.name,
        contentType: value.type || 'application/octet-stream',
        data,
      });
    }
    return { body, files };
  }
  try {
    const parsed = JSON.parse(raw.toString('utf8'));
    return {
      body: parsed && typeof parsed === 'object' ? parsed : {},
      files: [],
    };
  } catch {
    throw new ApiError(400, 50109, 'The request body contains invalid JSON.');
  }
}
