/**
 * The session service on a memory store and a recording outbox: what the layer would send, kept in
 * order, with no transport. A click is a plain object (the Click port) whose answers are recorded.
 */

import { makeCustomId, parseCustomId } from '../../src/bot/customId.ts';
import { UserError } from '../../src/bot/types.ts';
import { createLogger } from '../../src/log.ts';
import type { SessionContext } from '../../src/session/context.ts';
import { createSessionService } from '../../src/session/create.ts';
import { handleMove } from '../../src/session/moves.ts';
import type {
  Answer,
  Asker,
  Click,
  Mentions,
  MessageEdit,
  Outbox,
  OutMessage,
  SentMessage,
} from '../../src/session/ports.ts';
import { ThreadLimitReached } from '../../src/session/ports.ts';
import { createBookedGame } from '../../src/session/start.ts';
import { collections } from '../../src/session/store.ts';
import type { AnyGame, SeatInfo } from '../../src/session/types.ts';
import { openStore, type Store } from '../../src/store/index.ts';

export interface Recorded {
  id: string;
  channelId: string;
  content: string;
  components: unknown[];
  pings: string[];
  /** How it went out: through the outbox, or as a click's follow-up. */
  via: 'outbox' | 'click' | 'dm';
  edits: number;
}

/** JSON of a builder or of plain JSON. */
const json = (c: unknown): unknown =>
  c && typeof c === 'object' && 'toJSON' in c ? (c as { toJSON(): unknown }).toJSON() : c;

export class RecordingOutbox implements Outbox {
  readonly messages: Recorded[] = [];
  readonly log: string[] = [];
  #next = 1;
  /** Set to make the next sends fail (a transport outage). */
  failSends = 0;
  archived: string[] = [];
  self = 'bot';
  isReady = true;

  record(channelId: string, m: OutMessage, via: Recorded['via']): SentMessage {
    const id = `m${this.#next++}`;
    this.messages.push({
      id,
      channelId,
      content: m.content,
      components: (m.components ?? []).map(json),
      pings: 'users' in m.allowedMentions ? m.allowedMentions.users : [],
      via,
      edits: 0,
    });
    this.log.push(`${via}:${channelId}`);
    return { id, content: m.content, attachments: [] };
  }
  async send(channelId: string, m: OutMessage): Promise<SentMessage> {
    if (this.failSends > 0) {
      this.failSends--;
      throw Object.assign(new Error('transport down'), { status: 503 });
    }
    return this.record(channelId, m, 'outbox');
  }
  async edit(_channelId: string, messageId: string, e: MessageEdit): Promise<void> {
    const m = this.byId(messageId);
    m.content = e.content;
    if (e.components) m.components = e.components.map(json);
    m.edits++;
  }
  async dropControls(_channelId: string, messageId: string): Promise<void> {
    const m = this.byId(messageId);
    m.components = [];
    m.edits++;
  }
  async recentControls(channelId: string, limit: number) {
    return this.messages
      .filter((m) => m.channelId === channelId)
      .slice(-limit)
      .reverse()
      .map((m) => ({ id: m.id, content: m.content, customIds: customIds(m) }));
  }
  /** Threads archived without a lock (a competition's finished games). */
  archivedOpen: string[] = [];
  async archive(channelId: string, _reason: string, lock = true): Promise<'done'> {
    (lock ? this.archived : this.archivedOpen).push(channelId);
    return 'done';
  }
  async dm(userId: string, m: OutMessage): Promise<'sent'> {
    this.record(`dm:${userId}`, m, 'dm');
    return 'sent';
  }
  /** The threads opened, by id: where from, their name, whether private, and who was added. */
  readonly threads = new Map<
    string,
    { channelId: string; fromMessageId: string; name: string; private: boolean; members: string[] }
  >();
  #nextThread = 1;
  /** Set to make the next thread openings fail (the bot lacks the permission). */
  failThreads = 0;
  /** Discord's limit of active threads a server, as far as new threads go: past it, ThreadLimitReached. */
  maxThreads = Number.POSITIVE_INFINITY;
  async openThread(channelId: string, fromMessageId: string, name: string, isPrivate: boolean) {
    if (this.failThreads > 0) {
      this.failThreads--;
      throw Object.assign(new Error('Missing Permissions'), { code: 50013 });
    }
    const open = [...this.threads.keys()].filter(
      (id) => !this.archived.includes(id) && !this.archivedOpen.includes(id),
    );
    const known = !isPrivate && [...this.threads.values()].some((t) => !t.private && t.fromMessageId === fromMessageId);
    if (!known && open.length >= this.maxThreads) throw new ThreadLimitReached(channelId);
    // A thread from a message keeps it (as Discord's does: one thread per message).
    const existing = [...this.threads].find(([, t]) => !isPrivate && !t.private && t.fromMessageId === fromMessageId);
    if (existing) return { id: existing[0] };
    const id = `th${this.#nextThread++}`;
    this.threads.set(id, { channelId, fromMessageId, name, private: isPrivate, members: [] });
    this.log.push(`thread:${id}`);
    return { id };
  }
  async addToThread(threadId: string, userId: string) {
    const t = this.threads.get(threadId);
    if (!t) throw new Error(`no thread ${threadId}`);
    if (!t.members.includes(userId)) t.members.push(userId);
  }
  async threadExists(id: string) {
    return this.threads.has(id);
  }
  selfId = () => this.self;
  servesServer = () => true;
  serverName = () => 'Card Club';
  ready = () => this.isReady;
  onceReady = (fn: () => void) => fn();
  closed = () => false;

