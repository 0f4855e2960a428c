/**
 * One Threedom round: the deal, the legal turns and their application
 * (docs/rules.md, Threedom 1-6). `roundLegalMoves` and `applyTurn` share
 * `checkTurn`, so every turn offered is accepted and every rejection has a reason.
 */
import type { SuitedCard } from '../../../cards/card.ts';
import { SECOND_PERSON, type Voice } from '../../../engine/records-common.ts';
import { type MoveResult, reject } from '../../../engine/result.ts';
import { isSet, LINE_NAMES, LINES, pileLabel, pointsOf, topsOf } from './grid.ts';
import type { ClaimedLine, Player, RoundEvent, RoundState, ThreedomMove } from './types.ts';

export const PILES = 9;
export const STALL_LIMIT = 40;

export function otherPlayer(player: Player): Player {
  return player === 'p1' ? 'p2' : 'p1';
}

/**
 * Deals a round from a 52-card deck in deal order: pile i gets deck[4i..4i+3]
 * (the last on top), p1 deck[36..38], p2 deck[39..41], the draw pile the rest
 * with deck[42] dealt first.
 */
export function dealRound(deck: readonly SuitedCard[]): RoundState {
  if (deck.length !== 52) throw new Error(`dealRound needs 52 cards, got ${deck.length}`);
  return {
    piles: Array.from({ length: PILES }, (_, i) => deck.slice(4 * i, 4 * i + 4)),
    hands: { p1: deck.slice(36, 39), p2: deck.slice(39, 42) },
    collected: { p1: [], p2: [] },
    drawPile: deck.slice(42),
    toMove: 'p1',
    turns: 0,
    turnsWithoutClaim: 0,
    ended: null,
    // Each pile shows its top: the three cards under it are unseen.
    seen: { unseen: Array.from({ length: PILES }, () => 3), taken: { p1: [], p2: [] }, claims: [] },
  };
}

const isPile = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) < PILES;

