import { describe, expect, it } from 'vitest';
import { type PlanInput, planPost } from '../../src/session/plan.ts';
import { EMPTY_POST } from '../../src/session/store.ts';

const base: PlanInput = {
  active: true,
  computerToMove: false,
  moverId: 'ben',
  people: ['ann', 'ben'],
  selfId: 'bot',
  roundsFinished: 0,
  post: { ...EMPTY_POST, messageId: 'b1', version: 4, mover: 'ann', content: 'Ann to play' },
  clickedId: null,
  lead: [],
  played: '→ Ann played 7♣',
  archive: false,
  playedOnBoard: false,
};

describe('planning a post', () => {
  it('a new turn: the old board loses its controls and says what was played; the new one pings only the next person', () => {
    expect(planPost(base)).toMatchObject({
      drop: 'b1',
      droppedNote: '→ Ann played 7♣',
      redraw: null,
      board: true,
      boardPings: ['ben'],
      result: null,
      notify: true,
      mover: 'ben',
    });
  });

  it('a further step of the same turn redraws the live board and notifies nobody', () => {
    const plan = planPost({ ...base, moverId: 'ann', post: { ...base.post, lead: '🤖 Computer drew.\n' } });
    // The lines the board opened with (what the computer did before) stay on it.
    expect(plan).toMatchObject({ drop: null, redraw: 'b1', board: true, notify: false, lead: '🤖 Computer drew.\n' });
  });

  it('a quiet step of the same turn (a draw) leaves the live board as it is: nothing drawn, dropped or pinged', () => {
    expect(planPost({ ...base, moverId: 'ann', quiet: true })).toMatchObject({
      drop: null,
      redraw: null,
      board: false,
      keep: true,
      notify: false,
      boardPings: [],
      mover: 'ann',
    });
    // Quiet says nothing of a new turn, a round's end or a finished game: those post as ever.
    expect(planPost({ ...base, quiet: true })).toMatchObject({ keep: false, board: true, drop: 'b1' });
    expect(planPost({ ...base, moverId: 'ann', quiet: true, roundsFinished: 1 })).toMatchObject({
      keep: false,
      board: true,
    });
    expect(planPost({ ...base, moverId: 'ann', quiet: true, active: false })).toMatchObject({
      keep: false,
      result: 'alone',
    });
  });

  it('a step is a new post when a round ended, the computer spoke, or the live board is the clicked one', () => {
    expect(planPost({ ...base, moverId: 'ann', roundsFinished: 1 }).redraw).toBeNull();
    expect(planPost({ ...base, moverId: 'ann', lead: ['🤖 …'] }).redraw).toBeNull();
    expect(planPost({ ...base, moverId: 'ann', clickedId: 'b1' })).toMatchObject({ redraw: null, drop: null });
    // A board played on directly (its controls answered by the click) is never redrawn, whoever posts.
    expect(planPost({ ...base, moverId: 'ann', playedOnBoard: true })).toMatchObject({ redraw: null, drop: 'b1' });
  });

  it('never pings the bot; a computer to move gets no board', () => {
    expect(planPost({ ...base, moverId: 'bot' }).boardPings).toEqual([]);
    expect(planPost({ ...base, computerToMove: true })).toMatchObject({ board: false, notify: false, drop: 'b1' });
  });

  it('the end: summaries of the rounds not yet posted, the result pinging every person, then the archive', () => {
    const plan = planPost({
      ...base,
      active: false,
      moverId: null,
      roundsFinished: 3,
      post: { ...base.post, rounds: 1 },
      archive: true,
      people: ['ann', 'ben', 'bot'],
    });
    expect(plan).toMatchObject({
      rounds: [1, 2],
      board: false,
      result: 'with-summaries',
      resultPings: ['ann', 'ben'],
      archive: true,
    });
    expect(planPost({ ...base, active: false, moverId: null }).result).toBe('alone');
  });
});
