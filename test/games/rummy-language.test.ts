/**
 * Rummy in the players' languages: a German game's board, narration, result and round summary, and
 * its picture's alt text; a private hand, its controls and alt text in the viewer's language (German
 * or Japanese); hints with their reasons; the engine's refusals, read from the catalog by their code
 * with the engine's values. English stays as it was.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkMove, viewFor } from '../../src/games/rummy/engine/index.ts';
import type { RummyView } from '../../src/games/rummy/engine/types.ts';
import { rummy } from '../../src/games/rummy/module.ts';
import { sayNotes } from '../../src/games/rummy/notes.ts';
import type { RummySession } from '../../src/games/rummy/pictures.ts';
import type { Note, RummyGameState } from '../../src/games/rummy/schema.ts';
import { rummyHintText } from '../../src/games/rummy/solver/hint.ts';
import { rummyMove } from '../../src/games/rummy/solver/player.ts';
import { say, type Text } from '../../src/i18n/index.ts';
import { closeRenderPool } from '../../src/render/pool.ts';
import { THEMES } from '../../src/render/theme.ts';
import { refusalOf } from '../../src/session/language.ts';
import { controlsOf } from '../../src/tools/standin/index.ts';
import { discard, draw, hand, layoff, meld } from '../fixtures/rummy/build.ts';

afterAll(() => closeRenderPool());

const NAMES = ['Annabelle', 'Benedikt'];

function session(locale?: string): RummySession {
  const options = rummy.optionsSchema.parse({});
  return {
    game: 'rummy',
    guildId: 'g',
    parentChannelId: 'c',
    seats: NAMES.map((name, n) => ({ id: String(n + 1), name })),
    options,
    state: rummy.setup(options, 2, 7),
    createdAt: 0,
    lastMoveAt: 0,
    status: 'active',
    ...(locale ? { locale } : {}),
  } as RummySession;
}

/** `s` after greedy moves until `stop` says so (or 2,000 moves). */
function playOn(s: RummySession, stop: (state: RummyGameState) => boolean): RummySession {
  for (let n = 0; n < 2000 && !stop(s.state) && !s.state.finished; n++) {
    const seat = s.state.current.toMove;
    const result = rummy.apply(s.state, seat, rummyMove('greedy', viewFor(s.state, seat), n));
    if (!result.ok) throw new Error(result.reason);
    s.state = result.state;
  }
  return s;
}

const id = (action: string, args: readonly (string | number)[] = []) => ['rummy', action, 't', 1, ...args].join(':');
const draw0 = (s: RummySession, locale: string) => ({ session: s, locale, version: 1, theme: THEMES.classic, id });
const labels = (board: { components: unknown[] }) =>
  controlsOf({ components: board.components.map((r) => (r as { toJSON(): unknown }).toJSON()) } as never).map(
    (c) => (c as { label?: string; placeholder?: string }).label ?? (c as { placeholder?: string }).placeholder,
  );

describe('a Rummy turn said in words', () => {
  const notes: Note[] = [
    { seat: 0, what: 'drewStock' },
    { seat: 0, what: 'melded', vars: { cards: '7♠ 7♥ 7♦', meld: 1 } },
    { seat: 0, what: 'discarded', vars: { card: 'K♣' } },
    { seat: 1, what: 'tookDiscard', vars: { card: 'K♣' } },
  ];
  const name = (n: number) => NAMES[n] ?? '';

  it('in English as before, in German and in Japanese', () => {
    expect(sayNotes('en-US', name, notes)).toBe(
      'Annabelle drew from the stock, melded 7♠ 7♥ 7♦ (meld 1) and discarded the K♣. Benedikt took the K♣ from the discard pile.',
    );
    expect(sayNotes('de', name, notes)).toBe(
      'Annabelle zog vom Talon, legte 7♠ 7♥ 7♦ aus (Kombination 1) und warf K♣ ab. Benedikt nahm K♣ vom Ablagestapel.',
    );
    expect(sayNotes('ja', name, notes)).toBe(
      'Annabelle：山札から引いた、7♠ 7♥ 7♦をメルドした（メルド1）、K♣を捨てた。 Benedikt：捨て札からK♣を取った。',
    );
  });

  it('keeps the English of a note stored before notes had codes', () => {
    expect(sayNotes('de', name, [{ seat: 1, says: 'drew from the stock' }])).toBe('Benedikt drew from the stock.');
  });
});

