/**
 * One game's session as the session layer works on it: the thread the game lives in and the
 * service (with its ports) that runs it, as one value. The move pipeline (saving a move, posting a
 * version, finishing, the computer's turns, the turn notice) passes this handle down instead of a
 * context and a thread id side by side, so nothing can pair a thread with the wrong context, and the
 * per-thread operations (the session and post records, the publishing marks, the post lock) are
 * asked of the game itself rather than spelled out again with its id at every step.
 *
 * It is made once at the edge, where a thread is named (a clicked control's id, a command in a
 * thread, a scheduler's due entry, a lease that ended), by `ctx.sessions.at(threadId)`. It holds no
 * state of its own: two handles of one thread are the same game.
 */
import type { Doc } from '../store/index.ts';
import type { SessionContext } from './context.ts';
import type { PostRecord, SessionRecord } from './records.ts';
import { collections } from './store.ts';

export class GameHandle {
  constructor(
    /** The session layer's context the game is run with (its service is `ctx.sessions`). */
    readonly ctx: SessionContext,
    /** The game's thread: its id names the game in every record and control. */
    readonly threadId: string,
  ) {}

  get store() {
    return this.ctx.store;
  }

  get logger() {
    return this.ctx.logger;
  }

  get clock() {
    return this.ctx.clock;
  }

  get sessions() {
    return this.ctx.sessions;
  }

  get outbox() {
    return this.ctx.sessions.outbox;
  }

  /** The game's session record, as stored now (undefined: no game in this thread). */
  load(): Promise<Doc<SessionRecord> | undefined> {
    return collections(this.ctx.store).sessions.get(this.threadId);
  }

  /** The record of what of the game was posted (undefined: nothing yet). */
  post(): Promise<Doc<PostRecord> | undefined> {
    return collections(this.ctx.store).posts.get(this.threadId);
  }

  /** Marks (+1) or unmarks (-1) a move of this game being posted by this process. */
  markPublishing(by: 1 | -1): void {
    this.ctx.sessions.markPublishing(this.threadId, by);
  }

  /** Whether a move of this game is being posted by this process now. */
  get publishing(): boolean {
    return this.ctx.sessions.isPublishing(this.threadId);
  }

  /** Runs `fn` under this process's post lock of the game (its posts stay in order). */
  underPostLock<R>(fn: () => Promise<R>): Promise<R> {
    return this.ctx.sessions.postLocks.run(this.threadId, fn);
  }
}
