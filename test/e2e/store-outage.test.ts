/**
 * Honest replies when the store fails in the middle of a move: the player is told only what
 * happened, and the next click or `/abstrac status` settles what was left unsaid.
 * - the session's write lands but its reply is lost: the move goes on as saved (src/session/moves.ts
 *   reads the record back), never "Nothing changed";
 * - the write does not land: "Nothing changed", and the same click again plays the move;
 * - the write lands and the store then stays down: "can't tell yet", never "Nothing changed";
 *   once it is back, `/abstrac status` posts the saved board once and a click on the old board is stale;
 * - the board is posted but the `posts` record's last write fails: the move is shown as made, never
 *   "I couldn't post the next board" (src/session/publish.ts logs that write's failure).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/bot/router.ts';
import { updateSettings } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { TEXT } from '../../src/session/text.ts';
import { FaultInjector, openStore, type Store } from '../../src/store/index.ts';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { textOf } from '../../src/tools/standin/index.ts';
import { RELAXED_ACK_WINDOW_MS } from '../bot/harness.ts';
import { en } from '../helpers/en.ts';

const faults = new FaultInjector();
let store: Store;
let w: World;
beforeAll(async () => {
  store = await openStore('memory://outage', { faults });
  w = await startWorld({ store, players: ['ann', 'ben', 'cal', 'dot', 'eli', 'fay', 'gus', 'hal'] });
  // What is tested is what the player is told, not the 3 s window (test/bot/harness.ts).
  w.standIn.settings.interactionTimeoutMs = RELAXED_ACK_WINDOW_MS;
  // One move per click is what is checked here: no forced take played by the bot after it.
  await updateSettings(store, w.guild.id, { forcedMoves: false });
});
afterAll(async () => {
  faults.reset();
  await w?.close();
  await store?.close();
});

const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const versionOf = async (threadId: string) => (await collections(store).sessions.get(threadId))?.version ?? -1;
/** Public messages of the thread that were posted as a board of `version` (whatever was edited since). */
const boardsOf = (threadId: string, version: number) =>
  w.standIn
    .messages(threadId)
    .filter((m) => m.visibleTo === null && (m.interactionId === null || w.standIn.isFollowUp(m)))
    .filter((m) => w.versionOf({ ...m, components: (m.history[0] ?? m).components } as StoredMessage) === version);

/** A game between users `n` and `n + 1`, and the first control of its live board with who may press it. */
async function game(n: number) {
  const [a, b] = w.users.slice(n, n + 2) as [StandInUser, StandInUser];
  const { threadId } = await w.startGame(a, b, { variant: 'suits' });
  return { threadId, ...live(threadId) };
}

function live(threadId: string) {
  const board = w.liveBoard(threadId);
  const mover = board && w.moverOf(board);
  const choice = board && w.choices(board).find((c) => c.label !== 'Hint');
  if (!board || !mover || !choice) throw new Error(`no move to make in ${threadId}`);
  return { board, mover, choice: choice as Choice };
}

/** Everything the bot told about one click: the move shown on the board, and any private message. */
async function told(h: InteractionHandle) {
  await w.standIn.waitFor(() => w.bot.router.inFlight === 0 && h.record.ack, 20_000, 'the click to be handled');
  const ack = h.record.ack;
  // Answered at once (an update), or deferred first (a save slower than a second, as a cold start
  // can be) and the clicked board edited after: either way, what the board now says.
  const clicked = h.record.messageId ? w.standIn.message(h.record.messageId) : undefined;
  const shown =
    ack?.type === 7
      ? textOf({ content: '', components: [], ...(ack.data as object) })
      : ack?.type === 6 && clicked && clicked.history.length > 0
        ? clicked.text
        : '';
  return { shown, privately: h.privateMessage()?.text ?? null };
}

