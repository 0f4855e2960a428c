/**
 * A small pool of solver worker threads, so solving, the computer's moves and
 * post-deal analysis never block the bot's event loop. Workers start on first
 * use (or on `warmUp()`), take one request at a time, and are unref'd while
 * idle so an idle pool never keeps a process alive. A worker that dies fails
 * only its own request and is replaced on the next one.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { AbstracMove, DealState } from '../games/abstrac/engine/types.ts';
import type { DealReview } from '../games/abstrac/solver/analysis.ts';
import type { Level } from '../games/abstrac/solver/opponents.ts';
import type { Solution } from '../games/abstrac/solver/solve.ts';
import { setSolverQueueDepth } from '../ops/metrics.ts';
import { prepareWorker, startModuleWorker, workerPrepared } from '../worker-thread.ts';
import type { SolverRequest, SolverResponse } from './protocol.ts';

type Request = SolverRequest extends infer R ? (R extends SolverRequest ? Omit<R, 'id'> : never) : never;

interface Job {
  request: Request;
  resolve(result: unknown): void;
  reject(error: Error): void;
  /** Nobody waits for it (a deal's analysis, added to its summary later): see `next`. */
  background: boolean;
  queuedAt: number;
}

/**
 * A background request (a deal's analysis) waits behind those a player waits for (the computer's
 * move, a hint), as the render pool's background pictures do: with one worker on two cores, a
 * computer's move queued behind analyses of deals that ended together waited for them all. It
 * waits this long at most, then goes first.
 */
export const BACKGROUND_MAX_WAIT_MS = 2_000;

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

export interface PoolOptions {
  /** Worker threads (default: one per core beyond the first, at least one). */
  size?: number;
  /** A request not answered in this time fails and its worker is replaced (default 30 s; solves take milliseconds). */
  timeoutMs?: number;
}

const WORKER_URL = new URL('./worker.ts', import.meta.url);

/** A solver worker thread (see src/worker-thread.ts). */
const startWorker = (): Worker => startModuleWorker(WORKER_URL);

/** One worker per core beyond the first (the event loop's), at least one. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export class SolverPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  readonly size: number;
  readonly timeoutMs: number;

  constructor(options: PoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** The value of every legal move (see `solvePosition`). */
  solve(state: DealState): Promise<Solution> {
    return this.submit({ kind: 'solve', state }) as Promise<Solution>;
  }

  /** The computer's move at `level` (see `chooseMove`). */
  chooseMove(level: Level, state: DealState, seed: number): Promise<AbstracMove> {
    return this.submit({
      kind: 'choose',
      level,
      state,
      seed,
    }) as Promise<AbstracMove>;
  }

  /** Every move of a deal compared with perfect play (see `analyseDeal`). */
  analyse(state: DealState): Promise<DealReview> {
    return this.submit({ kind: 'analyse', state }, true) as Promise<DealReview>;
  }

  /** A move of another game's computer player at `level`, from what its seat may know (src/solver/players.ts). */
  play(game: string, level: string, input: unknown, seed: number): Promise<unknown> {
    return this.submit({ kind: 'play', game, level, input, seed });
  }

  /** Starts every worker and waits until each has loaded the solver (the first start takes a moment under tsx). */
  async warmUp(): Promise<void> {
    await prepareWorker(WORKER_URL);
    await Promise.all(Array.from({ length: this.size }, () => this.submit({ kind: 'ping' })));
  }

  /** Stops every worker; queued and running requests are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('solver pool closed'));
    setSolverQueueDepth(0);
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      const job = slot.job;
      this.release(slot);
      job?.reject(new Error('solver pool closed'));
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private submit(request: Request, background = false): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('solver pool closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject, background, queuedAt: performance.now() });
      this.pump();
    });
  }

  /** The queue's next job: the oldest a player waits for, unless a background one has waited too long. */
  private next(): Job {
    const first = this.queue[0] as Job;
    if (first.background && performance.now() - first.queuedAt < BACKGROUND_MAX_WAIT_MS) {
      const urgent = this.queue.findIndex((job) => !job.background);
      if (urgent > 0) return this.queue.splice(urgent, 1)[0] as Job;
    }
    return this.queue.shift() as Job;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (slot === undefined && this.slots.length < this.size && this.entryReady()) slot = this.spawn();
      if (slot === undefined) break;
      const job = this.next();
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ ...job.request, id: this.nextId++ });
      slot.timer = setTimeout(() => {
        this.fail(slot, new Error(`solver worker gave no answer in ${this.timeoutMs} ms`));
        void slot.worker.terminate();
      }, this.timeoutMs);
    }
    setSolverQueueDepth(this.queue.length);
  }

  /** Whether workers may start now; else prepares their entry (once) and pumps again when it is. */
  private entryReady(): boolean {
    if (workerPrepared(WORKER_URL)) return true;
    void prepareWorker(WORKER_URL).then(() => {
      if (!this.closed) this.pump();
    });
    return false;
  }

  private spawn(): Slot {
    const worker = startWorker();
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (response: SolverResponse) => {
      const job = slot.job;
      this.release(slot);
      if (job !== null) {
        if (response.ok) job.resolve(response.result);
        else job.reject(new Error(response.error));
      }
      this.pump();
    });
    worker.on('error', (error) => this.fail(slot, error));
    worker.on('exit', (code) => this.fail(slot, new Error(`solver worker exited with code ${code}`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  /** The slot's request is over: stop its timer and let an idle worker not hold the process. */
  private release(slot: Slot): void {
    if (slot.timer !== null) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
  }

  /** Drops a dead or stuck worker, failing its request; the next request starts a new one. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return; // already dropped (closed, or an error then its exit)
    this.slots.splice(index, 1);
    const job = slot.job;
    this.release(slot);
    job?.reject(error);
    if (!this.closed) this.pump();
  }
}

let shared: SolverPool | null = null;

/** The process-wide pool (created on first use). */
export function sharedPool(): SolverPool {
  shared ??= new SolverPool();
  return shared;
}

export function solveInWorker(state: DealState): Promise<Solution> {
  return sharedPool().solve(state);
}

export function chooseMoveInWorker(level: Level, state: DealState, seed: number): Promise<AbstracMove> {
  return sharedPool().chooseMove(level, state, seed);
}

export function analyseInWorker(state: DealState): Promise<DealReview> {
  return sharedPool().analyse(state);
}

export function playInWorker(game: string, level: string, input: unknown, seed: number): Promise<unknown> {
  return sharedPool().play(game, level, input, seed);
}

/** Stops the shared pool's workers (for shutdown and tests). */
export async function closeSharedPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
