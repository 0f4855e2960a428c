/**
 * Fault injection: make matching REST requests fail N times (or until cleared) with a 5xx, a 429 carrying
 * the headers @discordjs/rest reads to wait and retry (`Retry-After`, `X-RateLimit-*`), or a 403.
 */
import type { RestResponse } from './rest.ts';

export interface FaultSpec {
  /** HTTP method, default any. */
  method?: string;
  /** A route pattern (`/channels/:channelId/messages`), a concrete path, or a RegExp tested on the path. */
  route: string | RegExp;
  /** 5xx, 429 or 403 (others are answered as given). */
  status: number;
  /** How many requests fail; default 1, `Infinity` until cleared. */
  times?: number;
  /** 429 only: seconds to wait, sent as `Retry-After` header and `retry_after` body. Default 0.05. */
  retryAfter?: number;
  /** 429 only: mark as a global rate limit. */
  global?: boolean;
  /** Override the JSON error code/message. */
  code?: number;
  message?: string;
}

export interface FaultHandle {
  /** Requests this fault has answered so far. */
  readonly hits: number;
  clear(): void;
}

interface Fault extends FaultSpec {
  left: number;
  hits: number;
}

export class FaultTable {
  private readonly faults: Fault[] = [];

  add(spec: FaultSpec): FaultHandle {
    const fault: Fault = { ...spec, left: spec.times ?? 1, hits: 0 };
    this.faults.push(fault);
    const faults = this.faults;
    return {
      get hits() {
        return fault.hits;
      },
      clear() {
        const i = faults.indexOf(fault);
        if (i >= 0) faults.splice(i, 1);
      },
    };
  }

  clear(): void {
    this.faults.length = 0;
  }

  /** The response of the first fault matching this request (consuming one use), or null. */
  take(method: string, path: string, pattern: string | null): RestResponse | null {
    const fault = this.faults.find(
      (f) =>
        f.left > 0 &&
        (!f.method || f.method.toUpperCase() === method) &&
        (f.route instanceof RegExp ? f.route.test(path) : f.route === path || f.route === pattern),
    );
    if (!fault) return null;
    fault.left -= 1;
    fault.hits += 1;
    if (fault.left <= 0) this.faults.splice(this.faults.indexOf(fault), 1);
    return response(fault);
  }
}

function response(f: Fault): RestResponse {
  const error = (message: string, code: number) => ({ message: f.message ?? message, code: f.code ?? code });
  if (f.status === 429) {
    const retryAfter = f.retryAfter ?? 0.05;
    const headers: Record<string, string> = {
      'retry-after': String(retryAfter),
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset-after': String(retryAfter),
      'x-ratelimit-bucket': 'stand-in-fault',
      'x-ratelimit-scope': f.global ? 'global' : 'user',
    };
    if (f.global) headers['x-ratelimit-global'] = 'true';
    const body = { ...error('You are being rate limited.', 0), retry_after: retryAfter, global: !!f.global };
    return { status: 429, headers, body };
  }
  if (f.status === 403) return { status: 403, body: error('Missing Permissions', 50013) };
  if (f.status >= 500) return { status: f.status, body: error('Internal Server Error', 0) };
  return { status: f.status, body: error('Injected fault', 0) };
}
