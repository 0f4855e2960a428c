/**
 * Per-user flood limits, in memory per process (rate-limiter-flexible's RateLimiterMemory: fixed
 * windows keyed by user id, timers unref'd). One user's burst must not fill the bot's REST budget,
 * so that other users' interactions are still answered within Discord's 3 s:
 *
 * - `command`: slash commands per window; `create`: also, for commands and components that declare
 *   `limit: 'create'` (they open threads or post public messages, the costliest calls).
 * - `inFlight`: interactions of one user being handled at once. One more waits up to `queueMs` for
 *   a slot (a quick player's next tap while the last is still being drawn, or a second process's
 *   slower copy of the same interactions ahead of it), and is refused only if none frees in that
 *   time, so a burst is refused whatever its kind while a player clicking as fast as the boards
 *   come is never limited: clicks have no per-window limit of their own.
 * - `error`: refusals (invalid input, unknown or stale component, over a limit above) and a handler's
 *   refusals. Within the limit each gets its reason; the first one over it is answered "slow down";
 *   after that, until the window ends, the interaction gets one callback only (discord.js sends
 *   callbacks without queueing them behind other requests), the fewest REST calls Discord lets a bot
 *   spend on an interaction: a silent deferred update for a component, its reason as a private reply
 *   for anything else (a deferred reply would show "thinking…" for good).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type LimitKind = 'command' | 'create' | 'component';
type WindowKind = 'command' | 'create' | 'error';

export interface Window {
  /** Interactions allowed per window. */
  points: number;
  /** Window length in seconds. */
  seconds: number;
}

export interface FloodLimits {
  command: Window;
  create: Window;
  /** Interactions of one user handled at once; more wait up to `queueMs` for a slot, then are refused. */
  inFlight: number;
  /** How long an interaction over `inFlight` waits for a slot: well inside Discord's 3 s to answer. */
  queueMs: number;
  /** Refusals before "slow down"; after it a user's refusals are silent for `seconds`. */
  error: Window;
}

export const DEFAULT_FLOOD_LIMITS: FloodLimits = {
  command: { points: 20, seconds: 10 },
  create: { points: 4, seconds: 60 },
  inFlight: 3,
  queueMs: 1_000,
  error: { points: 10, seconds: 30 },
};

export type ErrorVerdict = 'answer' | 'slow-down' | 'silent';

const limiter = (w: Window, keyPrefix: string) =>
  new RateLimiterMemory({ points: w.points, duration: w.seconds, keyPrefix });

export class FloodGuard {
  readonly #limits: FloodLimits;
  readonly #limiters: Record<WindowKind, RateLimiterMemory>;
  readonly #inFlight = new Map<string, number>();
  /** Per user, the interactions waiting for an in-flight slot: each is woken when one ends. */
  readonly #waiting = new Map<string, Set<() => void>>();

  constructor(limits: Partial<FloodLimits> = {}) {
    this.#limits = { ...DEFAULT_FLOOD_LIMITS, ...limits };
    this.#limiters = {
      command: limiter(this.#limits.command, 'command'),
      create: limiter(this.#limits.create, 'create'),
      error: limiter(this.#limits.error, 'error'),
    };
  }

  /**
   * Admits one interaction of `kind` for the user: resolves 0 when allowed (call `done` once it is
   * handled), else the seconds until the user may try again.
   */
  async take(kind: LimitKind, userId: string): Promise<number> {
    if (!(await this.#slot(userId))) return 1;
    const windows: WindowKind[] = kind === 'create' ? ['command', 'create'] : kind === 'command' ? ['command'] : [];
    let wait = 0;
    for (const w of windows) wait = Math.max(wait, await this.#consume(this.#limiters[w], userId));
    if (wait > 0) return wait;
    // Counted after the awaits: a burst's interactions all see the count of those admitted before them.
    if (!(await this.#slot(userId))) return 1;
    this.#inFlight.set(userId, (this.#inFlight.get(userId) ?? 0) + 1);
    return 0;
  }

  /** The end of an interaction `take` admitted. */
  done(userId: string): void {
    const n = (this.#inFlight.get(userId) ?? 0) - 1;
    if (n > 0) this.#inFlight.set(userId, n);
    else this.#inFlight.delete(userId);
    for (const wake of this.#waiting.get(userId) ?? []) wake();
  }

  /** Whether the user has an in-flight slot free now, or gets one within `queueMs`. */
  async #slot(userId: string): Promise<boolean> {
    const deadline = Date.now() + this.#limits.queueMs;
    while ((this.#inFlight.get(userId) ?? 0) >= this.#limits.inFlight) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const waiting = this.#waiting.get(userId) ?? new Set<() => void>();
        this.#waiting.set(userId, waiting);
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          if (waiting.size === 0 && this.#waiting.get(userId) === waiting) this.#waiting.delete(userId);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiting.add(wake);
      });
    }
    return true;
  }

  /** Counts one refusal for the user and says how to answer it. */
  async error(userId: string): Promise<ErrorVerdict> {
    const res = await this.#limiters.error.consume(userId).catch((r: unknown) => r);
    if (!(res instanceof RateLimiterRes) || res.consumedPoints <= this.#limits.error.points) return 'answer';
    return res.consumedPoints === this.#limits.error.points + 1 ? 'slow-down' : 'silent';
  }

  async #consume(l: RateLimiterMemory, userId: string): Promise<number> {
    try {
      await l.consume(userId);
      return 0;
    } catch (res) {
      // A RateLimiterRes when over the limit; the memory store never fails otherwise.
      return res instanceof RateLimiterRes ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
    }
  }
}
