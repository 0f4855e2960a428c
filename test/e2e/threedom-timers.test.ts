/** Threedom with a controllable clock: a reminder once, then a forfeit that ends the game and counts on the leaderboard. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreedomSession } from '../../src/games/threedom/schema.ts';
import { standings } from '../../src/session/leaderboard.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { type Choice, ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser } from '../../src/tools/standin/index.ts';

const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
let w: World;
let ann: StandInUser;
let ben: StandInUser;
beforeAll(async () => {
  w = await startWorld({ clock, players: ['ann', 'ben'] });
  [ann, ben] = w.users as [StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

describe('Threedom reminders and forfeits', () => {
  it('reminds the player to move once, then forfeits them; the result and the leaderboard follow', async () => {
    const challenge = await w.slash(ben, 'threedom', { subcommand: 'challenge', opponent: ann }).response();
    await w.press(ann, challenge, w.choices(challenge).find((c) => c.label === 'Accept') as Choice).acknowledged();
    const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
    await w.settled(threadId);
    const board = w.liveBoard(threadId);
    expect(board && w.moverOf(board)?.id).toBe(ann.id);
    const run = () => tick(w.bot.ctx, [w.guild.id]);
    clock.advance(25 * HOUR_MS);
    expect((await run()).reminded).toEqual([threadId]);
    expect(w.standIn.messages(threadId).at(-1)?.text).toMatch(new RegExp(`^⏰ <@${ann.id}>, it's your move`));
    clock.advance(HOUR_MS);
    expect((await run()).reminded).toEqual([]);
    clock.advance(48 * HOUR_MS);
    expect((await run()).forfeited).toEqual([threadId]);
    await w.standIn.waitFor(() =>
      w.standIn.messages(threadId).find((m) => /ann forfeited \(no move in time\): <@\d+> wins the game/.test(m.text)),
    );
    const s = (await collections(w.store).sessions.get(threadId))?.value as ThreedomSession;
    expect(s.status).toBe('finished');
    expect(s.state.match.resigned).toEqual({ seat: 0, how: 'forfeited' });
    const table = await standings(w.store, w.guild.id, 'threedom', 'standard');
    expect(table.find((p) => p.id === ben.id)?.wins).toBe(1);
    expect(table.find((p) => p.id === ann.id)?.losses).toBe(1);
  }, 60_000);
});