describe("a German game's public posts", () => {
  it('board text, alt text, narration and status are German; the status follows its reader', async () => {
    const s = playOn(session('de'), (st) => st.lastTurn.length > 0);
    const board = await rummy.board(draw0(s, 'de'));
    expect(board.content).toMatch(/^\*\*Rommé\*\* · Runde 1 · bis 100\n/);
    expect(board.content).toMatch(/Letzter Zug: Annabelle (zog vom Talon|nahm .+ vom Ablagestapel)/);
    expect(board.content).toMatch(/<@2>, du bist dran: vom Talon ziehen oder .+ nehmen\. Öffne \*\*Deine Hand\*\*\./);
    const alt = board.files[0]?.description ?? '';
    expect(alt).toMatch(/^Rommé · Runde 1 · bis 100\. Benedikt ist dran: vom Talon ziehen/);
    expect(alt).toContain('Talon');
    expect(alt).toMatch(/Benedikt \(Geber\): \d+ Karten, 0 Punkte, muss ziehen\./);
    expect(rummy.statusLine(s, 0, 'ja')).toBe('ラミー、ディール1 · あなた0点、トップ0点 · Benediktの番');
    expect(rummy.narrate(s, [{ type: 'drew', seat: 1, from: 'stock' }] as never)).toBe('Benedikt zog vom Talon.');
    expect(rummy.describe({ target: 100, hints: true } as never, 'de')).toBe('**Rommé** (bis 100, Tipps erlaubt)');
  });

  it('a round summary and the result are German', async () => {
    const s = playOn(session('de'), (st) => st.history.length > 0);
    const summary = await rummy.roundSummary(s, 0, THEMES.classic);
    expect(summary.content).toMatch(/^\*\*Runde 1: /);
    expect(summary.content).toMatch(/\nStand: Annabelle \d+ · Benedikt \d+$/);
    expect(summary.files[0]?.description).toMatch(/^Runde 1: .*Augen, (gewinnt|zahlt) \d+, gesamt \d+/);
    s.state = { ...s.state, finished: true, winners: [1], scores: [20, 120] };
    expect(rummy.resultLine(s)).toBe('🏆 Benedikt gewinnt das Spiel mit 120 Punkten.');
  });
});

describe('a private hand in its viewer’s language', () => {
  it('German and Japanese, text, controls and alt text', async () => {
    const s = session('en-US');
    s.options = { ...s.options, hints: true };
    const seat = s.state.current.toMove;
    const stock = s.state.current.stock.length;
    const top = s.state.current.discard.at(-1);
    const de = await rummy.hand?.view(draw0(s, 'de'), seat, ['s']);
    expect(de?.content).toBe(
      `**Deine Hand** · 10 Karten, nach Farbe sortiert\nDu bist dran: zieh vom Talon (${stock} Karten) oder nimm ${top}.`,
    );
    expect(labels(de as never)).toEqual(['Nach Wert sortieren', 'Vom Talon ziehen', `${top} nehmen`, 'Tipp']);
    expect(de?.files[0]?.description).toMatch(/^Deine Hand: /);
    const ja = await rummy.hand?.view(draw0(s, 'ja'), seat, ['r']);
    expect(ja?.content).toBe(
      `**手札** · 10枚、ランク順\nあなたの番です：山札（${stock}枚）から引くか、${top}を取ってください。`,
    );
    expect(labels(ja as never)).toEqual(['スート順に並べる', '山札から引く', `${top}を取る`, 'ヒント']);
    expect(ja?.files[0]?.description).toMatch(/^あなたの手札：/);
    // The other seat's hand says whose turn it is.
    const other = await rummy.hand?.view(draw0(s, 'ja'), 1 - seat, ['s']);
    expect(other?.content.split('\n')[1]).toBe(`${NAMES[seat]}の番です。`);
  });
});

