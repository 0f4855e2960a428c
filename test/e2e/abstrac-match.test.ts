/** A whole classic match through the stand-in: challenge → thread → moves → deal summaries → result → leaderboard. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordResult } from '../../src/session/leaderboard.ts';
import { startWorld, type World } from '../../src/tools/demo/world.ts';
import { controlsOf } from '../../src/tools/standin/index.ts';
import { playToEnd, seededPick, startGame } from './play.ts';
import { abstracGame, namesOf } from './sessions.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('a classic match end to end', () => {
  it('goes from the challenge to the leaderboard', async () => {
    const [alice, bob] = w.users as [NonNullable<World['users'][0]>, NonNullable<World['users'][0]>];
    const { threadId, board, challenge } = await startGame(w, alice, bob, {
      variant: 'classic',
      deals: 2,
    });
    expect(challenge.history[0]?.text).toMatch(/alice challenges you to \*\*Abstrac · Classic\*\* \(2 deals\)/);
    expect(w.choices(challenge).map((c) => c.label)).toEqual(['Watch']); // Accept / Decline gone once accepted
    expect(challenge.text).toContain(`<#${threadId}>`);
    const thread = w.standIn.channel(threadId);
    expect(thread?.memberIds.has(alice.id) && thread.memberIds.has(bob.id)).toBe(true);

    // The challenged player is the first nondealer and chooses who starts; only they are pinged.
    expect(w.moverOf(board)?.id).toBe(bob.id);
    expect(w.choices(board).map((c) => c.label)).toEqual(['Play first', 'Play second']);
    expect(board.attachments[0]?.contentType).toBe('image/png');

    const status = await w.slash(bob, 'abstrac', { subcommand: 'status' }).response();
    expect(status.text).toMatch(
      new RegExp(
        `^<#${threadId}> · Abstrac · Classic vs alice · 0–0 · \\*\\*your turn\\*\\* · waiting since <t:\\d+:R> · reminder <t:\\d+:R> · forfeit <t:\\d+:R>$`,
      ),
    );
    expect(status.flags & 64).toBe(64);

    const moves = await playToEnd(w, threadId, seededPick(42));
    expect(moves).toBeGreaterThan(16);
    const messages = w.standIn.messages(threadId);
    // Every board but the live one lost its buttons; none is live at the end, the result has 🔁 Rematch.
    expect(messages.filter((m) => controlsOf(m).length > 0).map((m) => w.choices(m).map((c) => c.label))).toEqual([
      ['Rematch'],
    ]);
    const summaries = messages.filter((m) => /^Deal \d: /.test(m.text));
    expect(summaries.length).toBeGreaterThanOrEqual(2);
    for (const s of summaries) expect(s.attachments[0]?.filename).toMatch(/^deal-\d\.png$/);
    // The first deal's summary was posted, then the next deal's board, and only then did the
    // summary gain its analysis (text and table): the analysis never delays the next board.
    const [first] = summaries;
    const analysed = await w.standIn.waitFor(() => (first?.attachments.length === 2 ? first : undefined));
    expect(analysed.attachments.map((a) => a.filename)).toEqual(['deal-1.png', 'analysis-1.png']);
    expect(analysed.history[0]?.text).toBe(analysed.text.split('\n')[0]);
    expect(analysed.text).toContain('**Analysis**');
    const nextBoard = messages[messages.indexOf(analysed) + 1];
    expect(nextBoard?.text).toMatch(/· deal 2\n/);
    expect(analysed.editedAt ?? 0).toBeGreaterThanOrEqual(nextBoard?.createdAt ?? Number.POSITIVE_INFINITY);
    const result = messages.at(-1);
    expect(result?.text).toMatch(/🏆 <@\d+> wins the match, \d+ to \d+\./);

    const game = await abstracGame(w.store, threadId);
    expect(game?.status).toBe('finished');
    const winner = game?.state.outcome?.winner ?? 0;

    const lb = w.slash(alice, 'leaderboard', { variant: 'classic' });
    const reply = await lb.response();
    const text = JSON.stringify(reply.embeds) + reply.text;
    expect(text).toContain(namesOf(game)[winner]);
    expect(text).toMatch(/1 game/);
  });

  it('/leaderboard with no options shows every game, and /stats one line and one number per board', async () => {
    const [alice, bob] = w.users as [NonNullable<World['users'][0]>, NonNullable<World['users'][0]>];
    await recordResult(w.store, {
      matchId: 'threedom-match',
      guildId: w.guild.id,
      game: 'threedom',
      variant: 'standard',
      players: [
        { id: alice.id, name: 'alice', place: 1, points: 510 },
        { id: bob.id, name: 'bob', place: 2, points: 320 },
      ],
    });
    const reply = await w.slash(alice, 'leaderboard').response();
    const fields = (reply.embeds[0] as { fields: { name: string; value: string }[] }).fields;
    expect(fields.map((f) => f.name)).toEqual(['Abstrac', 'Threedom', 'Rummy']);
    expect(fields[1]?.value).toMatch(/\*\*1\. alice\*\* · 1 game, 1 W \/ 0 L, 510 pts · rating \d+$/m);
    expect(fields[2]?.value).toMatch(/No finished games yet/);

    const stats = JSON.stringify((await w.slash(alice, 'stats').response()).embeds);
    expect(stats).toContain('**Threedom**: #1 of 2 · 1 game, 1 W / 0 L · 510 pts · rating ');
    expect(stats).not.toMatch(/Threedom · |μ|σ/);
    expect(stats).toMatch(/\*\*Abstrac · all variants\*\*: #\d of 2 · 1 game,/);
  });
});

describe('the other commands', () => {
  it('/help lists every command', async () => {
    const reply = await w.slash(w.users[0] as never, 'help').response();
    const text = JSON.stringify(reply.embeds);
    for (const name of ['abstrac', 'leaderboard', 'stats', 'rules', 'settings', 'help'])
      expect(text).toContain(`/${name}`);
    expect(reply.flags & 64).toBe(64);
  });

  it('/rules shows one game from docs/rules.md within embed limits', async () => {
    const i = w.slash(w.users[0] as never, 'rules', { game: 'abstrac' });
    const first = await i.response();
    const embeds = first.embeds as { title: string; description: string }[];
    expect(embeds[0]?.title).toMatch(/^Rules · Abstrac/);
    expect(embeds.map((e) => e.description).join('\n')).toContain('Misère');
    expect(embeds.every((e) => e.description.length <= 4096)).toBe(true);
    expect(JSON.stringify(embeds)).not.toContain('Threedom');
  });

  it('/stats shows a record and /settings refuses a member without Manage Server', async () => {
    const stats = await w.slash(w.users[0] as never, 'stats').response();
    expect(JSON.stringify(stats.embeds)).toMatch(/Abstrac · all variants|No finished games/);
    const settings = w.slash(w.users[2] as never, 'settings', { forfeit_hours: 48 });
    const reply = await settings.response();
    expect(reply.text).toMatch(/Manage Server/);
  });
});
