/**
 * Abstrac game records (docs/records.md): one JSON object replays one deal.
 *
 *   {"game":"abstrac","variant":"classic","layout":["A♠",…],"first":"nondealer","takes":[2,2,2,3]}
 *
 * `layout` is top card first, in symbol or letter form; `first` names who plays
 * first (fullpack: one entry per half begun); `takes` is flat (fullpack: the first
 * half's takes, then the second's, split where the first half's cards run out).
 * Replay runs the record through the engine's own `applyMove`, so a record is
 * legal exactly when the bot would have accepted its moves.
 */
import { z } from 'zod';
import { type Card, JOKER, parseCardList } from '../../../cards/card.ts';
import { applyMove, type DealPosition, dealPosition, dealView, describeLimit, halvesOf, packFor } from './deal.ts';
import { arrangeCards } from './scoring.ts';
import type { DealState, FullpackHandScore, Seat, Variant } from './types.ts';
import { SEATS, VARIANTS } from './types.ts';

/** A zod error message that tells a missing field from a wrong one. */
const says = (text: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'missing' : text),
});

const seat = z.enum(SEATS, says('must be "nondealer" or "dealer"'));

const recordSchema = z.object({
  game: z.literal('abstrac', says('must be "abstrac"')),
  variant: z.enum(VARIANTS, says(`must be one of ${VARIANTS.join(', ')}`)),
  layout: z.array(z.string(says('every card must be a string')), says('must be a list of cards')),
  first: z
    .union(
      [seat, z.array(seat).min(1).max(2)],
      says('must be "nondealer" or "dealer" (fullpack: a list of one or two of them)'),
    )
    .optional(),
  takes: z.array(z.number(says('every take must be a number')), says('must be a list of numbers')),
});

export type AbstracRecord = z.input<typeof recordSchema>;

export type ParsedRecord =
  | { ok: true; variant: Variant; layout: Card[]; first: Seat[]; takes: number[] }
  | { ok: false; reason: string };

const PACK_NAMES: Readonly<Record<Variant, string>> = {
  classic: 'A K Q J 10 9 of each suit',
  suits: 'A K Q J 10 9 of each suit',
  unlimited: 'A K Q J 10 9 of each suit and the Joker',
  fullpack: 'the 52-card pack',
};

/** The first readable problem with a record's structure, fields or layout; takes are checked by `replay`. */
export function parseAbstracRecord(input: unknown): ParsedRecord {
  const parsed = recordSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('') ?? '';
    const field = path.replace(/^\./, '') || 'record';
    if (field === 'variant' && typeof (input as { variant?: unknown }).variant === 'string') {
      return fail(`unknown variant "${(input as { variant: string }).variant}" (${VARIANTS.join(', ')})`);
    }
    return fail(`${field}: ${issue?.message ?? 'invalid'}`);
  }
  const { variant, layout: rawLayout, first: rawFirst, takes } = parsed.data;
  const pack = packFor(variant);
  const cards = parseCardList(rawLayout, { cards: pack, packName: `${variant} pack (${PACK_NAMES[variant]})` });
  if (!cards.ok) return fail(`layout: ${cards.reason}`);
  const layout = cards.cards;
  if (variant === 'unlimited' && layout.length > 0 && layout[0] !== JOKER) {
    const at = layout.indexOf(JOKER);
    return fail(
      at < 0
        ? 'layout: the unlimited layout needs the Joker on top (first)'
        : `layout: the Joker must be on top (first), not card ${at + 1}`,
    );
  }
  if (layout.length !== pack.length) {
    const halves = variant === 'fullpack' ? ' (two halves of 26)' : '';
    return fail(`layout: a ${variant} layout has ${pack.length} cards${halves}, not ${layout.length}`);
  }
  const first = rawFirst === undefined ? [] : typeof rawFirst === 'string' ? [rawFirst] : rawFirst;
  if (variant === 'fullpack' && typeof rawFirst === 'string') {
    return fail('first: fullpack needs a list, one entry per half, e.g. ["nondealer","dealer"]');
  }
  if (variant !== 'fullpack' && Array.isArray(rawFirst)) {
    return fail(`first: must be "nondealer" or "dealer" (a list is for fullpack)`);
  }
  return { ok: true, variant, layout, first, takes };
}