describe('hints with their reasons', () => {
  const view = (over: Partial<RummyView>): RummyView =>
    ({
      seat: 0,
      hand: ['5♦', '6♦', 'K♣', '2♠'],
      handSizes: [4, 4],
      melds: [],
      discardTop: '7♦',
      discardSize: 3,
      discard: ['3♣', '9♥', '7♦'],
      known: [[], []],
      hasLaid: [false, false],
      laidThisTurn: false,
      stockSize: 30,
      stock: null,
      toMove: 0,
      phase: 'draw',
      takenFromDiscard: null,
      dealer: 1,
      stockTurns: 0,
      stockRunOuts: 0,
      scores: [0, 0],
      handNumber: 0,
      ...over,
    }) as RummyView;

  it('say the move and why, in English, German and Japanese', () => {
    const take = { type: 'draw', from: 'discard' } as const;
    expect(rummyHintText(view({}), take)).toBe('Take the 7♦ from the discard pile: it completes 5♦ 6♦ 7♦.');
    expect(rummyHintText(view({}), take, 'de')).toBe('Nimm 7♦ vom Ablagestapel: damit ist 5♦ 6♦ 7♦ komplett.');
    expect(rummyHintText(view({}), take, 'ja')).toBe('捨て札の7♦を取りましょう：5♦ 6♦ 7♦が完成します。');
    const out = view({ hand: ['5♦', '6♦', '7♦'], phase: 'play', discardTop: null });
    const lay = { type: 'meld', cards: ['5♦', '6♦', '7♦'] } as never;
    expect(rummyHintText(out, lay, 'de')).toBe('Leg 5♦ 6♦ 7♦ aus: damit machst du Hand-Rommé, alle zahlen doppelt.');
    expect(rummyHintText(out, lay, 'ja')).toBe('5♦ 6♦ 7♦を出しましょう：ラミーで上がりなので、全員が2倍払いです。');
  });
});

describe("the engine's refusals, by code and values", () => {
  const start = hand({ hands: ['7S 8S 9S 2C 10S', 'KD KC 4H'], stock: '2D 3D 4D', discard: '10S' });
  const said = (locale: string, rejection: ReturnType<typeof checkMove>) =>
    rejection.ok ? 'ok' : say(locale, refusalOf('rummy', rejection) as Text);

  it('in German and Japanese, cards and meld numbers as the table shows them', () => {
    expect(said('de', checkMove(start, 0, discard('2C')))).toBe(
      'Zieh zuerst eine Karte, vom Talon oder vom Ablagestapel.',
    );
    expect(said('ja', checkMove(start, 1, draw('stock')))).toBe('あなたの番ではありません。');
    const melded = { ...start, phase: 'play' as const, melds: [['7♠', '8♠', '9♠']] } as typeof start;
    expect(said('de', checkMove(melded, 0, layoff('KD', 0)))).toBe('K♦ ist nicht auf deiner Hand.');
    expect(said('de', checkMove(melded, 0, layoff('2C', 0)))).toBe('2♣ passt nicht an Kombination 1 (7♠ 8♠ 9♠).');
    expect(said('ja', checkMove(melded, 0, layoff('2C', 0)))).toBe('2♣はメルド1（7♠ 8♠ 9♠）に付けられません。');
    expect(said('en-US', checkMove(melded, 0, meld('2C 10S 7S')))).toMatch(/^2♣ 10♠ 7♠ is not a meld: /);
  });

  it("a hand's control refused in the clicker's language", () => {
    const s = session();
    const other = 1 - s.state.current.toMove;
    const step = rummy.hand?.step(s, other, ['ds', 's'], []);
    expect(step && 'refuse' in step && say('ja', step.refuse as Text)).toBe('あなたの番ではありません。');
    const bad = rummy.hand?.step(s, other, ['zz'], []);
    expect(bad && 'refuse' in bad && say('de', bad.refuse as Text)).toBe(
      'Dieses Bedienelement gehört nicht zu dieser Hand.',
    );
  });
});
