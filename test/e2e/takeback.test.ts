/**
 * Take-back by agreement through the real client and the stand-in: `/takeback` by the player who just
 * moved, the opponent's Accept across a restart (the state before the turn saved as a new version,
 * the board posted again, stale boards and double clicks refused), Decline and withdrawal, a request
 * made stale by a move, wrong-user refusals, and the refusal of a turn that showed a hidden card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/session/store.ts';
import { TAKEBACK } from '../../src/session/takeback.ts';
import { TEXT } from '../../src/session/text.ts';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { toy } from '../fixtures/games/toy.ts';
import { privately } from './sessions.ts';
import { en } from '../helpers/en.ts';

let w: World;
let ann: StandInUser;
let ben: StandInUser;
let cat: StandInUser;
beforeAll(async () => {
  w = await startWorld({ players: ['ann', 'ben', 'cat'], games: [toy] });
  [ann, ben, cat] = w.users as [StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

const said = (h: InteractionHandle) => privately(w, h);
const doc = async (threadId: string) => collections(w.store).sessions.get(threadId);
const button = (m: StoredMessage, label: string) => w.choices(m).find((c) => c.label === label) as Choice;
const takeback = (user: StandInUser, threadId: string) => w.slash(user, 'takeback', {}, threadId);

/** The request message of the thread (the last one with the take-back's buttons). */
const request = (threadId: string) =>
  w.standIn.waitFor(() =>
    w.standIn
      .messages(threadId)
      .filter((m) => w.choices(m).some((c) => c.customId.startsWith('takeback:yes:')))
      .at(-1),
  );

/** The game's live board (a take-back request in the thread is not one). */
const liveBoard = (threadId: string) =>
  w.standIn
    .messages(threadId)
    .filter((m) => m.visibleTo === null && w.choices(m).some((c) => !c.customId.startsWith('takeback:')))
    .at(-1) as StoredMessage;

/** Presses the live board's control whose action is `action` (and last arg `arg`); waits for the next board. */
async function press(threadId: string, action: string, arg?: string) {
  const board = liveBoard(threadId);
  const choice = w
    .choices(board)
    .find(
      (c) => action.split('|').includes(c.customId.split(':')[1] ?? '') && (!arg || c.customId.endsWith(`:${arg}`)),
    ) as Choice;
  w.press(w.moverOf(board) as StandInUser, board, choice);
  await w.waitForNext(threadId, w.versionOf(board));
  await w.settled(threadId);
}