/** Every check a turn must pass, in the order a player would want to hear them. */
export function checkTurn(
  round: RoundState,
  player: Player,
  move: ThreedomMove,
  voice: Voice = SECOND_PERSON,
): { ok: true } | ReturnType<typeof reject> {
  if (round.ended !== null) return reject('threedom/round-over', 'The round is over.');
  if (player !== round.toMove) return reject('threedom/not-your-turn', `It is not ${voice.possessive} turn.`);
  if (!round.hands[player].includes(move.play)) {
    return reject('threedom/not-in-hand', `${move.play} is not in ${voice.possessive} hand.`, { card: move.play });
  }
  if (!isPile(move.on))
    return reject('threedom/no-such-pile', `There is no pile ${String(move.on)} to play on.`, {
      pile: String(move.on),
    });
  if (!isPile(move.take))
    return reject('threedom/no-such-pile', `There is no pile ${String(move.take)} to take from.`, {
      pile: String(move.take),
    });
  if (move.take === move.on) {
    return reject(
      'threedom/take-from-played-pile',
      `${voice.subject} can't take from ${pileLabel(move.take)}: it is the pile just played on.`,
      { pile: move.take },
    );
  }
  // Cannot happen in a round dealt by `dealRound`: every pile is refilled or the round ends.
  if (round.piles[move.take]?.length === 0) {
    return reject('threedom/empty-pile', `${capitalise(pileLabel(move.take))} is empty.`, { pile: move.take });
  }
  return { ok: true };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Every legal turn for `player`: each hand card on each pile, taking from each other pile. */
export function roundLegalMoves(round: RoundState, player: Player): ThreedomMove[] {
  const moves: ThreedomMove[] = [];
  if (round.ended !== null || player !== round.toMove) return moves;
  for (const play of round.hands[player]) {
    for (let on = 0; on < PILES; on++) {
      for (let take = 0; take < PILES; take++) {
        const move: ThreedomMove = { type: 'turn', play, on, take };
        if (checkTurn(round, player, move).ok) moves.push(move);
      }
    }
  }
  return moves;
}

/** Every line whose three tops form a set, in line order. */
export function setsOnGrid(piles: readonly (readonly SuitedCard[])[]): ClaimedLine[] {
  const tops = topsOf(piles);
  const found: ClaimedLine[] = [];
  LINES.forEach((line, index) => {
    const [a, b, c] = line.map((pile) => tops[pile] ?? null);
    if (a && b && c && isSet(a, b, c)) {
      found.push({
        line: index,
        name: LINE_NAMES[index] ?? '',
        piles: [...line],
        cards: [a, b, c],
      });
    }
  });
  return found;
}

/**
 * Plays one turn: play, take, claim every set at once (a pile shared by several
 * sets gives up only its top card), refill empty piles in pile order, then end
 * the round if the draw pile was short or 40 turns in a row claimed nothing.
 * Sets shown by a claim or a refill wait for the next turn's end.
 */
export function applyTurn(
  round: RoundState,
  player: Player,
  move: ThreedomMove,
  voice: Voice = SECOND_PERSON,
): MoveResult<RoundState, RoundEvent> {
  const check = checkTurn(round, player, move, voice);
  if (!check.ok) return check;
  const next = cloneRound(round);
  const events: RoundEvent[] = [];
  const hand = next.hands[player];
  hand.splice(hand.indexOf(move.play), 1);
  (next.piles[move.on] as SuitedCard[]).push(move.play);
  events.push({ type: 'played', player, card: move.play, on: move.on });
  const taken = (next.piles[move.take] as SuitedCard[]).pop() as SuitedCard;
  hand.push(taken);
  events.push({ type: 'took', player, card: taken, from: move.take });
  const seen = next.seen;
  if (seen) {
    // A played card known to be taken earlier is no longer in the hand; the taken card is seen going in.
    seen.taken[player] = seen.taken[player].filter((t) => t.card !== move.play);
    seen.taken[player].push({ card: taken, from: move.take });
  }

  const lines = setsOnGrid(next.piles);
  if (lines.length > 0) {
    const piles = [...new Set(lines.flatMap((line) => line.piles))].sort((a, b) => a - b);
    const cards = piles.map((pile) => (next.piles[pile] as SuitedCard[]).pop() as SuitedCard);
    next.collected[player].push(...cards);
    next.turnsWithoutClaim = 0;
    seen?.claims.push({ player, lines: lines.map((l) => l.line), cards });
    events.push({
      type: 'claimed',
      player,
      lines,
      cards,
      points: pointsOf(cards),
    });
  } else {
    next.turnsWithoutClaim += 1;
  }

  const empty = next.piles.flatMap((pile, index) => (pile.length === 0 ? [index] : []));
  if (empty.length > next.drawPile.length) {
    // docs/rules.md 6: "the round ends at once": a short draw pile deals nothing.
    next.ended = 'draw-pile';
  } else if (empty.length > 0) {
    const cards = empty.map((pile) => {
      const card = next.drawPile.shift() as SuitedCard;
      (next.piles[pile] as SuitedCard[]).push(card);
      return { pile, card };
    });
    events.push({
      type: 'refilled',
      cards,
      drawPileLeft: next.drawPile.length,
    });
  }
  if (next.ended === null && next.turnsWithoutClaim >= STALL_LIMIT) next.ended = 'no-claims';
  // A pile's new top (after a take, a claim or a refill) was seen: the unseen part is what lies under it.
  if (seen) seen.unseen = seen.unseen.map((n, p) => Math.max(0, Math.min(n, (next.piles[p]?.length ?? 0) - 1)));

  next.turns += 1;
  next.toMove = otherPlayer(player);
  if (next.ended !== null) {
    events.push({
      type: 'round-ended',
      reason: next.ended,
      points: roundPoints(next),
    });
  }
  return { ok: true, state: next, events };
}

/** A deep copy, by hand: far cheaper than structuredClone on the hot path of search and playouts. */
export function cloneRound(round: RoundState): RoundState {
  return {
    ...round,
    piles: round.piles.map((pile) => pile.slice()),
    hands: { p1: round.hands.p1.slice(), p2: round.hands.p2.slice() },
    collected: {
      p1: round.collected.p1.slice(),
      p2: round.collected.p2.slice(),
    },
    drawPile: round.drawPile.slice(),
    ...(round.seen && {
      seen: {
        unseen: round.seen.unseen.slice(),
        taken: { p1: round.seen.taken.p1.slice(), p2: round.seen.taken.p2.slice() },
        claims: round.seen.claims.slice(),
      },
    }),
  };
}

export function roundPoints(round: RoundState): Record<Player, number> {
  return { p1: pointsOf(round.collected.p1), p2: pointsOf(round.collected.p2) };
}
