/**
 * A Threedom player's private hand: their three cards (a picture) and, on their turn, the controls
 * of one turn in the same private message, in as few taps as a phone allows while keeping a preview
 * before the move: the pile to take from (a 3 × 3 grid like the board's), then the card and the pile
 * to play it on together (one button each pair: 3 cards × the 8 other piles, 24 buttons), then what
 * the turn would claim and **Play it**: four taps from the board, three once the hand is open. The
 * take is chosen first only because the pairs then fit Discord's 25 buttons (27 would not); the move
 * itself is played in the rules' order (play, then take) and the preview says it that way.
 * Drafts are positions (`t7`, `c1`, `o4`), never card names: control ids appear in logs.
 * Each step offers only controls that lead on (the pile taken from cannot be played on); to change
 * one's mind before the end, **Start over**, or **Your hand** on the board again. When hints are on,
 * a 💡 **Hint** button sits under the controls where a row is free (src/games/threedom/hint.ts).
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { SuitedCard } from '../../cards/card.ts';
import { type Text, t } from '../../i18n/index.ts';
import { hintsAllowed } from '../../session/hints.ts';
import type { Board, HandModule, Rows, Session } from '../../session/types.ts';
import { playerOf, pointsOf, setsOnGrid, toMove } from './engine/index.ts';
import type { Seat, ThreedomMove } from './engine/types.ts';
import { nameOf } from './pictures.ts';
import { renderThreedomHand } from './render/pooled.ts';
import type { ThreedomGameState, ThreedomOptions, ThreedomSession } from './schema.ts';
import { lineName, pileName } from './words.ts';

const NOT_A_CONTROL: Text = { key: 'threedom.hand.notAControl' };

/** Where each pile sits, as an arrow from the centre: short enough for five buttons to a row on a phone. */
export const PILE_ARROWS: readonly string[] = ['↖', '↑', '↗', '←', '•', '→', '↙', '↓', '↘'];

export interface Draft {
  take: number;
  card?: number;
  on?: number;
  ok: boolean;
}

/** Reads a draft (`t7`, then `c1` with `o4`, then `ok`, in that order) or says what is wrong with it
 *  (a catalog text: it answers whoever pressed, in their language). */
export function readDraft(args: readonly string[], handSize: number): Draft | Text {
  const [tk, c, o, ok, ...rest] = args;
  const take = /^t(\d+)$/.exec(tk ?? '');
  if (!take || rest.length > 0) return NOT_A_CONTROL;
  if (Number(take[1]) > 8) return { key: 'threedom.hand.noPileTake', vars: { pile: take[1] ?? '' } };
  const draft: Draft = { take: Number(take[1]), ok: false };
  if (c === undefined) return draft;
  const card = /^c(\d)$/.exec(c);
  const on = /^o(\d+)$/.exec(o ?? '');
  if (!card || !on) return NOT_A_CONTROL;
  if (Number(card[1]) >= handSize) return { key: 'threedom.hand.noCard' };
  if (Number(on[1]) > 8) return { key: 'threedom.hand.noPileOn', vars: { pile: on[1] ?? '' } };
  draft.card = Number(card[1]);
  draft.on = Number(on[1]);
  if (draft.on === draft.take) return { key: 'threedom.hand.samePile' };
  if (ok === undefined) return draft;
  if (ok !== 'ok') return NOT_A_CONTROL;
  return { ...draft, ok: true };
}

const argsOf = (d: Draft) => [
  `t${d.take}`,
  ...(d.card === undefined || d.on === undefined ? [] : [`c${d.card}`, `o${d.on}`]),
];

/**
 * What a turn would claim, from what the player can see: the played card covers its pile; the
 * taken pile's next card is face down, so lines through it are left out (and said to be unknown).
 */
export function preview(state: ThreedomGameState, move: ThreedomMove) {
  const piles = state.match.current.piles.map((p) => p.slice());
  piles[move.on]?.push(move.play);
  const took = piles[move.take]?.pop();
  const hidden = (piles[move.take]?.length ?? 0) > 0;
  piles[move.take] = [];
  const lines = setsOnGrid(piles);
  const pileSet = [...new Set(lines.flatMap((l) => l.piles))].sort((a, b) => a - b);
  const cards = pileSet.map((p) => piles[p]?.at(-1) as SuitedCard);
  return { took, lines, cards, points: pointsOf(cards), hidden };
}

const row = () => new ActionRowBuilder<MessageActionRowComponentBuilder>();

/** The pile to take from: the grid as the board shows it, each pile with its top card. */
function takeRows(state: ThreedomGameState, make: (pile: number) => string, locale: string): Rows {
  const piles = state.match.current.piles;
  return [0, 1, 2].map((r) =>
    row().addComponents(
      [0, 1, 2].map((c) => {
        const pile = r * 3 + c;
        return new ButtonBuilder()
          .setCustomId(make(pile))
          .setLabel(
            t(locale, 'threedom.hand.pileLabel', {
              pile: pileName(locale, pile),
              top: piles[pile]?.at(-1) ?? t(locale, 'threedom.pic.empty'),
            }),
          )
          .setStyle(ButtonStyle.Secondary);
      }),
    ),
  );
}

/** Each card's buttons in their own colour, so the pairs read by card at a glance. */
const CARD_STYLES = [ButtonStyle.Primary, ButtonStyle.Success, ButtonStyle.Secondary] as const;