  byId(id: string): Recorded {
    const m = this.messages.find((x) => x.id === id);
    if (!m) throw new Error(`no message ${id}`);
    return m;
  }
  /** The messages of a channel (a game's thread). */
  in(channelId: string): Recorded[] {
    return this.messages.filter((m) => m.channelId === channelId);
  }
  /** The thread's message that carries live move controls. */
  liveBoard(channelId: string): Recorded | undefined {
    return this.in(channelId)
      .filter((m) => customIds(m).some((c) => !c.includes(':rematch:')))
      .at(-1);
  }
}

export function customIds(m: Pick<Recorded, 'components'>): string[] {
  const out: string[] = [];
  for (const row of m.components as { components?: { custom_id?: string }[] }[])
    for (const c of row.components ?? []) if (c.custom_id) out.push(c.custom_id);
  return out;
}

export class TestClock {
  constructor(public t = Date.UTC(2026, 10, 27, 12)) {}
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
  }
}

export interface Harness {
  store: Store;
  outbox: RecordingOutbox;
  clock: TestClock;
  ctx: SessionContext;
  /** A second process on the same store and transport (a restart, or two processes at once). */
  another(): SessionContext;
  close(): Promise<void>;
}

export async function harness(
  games: readonly AnyGame[],
  opts: { store?: Store; outbox?: RecordingOutbox; openingTableMs?: number } = {},
): Promise<Harness> {
  const store = opts.store ?? (await openStore('memory://'));
  const outbox = opts.outbox ?? new RecordingOutbox();
  const clock = new TestClock();
  const logger = createLogger({ level: 'silent' });
  const pace = opts.openingTableMs === undefined ? {} : { openingTableMs: opts.openingTableMs };
  const make = () => createSessionService({ store, outbox, logger, clock, games, ...pace }).context();
  const made: SessionContext[] = [];
  const ctx = make();
  made.push(ctx);
  return {
    store,
    outbox,
    clock,
    ctx,
    another: () => {
      const c = make();
      made.push(c);
      return c;
    },
    close: async () => {
      for (const c of made) c.sessions.stop();
      if (!opts.store) await store.close();
    },
  };
}

let threads = 0;
/** A new game in a new thread (as challenge → accept makes one), its first board posted. */
export async function newGame(
  h: Harness,
  game: AnyGame,
  seats: SeatInfo[],
  options: unknown = {},
  pace: number | null = null,
): Promise<string> {
  const threadId = `t${++threads}`;
  const { publish } = await import('../../src/session/publish.ts');
  const doc = await createBookedGame(h.ctx.sessions.at(threadId), game, {
    guildId: 'g1',
    parentChannelId: 'c1',
    seats,
    options: game.optionsSchema.parse(options),
    now: h.clock.now(),
    pace,
  });
  await publish(h.ctx.sessions.at(threadId), doc);
  return threadId;
}

export interface RecordedClick extends Click {
  answers: { kind: 'update' | 'defer'; content?: string; components?: unknown[] }[];
  followUps: Recorded[];
}

/** A person's click on `message` (a board in the thread): what it answers is recorded. */
export function clickOn(
  h: Harness,
  userId: string,
  message: Recorded,
  opts: { canFollowUp?: boolean } = {},
): RecordedClick {
  const answers: RecordedClick['answers'] = [];
  const followUps: Recorded[] = [];
  return {
    userId,
    locale: 'en-US',
    guildId: 'g1',
    channelId: message.channelId,
    message: { id: message.id, content: message.content },
    answers,
    followUps,
    defer: async () => {
      answers.push({ kind: 'defer' });
    },
    update: async (m) => {
      answers.push({ kind: 'update', content: m.content, components: (m.components ?? []).map(json) });
      if (m.content !== undefined) h.outbox.byId(message.id).content = m.content;
      h.outbox.byId(message.id).components = (m.components ?? []).map(json);
    },
    missingPermissions: () => [],
    post: async (m) => {
      if (opts.canFollowUp === false) return null;
      const sent = h.outbox.record(message.channelId, m, 'click');
      followUps.push(h.outbox.byId(sent.id));
      return sent;
    },
    editPost: async (id, e) => h.outbox.edit(message.channelId, id, e),
  };
}

