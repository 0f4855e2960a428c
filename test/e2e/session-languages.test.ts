/**
 * The session layer's words in the reader's language, through the real client and the stand-in: a
 * game in a German server (its preferred locale) has its invitation, buttons, clocks, notices and
 * result in German whoever reads them; a refusal, a private answer, a confirmation and `/games` are
 * in the language of whoever they answer (a Japanese user's in Japanese, an English user's in
 * English); a turn notice by DM in its player's language as last seen. The toy game's own words
 * (its board's caption) are the fixture's English: the games' texts are tested with the games.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/session/store.ts';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { toy } from '../fixtures/games/toy.ts';
import { privately } from './sessions.ts';

let w: World;
let anna: StandInUser; // German client
let ben: StandInUser; // English client
let kenji: StandInUser; // Japanese client
beforeAll(async () => {
  w = await startWorld({
    players: ['anna', 'ben', 'kenji'],
    games: [toy],
    preferredLocale: 'de',
    locales: { anna: 'de', ben: 'en-US', kenji: 'ja' },
  });
  [anna, ben, kenji] = w.users as [StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

const said = (h: InteractionHandle) => privately(w, h);
/** A message's control by its action (the second part of its id): labels are in the server's language. */
const control = (m: StoredMessage, action: string) =>
  w.choices(m).find((c) => c.customId.split(':')[1] === action) as Choice;
const labels = (m: StoredMessage) => w.choices(m).map((c) => c.label);

describe('a game in a German server', () => {
  let threadId: string;
  let invitation: StoredMessage;

  it('invites in German, and refuses a Japanese user in Japanese', async () => {
    invitation = await w.slash(anna, 'toy', { subcommand: 'challenge', opponent: ben, pace: '1' }).response();
    expect(invitation.text).toMatch(
      new RegExp(
        `^<@${ben.id}>, anna fordert dich heraus zu \\*\\*Toy\\*\\* \\(2 rounds\\)\\. Die Herausforderung läuft <t:\\d+:R> ab\\.$`,
      ),
    );
    expect(labels(invitation)).toEqual(['Annehmen', 'Ablehnen']);
    // Kenji's client is Japanese: the refusal said to him alone is in Japanese, the invitation stays German.
    expect(await said(w.press(kenji, invitation, control(invitation, 'accept')))).toBe('この挑戦は ben さん宛てです。');
    // Anna, who made it, is told in German that it waits for Ben.
    expect(await said(w.press(anna, invitation, control(invitation, 'accept')))).toBe('Warte auf die Antwort von ben.');
  });

  it("opens the game in German, whoever accepts: the board's buttons and clock too", async () => {
    await w.press(ben, invitation, control(invitation, 'accept')).acknowledged();
    threadId = await w.standIn.waitFor(() => /das Spiel läuft in <#(\d+)>/.exec(invitation.text)?.[1]);
    expect(invitation.text).toBe(
      `ben hat die Herausforderung von anna zu **Toy** (2 rounds) angenommen: das Spiel läuft in <#${threadId}>.`,
    );
    expect(labels(invitation)).toEqual(['Zuschauen']);
    await w.settled(threadId);
    const board = w.liveBoard(threadId) as StoredMessage;
    expect(labels(board)).toContain('Deine Hand');
    expect(board.text).toMatch(/^⏱ \*\*ben \d T( \d+ Std)?\*\* \(am Zug\) · anna 3 T · 1 Tag pro Zug$/m);
  });

  it('answers each person in their own language', async () => {
    const board = w.liveBoard(threadId) as StoredMessage;
    expect(await said(w.press(kenji, board, control(board, 'hand')))).toBe('あなたはこのゲームに参加していません。');
    expect(await said(w.press(ben, invitation, control(invitation, 'watch')))).toBe(
      `You're playing in this game: <#${threadId}>.`,
    );
    expect(await said(w.press(kenji, invitation, control(invitation, 'watch')))).toMatch(
      new RegExp(`^👀 <#${threadId}> を観戦中です。`),
    );
    // The hand shown to Ben is Ben's (English) — its controls are the game's; its button on the board stays German.
    const hand = await w.press(ben, board, control(board, 'hand')).response();
    expect(hand.flags & 64).toBe(64);
  });

  it('lists /games in the reader’s language', async () => {
    const line = (await w.slash(anna, 'games', {}).response()).text;
    expect(line).toContain(`<#${threadId}> · Toy ·`);
    expect(line).toMatch(/ben ist dran · noch \d T( \d+ Std)? auf der anderen Uhr · deine 3 T$/);
    const english = (await w.slash(ben, 'games', {}).response()).text;
    expect(english).toMatch(/\*\*your turn\*\* · \d d( \d+ h)? left on your clock$/);
  });

  it('asks a German player to confirm resigning in German; the result and its Rematch in German', async () => {
    const ask = await w.slash(anna, 'toy', { subcommand: 'resign' }, threadId).response();
    expect(ask.text).toBe('Dein Toy-Spiel gegen ben aufgeben? Das lässt sich nicht rückgängig machen.');
    expect(labels(ask)).toEqual(['Aufgeben', 'Weiterspielen']);
    const done = await w.press(anna, ask, control(ask, 'resign')).response();
    expect(done.text).toBe('Du hast aufgegeben.');
    const result = await w.standIn.waitFor(() =>
      w.standIn.messages(threadId).find((m) => w.choices(m).some((c) => c.customId.includes(':rematch:'))),
    );
    expect(labels(result)).toEqual(['Revanche']);
    // A Japanese outsider pressing Rematch is refused in Japanese.
    expect(await said(w.press(kenji, result, control(result, 'rematch')))).toBe(
      '再戦を申し込めるのはこのゲームのプレイヤーだけです。',
    );
    // Ben asks for it: told in English, the invitation posted in the game's German.
    expect(await said(w.press(ben, result, control(result, 'rematch')))).toMatch(/^🔁 Rematch asked: https:/);
    const again = await w.standIn.waitFor(() =>
      w.standIn.messages(w.channelId).find((m) => m.text.includes(`will eine Revanche für <#${threadId}>`)),
    );
    expect(labels(again)).toEqual(['Annehmen', 'Ablehnen']);
    const doc = await collections(w.store).sessions.get(threadId);
    expect(doc?.value.locale).toBe('de');
  });

  it('sends a DM turn notice in its player’s own language', async () => {
    expect((await w.slash(kenji, 'notify', { mode: 'turn' }).response()).text).toBeTruthy();
    // Kenji takes on the computer: his first turn's DM is in Japanese, in a German server.
    const started = await w.slash(kenji, 'toy', { subcommand: 'challenge', opponent: w.standIn.bot }).response();
    const thread = await w.standIn.waitFor(() => /<#(\d+)>/.exec(started.text)?.[1]);
    const dm = await w.standIn.waitFor(() => w.standIn.dms(kenji.id).at(-1));
    expect(dm.text).toBe(
      `🃏 **Card Club** の **Toy** であなたの番です: https://discord.com/channels/${w.guild.id}/${thread}`,
    );
  });
});
