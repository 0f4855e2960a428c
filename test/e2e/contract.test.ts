/**
 * The platform's contract, run for every registered game (and the test game of
 * test/fixtures/games/toy.ts, which has a lobby, private hands and a hidden stock): a whole game
 * through the real discord.js client and the stand-in with seeded random legal moves; a wrong user's
 * click, a double click, a stale click and a restart half-way; and no private card in any public
 * message or alt text, and no card at all in any log line at any level (trace up). Run in English, and
 * again for a server whose language is German (its players German, the outsider Japanese): the
 * controls are found by their ids, and the session's words (refusals, labels, the invitation) are
 * checked as the catalog says them in the reader's language; the games' own words are theirs.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/cards/random.ts';
import { GAMES } from '../../src/games/catalog.ts';
import { type MessageKey, t } from '../../src/i18n/index.ts';
import { createLogger } from '../../src/log.ts';
import { collections } from '../../src/session/store.ts';
import type { AnyGame } from '../../src/session/types.ts';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { toy } from '../fixtures/games/toy.ts';
import { until } from './sessions.ts';
import { CARD_IN_LOG } from './two-bots.ts';

const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let w: World;
let users: StandInUser[];
/** The server's language of the run, and its outsider's. */
let lang = { server: 'en-US', outsider: 'en-US' };

