/**
 * Render worker threads, so drawing and PNG encoding (a few tens of ms of CPU
 * per picture) never block the bot's event loop: the main thread only clones
 * the model into a message and receives the PNG's bytes (moved, not copied).
 *
 * Workers start on first use (or `warmUp()`) and are unref'd while idle, so an idle pool never
 * keeps a process alive. A worker takes a second picture while it has one (PIPELINE_DEPTH): it
 * draws that one while the first deflates on the thread pool. Pictures queue in order, except
 * that a background picture (no player waits for it: a post-deal analysis table) lets pictures
 * players wait for go first, for
 * BACKGROUND_MAX_WAIT_MS at most (and is never a worker's second picture before then), and a
 * private hand's picture (small: a few ms against a board's 10–20) goes ahead of the others queued,
 * so that a player's step is not held behind every board of the server (unless the picture at the
 * head has waited HAND_AHEAD_MAX_MS); the latest HAND_PICTURES
 * hands are kept, and one asked for again is given without drawing (a hand reopened unchanged,
 * or asked for twice at once). A picture
 * is always produced: if its worker dies or hangs, it is retried once in a fresh
 * worker, then drawn in-process; after MAX_LOSSES workers lost in a row (threads
 * cannot start here, say) the pool draws everything in-process. `close()` stops
 * the workers; pictures still queued or running are finished in-process.
 * `RENDER_WORKERS=0` in the environment draws in-process from the start.
 *
 * What a pool draws is its `Renderer`: the drawers by kind (for the in-process fallback) and the
 * worker entry that serves the same drawers. Both are the games' (src/games/render-jobs.ts), given
 * by the pool's users: this folder names no game.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { prepareWorker, startModuleWorker, workerPrepared } from '../worker-thread.ts';
import { type Drawers, type JobOf, type RenderJob, runJob } from './job.ts';
import type { WorkerRequest, WorkerResponse } from './worker.ts';

interface Task {
  /** Null: a ping (warm-up), answered without a picture. */
  job: RenderJob | null;
  /** Workers this task has been lost with. */
  attempts: number;
  /** When it was asked for (performance.now()). */
  queuedAt: number;
  resolve(png: Buffer | null): void;
  reject(error: Error): void;
}

/** A task sent to a worker, and its timeout. */
interface Sent {
  task: Task;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  /** Tasks sent and not yet answered, by request id, in the order sent. */
  sent: Map<number, Sent>;
}

/** What a pool draws, and with what. */
export interface Renderer<D extends Drawers = Drawers> {
  /** The drawers by job kind: pictures drawn in-process (the fallback) use them. */
  drawers: D;
  /**
   * The workers' entry module: it serves the same drawers (`serveRenderJobs` in worker.ts). Tests
   * substitute one that dies.
   */
  workerUrl: URL;
}

export interface RenderPoolOptions {
  /** Worker threads (default `defaultRenderWorkers()`). 0 draws every picture in-process. */
  size?: number;
  /** A picture not back in this time counts as a lost worker (default 15 s: the first start under tsx takes ~1 s). */
  timeoutMs?: number;
}

export interface RenderPoolStats {
  workersStarted: number;
  /** Workers that died or hung with a picture in hand. */
  workersLost: number;
  /** Pictures sent again to a fresh worker. */
  retried: number;
  /** Pictures drawn on the calling thread (fallback, closed pool or size 0). */
  inProcess: number;
  /** Hands' pictures given again from those kept, without drawing. */
  handsKept: number;
}

/** Workers lost in a row (no picture answered between) before the pool stops starting them. */
export const MAX_LOSSES = 3;
/** Tries in workers before a picture is drawn in-process. */
const WORKER_TRIES = 2;
/**
 * A background picture (a job marked `background`: a post-deal analysis table) waits behind
 * pictures players are waiting for (boards, summaries): it is added to its summary later, by an edit, and when many deals end together a queue of them
 * would hold up every other game's next board. It waits this long at most, then goes first.
 */
export const BACKGROUND_MAX_WAIT_MS = 2_000;
/**
 * Pictures a worker holds at once: one drawn on its thread while the one before deflates on the
 * thread pool. Measured in the throughput bench (docs/benchmarks.md): the worker's thread spends a quarter to
 * a third less a picture, so pictures wait less behind each other.
 */
export const PIPELINE_DEPTH = 2;