describe('take-back by agreement (Abstrac: every card in plain view)', () => {
  let threadId: string;
  it('asks, refuses the wrong people, and survives a restart before the opponent accepts', async () => {
    ({ threadId } = await w.startGame(ann, ben)); // ben (challenged) is seat 0 and chooses who plays first
    const first = (await doc(threadId))?.value.state;
    await press(threadId, 'choose', 'second');
    const oldBoard = w.liveBoard(threadId) as StoredMessage;
    const moved = await doc(threadId);
    expect(moved?.value.undo?.seat).toBe(0);
    expect(moved?.value.undo?.open).toBe(false);
    expect(await said(takeback(ann, threadId))).toBe(en(TAKEBACK.nothing('ben')));
    expect(await said(takeback(cat, threadId))).toBe(en(TEXT.notYourGame));
    expect(await said(w.slash(ben, 'takeback', {}))).toBe(en(TAKEBACK.notHere));
    expect(await said(takeback(ben, threadId))).toBe(en(TAKEBACK.asked('ann')));
    expect(await said(takeback(ben, threadId))).toBe(en(TAKEBACK.already('asked')));
    const ask = await request(threadId);
    expect(ask.text).toContain(`<@${ann.id}>, ben asks to take back`);
    expect(await said(w.press(ben, ask, button(ask, 'Accept')))).toBe(en(TAKEBACK.waiting('ann')));
    expect(await said(w.press(cat, ask, button(ask, 'Accept')))).toBe(en(TAKEBACK.forOther('ann')));

    await w.restart();
    const accept = button(ask, 'Accept');
    // A double click: both reach the bot; one takes the turn back, the other is told it already was.
    const [one, two] = [w.press(ann, ask, accept), w.press(ann, ask, accept)];
    await Promise.all([one.acknowledged(), two.acknowledged()]);
    const answers = await Promise.all(
      [one, two].map((h) =>
        w.standIn.waitFor(() => h.privateMessage()?.text ?? (ask.text.startsWith('↩️ ann') ? 'ok' : undefined)),
      ),
    );
    expect(answers.filter((a) => a !== 'ok').length).toBeLessThanOrEqual(1);
    expect(ask.text).toBe(en(TAKEBACK.accepted('ann', 'ben')));
    expect(w.choices(ask)).toEqual([]);
    await w.waitForNext(threadId, w.versionOf(oldBoard));
    await w.settled(threadId);
    const back = await doc(threadId);
    expect(back?.version).toBe((moved?.version ?? 0) + 1); // a new version: versions never go back
    expect(back?.value.state).toEqual(first);
    expect(back?.value.undo).toBeNull();
    // The asker's clock starts again: reminders and forfeits count from the take-back.
    expect(back?.value.lastMoveAt).toBeGreaterThanOrEqual(moved?.value.lastMoveAt ?? Number.POSITIVE_INFINITY);
    const board = w.liveBoard(threadId) as StoredMessage;
    expect(board.text).toContain(en(TAKEBACK.lead('ben', 'ann')));
    expect(w.moverOf(board)?.id).toBe(ben.id);
    expect(w.choices(oldBoard)).toEqual([]); // the board of before is no longer live
  });

  it('is declined or withdrawn without changing the game, and goes stale once the opponent moves', async () => {
    await press(threadId, 'choose', 'second');
    const v = (await doc(threadId))?.version;
    await said(takeback(ben, threadId));
    let ask = await request(threadId);
    await w.press(ann, ask, button(ask, 'Decline')).response();
    expect(ask.text).toBe(en(TAKEBACK.declined('ann')));
    expect((await doc(threadId))?.version).toBe(v);
    expect(await said(takeback(ben, threadId))).toBe(en(TAKEBACK.already('declined')));

    // Ann moves; ben cannot take back any more, ann can ask, withdraws; then ben moves and it goes stale.
    await press(threadId, 'take|pick');
    expect(await said(takeback(ben, threadId))).toBe(en(TAKEBACK.nothing('ann')));
    const s = await doc(threadId);
    if (s?.value.undo?.state === null || s?.value.status !== 'active') return; // the take ended a half
    await said(takeback(ann, threadId));
    ask = await request(threadId);
    await w.press(ann, ask, button(ask, 'Decline')).response();
    expect(ask.text).toBe(en(TAKEBACK.withdrawn('ann')));

    const last = (await doc(threadId))?.version ?? 0;
    expect(await said(takeback(ann, threadId))).toBe(en(TAKEBACK.already('withdrawn')));
    await press(threadId, 'take|pick');
    expect((await doc(threadId))?.version).toBeGreaterThan(last);
  });

  it('refuses an Accept once the opponent has moved instead', async () => {
    const s = await doc(threadId);
    if (s?.value.status !== 'active' || s.value.undo?.state == null) return;
    const asker = s.value.undo.seat === 0 ? ben : ann;
    const other = asker === ben ? ann : ben;
    await said(takeback(asker, threadId));
    const ask = await request(threadId);
    await press(threadId, 'take|pick'); // the opponent plays on instead of answering
    expect(await said(w.press(other, ask, button(ask, 'Accept')))).toBe(en(TAKEBACK.movedOn));
  });
});

describe('take-back of a turn that showed a hidden card', () => {
  it('is refused (the toy game draws from a hidden stock)', async () => {
    const h = w.slash(ann, 'toy', { subcommand: 'new', rounds: 2 });
    const lobby = await h.response();
    await w.standIn.waitFor(() => w.choices(lobby).length > 0);
    await w.press(ben, lobby, button(lobby, 'Join')).response();
    await w.press(ann, lobby, button(lobby, 'Start')).acknowledged();
    const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.text)?.[1]);
    await w.settled(threadId);
    const board = w.liveBoard(threadId) as StoredMessage;
    const hand = await w.press(ann, board, button(board, 'Your hand')).response();
    const picked = await w.press(ann, hand, w.choices(hand)[0] as Choice).response();
    await w.press(ann, picked, button(picked, 'Play it')).acknowledged();
    await w.waitForNext(threadId, w.versionOf(board));
    await w.settled(threadId);
    expect(await said(takeback(ann, threadId))).toBe(en(TAKEBACK.hidden));
  });
});