/** A card and the pile to play it on, in one tap: every card × every pile but the one taken from. */
function pairRows(
  hand: readonly SuitedCard[],
  take: number,
  make: (card: number, pile: number) => string,
): ButtonBuilder[] {
  return hand.flatMap((card, k) =>
    [0, 1, 2, 3, 4, 5, 6, 7, 8]
      .filter((pile) => pile !== take)
      .map((pile) =>
        new ButtonBuilder()
          .setCustomId(make(k, pile))
          .setLabel(`${card} ${PILE_ARROWS[pile]}`)
          .setStyle(CARD_STYLES[k] ?? ButtonStyle.Secondary),
      ),
  );
}

const inRows = (buttons: ButtonBuilder[]): Rows => {
  const rows: Rows = [];
  for (let k = 0; k < buttons.length; k += 5) rows.push(row().addComponents(buttons.slice(k, k + 5)));
  return rows;
};

export const threedomHand: HandModule<ThreedomGameState, ThreedomMove, ThreedomOptions> = {
  async view({ session, theme, id, locale }, seat, draftArgs) {
    const s = session as ThreedomSession;
    const match = s.state.match;
    const hand = match.current.hands[playerOf(match, seat as Seat)];
    const mover = toMove(match);
    const parsed = readDraft(draftArgs, hand.length);
    const draft = draftArgs.length > 0 && !('key' in parsed) ? parsed : null;
    const pile = (n: number) => pileName(locale, n);
    let caption: string;
    let components: Rows = [];
    // Where a 💡 Hint fits under the controls (the pairs' step fills all five rows).
    let hintRoom = true;
    const startOver = () =>
      new ButtonBuilder()
        .setCustomId(id('step', ['reset']))
        .setLabel(t(locale, 'threedom.hand.startOverLabel'))
        .setStyle(ButtonStyle.Secondary);
    if (mover !== seat) {
      caption =
        mover === null
          ? t(locale, 'threedom.hand.over')
          : t(locale, 'threedom.hand.theirTurn', { name: nameOf(s, mover) });
    } else if (!draft) {
      caption = t(locale, 'threedom.hand.takeWhich');
      components = takeRows(s.state, (p) => id('step', [`t${p}`]), locale);
    } else if (draft.card === undefined || draft.on === undefined) {
      const top = match.current.piles[draft.take]?.at(-1) ?? t(locale, 'threedom.hand.nothing');
      caption = t(locale, 'threedom.hand.youTake', { card: top, pile: pile(draft.take) });
      caption += `\n${t(locale, 'threedom.hand.buttons')}`;
      components = inRows([
        ...pairRows(hand, draft.take, (k, p) => id('step', [...argsOf(draft), `c${k}`, `o${p}`])),
        startOver(),
      ]);
      hintRoom = components.length < 5;
    } else {
      const card = hand[draft.card] as SuitedCard;
      const p = preview(s.state, { type: 'turn', play: card, on: draft.on, take: draft.take });
      const lines = p.lines
        .map((l) => t(locale, 'threedom.theLine', { line: lineName(locale, l.line), cards: l.cards.join(' ') }))
        .join(t(locale, 'threedom.and'));
      const claims =
        p.lines.length === 0
          ? t(locale, 'threedom.hand.claimsNothing')
          : t(locale, 'threedom.hand.claims', { lines, points: p.points });
      const unknown = p.hidden ? t(locale, 'threedom.hand.faceDown', { pile: pile(draft.take) }) : '';
      caption = t(locale, 'threedom.hand.preview', {
        card,
        on: pile(draft.on),
        took: p.took ?? '',
        from: pile(draft.take),
      });
      caption += `\n${claims}${unknown}.`;
      components = [
        row().addComponents(
          new ButtonBuilder()
            .setCustomId(id('step', [...argsOf(draft), 'ok']))
            .setLabel(t(locale, 'threedom.hand.playLabel'))
            .setStyle(ButtonStyle.Success),
          startOver(),
        ),
      ];
    }
    // The 💡 Hint (hint.ts) sits with the controls of the turn, when hints are on.
    if (components.length > 0 && hintRoom && hintsAllowed(s as Session))
      components.push(
        row().addComponents(
          new ButtonBuilder()
            .setCustomId(id('hint'))
            .setLabel(t(locale, 'threedom.hand.hintLabel'))
            .setEmoji('💡')
            .setStyle(ButtonStyle.Secondary),
        ),
      );
    const png = await renderThreedomHand(
      { cards: hand, picked: draft?.card ?? null, caption: caption.split('\n')[0] ?? '', locale },
      theme,
    );
    const intermediate = draft && draft.card === undefined ? `\n${t(locale, 'threedom.hand.changed')}` : '';
    const cards = hand.join(' ');
    const board: Board = {
      content: `${t(locale, 'threedom.hand.yourCards', { cards })}\n${caption}${intermediate}`,
      files: [
        new AttachmentBuilder(png, {
          name: 'hand.png',
          description: t(locale, 'threedom.alt.handAlt', { cards, caption }),
        }),
      ],
      components,
    };
    return board;
  },

  step(session, seat, args) {
    const match = session.state.match;
    if (toMove(match) !== seat) return { refuse: { key: 'threedom.hand.notYourTurn' } };
    if (args.length === 1 && args[0] === 'reset') return { draft: [] };
    const hand = match.current.hands[playerOf(match, seat as Seat)];
    const draft = readDraft(args, hand.length);
    if ('key' in draft) return { refuse: draft };
    if (!draft.ok) return { draft: argsOf(draft) };
    if (draft.on === undefined || draft.card === undefined) return { refuse: NOT_A_CONTROL };
    return { move: { type: 'turn', play: hand[draft.card] as SuitedCard, on: draft.on, take: draft.take } };
  },

  secret(state) {
    const round = state.match.current;
    const shown = new Set<string>(state.shown);
    return [...round.hands.p1, ...round.hands.p2].filter((c) => !shown.has(c)).concat(round.drawPile);
  },
};
