/**
 * A crash between saving a move and posting its board, at every point (src/ops/crash-points.ts: the
 * process SIGKILLs itself there), on SQLite, Redis and PostgreSQL (each of the last two skipped only
 * when REDIS_URL / DATABASE_URL is unset), with real bot processes (`node src/run.mjs src/main.ts`)
 * playing Threedom through private hands against the stand-in: the process started after the crash
 * posts the missing board within 10 s of being up (ready; its start-up itself takes 3 to 9 s on a
 * loaded two-core machine, printed with the figures) or, when the dead process had sent it already,
 * records it, and the board of that version is in the thread once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deployCommands } from '../../src/bot/deploy.ts';
import { CommandRegistry } from '../../src/bot/registry.ts';
import { CRASH_POINTS } from '../../src/ops/crash-points.ts';
import { LEASE_MS } from '../../src/session/publish.ts';
import { collections } from '../../src/session/store.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import {
  controlsOf,
  type StandIn,
  type StandInUser,
  type StoredMessage,
  startStandIn,
} from '../../src/tools/standin/index.ts';
import { RELAXED_ACK_WINDOW_MS } from '../bot/harness.ts';
import { type BotProcess, spawnEntry, until } from '../bot/process.ts';
import { boardVersion, type Choice, choices, liveBoard, moverOf, settled, sqliteUrl } from './two-bots.ts';

const BACKENDS = [
  { name: 'sqlite', url: sqliteUrl() },
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.DATABASE_URL },
];
/** Within this of being ready, the new process has posted (or recorded) the board the crash left. */
const WITHIN_MS = 10_000;

const figures: Record<string, unknown>[] = [];
afterAll(() => {
  if (figures.length > 0) console.table(figures);
});

interface Rig {
  standIn: StandIn;
  store: Store;
  users: StandInUser[];
  guildId: string;
  channelId: string;
  boot(env?: Record<string, string>): Promise<BotProcess>;
}

async function rig(storeUrl: string, cleanups: (() => Promise<unknown>)[]): Promise<Rig> {
  const standIn = await startStandIn({ settings: { interactionTimeoutMs: RELAXED_ACK_WINDOW_MS } });
  cleanups.push(() => standIn.close());
  const guild = standIn.createGuild({ name: 'Card Club' });
  const users = ['alice', 'bob'].map((name) => {
    const u = standIn.createUser(name);
    standIn.addMember(guild.id, u);
    return u;
  });
  const config = { token: 'stand-in-token', clientId: standIn.applicationId, apiUrl: standIn.apiUrl };
  await deployCommands({ ...config, guildId: guild.id }, await CommandRegistry.load());
  const store = await openStore(storeUrl);
  cleanups.push(() => store.close());
  const seen: string[] = [...standIn.connectedSessions];
  const boot = async (env: Record<string, string> = {}) => {
    const proc = spawnEntry('src/main.ts', {
      DISCORD_TOKEN: config.token,
      DISCORD_CLIENT_ID: config.clientId,
      DISCORD_API_URL: config.apiUrl,
      STORE_URL: storeUrl,
      LOG_LEVEL: 'info',
      ...env,
    });
    cleanups.push(async () => {
      proc.kill();
      await proc.exited;
    });
    await until(() => proc.lines.find((l) => l.msg === 'bot ready'), 120_000, `bot ready (${proc.stderr()})`);
    const id = await standIn.waitFor(() => standIn.connectedSessions.find((s) => !seen.includes(s)), 20_000);
    seen.push(id);
    return proc;
  };
  return { standIn, store, users, guildId: guild.id, channelId: guild.defaultChannelId, boot };
}

/** Stops a process as a deploy does (SIGTERM: it drains and disconnects). */
async function stop(proc: BotProcess) {
  proc.child.kill('SIGTERM');
  const code = await Promise.race([proc.exited, new Promise((r) => setTimeout(() => r('late'), 30_000))]);
  if (code === 'late') proc.kill();
}

/** Each board of `version` ever posted in the thread (as first posted: its controls go once it is replaced). */
const boardsOf = (r: Rig, threadId: string, version: number) =>
  r.standIn
    .messages(threadId)
    .filter((m) => m.visibleTo === null && controlsOf(m.history[0] ?? m).length > 0)
    .filter(
      (m) =>
        boardVersion(m.history[0] ?? m) === version && !choices(m.history[0] ?? m).some((c) => c.label === 'Accept'),
    );

