/**
 * A test's view of one dispatched interaction: await its acknowledgement, its response message and its
 * follow-ups without sleeping. Messages returned are the live stored records (later edits show up in them;
 * `history` keeps earlier versions).
 */
import type { EventEmitter } from 'node:events';
import type { CallbackRecord, InteractionRecord, StoredMessage, World } from './model.ts';

export type WaitFor = <T>(probe: () => T | null | undefined | false, timeoutMs?: number, what?: string) => Promise<T>;

export interface InteractionHandle {
  readonly id: string;
  /** The live record: acknowledgement, every callback attempt, original and follow-up ids. */
  readonly record: InteractionRecord;
  /** The accepted acknowledgement (first successful callback). */
  acknowledged(timeoutMs?: number): Promise<CallbackRecord>;
  /**
   * The response once it has content: the reply (4), the deferred reply after its first edit (5),
   * the updated component message (7), or after a deferred update (6) the message's first edit.
   */
  response(timeoutMs?: number): Promise<StoredMessage>;
  /** The `n`-th follow-up message (0-based), once sent. */
  followUp(n?: number, timeoutMs?: number): Promise<StoredMessage>;
  /** Follow-ups sent so far. */
  followUps(): StoredMessage[];
  /** The message `@original` points to now, if any. */
  original(): StoredMessage | undefined;
  /**
   * The first private (ephemeral) message answering it so far: the reply itself (4) or a follow-up
   * (after a defer, or after the clicked message was updated).
   */
  privateMessage(): StoredMessage | undefined;
  /** Waits for `privateMessage()`. */
  privateAnswer(timeoutMs?: number): Promise<StoredMessage>;
  /** The modal the bot answered with (callback type 9), once shown. */
  modal(timeoutMs?: number): Promise<Record<string, unknown>>;
}

export function interactionHandle(world: World, rec: InteractionRecord, waitFor: WaitFor): InteractionHandle {
  const original = () => (rec.originalMessageId ? world.messages.get(rec.originalMessageId) : undefined);
  const followUps = () => rec.followUpIds.map((id) => world.messages.get(id)).filter((m) => m !== undefined);
  const label = `interaction ${rec.commandName ? `/${rec.commandName}` : rec.customId}`;
  const privateMessage = () =>
    [rec.ack?.type === 4 ? original() : undefined, ...followUps()].find((m) => m !== undefined && (m.flags & 64) !== 0);
  return {
    id: rec.id,
    record: rec,
    original,
    followUps,
    privateMessage,
    privateAnswer: (timeoutMs) => waitFor(privateMessage, timeoutMs, `${label} to get a private answer`),
    acknowledged: (timeoutMs) => waitFor(() => rec.ack, timeoutMs, `${label} to be acknowledged`),
    response: (timeoutMs) =>
      waitFor(
        () => {
          const m = original();
          if (!m || m.loading || !rec.ack) return undefined;
          if (rec.ack.type === 6 && (m.editedAt === null || m.editedAt < rec.ack.at)) return undefined;
          return m;
        },
        timeoutMs,
        `${label} to get a response`,
      ),
    modal: (timeoutMs) => waitFor(() => rec.modal, timeoutMs, `${label} to show a modal`),
    followUp: (n = 0, timeoutMs) => waitFor(() => followUps()[n], timeoutMs, `${label} follow-up #${n}`),
  };
}

/**
 * Resolve with the first truthy value of `probe`, checked now, on every `event` of `emitter`, and every
 * 20 ms (probes may read client-side state that changes after the stand-in's last event).
 */
export function waitFor<T>(
  emitter: EventEmitter,
  probe: () => T | null | undefined | false,
  timeoutMs: number,
  what: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      clearInterval(poll);
      emitter.off('event', check);
    };
    const check = () => {
      let value: T | null | undefined | false;
      try {
        value = probe();
      } catch (err) {
        done();
        reject(err);
        return;
      }
      if (value !== null && value !== undefined && value !== false) {
        done();
        resolve(value);
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`stand-in: timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    const poll = setInterval(check, 20);
    emitter.on('event', check);
    check();
  });
}
