/**
 * Two real bot processes (`tsx src/main.ts`, as `npm start` runs it) logged in to one stand-in on
 * the same shard and sharing one store: a rolling deploy's overlap, or a second process started by
 * mistake. The stand-in knows each process by its gateway session, so a test can deliver an
 * interaction to both (`'all'`) or to one (`{ session }`). Helpers read boards as players do.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployCommands } from '../../src/bot/deploy.ts';
import { CommandRegistry } from '../../src/bot/registry.ts';
import { collections } from '../../src/session/store.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import { boardMoverId } from '../../src/tools/demo/mover.ts';
import { isBoard } from '../../src/tools/demo/world.ts';
import {
  controlsOf,
  type StandIn,
  type StandInUser,
  type StoredMessage,
  startStandIn,
} from '../../src/tools/standin/index.ts';
import { RELAXED_ACK_WINDOW_MS } from '../bot/harness.ts';
import { type BotProcess, spawnEntry, until } from '../bot/process.ts';

export interface TwoBots {
  standIn: StandIn;
  guildId: string;
  channelId: string;
  users: StandInUser[];
  /** The server's owner (every permission, Manage Server included). */
  owner: StandInUser;
  /** The test's own connection to the bots' store, for reading what they saved. */
  store: Store;
  procs: BotProcess[];
  /** Gateway session id of each process, in `procs` order. */
  sessions: string[];
  close(): Promise<void>;
}

/** A card as the bot writes it, or the mark src/log.ts's last pass leaves where it cut one out: in no log line. */
export const CARD_IN_LOG = /(?:10|[2-9AJQK])[♠♥♦♣]|\bJoker\b|\[card\]/u;

/** The log lines of `procs` that name a card (see CARD_IN_LOG), the first few. */
export const cardLines = (procs: BotProcess[]) =>
  procs
    .flatMap((p) => p.lines)
    .filter((l) => CARD_IN_LOG.test(JSON.stringify(l)))
    .slice(0, 3);

/** A SQLite file in a fresh directory: the one store both processes open. */
export const sqliteUrl = () => `sqlite://${mkdtempSync(join(tmpdir(), 'two-bots-'))}/bot.sqlite`;

/** `players`: the server's members besides its owner, by name. */
export async function startTwoBots(
  storeUrl: string,
  env: Record<string, string> = {},
  players: readonly string[] = ['alice', 'bob', 'carol', 'dan'],
): Promise<TwoBots> {
  // What is tested is what the two processes save and post, not the 3 s window (test/bot/harness.ts):
  // three processes share two cores here.
  const standIn = await startStandIn({ settings: { interactionTimeoutMs: RELAXED_ACK_WINDOW_MS } });
  const procs: BotProcess[] = [];
  let store: Store | undefined;
  const close = async () => {
    for (const p of procs) p.kill();
    await Promise.all(procs.map((p) => p.exited));
    await store?.close();
    await standIn.close();
  };
  try {
    const guild = standIn.createGuild({ name: 'Card Club' });
    const users = players.map((name) => {
      const u = standIn.createUser(name);
      standIn.addMember(guild.id, u);
      return u;
    });
    const config = { token: 'stand-in-token', clientId: standIn.applicationId, apiUrl: standIn.apiUrl };
    await deployCommands({ ...config, guildId: guild.id }, await CommandRegistry.load());
    store = await openStore(storeUrl);
    const sessions: string[] = [];
    for (const n of [0, 1]) {
      const proc = spawnEntry('src/main.ts', {
        DISCORD_TOKEN: config.token,
        DISCORD_CLIENT_ID: config.clientId,
        DISCORD_API_URL: config.apiUrl,
        STORE_URL: storeUrl,
        LOG_LEVEL: 'info',
        ...env,
      });
      procs.push(proc);
      await until(() => proc.lines.find((l) => l.msg === 'bot ready'), 120_000, `bot ${n} ready (${proc.stderr()})`);
      const id = await standIn.waitFor(() => standIn.connectedSessions.find((s) => !sessions.includes(s)), 20_000);
      sessions.push(id);
    }
    return {
      standIn,
      guildId: guild.id,
      channelId: guild.defaultChannelId,
      users,
      owner: guild.owner,
      store,
      procs,
      sessions,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

export interface Choice {
  customId: string;
  label: string;
  kind: 'button' | 'select';
  value?: string;
}

/** The last public message of the thread carrying a board's controls: the live board. */
export const liveBoard = (standIn: StandIn, threadId: string) => standIn.messages(threadId).filter(isBoard).at(-1);

/** The moves a player can make on a board: its enabled buttons and select options, Hint left out. */
export function choices(message: Pick<StoredMessage, 'components'>): Choice[] {
  const out: Choice[] = [];
  for (const c of controlsOf(message)) {
    if (c.type === 2 && !c.disabled && c.label !== 'Hint')
      out.push({ kind: 'button', customId: String(c.custom_id), label: String(c.label) });
    if (c.type === 3)
      for (const o of c.options as { label: string; value: string }[])
        out.push({ kind: 'select', customId: String(c.custom_id), label: o.label, value: o.value });
  }
  return out;
}

/** The store version a board's controls carry (the last part of their custom id). */
export const boardVersion = (m: Pick<StoredMessage, 'components'>) =>
  Number(choices(m)[0]?.customId.split(':')[3] ?? -1);

/** The player a board pings (only the player to move is pinged). */
export const moverOf = (users: StandInUser[], m: StoredMessage) => users.find((u) => u.id === boardMoverId(m));

/** Resolves once the store records the session's current version as posted. */
export async function settled(store: Store, threadId: string): Promise<number> {
  const { sessions, posts } = collections(store);
  for (let n = 0; n < 3000; n++) {
    const [game, post] = await Promise.all([sessions.get(threadId), posts.get(threadId)]);
    if (game && post && post.value.version >= game.version) return game.version;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`the board of ${threadId} was never recorded`);
}

/**
 * `/abstrac resign` in the game's thread delivered to the first process, and Resign on its private
 * confirmation to the second, or (`both`) to both at once.
 */
export async function resignAcross(t: TwoBots, threadId: string, user: StandInUser, both = false): Promise<void> {
  const ask = await t.standIn
    .runSlashCommand({
      guildId: t.guildId,
      channelId: threadId,
      user,
      name: 'abstrac',
      options: { subcommand: 'resign' } as never,
      deliverTo: { session: t.sessions[0] as string },
    })
    .response(30_000);
  const button = choices(ask).find((c) => c.label === 'Resign');
  if (!button) throw new Error(`no Resign: ${ask.text}`);
  await t.standIn
    .clickButton({
      user,
      message: ask,
      customId: button.customId,
      deliverTo: both ? 'all' : { session: t.sessions[1] as string },
    })
    .acknowledged(30_000);
}
