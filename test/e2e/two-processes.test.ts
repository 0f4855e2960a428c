/**
 * Two real bot processes on one store and one shard (test/e2e/two-bots.ts), on SQLite (one file),
 * Redis and PostgreSQL (each skipped only when REDIS_URL / DATABASE_URL is unset), playing Abstrac:
 * (a) every interaction, the challenge and its acceptance included, delivered to both processes;
 * (b) each click of a double click delivered to a different process.
 * Either way: one move per click in the store, one board posted per version in the thread, a move
 * shown ("→ alice took …") only when it is the one stored, and the other answer either refused by
 * the stand-in as already acknowledged (40060, as Discord does) or the stale-click reply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/cards/random.ts';
import { updateSettings } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { TEXT } from '../../src/session/text.ts';
import type { Delivery, InteractionHandle, StandInUser } from '../../src/tools/standin/index.ts';
import { controlsOf, textOf } from '../../src/tools/standin/index.ts';
import { until } from './sessions.ts';
import {
  boardVersion,
  cardLines,
  choices,
  liveBoard,
  moverOf,
  settled,
  sqliteUrl,
  startTwoBots,
  type TwoBots,
} from './two-bots.ts';
import { en } from '../helpers/en.ts';

const MOVES = 30;
/** How the answers went, printed per test: second answers refused (40060), stale replies, moves shown. */
const tally = { refused: 0, stale: 0, shown: 0 };
const BACKENDS = [
  { name: 'sqlite', url: sqliteUrl() },
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.DATABASE_URL },
];

/** Challenge → Accept, each delivered as `to` says; resolves with the game's thread once its board is recorded. */
async function startGame(t: TwoBots, host: StandInUser, guest: StandInUser, to: Delivery) {
  const where = { guildId: t.guildId, channelId: t.channelId };
  const threadsBefore = t.standIn.threads(t.channelId).map((c) => c.id);
  const options = { subcommand: 'challenge', opponent: guest, variant: 'suits', deals: 3 } as never;
  const challenge = await t.standIn
    .runSlashCommand({ ...where, user: host, name: 'abstrac', options, deliverTo: to })
    .response();
  const accept = choices(challenge).find((c) => c.label === 'Accept');
  if (!accept) throw new Error(`the challenge was refused: ${challenge.text}`);
  await t.standIn
    .clickButton({ user: guest, message: challenge, customId: accept.customId, deliverTo: to })
    .acknowledged();
  const threadId = await t.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(challenge.text)?.[1], 30_000);
  await settled(t.store, threadId);
  // Neither process failed on the challenge (the one that lost it leaves the answer to the other).
  for (const p of t.procs)
    expect(p.lines.filter((l) => l.msg === 'interaction handler failed' && l.route === '/abstrac')).toEqual([]);
  // One game, one thread: the process that lost the acceptance opened nothing of its own.
  const opened = t.standIn.threads(t.channelId).filter((c) => !threadsBefore.includes(c.id));
  expect(opened.map((c) => c.id)).toEqual([threadId]);
  return threadId;
}

/** Every callback attempt of `h` once the processes it went to have all answered (each answers once). */
async function answers(t: TwoBots, h: InteractionHandle) {
  await t.standIn.waitFor(() => h.record.callbacks.length >= h.record.deliveredTo.length, 30_000, 'every answer');
  return h.record.callbacks;
}

/**
 * What a player was told by one interaction's accepted answer: the move it shows (the clicked board
 * updated with "→ …"), or that the board changed; `null` if it only deferred and nothing followed.
 */
async function told(t: TwoBots, h: InteractionHandle): Promise<string | null> {
  const ack = await h.acknowledged(30_000);
  if (ack.type === 7) return textOf({ content: '', components: [], ...(ack.data as object) });
  // After a deferred update (a slow save): the board's first edit, or a private follow-up.
  const edited = () => {
    const m = h.original();
    return ack.type === 6 && m && m.editedAt !== null && m.editedAt >= ack.at ? m : undefined;
  };
  const m = await t.standIn.waitFor(() => h.privateMessage() ?? edited(), 30_000, 'an answer');
  return m.text;
}

