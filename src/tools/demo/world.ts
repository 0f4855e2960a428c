/**
 * A whole Discord in one process: the local stand-in, one server with players, and the real bot
 * (`startBot`, every command in commands/) logged in to it on a given store. Shared by the
 * end-to-end tests, the offline demo and the latency bench, with helpers that act as the players
 * do: run a slash command, read the latest board's buttons, click one, wait for what follows.
 */
import { type RunningBot, startBot } from '../../app.ts';
import { deployCommands } from '../../bot/deploy.ts';
import type { FloodLimits } from '../../bot/flood.ts';
import { CommandRegistry } from '../../bot/registry.ts';
import type { Clock } from '../../bot/types.ts';
import { GAMES } from '../../games/catalog.ts';
import { createLogger, type Logger } from '../../log.ts';
import { gameCommand } from '../../session/command.ts';
import { playsForcedMoves } from '../../session/forced.ts';
import type { SessionRecord } from '../../session/records.ts';
import { isComputerTurn } from '../../session/session.ts';
import { collections } from '../../session/store.ts';
import type { AnyGame } from '../../session/types.ts';
import { openStore, type Store } from '../../store/index.ts';
import {
  controlsOf,
  hasControl,
  type StandIn,
  type StandInUser,
  type StoredMessage,
  startStandIn,
} from '../standin/index.ts';
import { boardMoverId } from './mover.ts';