function fail(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

export type ReplayResult = { ok: true; state: DealState } | { ok: false; reason: string };

/** Plays a parsed record's choices and takes through the engine, stopping at the first illegal take. */
export function replayParsed(record: Extract<ParsedRecord, { ok: true }>): ReplayResult {
  let state: DealState = { variant: record.variant, layout: record.layout, first: [], takes: [] };
  const halves = halvesOf(record.variant);
  // Applies the nondealer's recorded choice when a half is waiting for one; false if the record has none.
  const choose = (view: DealPosition): boolean => {
    const first = record.first[view.half];
    if (first === undefined) return false;
    const chosen = applyMove(state, 'nondealer', { type: 'choose', first });
    if (!chosen.ok) throw new Error(`record replay: ${chosen.reason}`);
    state = chosen.state;
    return true;
  };
  for (const [index, count] of record.takes.entries()) {
    const label = `take ${index + 1}`;
    let view = dealPosition(state);
    if (view.phase === 'choose') {
      if (!choose(view)) {
        const what = halves === 2 ? `begins half ${view.half + 1}, but first has no entry for it` : 'needs first';
        return fail(`${label} ${what}: who plays first?`);
      }
      view = dealPosition(state);
    }
    if (view.phase === 'finished') {
      const ended = halves === 2 ? 'both halves ended' : 'the deal ended';
      return fail(`${label}: the row is empty (${ended} after take ${index})`);
    }
    const who = `${label} (${view.toMove})`;
    if (!Number.isInteger(count) || count < 1) {
      return fail(`${who}: ${count} is not a whole number of cards, at least 1`);
    }
    const result = applyMove(state, view.toMove as Seat, { type: 'take', count });
    if (!result.ok) return fail(`${who}: can't take ${count}, ${describeLimit(view)}`);
    state = result.state;
  }
  const view = dealPosition(state);
  if (view.phase === 'choose') choose(view);
  return { ok: true, state };
}

/** Replays a record: `finished` and the seats (see docs/records.md), or `{error}` for the first problem. */
export function replayAbstracRecord(input: unknown): Record<string, unknown> {
  const parsed = parseAbstracRecord(input);
  if (!parsed.ok) return { error: parsed.reason };
  const replayed = replayParsed(parsed);
  if (!replayed.ok) return { error: replayed.reason };
  return describeDeal(replayed.state);
}

/** The replay output of a deal state: the classic breakdown, or for fullpack the per-half breakdown. */
export function describeDeal(state: DealState): Record<string, unknown> {
  const view = dealView(state);
  const finished = view.phase === 'finished';
  const head = finished ? { finished } : { finished, toMove: view.toMove };
  const dealScore = view.score;
  if (dealScore !== null) {
    const seats = Object.fromEntries(
      SEATS.map((s) => {
        const { cards, combinations, combinationPoints, cardsTaken, score } = dealScore.seats[s];
        return [s, { cards, combinations, combinationPoints, cardsTaken, score }];
      }),
    );
    return { ...head, seats, misere: dealScore.misere };
  }
  const halves = view.fullpack?.halves ?? [];
  const seats = Object.fromEntries(
    SEATS.map((s) => {
      const perHalf = halves.map((h) => fullpackHalf(h.seats[s]));
      const cards = arrangeCards(perHalf.flatMap((h) => h.cards));
      return [s, { cards, cardsTaken: cards.length, halves: perHalf, score: view.totals[s] }];
    }),
  );
  return { ...head, seats };
}

function fullpackHalf(hand: FullpackHandScore) {
  const { cards, cardsTaken, longestSuit, longestRun, largestSet, score } = hand;
  return { cards, cardsTaken, longestSuit, longestRun, largestSet, score };
}

/** The record of a deal as played so far (symbol form, flat takes): what `replay` reads back. */
export function dealRecord(state: DealState): AbstracRecord {
  const first = state.variant === 'fullpack' ? [...state.first] : state.first[0];
  return {
    game: 'abstrac',
    variant: state.variant,
    layout: [...state.layout],
    ...(state.first.length > 0 ? { first } : {}),
    takes: state.takes.flat(),
  };
}

/** A finished deal's scores, nondealer then dealer (the roles of a game record's `seats`). */
export function abstracRoundPoints(output: Record<string, unknown>): number[] {
  const seats = output.seats as Record<Seat, { score: number }>;
  return [seats.nondealer.score, seats.dealer.score];
}
