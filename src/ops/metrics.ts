/**
 * The bot's Prometheus metrics: one registry and its named instruments, and the small functions
 * the rest of the code calls to record what happened. Recording is cheap and never throws, so a
 * call site needs no guard; nothing is exposed until `src/ops/health.ts` serves `/metrics`.
 * Every metric is described in docs/operations.md ("Health and metrics"). Times are recorded in seconds,
 * as Prometheus expects, from the milliseconds the callers measure.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

/** Process metrics (CPU, memory, event-loop lag, handles); once per process, from the entry point. */
let defaultsOn = false;
export function collectProcessMetrics(labels: Record<string, string> = {}): void {
  if (defaultsOn) return;
  defaultsOn = true;
  registry.setDefaultLabels(labels);
  collectDefaultMetrics({ register: registry, prefix: 'cardbot_' });
}

/** Buckets for things that take milliseconds to a few seconds. */
const FAST = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const interactions = new Counter({
  name: 'cardbot_interactions_total',
  help: 'Interactions handled, by kind (command, button, select, modal, autocomplete) and outcome (ok, refused, error, expired, restarting, elsewhere: another process of the bot answered it first)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});
const ack = new Histogram({
  name: 'cardbot_interaction_ack_seconds',
  help: 'Time from receiving an interaction to its first answer or defer (Discord allows 3 s)',
  labelNames: ['kind'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 5],
  registers: [registry],
});
const secondAnswers = new Counter({
  name: 'cardbot_interaction_second_answers_total',
  help: 'Interactions whose first answer Discord refused without acknowledging them (the clicked message gone, or another reason), answered once more privately, by reason (message-gone, unacknowledged)',
  labelNames: ['reason'] as const,
  registers: [registry],
});
const floodLimited = new Counter({
  name: 'cardbot_flood_limited_total',
  help: 'Interactions the per-user flood limits answered instead of their handler, by verdict (too-fast: over a window or too many at once; slow-down: the first refusal over the error limit; silent: a silent acknowledgement after it)',
  labelNames: ['verdict'] as const,
  registers: [registry],
});
const move = new Histogram({
  name: 'cardbot_move_seconds',
  help: 'Time to apply and save one move, by game',
  labelNames: ['game'] as const,
  buckets: FAST,
  registers: [registry],
});
const render = new Histogram({
  name: 'cardbot_render_seconds',
  help: 'Time to draw and encode one picture, by kind (board, summary, analysis, ...)',
  labelNames: ['kind'] as const,
  buckets: FAST,
  registers: [registry],
});
const storeOps = new Histogram({
  name: 'cardbot_store_op_seconds',
  help: 'Store operation latency, by operation and collection',
  labelNames: ['op', 'collection'] as const,
  buckets: FAST,
  registers: [registry],
});
const storeErrors = new Counter({
  name: 'cardbot_store_errors_total',
  help: 'Store operations that failed, by operation and collection',
  labelNames: ['op', 'collection'] as const,
  registers: [registry],
});
const rateLimitWaits = new Counter({
  name: 'cardbot_rest_rate_limit_waits_total',
  help: 'REST requests held back by a rate limit, by scope (global, route) and cause (bucket: discord.js waited before sending; 429: Discord refused and discord.js retried)',
  labelNames: ['scope', 'cause'] as const,
  registers: [registry],
});
const rateLimitWaitSeconds = new Counter({
  name: 'cardbot_rest_rate_limit_wait_seconds_total',
  help: 'Total time REST requests were held back by rate limits',
  registers: [registry],
});
const gamesInPlay = new Gauge({
  name: 'cardbot_games_in_play',
  help: 'Games in play served by this process, by game',
  labelNames: ['game'] as const,
  registers: [registry],
});
const solverQueue = new Gauge({
  name: 'cardbot_solver_queue_depth',
  help: 'Solver requests waiting for a worker thread (not counting those running)',
  registers: [registry],
});

export type InteractionKind = 'command' | 'button' | 'select' | 'modal' | 'autocomplete' | 'other';
export type InteractionOutcome = 'ok' | 'refused' | 'error' | 'expired' | 'restarting' | 'elsewhere';

/** The metrics label of an interaction (structural, so this module needs no discord.js import). */
export function interactionKind(i: {
  isChatInputCommand(): boolean;
  isButton(): boolean;
  isAnySelectMenu(): boolean;
  isModalSubmit(): boolean;
  isAutocomplete(): boolean;
}): InteractionKind {
  if (i.isChatInputCommand()) return 'command';
  if (i.isButton()) return 'button';
  if (i.isAnySelectMenu()) return 'select';
  if (i.isModalSubmit()) return 'modal';
  return i.isAutocomplete() ? 'autocomplete' : 'other';
}

/** One interaction finished; `ackMs` is how long its first answer took (undefined: never answered). */
export function observeInteraction(kind: InteractionKind, outcome: InteractionOutcome, ackMs?: number): void {
  interactions.inc({ kind, outcome });
  if (ackMs !== undefined && Number.isFinite(ackMs)) ack.observe({ kind }, ackMs / 1000);
}

export type FloodVerdict = 'too-fast' | 'slow-down' | 'silent';

/** An interaction the flood limits answered (src/bot/flood.ts). */
export function observeFloodLimited(verdict: FloodVerdict): void {
  floodLimited.inc({ verdict });
}

/** Interactions the flood limits answered so far, every verdict together (for the fuzz's report). */
export async function floodLimitedCount(): Promise<number> {
  return (await floodLimited.get()).values.reduce((n, v) => n + v.value, 0);
}

/** An interaction answered a second time, privately, after its first answer was refused (responder.ts). */
export function observeSecondAnswer(reason: 'message-gone' | 'unacknowledged'): void {
  secondAnswers.inc({ reason });
}

/** A second answer's count so far (for tests and the fuzz's report). */
export async function secondAnswerCount(reason: 'message-gone' | 'unacknowledged'): Promise<number> {
  const got = await secondAnswers.get();
  return got.values.find((v) => v.labels.reason === reason)?.value ?? 0;
}

export function observeMove(game: string, ms: number): void {
  move.observe({ game }, ms / 1000);
}

export function observeRender(kind: string, ms: number): void {
  render.observe({ kind }, ms / 1000);
}

/** The shape `openStore`'s `observe` option reports (see src/store/index.ts). */
export interface StoreObservation {
  op: string;
  collection: string;
  ms: number;
  ok: boolean;
}

export function observeStore(e: StoreObservation): void {
  storeOps.observe({ op: e.op, collection: e.collection }, e.ms / 1000);
  if (!e.ok) storeErrors.inc({ op: e.op, collection: e.collection });
}

/** A REST request waited `ms` for a rate limit (`cause` bucket) or was refused with a 429 and retried. */
export function observeRateLimit(scope: 'global' | 'route', cause: 'bucket' | '429', ms = 0): void {
  rateLimitWaits.inc({ scope, cause });
  if (ms > 0) rateLimitWaitSeconds.inc(ms / 1000);
}

export function setGamesInPlay(game: string, n: number): void {
  gamesInPlay.set({ game }, n);
}

export function setSolverQueueDepth(n: number): void {
  solverQueue.set(n);
}