/** A clock tests move by hand (reminders, forfeits, expiries). */
export class ManualClock implements Clock {
  constructor(private t = Date.now()) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface WorldOptions {
  /** Default `memory://` (a fresh private map). */
  storeUrl?: string;
  /** An already open store (the caller closes it). */
  store?: Store;
  players?: string[];
  clock?: Clock;
  logger?: Logger;
  /** The stand-in to use (e.g. to restart the bot against the same world). */
  standIn?: StandIn;
  /** Games to run besides src/games/catalog.ts's (a test's own), each with its command. */
  games?: AnyGame[];
  /** Per-person flood limits; default NO_FLOOD_LIMITS: scripted players act faster than people. */
  flood?: Partial<FloodLimits>;
  /** REST_THREAD (default on). */
  restThread?: boolean;
  /** The server's preferred locale (default en-US): the language of its games' public posts. */
  preferredLocale?: string;
  /** Each player's Discord client language, by name (default en-US). */
  locales?: Readonly<Record<string, string>>;
}

/** Limits no scripted player reaches (the tests of the limits themselves set their own). */
export const NO_FLOOD_LIMITS: FloodLimits = {
  command: { points: 1_000_000, seconds: 1 },
  create: { points: 1_000_000, seconds: 1 },
  inFlight: 1_000_000,
  queueMs: 0,
  error: { points: 1_000_000, seconds: 1 },
};

export interface Choice {
  kind: 'button' | 'select';
  customId: string;
  label: string;
  /** For a select: the option value to send. */
  value?: string;
}

/**
 * Whether a thread's message is a board (public, with controls); a finished game's result is not,
 * though it carries 🔁 Rematch.
 */
export const isBoard = (m: StoredMessage): boolean =>
  m.visibleTo === null && controlsOf(m).length > 0 && !hasControl(m, ':rematch:');

export async function startWorld(opts: WorldOptions = {}) {
  const standIn = opts.standIn ?? (await startStandIn());
  const guild = standIn.createGuild({
    name: 'Card Club',
    ...(opts.preferredLocale ? { preferredLocale: opts.preferredLocale } : {}),
  });
  const users = (opts.players ?? ['alice', 'bob', 'carol']).map((name) => {
    const u = standIn.createUser(name, undefined, opts.locales?.[name]);
    standIn.addMember(guild.id, u);
    return u;
  });
  const ownsStore = !opts.store;
  const store = opts.store ?? (await openStore(opts.storeUrl ?? 'memory://'));
  const logger = opts.logger ?? createLogger({ level: 'silent' });
  const extra = opts.games ?? [];
  const registry = extra.length
    ? new CommandRegistry([...(await CommandRegistry.load()).commands, ...extra.map(gameCommand)])
    : await CommandRegistry.load();
  await deployCommands(
    {
      token: 'stand-in-token',
      clientId: standIn.applicationId,
      guildId: guild.id,
      apiUrl: standIn.apiUrl,
    },
    registry,
  );
  const start = (s: Store = store) =>
    startBot({
      config: { token: 'stand-in-token', clientId: standIn.applicationId, restThread: opts.restThread ?? true },
      apiUrl: standIn.apiUrl,
      store: s,
      logger,
      commands: registry,
      games: [...GAMES, ...extra],
      flood: opts.flood ?? NO_FLOOD_LIMITS,
      ...(opts.clock ? { clock: opts.clock } : {}),
    });
  let bot: RunningBot = await start();
  const channelId = guild.defaultChannelId;
  // A game played in a DM or group DM (src/session/place.ts): its key, and the channel it lives in.
  const places = new Map<string, string>();
  const channelOf = (key: string) => places.get(key) ?? key;
  const ofGame = (key: string) => (m: StoredMessage) =>
    !places.has(key) || controlsOf(m).some((c) => String(c.custom_id).split(':')[2] === key);

  const world = {
    standIn,
    guild,
    users,
    store,
    channelId,
    get bot() {
      return bot;
    },
    /** Stops the bot and starts a new one (a new client) on the same store and stand-in. */
    async restart(): Promise<RunningBot> {
      await bot.stop();
      bot = await start();
      return bot;
    },
    slash(user: StandInUser, name: string, options: Record<string, unknown> = {}, channel = channelId) {
      return standIn.runSlashCommand({
        user,
        guildId: guild.id,
        channelId: channel,
        name,
        options: options as never,
      });
    },
    /** Plays the game `key` in `channelId`, a DM or group DM, rather than in a thread of its own. */
    track(key: string, channelId: string): void {
      places.set(key, channelId);
    },
    /** Where the game `key` is played: its thread, or the DM or group DM it lives in. */
    channelOf,
    /** The last message of the game's thread (or channel) that carries its board's controls (the live board), if any. */
    liveBoard(threadId: string): StoredMessage | undefined {
      return standIn.messages(channelOf(threadId)).filter(isBoard).filter(ofGame(threadId)).at(-1);
    },
    /** What a player can press on a message: its buttons and select options. */
    choices(message: StoredMessage): Choice[] {
      const out: Choice[] = [];
      for (const c of controlsOf(message)) {
        if (c.type === 2 && !c.disabled)
          out.push({
            kind: 'button',
            customId: String(c.custom_id),
            label: String(c.label),
          });
        if (c.type === 3)
          for (const o of c.options as { label: string; value: string }[])
            out.push({
              kind: 'select',
              customId: String(c.custom_id),
              label: o.label,
              value: o.value,
            });
      }
      return out;
    },
    press(user: StandInUser, message: StoredMessage | string, choice: Choice) {
      return choice.kind === 'button'
        ? standIn.clickButton({ user, message, customId: choice.customId })
        : standIn.selectMenu({
            user,
            message,
            customId: choice.customId,
            values: [choice.value ?? ''],
          });
    },
    /** The player a board asks to move (./mover.ts: the one it pings, or names when they just clicked). */
    moverOf(message: StoredMessage): StandInUser | undefined {
      const id = boardMoverId(message);
      return users.find((u) => u.id === id);
    },
    /** The store version a board's buttons carry. */
    versionOf(message: StoredMessage): number {
      const first = world.choices(message)[0];
      return first ? Number(first.customId.split(':')[3]) : -1;
    },
    /** Resolves once the thread shows a board newer than `version`, or the match result. */
    waitForNext(threadId: string, version: number, timeoutMs = 10_000): Promise<StoredMessage> {
      return standIn.waitFor(
        () => {
          const board = world.liveBoard(threadId);
          if (board && world.versionOf(board) > version) return board;
          return standIn.messages(channelOf(threadId)).find((m) => /wins the match/.test(m.text));
        },
        timeoutMs,
        `a board newer than version ${version}`,
      );
    },
    /** Challenge → Accept; resolves with the thread id once the game's first board is posted and recorded. */
    async startGame(challenger: StandInUser, challenged: StandInUser, options: Record<string, unknown> = {}) {
      const i = world.slash(challenger, 'abstrac', { subcommand: 'challenge', opponent: challenged, ...options });
      const challenge = await i.response();
      // Found by its control, not its label: the server's language words the buttons.
      const accept = world.choices(challenge).find((c) => c.customId.split(':')[1] === 'accept');
      if (!accept) throw new Error(`the challenge was refused: ${challenge.content}`);
      const asked = challenge.content;
      world.press(challenged, challenge, accept);
      const threadId = await standIn.waitFor(
        () => (challenge.content !== asked && /<#(\d+)>/.exec(challenge.content)?.[1]) || undefined,
      );
      await world.settled(threadId);
      return { threadId, challenge, board: world.liveBoard(threadId) as StoredMessage };
    },
    /**
     * Resolves once the bot has posted and recorded the board of the game's current version, and no
     * computer seat is still to move (a computer's move may take a while in the worker pool).
     */
    async settled(threadId: string): Promise<void> {
      const { sessions, posts } = collections(store);
      const thinking = async (record: SessionRecord) => {
        const game = [...GAMES, ...extra].find((g) => g.id === record.game);
        return game !== undefined && isComputerTurn(game, record, await playsForcedMoves(store, record.guildId));
      };
      for (let n = 0; n < 2000; n++) {
        const [game, board] = await Promise.all([sessions.get(threadId), posts.get(threadId)]);
        if (game && board && board.value.version >= game.version && !(await thinking(game.value))) return;
        await new Promise((r) => setTimeout(r, 5));
      }
      throw new Error(`the board of ${threadId} was never recorded`);
    },
    async close(): Promise<void> {
      await bot.stop();
      if (ownsStore) await store.close();
      if (!opts.standIn) await standIn.close();
    },
  };
  return world;
}

export type World = Awaited<ReturnType<typeof startWorld>>;