/** Plays `MOVES` moves (fewer if the match ends), each click delivered by `deliver(n)`; checks each one. */
async function play(t: TwoBots, threadId: string, deliver: (n: number) => Delivery[]) {
  const { sessions } = collections(t.store);
  let seed = threadId.length * 7919;
  let moves = 0;
  for (let n = 0; n < MOVES; n++) {
    const before = await sessions.get(threadId);
    if (!before || before.value.status === 'finished') break;
    const board = liveBoard(t.standIn, threadId);
    if (!board) throw new Error('no live board');
    expect(boardVersion(board)).toBe(before.version);
    const mover = moverOf(t.users, board);
    if (!mover) throw new Error(`nobody to move on: ${board.text}`);
    seed = deriveSeed(seed, 1);
    const options = choices(board);
    const choice = options[(seed >>> 0) % options.length];
    if (!choice) throw new Error(`no control on: ${board.text}`);
    const handles = deliver(n).map((deliverTo) =>
      choice.kind === 'button'
        ? t.standIn.clickButton({ user: mover, message: board, customId: choice.customId, deliverTo })
        : t.standIn.selectMenu({
            user: mover,
            message: board,
            customId: choice.customId,
            values: [choice.value ?? ''],
            deliverTo,
          }),
    );
    await until(async () => ((await sessions.get(threadId))?.version ?? 0) > before.version, 30_000, 'the move');
    await settled(t.store, threadId);
    for (const h of handles) {
      const attempts = await answers(t, h);
      // One answer accepted; any other is the stand-in's "already acknowledged" (400 / 40060).
      expect(attempts.filter((a) => a.status < 300)).toHaveLength(1);
      expect(attempts.filter((a) => a.status >= 300).map((a) => a.status)).toEqual(
        Array(attempts.length - 1).fill(400),
      );
    }
    const after = await sessions.get(threadId);
    // Exactly one move applied for the click(s) on this board.
    expect(after?.version).toBe(before.version + 1);
    const said = await Promise.all(handles.map((h) => told(t, h)));
    const shown = said.filter((s) => s?.includes('\n→ '));
    // The move shown is the stored one, shown at most once, to the player who made it.
    expect(shown.length).toBeLessThanOrEqual(1);
    for (const s of shown) expect(s).toMatch(new RegExp(`\\n→ ${mover.username} (took|plays)`));
    for (const s of said.filter((x) => !x?.includes('\n→ '))) expect([en(TEXT.boardChanged), null]).toContain(s);
    // With two clicks, the one that went through shows the move.
    if (handles.length === 2) expect(shown).toHaveLength(1);
    // Only the new board has controls: the clicked one lost them, whichever answer was accepted.
    await t.standIn.waitFor(
      () => t.standIn.messages(threadId).filter((m) => m.visibleTo === null && controlsOf(m).length > 0).length === 1,
      10_000,
      `only the live board to have controls after move ${n}`,
    );
    tally.refused += handles.reduce((k, h) => k + h.record.callbacks.filter((a) => a.status === 400).length, 0);
    tally.stale += said.filter((x) => x === en(TEXT.boardChanged)).length;
    tally.shown += shown.length;
    moves++;
  }
  return moves;
}

/** The version each public board of the thread carried when it was posted, in posting order. */
const postedBoards = (t: TwoBots, threadId: string) =>
  t.standIn
    .messages(threadId)
    .filter((m) => m.visibleTo === null && (m.interactionId === null || t.standIn.isFollowUp(m)))
    .map((m) => m.history[0] ?? m)
    .filter((m) => controlsOf(m).length > 0)
    .map(boardVersion);

/** A few dozen moves were played, one board was posted per version (in order, none twice), nothing crashed. */
function checkGame(t: TwoBots, threadId: string, first: number, moves: number) {
  expect(moves).toBeGreaterThanOrEqual(20);
  const boards = postedBoards(t, threadId);
  expect(boards).toEqual(Array.from({ length: boards.length }, (_, k) => first + k));
  expect(boards.length).toBeGreaterThanOrEqual(moves);
  for (const p of t.procs) expect(p.lines.filter((l) => /uncaught|unhandled/.test(String(l.msg)))).toEqual([]);
  // No card in either process's log, at any level logged (a lost race's refused answer included).
  expect(cardLines(t.procs)).toEqual([]);
  console.log(`${moves} moves, ${boards.length} boards; answers: ${JSON.stringify(tally)}`);
  Object.assign(tally, { refused: 0, stale: 0, shown: 0 });
}

describe.each(BACKENDS)('two bot processes on $name', ({ url }) => {
  let t: TwoBots;
  beforeAll(async () => {
    if (url) t = await startTwoBots(url);
    // One move per click is what is checked here: no forced take played by the bot in between.
    if (url) await updateSettings(t.store, t.guildId, { forcedMoves: false });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(!url)(
    '(a) every interaction delivered to both: one move and one board per version',
    async () => {
      const [alice, bob] = t.users as [StandInUser, StandInUser];
      const threadId = await startGame(t, alice, bob, 'all');
      const first = (await collections(t.store).sessions.get(threadId))?.version ?? 0;
      const moves = await play(t, threadId, () => ['all']);
      checkGame(t, threadId, first, moves);
    },
    600_000,
  );

  it.skipIf(!url)(
    '(b) the two clicks of a double click reach different processes: one is applied',
    async () => {
      const [, , carol, dan] = t.users as StandInUser[] as [StandInUser, StandInUser, StandInUser, StandInUser];
      const [a, b] = t.sessions as [string, string];
      const threadId = await startGame(t, carol, dan, { session: a });
      const first = (await collections(t.store).sessions.get(threadId))?.version ?? 0;
      // The first click goes to each process in turn.
      const moves = await play(t, threadId, (n) =>
        n % 2 ? [{ session: b }, { session: a }] : [{ session: a }, { session: b }],
      );
      checkGame(t, threadId, first, moves);
    },
    600_000,
  );
});
