/**
 * The session service: one per bot, built from its ports (the store, the outbox) and the games it
 * runs, holding everything the session layer keeps while the process lives, so nothing of it is
 * module-level state (two bots in one process, as the tests run them, share nothing):
 * - which games this process is posting right now (a recovery leaves those alone);
 * - the per-thread lock that keeps one process's posts of a game in order;
 * - the timers that look again at a post when another process's lease on it ends;
 * - the games whose computer move this process is choosing;
 * - the lock that lets two people accept only one challenge between them at a time;
 * - this process's owner id on its claims to post (see publish.ts).
 *
 * It reaches the handlers as `ctx.sessions` and `ctx.games` (BotContext is extended here, so the
 * bot layer never imports the session layer); the composition root (src/app.ts) builds it.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../bot/types.ts';
import type { Logger } from '../log.ts';
import type { Renderer } from '../render/pool.ts';
import type { Store } from '../store/index.ts';
import { KeyedLock } from '../store/locks.ts';
import type { SessionContext } from './context.ts';
import { GameHandle } from './handle.ts';
import { channelOutbox } from './place.ts';
import type { Outbox } from './ports.ts';
import type { AnyGame } from './types.ts';

declare module '../bot/types.ts' {
  interface BotContext {
    /** The games this bot runs, by id (src/games/catalog.ts, or a test's own). */
    games: ReadonlyMap<string, AnyGame>;
    /** The session service (src/session/service.ts). */
    sessions: SessionService;
  }
}

/** What a session service is built from. */
export interface SessionPorts {
  store: Store;
  outbox: Outbox;
  logger: Logger;
  clock: Clock;
  games: readonly AnyGame[];
  /** What the render pool draws with, for the pictures the layer draws itself (a competition's
   *  standings); absent, they are drawn on the calling thread (the session tests). */
  pictures?: Renderer;
  /**
   * The least time a competition's table takes to open (its message, thread, members and first
   * board: five requests against Discord's global limit of 50 a second), so that a round of
   * hundreds of tables leaves room in that limit for everything else; absent, 0.
   */
  openingTableMs?: number;
}

export class SessionService {
  readonly store: Store;
  readonly outbox: Outbox;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly games: ReadonlyMap<string, AnyGame>;
  readonly pictures: Renderer | null;
  readonly openingTableMs: number;
  /** This process, as the owner of its claims to post: random per start, so a claim by another id is another process's. */
  readonly owner = randomBytes(6).toString('hex');
  /** Threads whose move this process is posting now, with how many moves. */
  readonly #publishing = new Map<string, number>();
  /** Keeps this process's posts of one thread in order. */
  readonly postLocks = new KeyedLock();
  /** One acceptance at a time per pair of people (challenge.ts), up to the game's booking. */
  readonly pairLocks = new KeyedLock();
  /** Threads whose post this process looks at again when another process's lease ends. */
  readonly watching = new Map<string, NodeJS.Timeout>();
  /** Threads whose computer move this process is choosing (a second trigger returns at once). */
  readonly thinking = new Set<string>();
  #stopped = false;
  /** Brings a game up to date (moves.ts's ensureBoard, given by the factory in index.ts). */
  readonly #lookAgain: (handle: GameHandle) => Promise<unknown>;

  constructor(ports: SessionPorts, lookAgain: (handle: GameHandle) => Promise<unknown>) {
    this.#lookAgain = lookAgain;
    this.store = ports.store;
    this.outbox = channelOutbox(ports.outbox);
    this.logger = ports.logger;
    this.clock = ports.clock;
    this.games = new Map(ports.games.map((g) => [g.id, g]));
    this.pictures = ports.pictures ?? null;
    this.openingTableMs = ports.openingTableMs ?? 0;
  }

  /** Marks (+1) or unmarks (-1) a move of `threadId` being posted by this process. */
  markPublishing(threadId: string, by: 1 | -1): void {
    const n = (this.#publishing.get(threadId) ?? 0) + by;
    if (n > 0) this.#publishing.set(threadId, n);
    else this.#publishing.delete(threadId);
  }

  /** Whether a move of this thread is being posted by this process now. */
  isPublishing(threadId: string): boolean {
    return this.#publishing.has(threadId);
  }

  /** The service as the session layer's functions take it. */
  context(): SessionContext {
    return { store: this.store, logger: this.logger, clock: this.clock, games: this.games, sessions: this };
  }

  /** The game of `threadId`, as the session layer's per-game functions take it (see handle.ts). */
  at(threadId: string): GameHandle {
    return new GameHandle(this.context(), threadId);
  }

  /** Looks again at a game whose post another process held (its lease ended): posts what is missing. */
  lookAgain(threadId: string): Promise<unknown> {
    return this.#lookAgain(this.at(threadId));
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  /** Stops the timers this service set (the bot is stopping); later lease ends are ignored. */
  stop(): void {
    this.#stopped = true;
    for (const timer of this.watching.values()) clearTimeout(timer);
    this.watching.clear();
  }
}
