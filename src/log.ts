/**
 * Structured logging: JSON lines on stdout (pino). Writes are synchronous so the
 * last line before `process.exit` (shutdown, fatal config error) is never lost;
 * the bot logs a few lines per interaction, far below where that costs anything.
 *
 * No player's card reaches a log line, at any level. What the bot sends a player (a private hand's
 * text, its picture's alt text, a menu of their cards) rides on errors: discord.js's DiscordAPIError
 * and HTTPError carry the whole request body (`requestBody`), and pino's standard serializer copies
 * every field of an error. So every error logged, wherever it sits in the logged object, is written
 * from a short list of fields (errorForLog: its name, message, code, status, method, the route with
 * any interaction or webhook token cut out, Discord's answer, and its cause the same way), and a
 * last pass over each line (redactCards) replaces any card left, say in an unexpected error's message.
 *
 * LOG_PRIVATE_BODIES=1 lets the request bodies and cards through, for debugging the bot on a test
 * server only: with it on, the log shows players' private hands.
 */
import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** The environment variable that lets private request bodies and cards into the log (see the file comment). */
export const PRIVATE_BODIES_ENV = 'LOG_PRIVATE_BODIES';

export interface LoggerOptions {
  level?: LevelWithSilent;
  destination?: DestinationStream;
  /** Log request bodies and cards as they are (default: LOG_PRIVATE_BODIES=1 in the environment). */
  privateBodies?: boolean;
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const privateBodies = opts.privateBodies ?? process.env[PRIVATE_BODIES_ENV] === '1';
  const logger = pino(
    {
      level: opts.level ?? 'info',
      base: { app: 'cardbot' },
      formatters: { log: (obj) => clean(obj, privateBodies, 0) as Record<string, unknown> },
      // The errors are written by `clean` already: pino's own serializer would copy every field again.
      serializers: { err: (err: unknown) => (err instanceof Error ? errorForLog(err, privateBodies) : err) },
      hooks: {
        // `logger.error(err)`: pino would take the error's own message as the line's message.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error && typeof rest[0] !== 'string')
            return method.apply(this, [{ err: first }, privateBodies ? first.message : redactCards(first.message)]);
          return method.apply(this, args);
        },
        ...(privateBodies ? {} : { streamWrite: redactCards }),
      },
    },
    opts.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  if (privateBodies)
    logger.warn(`${PRIVATE_BODIES_ENV}=1: request bodies and players' private cards are written to this log`);
  return logger;
}

/** A logger that drops everything (tests that do not look at logs). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

/** A card as the bot writes it (`7♠`, `10♦`, the emoji and outline forms), or a joker. */
const CARD = /(?:10|[2-9AJQK])[♠♥♦♣♤♡♢♧]\uFE0F?|\bJoker\b/gu;

/** `text` with every card replaced by `[card]`. */
export const redactCards = (text: string): string => text.replace(CARD, '[card]');

/** An interaction's or a webhook's token in a REST route: a credential for 15 minutes, never logged. */
const TOKEN_IN_ROUTE = /\/(interactions|webhooks)\/(\d+)\/[^/?#]+/g;

const MAX_DEPTH = 6;

/** The logged object with every error in it (at any depth) written by errorForLog. */
function clean(value: unknown, privateBodies: boolean, depth: number): unknown {
  if (value instanceof Error) return errorForLog(value, privateBodies, depth);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    if (!value.some((v) => v !== null && typeof v === 'object')) return value;
    return value.map((v) => clean(v, privateBodies, depth + 1));
  }
  // Only plain objects are walked (a Buffer, a Map or a class instance is left to pino).
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  let out: Record<string, unknown> | undefined;
  for (const [key, v] of Object.entries(value)) {
    const c = clean(v, privateBodies, depth + 1);
    if (c !== v) {
      out ??= { ...(value as Record<string, unknown>) };
      out[key] = c;
    }
  }
  return out ?? value;
}

/**
 * An error as a log line shows it: a short list of fields, never a request body (unless
 * `privateBodies`). Discord's answer (`rawError`: its code, message and which fields it refused)
 * names no value the bot sent.
 */
export function errorForLog(err: Error, privateBodies = false, depth = 0): Record<string, unknown> {
  const e = err as Error & {
    code?: unknown;
    status?: unknown;
    method?: unknown;
    url?: unknown;
    rawError?: unknown;
    requestBody?: { json?: unknown; files?: { name?: unknown }[] };
  };
  const text = (s: string) => (privateBodies ? s : redactCards(s));
  const out: Record<string, unknown> = { type: err.name, message: text(String(err.message)) };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.status === 'number') out.status = e.status;
  if (typeof e.method === 'string') out.method = e.method;
  if (typeof e.url === 'string') out.route = e.url.replace(TOKEN_IN_ROUTE, '/$1/$2/:token');
  if (e.rawError !== undefined && e.rawError !== null && typeof e.rawError === 'object')
    out.discord = privateBodies ? e.rawError : JSON.parse(text(JSON.stringify(e.rawError)));
  if (privateBodies && e.requestBody)
    out.requestBody = {
      json: e.requestBody.json,
      files: e.requestBody.files?.map((f) => String(f.name ?? '')),
    };
  if (typeof err.stack === 'string') out.stack = text(err.stack);
  if (err.cause !== undefined && depth < MAX_DEPTH)
    out.cause =
      err.cause instanceof Error
        ? errorForLog(err.cause, privateBodies, depth + 1)
        : clean(err.cause, privateBodies, depth + 1);
  if (err instanceof AggregateError && depth < MAX_DEPTH)
    out.errors = err.errors
      .slice(0, 10)
      .map((x) => (x instanceof Error ? errorForLog(x, privateBodies, depth + 1) : x));
  return out;
}
