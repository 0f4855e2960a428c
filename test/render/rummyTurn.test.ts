/**
 * Rummy's table picture tells the last move: who acts and what they may do, whole (it was cut to
 * "meld / lay off /…"), and the turns before in the board text's own words; the board a move was
 * played on gets the move in those words too.
 */
import { describe, expect, it } from 'vitest';
import { rummy } from '../../src/games/rummy/module.ts';
import { notesOf, sayNote } from '../../src/games/rummy/notes.ts';
import { boardPayload, playedLine, type RummySession, tableModel } from '../../src/games/rummy/pictures.ts';
import { describeRummyTable } from '../../src/games/rummy/render/table.ts';
import { viewFor } from '../../src/games/rummy/engine/index.ts';
import { rummyMove } from '../../src/games/rummy/solver/player.ts';
import { THEMES } from '../../src/render/theme.ts';

function session(): RummySession {
  const options = rummy.optionsSchema.parse({});
  return {
    game: 'rummy',
    guildId: 'g',
    parentChannelId: 'c',
    seats: ['Annabelle', 'Benedikt', 'Catalina'].map((name, n) => ({ id: String(n + 1), name })),
    options,
    state: rummy.setup(options, 3, 7),
    createdAt: 0,
    lastMoveAt: 0,
    status: 'active',
  } as RummySession;
}

describe('the Rummy table', () => {
  it('says the move just made, what the board text says, and who acts, whole', async () => {
    const s = session();
    let line = '';
    let says: string[] = [];
    for (let n = 0; n < 7; n++) {
      const seat = s.state.current.toMove;
      const result = rummy.apply(s.state, seat, rummyMove('greedy', viewFor(s.state, seat), n));
      if (!result.ok) throw new Error(result.reason);
      s.state = result.state;
      line = playedLine(s, result.events);
      says = notesOf(result.events).map((x) => sayNote('en-US', x));
    }
    const model = tableModel(s);
    const board = await boardPayload(s, THEMES.classic);
    expect(model.turns?.length).toBeGreaterThan(0);
    for (const t of model.turns ?? []) expect(board.content).toContain(t);
    const mover = s.seats[s.state.current.toMove]?.name ?? '';
    expect(model.status).toMatch(
      new RegExp(`^${mover} to (draw from the stock|meld or lay off as you like, then discard)`),
    );
    expect(board.files[0]?.description).toContain(model.status ?? '-');
    // The old board's line is the move in the "This turn"/"Last turn" words.
    expect(line.startsWith('→ ')).toBe(true);
    expect(says.length).toBeGreaterThan(0);
    for (const x of says) {
      expect(line).toContain(x);
      expect((model.turns ?? []).join(' ')).toContain(x);
      expect(describeRummyTable(model)).toContain(x.replaceAll('**', ''));
    }
  });
});
