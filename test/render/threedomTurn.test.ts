/**
 * Threedom's grid says one thing everywhere: the claim diagram puts the claimed cards where they lay
 * and its lines through them (not through the cards that replaced them), "▲ played" marks only the
 * card actually played, and the board's text, the picture and its alt text give the same scores in
 * the same words. A new round shows no turn of the round before.
 */
import { describe, expect, it } from 'vitest';
import { PILE_NAMES, viewFor } from '../../src/games/threedom/engine/index.ts';
import type { Seat } from '../../src/games/threedom/engine/types.ts';
import { threedom } from '../../src/games/threedom/module.ts';
import { boardPayload, gridModel, matchLine, playedLine } from '../../src/games/threedom/pictures.ts';
import { describeThreedomGrid, lastTurnText } from '../../src/games/threedom/render/alt.ts';
import { chooseThreedomMove } from '../../src/games/threedom/solver/player.ts';
import { claimDiagram, pileMarks } from '../../src/games/threedom/render/grid.ts';
import { scoreWords } from '../../src/games/threedom/render/model.ts';
import { playUntil, threedomSamples } from '../../src/games/threedom/render/samples.ts';
import { THEMES } from '../../src/render/theme.ts';

const samples = Object.fromEntries(threedomSamples().map((s) => [s.name, s.session]));

/** Seeds' first turn that claimed a set with the card just played (the reported case). */
function claimWithPlayedCard() {
  for (let seed = 1; seed < 60; seed++) {
    const s = playUntil(seed, (x) => {
      const last = x.state.last;
      if (last === null) return false;
      return last.claims.some((c) => c.piles.includes(last.on) && c.cards.includes(last.play));
    });
    if (s.state.last?.claims.length) return s;
  }
  throw new Error('no seed claims with the card played');
}

describe('the claim diagram', () => {
  const claim = claimWithPlayedCard();
  const model = gridModel(claim);
  const last = model.last;
  const diagram = claimDiagram(model);

  it('puts each claimed card at the place of its pile, not the card now on top there', () => {
    if (!last || !diagram) throw new Error('no claim');
    for (const c of last.claims)
      c.piles.forEach((pile, n) => {
        const tile = diagram.tiles.find((t) => t.pile === pile);
        expect(tile?.card).toBe(c.cards[n]);
        // The grid shows what replaced it (the card beneath, or a refill), never the claimed card.
        expect(model.piles[pile]?.top).not.toBe(c.cards[n]);
        // The diagram's places are the grid's, row by row: 64 px tiles 8 px apart, 46 px high.
        expect([tile?.x, tile?.y]).toEqual([(pile % 3) * 72, Math.floor(pile / 3) * 54]);
      });
  });

  it('draws each set through the centres of its three claimed cards', () => {
    if (!last || !diagram) throw new Error('no claim');
    const centre = (pile: number) => {
      const t = diagram.tiles.find((x) => x.pile === pile);
      if (!t) throw new Error(`no tile at ${pile}`);
      return [t.x + 32, t.y + 23];
    };
    last.claims.forEach((c, n) => {
      const line = diagram.lines[n];
      expect(line?.from).toEqual(centre(c.piles[0]));
      expect(line?.to).toEqual(centre(c.piles[2]));
      expect(line?.cards).toEqual(c.cards);
      // The middle card lies on the line, halfway.
      const [mx, my] = centre(c.piles[1]);
      expect(((line?.from[0] ?? 0) + (line?.to[0] ?? 0)) / 2).toBe(mx);
      expect(((line?.from[1] ?? 0) + (line?.to[1] ?? 0)) / 2).toBe(my);
    });
  });

  it('marks the played card in the diagram, and no pile of the grid "played"', () => {
    if (!last || !diagram) throw new Error('no claim');
    expect(diagram.tiles.filter((t) => t.played).map((t) => [t.pile, t.card])).toEqual([[last.on, last.play]]);
    const marks = pileMarks(model);
    expect(marks.includes('played')).toBe(false);
    expect(marks[last.on]).toBe('claimed');
    for (const c of last.claims) for (const pile of c.piles) expect(marks[pile]).toBe('claimed');
  });

  it('is not drawn for a turn that claimed nothing, whose played card is marked on its pile', () => {
    const s = playUntil(7, (x, n) => n > 0 && x.state.last !== null && x.state.last.claims.length === 0);
    const m = gridModel(s);
    expect(claimDiagram(m)).toBeNull();
    const marks = pileMarks(m);
    const on = m.last?.on ?? -1;
    expect(m.piles[on]?.top).toBe(m.last?.play);
    expect(marks[on] === 'played' || m.last?.from === on).toBe(true);
    expect(marks.filter((x) => x === 'played').length).toBeLessThanOrEqual(1);
    if (m.last && m.last.from !== on) expect(marks[m.last.from]).toBe('taken');
  });
});

describe('one score everywhere', () => {
  it.each(Object.keys(samples))('%s: the board text, the picture and the alt text agree', async (name) => {
    const s = samples[name];
    if (!s) throw new Error(name);
    const model = gridModel(s);
    const board = await boardPayload(s, THEMES.classic);
    const alt = board.files[0]?.description ?? '';
    expect(board.content.split('\n')[0]).toBe(matchLine(s, model));
    for (const p of model.players) {
      const words = scoreWords(p);
      expect(board.content).toContain(`${p.name} ${words}`);
      expect(alt).toContain(`${p.name}: ${words}`);
      expect(describeThreedomGrid(model)).toContain(words);
    }
    // The figures are the match's: banked totals plus this round's points.
    const seatOf = (n: string) => s.seats.findIndex((x) => x.name === n);
    for (const p of model.players) {
      const banked = s.state.match.scores[seatOf(p.name)] ?? 0;
      expect(p.total + p.points).toBe(s.state.match.current.ended === null ? banked + p.points : banked);
    }
  });

  it('shows a claim of the round in progress in both the text and the picture', async () => {
    const s = samples['threedom-claim'];
    if (!s) throw new Error('no sample');
    const board = await boardPayload(s, THEMES.classic);
    const scored = gridModel(s).players.filter((p) => p.points > 0);
    expect(scored.length).toBeGreaterThan(0);
    for (const p of scored)
      expect(board.content).toContain(`${p.name} ${p.points} this round · ${p.total + p.points} in all`);
  });
});

describe('a new round', () => {
  it('shows no turn of the round before', () => {
    const s = playUntil(7, (x) => x.state.match.history.length > 0 && x.state.match.winner === null);
    expect(s.state.match.round).toBe(1);
    expect(s.state.last?.round).toBe(0);
    const m = gridModel(s);
    expect(m.last).toBeNull();
    expect(claimDiagram(m)).toBeNull();
    expect(pileMarks(m).every((x) => x === null)).toBe(true);
    expect(describeThreedomGrid(m)).not.toContain('Last turn');
  });
});

describe('the old board', () => {
  it('says what was played on it, in the words of the next board', () => {
    const before = playUntil(7, (_, n) => n === 5);
    const seat = threedom.toMove(before.state) as Seat;
    const move = chooseThreedomMove('greedy', viewFor(before.state.match, seat), 1);
    const result = threedom.apply(before.state, seat, move);
    if (!result.ok) throw new Error(result.reason);
    const after = { ...before, state: result.state };
    const line = playedLine(after, result.events);
    expect(line).toBe(`→ ${lastTurnText(gridModel(after))}`);
    expect(line).toContain(`${before.seats[seat]?.name} played ${move.play} on ${PILE_NAMES[move.on]}`);
    // A change that played nothing says nothing here.
    expect(playedLine(after, [])).toBe('');
  });
});
