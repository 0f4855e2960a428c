/**
 * The compete-bot bench on a tiny competition (a Swiss of 8 over 2 rounds, a league of 16): it runs
 * end to end through the bot and reports every figure it promises (their values are the bench's
 * business, read from `npm run bench`).
 */
import { describe, expect, it } from 'vitest';
import { benchCompeteBot } from '../../src/tools/bench/compete-bot.ts';

const ACTIONS = [
  'create',
  'join',
  'table_open',
  'result',
  'standings_post',
  'standings_command',
  'tick_idle',
  'tick_one_due',
];

describe('compete-bot bench', () => {
  it('times every action of a tournament and a league through the bot', { timeout: 300_000 }, async () => {
    const figures = await benchCompeteBot({
      players: 8,
      rounds: 2,
      leaguePlayers: 16,
      samples: 2,
      timedResults: 2,
      leagueResults: 3,
      weeks: 1,
    });
    for (const key of ['tournament_8', 'league_16'])
      for (const action of ACTIONS) {
        expect(figures[`${key}_${action}_ms_p50`], `${key} ${action}`).toBeGreaterThanOrEqual(0);
        expect(figures[`${key}_${action}_ms_p99`], `${key} ${action}`).toBeGreaterThanOrEqual(
          figures[`${key}_${action}_ms_p50`] ?? 0,
        );
      }
    // A tick with nothing due looks at nothing; with the competition due, at it alone.
    expect(figures.tournament_8_tick_idle_checked).toBe(0);
    expect(figures.tournament_8_tick_one_due_checked).toBe(1);
    expect(figures.league_16_tick_idle_checked).toBe(0);
    expect(figures.league_16_tick_one_due_checked).toBe(1);
    expect(figures.tournament_8_round_open_s_max).toBeGreaterThan(0);
    expect(figures.league_16_games).toBe(56);
    // A league opens round by round: two divisions of 8, four games each in round 1.
    expect(figures.league_16_first_round_games).toBe(8);
    expect(figures.league_16_season_open_s).toBeGreaterThan(0);
  });
});
