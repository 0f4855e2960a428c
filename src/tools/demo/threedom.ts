/**
 * The demo's Threedom match: two scripted players, playing as the computer levels do (each from its
 * own view of the game: its hand, the grid, the collected cards), take their turns through the
 * private hand exactly as a person does: **Your hand**, the pile to take from, the card and the pile
 * to play it on (one button), **Play it**.
 */
import { deriveSeed } from '../../cards/random.ts';
import { viewFor } from '../../games/threedom/engine/index.ts';
import type { Seat } from '../../games/threedom/engine/types.ts';
import type { ThreedomSession } from '../../games/threedom/schema.ts';
import { chooseThreedomMove, type ThreedomLevel } from '../../games/threedom/solver/player.ts';
import { collections } from '../../session/store.ts';
import type { StandInUser } from '../standin/index.ts';
import type { Choice, World } from './world.ts';

/** `challenger` challenges `challenged` to Threedom to `target`; each plays at its level. Returns the thread id. */
export async function playThreedomMatch(
  w: World,
  [challenger, challenged]: [StandInUser, StandInUser],
  levels: Record<string, ThreedomLevel>,
  target: number,
  seed: number,
): Promise<string> {
  const reply = await w
    .slash(challenger, 'threedom', { subcommand: 'challenge', opponent: challenged, target })
    .response();
  const accept = w.choices(reply).find((c) => c.label === 'Accept');
  if (!accept) throw new Error(`the challenge was refused: ${reply.content}`);
  await w.press(challenged, reply, accept).acknowledged();
  const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(reply.content)?.[1]);
  return playThreedomTurns(w, threadId, levels, seed);
}

/** Plays the Threedom game `threadId` (its key) to its end, each person at their level; returns the key. */
export async function playThreedomTurns(
  w: World,
  threadId: string,
  levels: Record<string, ThreedomLevel>,
  seed: number,
  /** Called before each turn (a test's restart, say). */
  before: (turn: number) => Promise<void> | void = () => {},
): Promise<string> {
  const { sessions } = collections(w.store);
  for (let turn = 0; ; turn++) {
    // Once the last turn's boards are all out: a restart or expired tokens then fall between two turns.
    await w.settled(threadId);
    await before(turn);
    const doc = await sessions.get(threadId);
    if (!doc) throw new Error('the game is gone');
    if (doc.value.status === 'finished') return threadId;
    const board = w.liveBoard(threadId);
    const mover = board && w.moverOf(board);
    if (!board || !mover) throw new Error('no live board to play on');
    const game = doc.value as ThreedomSession;
    const seat = game.seats.findIndex((s) => s.id === mover.id) as Seat;
    const move = chooseThreedomMove(
      levels[mover.id] ?? 'casual',
      viewFor(game.state.match, seat),
      deriveSeed(seed, turn),
    );
    const hand = game.state.match.current.hands[seat === game.state.match.starter ? 'p1' : 'p2'];
    const press = async (message: Parameters<World['press']>[1], choice: Choice | undefined) => {
      if (!choice) throw new Error('no such control');
      return w.press(mover, message, choice);
    };
    let msg = await (
      await press(
        board,
        w.choices(board).find((c) => c.label === 'Your hand'),
      )
    ).response();
    const arg = (c: Choice) => c.customId.split(':').at(-1);
    msg = await (
      await press(
        msg,
        w.choices(msg).find((c) => arg(c) === `t${move.take}`),
      )
    ).response();
    // One button for the card and the pile to play it on.
    const pair = `c${hand.indexOf(move.play)}:o${move.on}`;
    msg = await (
      await press(
        msg,
        w.choices(msg).find((c) => c.customId.endsWith(`:${pair}`)),
      )
    ).response();
    await (
      await press(
        msg,
        w.choices(msg).find((c) => c.label === 'Play it'),
      )
    ).acknowledged();
    await w.waitForNext(threadId, doc.version).catch(() => undefined);
  }
}