describe('a store failing during a move', () => {
  it('carries on when the write landed and only its reply was lost', async () => {
    const { threadId, board, mover, choice } = await game(0);
    const before = await versionOf(threadId);
    faults.failWrite(new RegExp(`:sessions:${reEscape(threadId)}$`), { landed: true });
    const fired = faults.fired;
    const h = w.press(mover, board, choice);
    await w.waitForNext(threadId, before);
    await w.settled(threadId);
    expect(faults.fired).toBe(fired + 1);
    expect(await versionOf(threadId)).toBe(before + 1);
    const { shown, privately } = await told(h);
    expect(shown).toMatch(new RegExp(`\\n→ ${mover.username} (took|plays) `));
    expect(privately).toBeNull();
    expect(boardsOf(threadId, before + 1)).toHaveLength(1);
  });

  it('says "Nothing changed" when the write did not land, and the same click again plays', async () => {
    const { threadId, board, mover, choice } = await game(2);
    const before = await versionOf(threadId);
    faults.failWrite(new RegExp(`:sessions:${reEscape(threadId)}$`), { landed: false });
    const { shown, privately } = await told(w.press(mover, board, choice));
    expect(privately).toBe(en(TEXT.storeDown));
    expect(shown).toBe('');
    expect(await versionOf(threadId)).toBe(before);
    expect(w.liveBoard(threadId)?.id).toBe(board.id);
    const again = w.press(mover, board, choice);
    await w.waitForNext(threadId, before);
    await w.settled(threadId);
    expect((await told(again)).shown).toMatch(new RegExp(`\\n→ ${mover.username} (took|plays) `));
    expect(await versionOf(threadId)).toBe(before + 1);
  });

  it('says it cannot tell yet when the store goes down right after the write; status then shows the move', async () => {
    const { threadId, board, mover, choice } = await game(4);
    const before = await versionOf(threadId);
    faults.failWrite(new RegExp(`:sessions:${reEscape(threadId)}$`), { landed: true, outage: true });
    let answer: Awaited<ReturnType<typeof told>>;
    try {
      answer = await told(w.press(mover, board, choice));
    } finally {
      faults.failAll(false);
    }
    // The move is saved; the player was told neither that it was made nor that nothing changed.
    expect(await versionOf(threadId)).toBe(before + 1);
    expect(answer.privately).toBe(en(TEXT.storeUnsure('abstrac')));
    expect(answer.shown).toBe('');
    expect(boardsOf(threadId, before + 1)).toHaveLength(0);
    // `/abstrac status` in the thread posts the saved board, once.
    await w.slash(mover, 'abstrac', { subcommand: 'status' }, threadId).response();
    await w.waitForNext(threadId, before);
    await w.settled(threadId);
    expect(boardsOf(threadId, before + 1)).toHaveLength(1);
    // The old board's control (pressed in a client that still shows it) is now a stale click, and posts nothing more.
    const input = { user: mover, message: board, customId: choice.customId, allowStale: true };
    const stale = await told(
      choice.kind === 'button'
        ? w.standIn.clickButton(input)
        : w.standIn.selectMenu({ ...input, values: [choice.value ?? ''] }),
    );
    expect(stale.privately).toBe(MESSAGES.notOnMessage);
    expect(await versionOf(threadId)).toBe(before + 1);
    expect(boardsOf(threadId, before + 1)).toHaveLength(1);
  });

  it('never says the board could not be posted once it was, when recording the post fails', async () => {
    const { threadId, board, mover, choice } = await game(6);
    const before = await versionOf(threadId);
    // The posts record is written twice by a post: the claim, then what was posted. The second fails.
    faults.failWrite(new RegExp(`:posts:${reEscape(threadId)}$`), { landed: false, skip: 1 });
    const fired = faults.fired;
    const h = w.press(mover, board, choice);
    await w.waitForNext(threadId, before);
    const { shown, privately } = await told(h);
    expect(faults.fired).toBe(fired + 1);
    expect(shown).toMatch(new RegExp(`\\n→ ${mover.username} (took|plays) `));
    expect(privately).toBeNull();
    expect(boardsOf(threadId, before + 1)).toHaveLength(1);
    // The next move goes on as usual, and the board of the previous one is not posted again.
    const next = live(threadId);
    const h2 = w.press(next.mover, next.board, next.choice);
    await w.waitForNext(threadId, before + 1);
    await w.settled(threadId);
    expect((await told(h2)).privately).toBeNull();
    expect(boardsOf(threadId, before + 1)).toHaveLength(1);
    expect(boardsOf(threadId, before + 2)).toHaveLength(1);
  });
});
