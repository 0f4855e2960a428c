/**
 * The demo's Rummy game: two scripted people and two computer seats at one table. The host opens it
 * with `/rummy new`, the other joins, the host adds the computer twice and starts; each person then
 * plays every turn through **Your hand** (draw, melds and lay-offs, discard), choosing as the
 * computer players of src/games/rummy/solver/player.ts would, by pressing the controls the bot shows.
 */
import { type RummyMove, viewFor } from '../../games/rummy/engine/index.ts';
import type { RummyGameState } from '../../games/rummy/schema.ts';
import { rummyMove } from '../../games/rummy/solver/player.ts';
import { collections } from '../../session/store.ts';
import type { StandInUser } from '../standin/index.ts';
import type { Choice, World } from './world.ts';

/** The control of the private hand that makes `move`. */
export function controlFor(move: RummyMove, choices: Choice[]): Choice | undefined {
  const select = (kind: string, label: string) =>
    choices.find((c) => c.kind === 'select' && c.customId.split(':')[4] === kind && c.label === label);
  if (move.type === 'draw')
    return choices.find((c) =>
      move.from === 'stock' ? c.label === 'Draw from the stock' : c.label.startsWith('Take'),
    );
  if (move.type === 'meld') return select('m', move.cards.join(' '));
  if (move.type === 'layoff') return select('l', `${move.card} on meld ${move.meld + 1}`);
  // A discard is one button per card (a menu only for a hand too big for buttons).
  return choices.find((c) => c.customId.split(':')[4] === 'x' && c.label === move.card);
}

/** Plays a Rummy game of `hands` hands to the end; returns the thread id. */
export async function playRummyGame(
  w: World,
  [host, guest]: [StandInUser, StandInUser],
  levels: Record<string, string>,
  hands: number,
  seed: number,
): Promise<string> {
  const lobby = await w.slash(host, 'rummy', { subcommand: 'new', hands }).response();
  const button = (label: string) => w.choices(lobby).find((c) => c.label === label) as Choice;
  await w.press(guest, lobby, button('Join')).response();
  await w.press(host, lobby, button('Add computer')).response();
  await w.press(host, lobby, button('Add computer')).response();
  await w.standIn.waitFor(() => lobby.content.includes('4. '));
  await w.press(host, lobby, button('Start')).acknowledged();
  const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.content)?.[1]);
  return playRummyTurns(w, threadId, levels, seed);
}

/** Plays the Rummy game `threadId` (its key) to its end, each person through their hand; returns the key. */
export async function playRummyTurns(
  w: World,
  threadId: string,
  levels: Record<string, string>,
  seed: number,
  /** Called before each turn (a test's restart, say). */
  before: (turn: number) => Promise<void> | void = () => {},
): Promise<string> {
  const { sessions } = collections(w.store);
  for (let turn = 0; turn < 2000; turn++) {
    // Once the last turn's boards are all out: a restart or expired tokens then fall between two turns.
    await w.settled(threadId);
    await before(turn);
    if ((await sessions.get(threadId))?.value.status === 'finished') return threadId;
    await playTurnByHand(w, threadId, (id) => levels[id] ?? 'casual', seed + turn * 41);
  }
  throw new Error('the Rummy game did not end');
}

/**
 * The person to move on the live board plays their whole turn through **Your hand**, choosing as
 * the computer player at `level(their id)` would, one control at a time in the same private message.
 */
export async function playTurnByHand(
  w: World,
  threadId: string,
  level: (userId: string) => string,
  seed: number,
): Promise<void> {
  const { sessions } = collections(w.store);
  const doc = await sessions.get(threadId);
  if (!doc) throw new Error('the game is gone');
  const board = w.liveBoard(threadId);
  const mover = board && w.moverOf(board);
  if (!board || !mover) throw new Error('no live board to play on');
  const seat = doc.value.seats.findIndex((s) => s.id === mover.id && !s.computer);
  const open = w.choices(board).find((c) => c.label === 'Your hand') as Choice;
  let hand = await w.press(mover, board, open).response();
  const handNumber = (doc.value.state as RummyGameState).hand;
  for (let step = 0; step < 40; step++) {
    const now = await sessions.get(threadId);
    const state = now?.value.state as RummyGameState | undefined;
    if (!now || !state || now.value.status === 'finished' || state.hand !== handNumber) return;
    if (state.current.toMove !== seat) return;
    const move = rummyMove(level(mover.id), viewFor(state, seat), seed + step);
    const choice = controlFor(move, w.choices(hand));
    if (!choice) throw new Error(`no control for ${move.type} in: ${hand.content}`);
    const pressed = w.press(mover, hand, choice);
    await pressed.acknowledged();
    hand = await pressed.response();
    if (move.type === 'discard') return;
  }
}