function press(r: Rig, user: StandInUser, message: StoredMessage, c: Choice) {
  return c.kind === 'button'
    ? r.standIn.clickButton({ user, message, customId: c.customId })
    : r.standIn.selectMenu({ user, message, customId: c.customId, values: [c.value ?? ''] });
}

/** Plays one move with `proc` serving; resolves once `proc` has died (the move's final click kills it). */
async function moveUntilDead(r: Rig, threadId: string, proc: BotProcess, seed: { n: number }) {
  const pick = (n: number) => {
    seed.n = (seed.n * 1103515245 + 12345) >>> 0;
    return seed.n % n;
  };
  const dead = proc.exited.then(() => 'dead' as const);
  const board = liveBoard(r.standIn, threadId);
  if (!board) throw new Error('no live board');
  const mover = moverOf(r.users, board);
  if (!mover) throw new Error(`nobody to move on: ${board.text}`);
  const open = choices(board).find((c) => c.label === 'Your hand');
  const others = choices(board).filter((c) => c.label !== 'Your hand');
  if (others.length > 0 || !open) press(r, mover, board, others[pick(others.length)] as Choice);
  else {
    const opened = press(r, mover, board, open);
    let hand = await Promise.race([dead, opened.response(30_000)]);
    for (let step = 0; step < 40 && hand !== 'dead'; step++) {
      const controls = choices(hand);
      const c = controls.find((x) => x.label === 'Play it') ?? (controls[pick(controls.length)] as Choice);
      const h = press(r, mover, hand, c);
      hand = c.label === 'Play it' ? await dead : await Promise.race([dead, h.response(30_000)]);
    }
  }
  await Promise.race([
    dead,
    new Promise((_, no) => setTimeout(() => no(new Error('the process did not crash')), 60_000)),
  ]);
}

describe.each(BACKENDS)('a crash between saving a move and posting its board, on $name', ({ name, url }) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it.skipIf(!url)(
    `at every point: the board is up within ${WITHIN_MS / 1000} s of the restart, once`,
    async () => {
      const r = await rig(url as string, cleanups);
      const [alice, bob] = r.users as [StandInUser, StandInUser];
      const { sessions, posts } = collections(r.store);
      let proc = await r.boot();
      const challenge = await r.standIn
        .runSlashCommand({
          guildId: r.guildId,
          channelId: r.channelId,
          user: alice,
          name: 'threedom',
          options: { subcommand: 'challenge', opponent: bob } as never,
        })
        .response(30_000);
      const accept = choices(challenge).find((c) => c.label === 'Accept') as Choice;
      await press(r, bob, challenge, accept).acknowledged(30_000);
      const threadId = await r.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(challenge.text)?.[1], 30_000);
      await settled(r.store, threadId);
      await stop(proc);
      const seed = { n: 7919 };
      for (const point of CRASH_POINTS) {
        proc = await r.boot({ CARDBOT_CRASH_AT: point });
        const before = (await sessions.get(threadId))?.version ?? -1;
        await moveUntilDead(r, threadId, proc, seed);
        expect(proc.child.signalCode).toBe('SIGKILL');
        const version = (await sessions.get(threadId))?.version ?? -1;
        // Every point is after the save: the move is in the store, its board may not be.
        expect(version).toBe(before + 1);
        const postedBefore = boardsOf(r, threadId, version).length;
        const started = Date.now();
        proc = await r.boot();
        const ready = Date.now() - started;
        await r.standIn.waitFor(() => boardsOf(r, threadId, version).length > 0, 30_000, `the board of ${version}`);
        const shown = Date.now() - started;
        await until(async () => ((await posts.get(threadId))?.value.version ?? 0) >= version, 30_000, 'recorded');
        const recorded = Date.now() - started;
        // Long enough for any other attempt (a lease running out, a second look) to have posted again.
        await new Promise((res) => setTimeout(res, LEASE_MS + 2_000));
        figures.push({
          backend: name,
          point,
          postedBefore,
          readyMs: ready,
          boardMs: shown,
          recordedMs: recorded,
          afterReadyMs: Math.max(shown, recorded) - ready,
        });
        expect(boardsOf(r, threadId, version)).toHaveLength(1);
        expect(liveBoard(r.standIn, threadId) && boardVersion(liveBoard(r.standIn, threadId) as StoredMessage)).toBe(
          version,
        );
        expect(Math.max(shown, recorded) - ready).toBeLessThan(WITHIN_MS);
        for (const l of proc.lines) expect(String(l.msg)).not.toMatch(/uncaught|unhandled/);
        await stop(proc);
      }
    },
    900_000,
  );
});