/** Presses the control `action` (with `args`) of `message` as `userId`: the move pipeline, as the router would run it. */
export async function press(
  h: Harness,
  game: AnyGame,
  userId: string,
  message: Recorded,
  action: string,
  args: readonly string[] = [],
  ctx: SessionContext = h.ctx,
  opts: { canFollowUp?: boolean } = {},
): Promise<RecordedClick> {
  const customId = customIds(message).find((c) => {
    const id = parseCustomId(c);
    return id?.action === action && id.args.join(':') === args.join(':');
  });
  if (!customId) throw new Error(`no ${action} control on ${message.id}`);
  const id = parseCustomId(customId);
  if (!id) throw new Error('bad id');
  const move = game.parseMove(action, id.args, []);
  const click = clickOn(h, userId, message, opts);
  await handleMove(click, ctx, game, id, move);
  return click;
}

/** The error a press is refused with (a UserError's text), or null when it went through. */
export async function refusal(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (err) {
    if (err instanceof UserError) return err.message;
    throw err;
  }
}

/** The value, or a failed test saying it was missing. */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

export const sessionOf = async (h: Harness, threadId: string) =>
  must(await collections(h.store).sessions.get(threadId));
export { makeCustomId };

/** An Answer port whose answers are recorded: a command's or a click's, on `message` if a click. */
export interface RecordedAnswer extends Answer {
  /** Every answer in order: 'defer-update', 'defer-private', 'update', 'tell', 'reply', 'elsewhere'. */
  said: { kind: string; content?: string; components?: unknown[]; pings?: string[] }[];
  /** The private answers' texts. */
  told: string[];
  /** The public reply a command posted (recorded in the outbox's messages, `via: 'click'`). */
  replied: Recorded | null;
}

const pingsOf = (m: Mentions | undefined) => (m && 'users' in m ? m.users : []);

/** The answer to a command used in `channelId`, or to a click on `message`. */
export function answerTo(h: Harness, where: { channelId: string; message?: Recorded }): RecordedAnswer {
  const said: RecordedAnswer['said'] = [];
  const told: string[] = [];
  const a: RecordedAnswer = {
    locale: 'en-US',
    said,
    told,
    replied: null,
    deferUpdate: async () => {
      said.push({ kind: 'defer-update' });
    },
    deferPrivate: async () => {
      said.push({ kind: 'defer-private' });
    },
    update: async (m) => {
      const components = (m.components ?? []).map(json);
      said.push({ kind: 'update', content: m.content, components, pings: pingsOf(m.allowedMentions) });
      const target = where.message ?? a.replied;
      if (target) {
        const live = h.outbox.byId(target.id);
        live.content = m.content;
        if (m.components) live.components = components;
        live.edits++;
      }
    },
    tell: async (content, mentions) => {
      said.push({ kind: 'tell', content, pings: pingsOf(mentions) });
      told.push(content);
    },
    reply: async (m) => {
      const sent = h.outbox.record(where.channelId, m, 'click');
      a.replied = h.outbox.byId(sent.id);
      said.push({ kind: 'reply', content: m.content, pings: pingsOf(m.allowedMentions) });
      return { id: sent.id };
    },
    leaveToOther: () => {
      said.push({ kind: 'elsewhere' });
    },
    // A server's game posts in its thread, not through the answer's follow-ups.
    followUps: { post: async () => null, editPost: async () => {} },
  };
  return a;
}

/** `userId` using a command in the server's channel `c1` (the bot has every permission there). */
export function askerOf(userId: string, name: string, commandId: string, over: Partial<Asker> = {}): Asker {
  return {
    userId,
    name,
    commandId,
    locale: 'en-US',
    serverLocale: 'en-US',
    place: 'server',
    guildId: 'g1',
    channelId: 'c1',
    inThread: false,
    channelName: 'games',
    missingPermissions: () => [],
    ...over,
  };
}

/** `userId` clicking a button of the invitation (or lobby) `message`. */
export const inviteClick = (userId: string, name: string, message: Recorded) => ({
  userId,
  name,
  message: { channelId: message.channelId, messageId: message.id },
});

/** The parsed id of `message`'s control whose action is `action`. */
export function controlOf(message: Recorded, action: string) {
  const id = customIds(message)
    .map((c) => parseCustomId(c))
    .find((c) => c?.action === action);
  return must(id);
}
