/**
 * Abstrac and Threedom in another language: the board's text, its picture (golden images at 400 px
 * wide, the width a phone shows it, in German and in Japanese), its alt text, a hint and the engine's
 * refusals, said in German and Japanese from the same state that reads in English elsewhere.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { UserError } from '../../src/bot/types.ts';
import { analysisLines } from '../../src/games/abstrac/analysis.ts';
import { abstrac } from '../../src/games/abstrac/module.ts';
import { boardPayload as abstracBoard, resultLine } from '../../src/games/abstrac/pictures.ts';
import { describeAbstracBoard, renderAbstracBoard } from '../../src/games/abstrac/render/index.ts';
import { playToEnd, playUntilRow, sampleModel } from '../../src/games/abstrac/render/sample-states.ts';
import type { AbstracSession } from '../../src/games/abstrac/schema.ts';
import { analyseDeal, hintText, solvePosition } from '../../src/games/abstrac/solver/index.ts';
import { viewFor } from '../../src/games/threedom/engine/index.ts';
import type { Seat } from '../../src/games/threedom/engine/types.ts';
import { readDraft, threedomHand } from '../../src/games/threedom/hand.ts';
import { adviceText } from '../../src/games/threedom/hint.ts';
import { threedom } from '../../src/games/threedom/module.ts';
import { gridModel, boardPayload as threedomBoard } from '../../src/games/threedom/pictures.ts';
import { describeThreedomGrid } from '../../src/games/threedom/render/alt.ts';
import { renderThreedomGrid } from '../../src/games/threedom/render/pooled.ts';
import { threedomSamples } from '../../src/games/threedom/render/samples.ts';
import { chooseThreedomMove } from '../../src/games/threedom/solver/player.ts';
import { threedomUi } from '../../src/games/threedom/ui.ts';
import { say, type Text } from '../../src/i18n/index.ts';
import { closeRenderPool } from '../../src/render/pool.ts';
import { THEMES } from '../../src/render/theme.ts';
import { refusalOf } from '../../src/session/language.ts';
import { compareGolden, decode } from './golden.ts';

afterAll(() => closeRenderPool());

const id = (action: string, args: readonly (string | number)[] = []) => ['g', action, 't', 1, ...args].join(':');

/** An Abstrac match between two people, its first deal played until `row` cards are left, in `locale`. */
function abstracSession(locale: string): AbstracSession {
  const options = abstrac.optionsSchema.parse({ variant: 'classic' });
  let state = abstrac.setup(options, 2, 7);
  // Choose, then take one card at a time, until nine cards are left in the row.
  for (let n = 0; n < 40; n++) {
    const seat = abstrac.toMove(state);
    if (seat === null || state.current.layout.length - state.current.takes.flat().reduce((a, b) => a + b, 0) <= 9)
      break;
    const move =
      n === 0 ? { type: 'choose' as const, first: 'nondealer' as const } : { type: 'take' as const, count: 1 };
    const result = abstrac.apply(state, seat, move);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  return {
    game: 'abstrac',
    guildId: 'g',
    parentChannelId: 'c',
    seats: [
      { id: '11', name: 'Maëlle' },
      { id: '22', name: 'Tobias' },
    ],
    options,
    state,
    createdAt: 0,
    lastMoveAt: 0,
    status: 'active',
    locale,
  } as AbstracSession;
}

const threedomClaim = () => {
  const claim = threedomSamples().find((s) => s.name === 'threedom-claim')?.session;
  if (!claim) throw new Error('no sample');
  return claim;
};

describe('pictures in German and Japanese, 400 px wide (golden images)', () => {
  const CASES = [
    { name: 'abstrac-board-de-400px', locale: 'de', game: 'abstrac' },
    { name: 'abstrac-board-ja-400px', locale: 'ja', game: 'abstrac' },
    { name: 'threedom-grid-de-400px', locale: 'de', game: 'threedom' },
    { name: 'threedom-grid-ja-400px', locale: 'ja', game: 'threedom' },
  ] as const;

  it.each(CASES)('$name matches its golden image', async ({ name, locale, game }) => {
    const png =
      game === 'abstrac'
        ? await renderAbstracBoard({ ...sampleModel(playUntilRow('classic', 7, 12)), locale }, THEMES.classic, {
            width: 400,
          })
        : await renderThreedomGrid(gridModel(threedomClaim(), locale), THEMES.classic, { width: 400 });
    expect((await decode(png)).width).toBe(400);
    expect(await compareGolden(name, png)).toBeNull();
  });

  it('draws different words in each language', async () => {
    const model = sampleModel(playUntilRow('classic', 7, 12));
    const [en, de] = await Promise.all(
      [model, { ...model, locale: 'de' }].map((m) => renderAbstracBoard(m, THEMES.classic, { width: 400 })),
    );
    expect(Buffer.compare(en as Buffer, de as Buffer)).not.toBe(0);
  });
});

describe("Abstrac's words in German and Japanese", () => {
  it("says the board's caption, its buttons and its alt text in the game's language", async () => {
    const de = await abstracBoard(abstracSession('de'), id, THEMES.classic, 'de');
    expect(de.content).toMatch(/^\*\*Abstrac · Klassisch\*\* · Maëlle \d+ – Tobias \d+ \(bis 500\) · Runde 1\n/);
    expect(de.content).toMatch(/<@\d+>, du bist dran: nimm 1 (oder 2|bis \d) Karten\./);
    const labels = JSON.stringify(de.components.map((r) => r.toJSON()));
    expect(labels).toContain('"label":"1 nehmen (');
    const ja = await abstracBoard(abstracSession('ja'), id, THEMES.classic, 'ja');
    expect(ja.content).toMatch(/^\*\*Abstrac · クラシック\*\* · Maëlle \d+ – Tobias \d+（500点先取） · ディール1\n/);
    expect(ja.content).toMatch(/あなたの番です：1(枚か\d枚|〜\d枚)取ってください。/);

    const model = sampleModel(playUntilRow('classic', 7, 12));
    expect(describeAbstracBoard({ ...model, locale: 'de' })).toMatch(
      /^Abstrac Klassisch, Runde 3\. (Maëlle|Tobias) nimmt 1 (oder|bis) \d Karten\. Reihe, oberste zuerst: /,
    );
    expect(describeAbstracBoard({ ...model, locale: 'de' })).toContain('Partie vor dieser Runde: ');
    expect(describeAbstracBoard({ ...model, locale: 'ja' })).toMatch(
      /^Abstrac クラシック、ディール3。 \S+が1〜\d+枚取る番。 列（上から）：/,
    );
  });

  it('gives a hint and the analysis in the asker’s language', () => {
    const state = abstracSession('de').state.current;
    const solution = solvePosition(state) as Parameters<typeof hintText>[0];
    expect(hintText(solution, state, 'de')).toMatch(
      /^Nimm \d( oder \d)*[ .].*Bei perfektem Spiel ab hier .*\(\d nehmen: /,
    );
    expect(hintText(solution, state, 'ja')).toMatch(
      /^\d(、\d)*(、または|または)?\d*枚取りましょう.*ここから最善を尽くすと/,
    );
    const review = analyseDeal(playToEnd('classic', 3));
    const lines = analysisLines(review, 0, ['Maëlle', 'Tobias'], 'ja');
    expect(lines[0]).toBe('**分析**（各手を最善手と比較）：');
  });

  it("says the engine's refusal in the player's language, with its values", () => {
    const session = abstracSession('de');
    const seat = abstrac.toMove(session.state) as number;
    const result = abstrac.apply(session.state, seat, { type: 'take', count: 4 });
    if (result.ok) throw new Error('a take of 4 in classic');
    const refusal = new UserError(refusalOf('abstrac', result));
    expect(refusal.in('de')).toBe('Du kannst nicht 4 nehmen: du darfst 1, 2 oder 3 Karten nehmen.');
    expect(refusal.in('ja')).toBe('4枚は取れません：取れるのは1、2、3枚です。');
    expect(refusal.message).toBe("You can't take 4: you may take 1, 2 or 3 cards.");
    const other = abstrac.apply(session.state, 1 - seat, { type: 'take', count: 1 });
    if (other.ok) throw new Error('a take out of turn');
    expect(new UserError(refusalOf('abstrac', other)).in('ja')).toBe('あなたの番ではありません。');
  });

  it('ends the match in the thread’s language', () => {
    const session = abstracSession('de');
    const over = abstrac.leave(session.state, 1, 'resigned');
    if (!over.ok) throw new Error(over.reason);
    expect(resultLine({ ...session, state: over.state })).toMatch(
      /^🏳️ Tobias hat aufgegeben: <@11> gewinnt die Partie \(\d+ zu \d+\)\.$/,
    );
  });
});

describe("Threedom's words in German and Japanese", () => {
  it("says the board's caption and its alt text in the game's language", async () => {
    const claim = threedomClaim();
    const de = await threedomBoard(claim, THEMES.classic, 'de');
    expect(de.content).toMatch(
      /^\*\*Threedom\*\* \(bis 500\) · Runde 1 · Maëlle \d+ diese Runde · \d+ insgesamt – Tobias/,
    );
    const alt = describeThreedomGrid(gridModel(claim, 'ja'));
    expect(alt).toMatch(/^Threedomの盤面、ラウンド1 · 500点先取。山札\d+。山：左上 /);
    expect(alt).toContain('直前の手番：');
    expect(alt).toMatch(/を獲得：/);
    expect(describeThreedomGrid(gridModel(claim, 'de'))).toMatch(
      /Stapel: oben links .* Letzter Zug: .* spielte .* gewann die /,
    );
  });

  it('gives a hint in the asker’s language', () => {
    const claim = threedomClaim();
    const seat = threedom.toMove(claim.state) as Seat;
    const move = chooseThreedomMove('greedy', viewFor(claim.state.match, seat), 1);
    expect(adviceText(claim.state, seat, move, 'de')).toMatch(
      /^Spiel \S+ auf den Stapel .+ und nimm \S+ vom Stapel .+: .+\.$/,
    );
    expect(adviceText(claim.state, seat, move, 'ja')).toMatch(/^\S+を.+に出し、.+から\S+を取りましょう.*：.+。$/);
  });

  it("draws a private hand in its viewer's language, and narrates a turn in the thread's", async () => {
    const claim = threedomClaim();
    const seat = threedom.toMove(claim.state) as Seat;
    const draw = { session: claim, locale: 'ja', version: 1, theme: THEMES.classic, id };
    const hand = await threedomHand.view(draw, seat, []);
    expect(hand.content).toMatch(/^あなたのカード：\S+ \S+ \S+\nあなたの番です：どの山から取りますか？/);
    const labels = hand.components.flatMap((r) => r.toJSON().components.map((c) => (c as { label?: string }).label));
    expect(labels.slice(0, 3)).toEqual(expect.arrayContaining([expect.stringMatching(/^左上 · /)]));
    expect(hand.files[0]?.description).toMatch(/^あなたの手札：/);
    const step = await threedomHand.view(draw, seat, ['t0']);
    expect(step.content).toMatch(/左上から\S+を取ります：どのカードを、どの山に出しますか？/);
    const events = [
      { type: 'played', seat, card: '7♥', on: 4 },
      { type: 'took', seat, card: '5♣', from: 0 },
    ] as never;
    expect(threedomUi.narrate({ ...claim, locale: 'de' }, events)).toMatch(
      /^\S+ spielte 7♥ auf den Stapel Mitte und nahm 5♣ vom Stapel oben links\.$/,
    );
  });

  it("says the engine's and the hand's refusals in the player's language", () => {
    const claim = threedomClaim();
    const seat = threedom.toMove(claim.state) as Seat;
    const result = threedom.apply(claim.state, 1 - seat, { type: 'turn', play: '2♣', on: 0, take: 1 });
    if (result.ok) throw new Error('a turn out of turn');
    expect(new UserError(refusalOf('threedom', result)).in('de')).toBe('Du bist nicht dran.');
    const hand = claim.state.match.current.hands[claim.state.match.starter === seat ? 'p1' : 'p2'];
    const same = threedom.apply(claim.state, seat, { type: 'turn', play: hand[0] as never, on: 4, take: 4 });
    if (same.ok) throw new Error('a take from the pile played on');
    const refusal = new UserError(refusalOf('threedom', same));
    expect(refusal.in('ja')).toBe('山4（中央）からは取れません：今出した山です。');
    expect(refusal.in('de')).toBe('Du kannst nicht von Stapel 4 (Mitte) nehmen: Auf ihn hast du gerade gespielt.');
    expect(refusal.message).toBe("You can't take from pile 4 (centre): it is the pile just played on.");
    const draft = readDraft(['t12'], 3) as Text;
    expect(say('ja', draft)).toBe('取れる山12はありません：盤面の山は0〜8の9つです。');
    expect(say('de', draft)).toBe('Es gibt keinen Stapel 12 zum Nehmen: Das Raster hat neun, 0 bis 8.');
  });
});