/** A render worker thread, told its generation (see src/worker-thread.ts). */
function startWorker(url: URL, generation: number): Worker {
  return startModuleWorker(url, { workerData: { generation } });
}

/** How long the head of the queue may have waited for a hand to still go ahead of it. */
export const HAND_AHEAD_MAX_MS = 1_000;

/** Hands' pictures kept (a few KB each): enough for every hand of the tables in play at once to be reopened. */
export const HAND_PICTURES = 256;

/** Sized for a small host: one worker per core beyond the event loop's, at least 1, at most 2. */
export function defaultRenderWorkers(): number {
  if (process.env.RENDER_WORKERS !== undefined) {
    const n = Number(process.env.RENDER_WORKERS);
    if (Number.isInteger(n) && n >= 0) return Math.min(n, 8);
  }
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

export class RenderPool<D extends Drawers = Drawers> {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private lossesInARow = 0;
  readonly size: number;
  readonly timeoutMs: number;
  readonly renderer: Renderer<D>;
  private readonly workerUrl: URL;
  readonly stats: RenderPoolStats = { workersStarted: 0, workersLost: 0, retried: 0, inProcess: 0, handsKept: 0 };
  /** Hands' pictures by job, the latest last (a Map keeps insertion order). */
  private readonly hands = new Map<string, Promise<Buffer>>();

  constructor(renderer: Renderer<D>, options: RenderPoolOptions = {}) {
    this.renderer = renderer;
    this.workerUrl = renderer.workerUrl;
    this.size = Math.max(0, Math.floor(options.size ?? defaultRenderWorkers()));
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** The picture of `job` as PNG bytes. Rejects only if drawing itself fails (a bug in a renderer). */
  render(job: JobOf<D>): Promise<Buffer> {
    if (job.hand !== true) return this.submit(job) as Promise<Buffer>;
    const key = JSON.stringify([job.kind, job.model, job.theme.name, job.options ?? null]);
    const kept = this.hands.get(key);
    if (kept !== undefined) {
      this.hands.delete(key);
      this.hands.set(key, kept);
      this.stats.handsKept++;
      return kept;
    }
    const png = this.submit(job) as Promise<Buffer>;
    this.hands.set(key, png);
    // A picture that failed is not kept: the next ask draws it again.
    png.catch(() => this.hands.get(key) === png && this.hands.delete(key));
    if (this.hands.size > HAND_PICTURES) this.hands.delete(this.hands.keys().next().value as string);
    return png;
  }

  /** Starts every worker and waits until each has loaded the renderers and fonts. */
  async warmUp(): Promise<void> {
    await prepareWorker(this.workerUrl);
    await Promise.all(Array.from({ length: this.size }, () => this.submit(null)));
  }

  /** Whether pictures go to workers (false once closed, at size 0, or after MAX_LOSSES lost workers). */
  get usesWorkers(): boolean {
    return !this.closed && this.size > 0 && this.lossesInARow < MAX_LOSSES;
  }

  /** Stops every worker; pictures queued or in progress are finished in-process. */
  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    const tasks = [...slots.flatMap((slot) => this.release(slot)), ...this.queue.splice(0)];
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
    for (const task of tasks) this.runHere(task);
  }

  private submit(job: Task['job']): Promise<Buffer | null> {
    return new Promise((resolve, reject) => {
      const task: Task = { job, attempts: 0, queuedAt: performance.now(), resolve, reject };
      if (!this.usesWorkers) this.runHere(task);
      else {
        this.queue.push(task);
        this.pump();
      }
    });
  }

  /** Draws on this thread (the fallback). */
  private runHere(task: Task): void {
    if (task.job === null) {
      task.resolve(null);
      return;
    }
    this.stats.inProcess++;
    try {
      task.resolve(runJob(this.renderer.drawers, task.job));
    } catch (error) {
      task.reject(error as Error);
    }
  }

  private pump(): void {
    while (this.queue.length > 0) {
      if (!this.usesWorkers) {
        for (const task of this.queue.splice(0)) this.runHere(task);
        return;
      }
      // An idle worker first, then a new one, then a second picture for a busy one.
      let slot = this.slots.find((s) => s.sent.size === 0);
      if (slot === undefined && this.slots.length < this.size && this.entryReady()) slot = this.spawn();
      slot ??= this.slots.find((s) => s.sent.size < PIPELINE_DEPTH);
      if (slot === undefined) return;
      const task = this.next(slot.sent.size > 0);
      if (task === undefined) return;
      const busy = slot;
      const id = this.nextId++;
      // Referenced while it works, so the process waits for the picture it asked for.
      busy.worker.ref();
      busy.worker.postMessage({ id, job: task.job } satisfies WorkerRequest);
      const timer = setTimeout(() => {
        this.lose(busy);
        void busy.worker.terminate();
      }, this.timeoutMs);
      timer.unref();
      busy.sent.set(id, { task, timer });
    }
  }

  /**
   * The queue's next task: the oldest a player waits for, unless a background one has waited too
   * long. Undefined when only background tasks wait and the worker is `busy`: one may still come
   * that a player waits for.
   */
  private next(busy: boolean): Task | undefined {
    const first = this.queue[0] as Task;
    // A hand goes ahead, unless the picture at the head has waited HAND_AHEAD_MAX_MS already: hands
    // arriving without end must not hold a board back for ever.
    const hand = this.queue.findIndex((task) => task.job?.hand === true);
    if (hand >= 0 && performance.now() - first.queuedAt < HAND_AHEAD_MAX_MS)
      return this.queue.splice(hand, 1)[0] as Task;
    let at = 0;
    if (first.job?.background === true && performance.now() - first.queuedAt < BACKGROUND_MAX_WAIT_MS) {
      const urgent = this.queue.findIndex((task) => task.job?.background !== true);
      if (urgent >= 0) at = urgent;
      else if (busy) return undefined;
    }
    return this.queue.splice(at, 1)[0] as Task;
  }

  /** Whether workers may start now; else prepares their entry (once) and pumps again when it is. */
  private entryReady(): boolean {
    if (workerPrepared(this.workerUrl)) return true;
    void prepareWorker(this.workerUrl).then(() => this.pump());
    return false;
  }

  private spawn(): Slot {
    const worker = startWorker(this.workerUrl, this.stats.workersStarted++);
    const slot: Slot = { worker, sent: new Map() };
    worker.on('message', (response: WorkerResponse) => {
      const sent = slot.sent.get(response.id);
      if (sent === undefined) return;
      clearTimeout(sent.timer);
      slot.sent.delete(response.id);
      if (slot.sent.size === 0) worker.unref();
      this.lossesInARow = 0;
      if (!response.ok) sent.task.reject(new Error(response.error));
      else sent.task.resolve(response.png === null ? null : Buffer.from(response.png));
      this.pump();
    });
    worker.on('error', () => this.lose(slot));
    worker.on('exit', () => this.lose(slot));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  /** Takes back the worker's tasks (in the order sent), stops their timers, lets it not hold the process. */
  private release(slot: Slot): Task[] {
    const tasks = [...slot.sent.values()].map(({ task, timer }) => {
      clearTimeout(timer);
      return task;
    });
    slot.sent.clear();
    slot.worker.unref();
    return tasks;
  }

  /** Drops a dead or stuck worker; its pictures go to a fresh worker once, then are drawn here. */
  private lose(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return; // already dropped (closed, or an error then its exit)
    this.slots.splice(index, 1);
    const tasks = this.release(slot);
    if (tasks.length > 0) {
      this.stats.workersLost++;
      this.lossesInARow++;
    }
    const retry: Task[] = [];
    for (const task of tasks) {
      task.attempts++;
      if (task.attempts < WORKER_TRIES && this.usesWorkers) {
        this.stats.retried++;
        retry.push(task);
      } else this.runHere(task);
    }
    this.queue.unshift(...retry);
    this.pump();
  }
}

let shared: RenderPool | null = null;

/**
 * The process-wide pool, drawing with `renderer` (created on first use). A process has one
 * renderer, the games' (src/games/render-jobs.ts), which every user of the pool names: asking for
 * the pool with another one while it runs is a bug, and throws.
 */
export function renderPool<D extends Drawers>(renderer: Renderer<D>): RenderPool<D> {
  if (shared !== null && shared.renderer !== renderer)
    throw new Error('the render pool already draws with another renderer');
  shared ??= new RenderPool<Drawers>(renderer);
  return shared as unknown as RenderPool<D>;
}

/** Stops the shared pool's workers (shutdown, tests); the next picture starts a new pool. */
export async function closeRenderPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
