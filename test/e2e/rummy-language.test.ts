/**
 * Rummy in the players' languages through the real client and the stand-in: on a German server the
 * table speaks German (board text, alt text, the turns told), while a Japanese player's own hand, its
 * controls, its hint and the picture's alt text are in Japanese. Controls are found by their ids, not
 * their labels, which are in the readers' languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';

let w: World;
let ann: StandInUser;
beforeAll(async () => {
  w = await startWorld({ players: ['ann'] });
  [ann] = w.users as [StandInUser];
  const guild = w.standIn.world.guild(w.guild.id);
  if (!guild) throw new Error('no guild');
  guild.preferredLocale = 'de';
  ann.locale = 'ja';
});
afterAll(async () => {
  await w?.close();
});

/** The control whose custom id has `action`, and `arg` as its first argument when given. */
const control = (m: StoredMessage, action: string, arg?: string) =>
  w.choices(m).find((c) => {
    const parts = c.customId.split(':');
    return parts[1] === action && (arg === undefined || parts[4] === arg);
  }) as Choice;

describe('Rummy on a German server with a Japanese player', () => {
  it('posts the table in German and shows the player their hand, its hint and its alt text in Japanese', async () => {
    const lobby = await w.slash(ann, 'rummy', { subcommand: 'new', hands: 1 }).response();
    await w.press(ann, lobby, control(lobby, 'addcpu')).response();
    await w.standIn.waitFor(() => lobby.text.includes('2. '));
    await w.press(ann, lobby, control(lobby, 'start')).acknowledged();
    const threadId = await w.standIn.waitFor(() => /<#(\d+)>/.exec(lobby.text)?.[1]);
    await w.settled(threadId);

    const board = w.liveBoard(threadId) as StoredMessage;
    expect(board.text).toMatch(/\*\*Rommé\*\* · Runde 1 · 1 Runde/);
    const alt = board.attachments[0]?.description ?? '';
    expect(alt).toMatch(/^Rommé · Runde 1 · 1 Runde\. /);
    expect(alt).toMatch(/Talon \d+, Ablagestapel \d+/);

    const hand = await w.press(ann, board, control(board, 'hand')).response();
    expect(hand.flags & 64).toBe(64);
    expect(hand.text).toMatch(/^\*\*手札\*\* · \d+枚、スート順/);
    expect(hand.attachments[0]?.description).toMatch(/^あなたの手札：/);
    const labels = w.choices(hand).map((c) => c.label);
    expect(labels).toContain('ランク順に並べる');
    expect(labels).toContain('ヒント');
    expect(labels).toContain('山札から引く');
    // ann moves first (the seat after the dealer): her hint is Japanese, her turn told on the German board.
    const hint = await w.press(ann, hand, control(hand, 'hint')).response();
    expect(hint.text).toMatch(/^💡 (山札から引きましょう|捨て札の.+を取りましょう)：/);
    const before = w.versionOf(board);
    const drew = await w.press(ann, hand, control(hand, 'step', 'ds')).response();
    expect(drew.text).toContain('好きなだけメルドや付け札をしてから、1枚捨ててください');
    // The draw is quiet (the table stays until the turn ends); the discard brings the next table.
    const discard = w.choices(drew).filter((c) => c.customId.split(':')[4] === 'x')[0] as Choice;
    await w.press(ann, drew, discard).acknowledged();
    await w.waitForNext(threadId, before + 1);
    // Her table, its controls gone, says in German what her turn did.
    expect(w.standIn.message(board.id)?.text).toMatch(/ann zog vom Talon und warf .+ ab/);
  }, 60_000);
});