/** Starts the world of a run: a server in `server`'s language, its players too, the outsider (eve) in `outsider`'s. */
function worldIn(server: string, outsider: string) {
  beforeAll(async () => {
    lang = { server, outsider };
    const players = ['ann', 'ben', 'cat', 'dan', 'eve'];
    w = await startWorld({
      players,
      games: [toy],
      logger: createLogger({ level: 'trace', destination: sink }),
      preferredLocale: server,
      locales: Object.fromEntries(players.map((p) => [p, p === 'eve' ? outsider : server])),
    });
    users = w.users;
  });
  afterAll(async () => {
    await w?.close();
  });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any of the catalog's texts `keys` as said in `locale` (English: also the words the games say). */
const oneOf = (locale: string, keys: readonly MessageKey[], english?: RegExp) =>
  new RegExp(
    [...keys.map((k) => literal(t(locale, k))), ...(locale === 'en-US' && english ? [english.source] : [])].join('|'),
  );
/** A message's control by its action (`<game>:<action>:…`): labels are in the server's language. */
const byAction = (m: StoredMessage, action: string) =>
  w.choices(m).find((c) => c.customId.split(':')[1] === action) as Choice;
const isHint = (c: Choice) => c.customId.split(':')[1] === 'hint';
const isHand = (c: Choice) => c.customId.split(':')[1] === 'hand';

const rng = (seed: number) => {
  let s = seed;
  return (n: number) => {
    s = deriveSeed(s, 1);
    return (s >>> 0) % n;
  };
};

const publicText = (m: StoredMessage) =>
  [
    m.text,
    JSON.stringify(m.components),
    ...m.attachments.map((a) => `${a.filename} ${a.description ?? ''}`),
    JSON.stringify(m.embeds ?? []),
  ].join('\n');

/** The private answer to an interaction: an ephemeral reply or follow-up, or its deferred private reply once filled. */
const privateAnswer = (h: InteractionHandle) =>
  w.standIn.waitFor(() => {
    const m = h.privateMessage() ?? (h.record.ack?.type === 5 ? h.original() : undefined);
    return m && !m.loading && (m.flags & 64) !== 0 && m.text ? m : undefined;
  });

const versionOf = async (threadId: string) => (await collections(w.store).sessions.get(threadId))?.version ?? -1;

/** Each game's options for `new` (short games: the contract is about the platform, not long play). */
const NEW_OPTIONS: Record<string, Record<string, number>> = { rummy: { hands: 1 } };

/**
 * Starts a game of `game`: a challenge between ann and ben, or a lobby of `seats` (default ann, ben,
 * cat and a computer; 2: ann and ben; 6: ann, ben, cat, dan and two computers).
 */
async function start(game: AnyGame, seats = 4): Promise<{ threadId: string; seated: StandInUser[] }> {
  const [ann, ben, cat, dan] = users as [StandInUser, StandInUser, StandInUser, StandInUser];
  if (game.seats.max === 2) {
    const challenge = await w
      .slash(ben, game.id, { subcommand: 'challenge', opponent: ann, ...game.shortGame })
      .response();
    const accept = byAction(challenge, 'accept');
    if (!accept) throw new Error(challenge.text);
    expect(accept.label).toBe(t(lang.server, 'session.acceptLabel'));
    await w.press(ann, challenge, accept).acknowledged();
    const threadId = await w.standIn.waitFor(() => /<#(\d+)>/.exec(challenge.text)?.[1]);
    await w.settled(threadId);
    return { threadId, seated: [ann, ben] };
  }
  const lobby = await w
    .slash(ann, game.id, { subcommand: 'new', ...(NEW_OPTIONS[game.id] ?? { rounds: 5 }) })
    .response();
  const button = (action: string) => byAction(lobby, action);
  expect(w.choices(lobby).map((c) => c.label)).toContain(t(lang.server, 'session.lobby.joinLabel'));
  // A click by someone not seated on Start is refused; so is Start with the host alone.
  expect((await w.press(ben, lobby, button('start')).privateAnswer()).text).toBe(
    t(lang.server, 'session.lobby.hostOnlyStart'),
  );
  await w.press(ben, lobby, button('join')).response();
  expect((await w.press(ben, lobby, button('join')).privateAnswer()).text).toBe(t(lang.server, 'session.lobby.seated'));
  const people = seats === 2 ? [ann, ben] : seats === 6 ? [ann, ben, cat, dan] : [ann, ben, cat];
  for (const person of people.slice(2)) await w.press(person, lobby, button('join')).response();
  for (let n = people.length; n < seats; n++) await w.press(ann, lobby, button('addcpu')).response();
  await w.standIn.waitFor(() => lobby.text.includes(`${seats}. `));
  await w.press(ann, lobby, button('start')).acknowledged();
  const threadId = await w.standIn.waitFor(() => /<#(\d+)>/.exec(lobby.text)?.[1]);
  await w.settled(threadId);
  return { threadId, seated: people };
}

/** One move of the seat to move, through its public controls or its private hand. */
async function move(threadId: string, pick: (n: number) => number, double: boolean) {
  const board = w.liveBoard(threadId);
  if (!board) throw new Error('no live board');
  const mover = w.moverOf(board);
  if (!mover) throw new Error(`nobody to move on: ${board.text}`);
  const before = await versionOf(threadId);
  const choices = w.choices(board).filter((c) => !isHint(c) && !isHand(c));
  if (choices.length > 0) {
    const choice = choices[pick(choices.length)] as Choice;
    const first = w.press(mover, board, choice);
    if (double) {
      // Both clicks of a double click: exactly one is applied, the other is told the board changed.
      const second = w.press(mover, board, choice);
      const answers = await Promise.all([first.acknowledged(), second.acknowledged()]);
      expect(answers.map((a) => a.type).sort()).toEqual([4, 7]);
      const refused = [first, second].find((h) => h.record.ack?.type === 4);
      expect(refused && (await privateAnswer(refused)).text).toMatch(
        oneOf(lang.server, ['session.boardChanged', 'session.gameOver'], /board has changed|game is over/),
      );
    } else await first.acknowledged();
  } else {
    const open = w.choices(board).find(isHand) as Choice;
    expect(open.label).toBe(t(lang.server, 'session.handLabel'));
    const opened = w.press(mover, board, open);
    let hand = await opened.response();
    expect(hand.flags & 64).toBe(64); // private
    for (let step = 0; step < 40 && (await versionOf(threadId)) === before; step++) {
      // The hint answers privately without changing the hand: not a step of the move.
      const controls = w.choices(hand).filter((c) => !isHint(c));
      // The confirmation of a hand's step (its id ends in `ok`), whatever its label's language.
      const ok = controls.find((c) => c.customId.endsWith(':ok'));
      const choice = ok ?? (controls[pick(controls.length)] as Choice);
      const h = w.press(mover, hand, choice);
      if (ok && double) {
        // Both clicks of a doubled confirmation: one plays, the other is refused privately.
        const again = w.press(mover, hand, choice);
        await Promise.all([h.acknowledged(), again.acknowledged()]);
        const texts = await Promise.all([h, again].map((x) => (x.record.ack?.type === 7 ? null : privateAnswer(x))));
        const refusals = texts.filter((x) => x !== null).map((x) => x?.text);
        expect(refusals).toHaveLength(1);
        // In English the words are known, the game's own "not your turn" included; in another language
        // that refusal may be the game's (its texts are the game's to check).
        if (lang.server === 'en-US') expect(refusals[0]).toMatch(/changed|earlier turn|turn|game is over/);
      }
      await h.acknowledged();
      if (!ok) hand = await h.response();
    }
  }
  await until(async () => (await versionOf(threadId)) > before, 10_000, `a move on ${board.text}`);
  await w.settled(threadId);
  return { board, mover };
}

const RUNS = [
  ...[...GAMES, toy].map((game) => ({ id: game.id, game, seats: 4 })),
  ...GAMES.filter((g) => g.id === 'rummy').flatMap((game) => [2, 6].map((seats) => ({ id: game.id, game, seats }))),
];

/** In German: a game of two (a challenge) and the toy's table of four (a lobby, private hands). */
const GERMAN_RUNS = RUNS.filter((r) => (r.id === 'abstrac' || r.id === 'toy') && r.seats === 4);

describe('in English', () => {
  worldIn('en-US', 'en-US');
  describe.each(RUNS)('the platform contract: $id ($seats seats)', contract);
});

describe('in a German server, with a Japanese outsider', () => {
  worldIn('de', 'ja');
  describe.each(GERMAN_RUNS)('the platform contract: $id ($seats seats)', contract);
});

function contract({ game, seats }: (typeof RUNS)[number]) {
  it('plays a whole game with refusals, a double click, a stale click and a restart', async () => {
    const { threadId, seated } = await start(game, seats);
    const pick = rng(game.id.length * 7919);
    const outsider = users[4] as StandInUser;
    let oldBoard: StoredMessage | undefined;
    let restarted = false;
    for (let n = 0; n < 1500; n++) {
      const doc = await collections(w.store).sessions.get(threadId);
      if (doc?.value.status === 'finished') break;
      const board = w.liveBoard(threadId);
      if (!board) throw new Error('no live board');
      const control = w.choices(board).find((c) => !isHand(c) && !isHint(c)) ?? w.choices(board)[0];
      if (n % 5 === 1 && control) {
        // A click by someone who is not playing changes nothing and is answered privately.
        const version = await versionOf(threadId);
        const answer = await privateAnswer(w.press(outsider, board, control));
        // Said in the outsider's own language, whatever the server's.
        expect(answer.text).toMatch(
          oneOf(
            lang.outsider,
            ['session.notYourGame', 'session.notSeated', 'session.handNotYours'],
            /isn't your game|not playing|not yours/,
          ),
        );
        expect(await versionOf(threadId)).toBe(version);
      }
      if (n % 7 === 3 && oldBoard && control) {
        // A control of an older board is refused as stale (a board redrawn in place for a further
        // step of the same turn is the live one, not an older one).
        const stale = w.choices(oldBoard)[0];
        const mover = w.moverOf(board);
        if (stale && mover && oldBoard.id !== board.id) {
          const version = await versionOf(threadId);
          const answer = await privateAnswer(w.press(mover, oldBoard, stale));
          expect(answer.text).toMatch(
            oneOf(
              lang.server,
              [
                'session.boardChanged',
                'session.staleHand',
                'bot.boardChanged',
                'bot.noLongerValid',
                'bot.notOnMessage',
              ],
              /changed|earlier|no longer/,
            ),
          );
          expect(await versionOf(threadId)).toBe(version);
        }
      }
      if (n === 4 && !restarted) {
        await w.restart();
        restarted = true;
      }
      // What each public message said before the move, and which cards were private then.
      const publicNow = () =>
        [...w.standIn.messages(threadId), ...w.standIn.messages(w.channelId)].filter((m) => m.visibleTo === null);
      const said = new Map(publicNow().map((m) => [m.id, publicText(m)]));
      const privateBefore = new Set<string>(
        game.hand?.secret((await collections(w.store).sessions.get(threadId))?.value.state) ?? [],
      );
      const logsBefore = logLines.length;
      const moved = await move(threadId, pick, n % 6 === 2);
      oldBoard = moved.board;
      // Nothing the move posted or changed shows a card private both before and after it (a card
      // shown in an earlier round may be dealt face down again in a later one), and no log line of
      // the move, at any level, names any card.
      const after = await collections(w.store).sessions.get(threadId);
      const secret = (game.hand?.secret(after?.value.state) ?? []).filter((card) => privateBefore.has(card));
      const shown = publicNow()
        .filter((m) => said.get(m.id) !== publicText(m))
        .map(publicText)
        .join('\n');
      for (const card of secret) expect(shown).not.toContain(` ${card}`);
      expect(logLines.slice(logsBefore).filter((line) => CARD_IN_LOG.test(line))).toEqual([]);
    }
    const doc = await collections(w.store).sessions.get(threadId);
    expect(doc?.value.status).toBe('finished');
    expect(restarted).toBe(true);
    // The result carries 🔁 Rematch, labelled in the server's language (the result's own words are the game's).
    const result = await w.standIn.waitFor(() =>
      w.standIn.messages(threadId).find((m) => w.choices(m).some((c) => c.customId.split(':')[1] === 'rematch')),
    );
    if (lang.server === 'en-US') expect(result.text).toMatch(/wins/);
    expect(byAction(result, 'rematch').label).toBe(t(lang.server, 'session.rematchLabel'));
    expect(await collections(w.store).results.get(threadId)).toBeDefined();
    // Each person was pinged by a board at some point (an old board's "your turn" line gives way to
    // what was played on it, so its first version is the one to read).
    for (const u of seated)
      expect(w.standIn.messages(threadId).some((m) => (m.history[0] ?? m).text.includes(`<@${u.id}>`))).toBe(true);
  }, 240_000);
}
