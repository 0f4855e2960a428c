/**
 * A Threedom player's private hand: their three cards (a picture) and, on their turn, the controls
 * of one turn a step at a time, in the same private message: the card (by its position in the
 * hand), the pile to play it on, the pile to take from, then what the turn would claim and Play it.
 * Drafts are positions (`c1`, `o4`, `t7`), never card names: control ids appear in logs.
 * Each step offers only controls that lead on (a pile cannot be taken from once played on), so a
 * turn is always four presses; to change one's mind before the end, **Start over** on the last
 * step or **Your hand** on the board again. When hints are on, a 💡 **Hint** button sits under the
 * controls of the turn (src/games/threedom/hint.ts).
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { SuitedCard } from '../../cards/card.ts';
import { PILE_NAMES, playerOf, pointsOf, setsOnGrid, toMove } from './engine/index.ts';
import type { Seat, ThreedomMove } from './engine/types.ts';
import { renderThreedomHand } from './render/pooled.ts';
import { hintsAllowed } from '../../session/hints.ts';
import type { Board, HandModule, Rows, Session } from '../../session/types.ts';
import { nameOf } from './pictures.ts';
import type { ThreedomGameState, ThreedomOptions, ThreedomSession } from './schema.ts';

const NOT_A_CONTROL = 'That control is not one of this hand: press **Your hand** on the latest board.';

export interface Draft {
  card: number;
  on?: number;
  take?: number;
  ok: boolean;
}

/** Reads a draft (`c1`, `o4`, `t7`, `ok`, in that order) or says what is wrong with it. */
export function readDraft(args: readonly string[], handSize: number): Draft | string {
  const [c, o, t, ok, ...rest] = args;
  const card = /^c(\d)$/.exec(c ?? '');
  if (!card || rest.length > 0) return NOT_A_CONTROL;
  const draft: Draft = { card: Number(card[1]), ok: false };
  if (draft.card >= handSize) return 'You have no such card.';
  for (const [arg, key, what] of [
    [o, 'on', 'to play on'],
    [t, 'take', 'to take from'],
  ] as const) {
    if (arg === undefined) return draft;
    const pile = /^[ot](\d+)$/.exec(arg);
    if (!pile || arg[0] !== key[0]) return NOT_A_CONTROL;
    if (Number(pile[1]) > 8) return `There is no pile ${pile[1]} ${what}: the grid has nine, 0 to 8.`;
    draft[key] = Number(pile[1]);
  }
  if (draft.on === draft.take) return "You can't take from the pile you just played on.";
  if (ok === undefined) return draft;
  if (ok !== 'ok') return NOT_A_CONTROL;
  return { ...draft, ok: true };
}

const argsOf = (d: Draft) => [
  `c${d.card}`,
  ...(d.on === undefined ? [] : [`o${d.on}`]),
  ...(d.take === undefined ? [] : [`t${d.take}`]),
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

function pileRows(
  state: ThreedomGameState,
  make: (pile: number) => string,
  disabled: number | undefined,
  played?: { on: number; card: SuitedCard },
): Rows {
  const piles = state.match.current.piles;
  return [0, 1, 2].map((r) =>
    row().addComponents(
      [0, 1, 2].map((c) => {
        const pile = r * 3 + c;
        const top = played?.on === pile ? played.card : (piles[pile]?.at(-1) ?? 'empty');
        return new ButtonBuilder()
          .setCustomId(make(pile))
          .setLabel(`${PILE_NAMES[pile]} · ${top}`)
          .setStyle(ButtonStyle.Secondary)
          .setDisabled(pile === disabled);
      }),
    ),
  );
}

export const threedomHand: HandModule<ThreedomGameState, ThreedomMove, ThreedomOptions> = {
  async view({ session, theme, id }, seat, draftArgs) {
    const s = session as ThreedomSession;
    const match = s.state.match;
    const hand = match.current.hands[playerOf(match, seat as Seat)];
    const mover = toMove(match);
    const parsed = readDraft(draftArgs, hand.length);
    const draft = draftArgs.length > 0 && typeof parsed !== 'string' ? parsed : null;
    let caption: string;
    let components: Rows = [];
    if (mover !== seat) {
      caption = mover === null ? 'The game is over.' : `It is ${nameOf(s, mover)}'s turn: you will be pinged.`;
    } else if (!draft) {
      caption = 'Your turn: pick the card to play.';
      components = [
        row().addComponents(
          hand.map((card, n) =>
            new ButtonBuilder()
              .setCustomId(id('step', [`c${n}`]))
              .setLabel(card)
              .setStyle(ButtonStyle.Primary),
          ),
        ),
      ];
    } else {
      const card = hand[draft.card] as SuitedCard;
      if (draft.on === undefined) {
        caption = `Play ${card} on which pile?`;
        components = pileRows(s.state, (p) => id('step', [...argsOf(draft), `o${p}`]), undefined);
      } else if (draft.take === undefined) {
        caption = `Play ${card} on ${PILE_NAMES[draft.on]}, then take from which pile?`;
        components = pileRows(s.state, (p) => id('step', [...argsOf(draft), `t${p}`]), draft.on, {
          on: draft.on,
          card,
        });
      } else {
        const p = preview(s.state, { type: 'turn', play: card, on: draft.on, take: draft.take });
        const claims =
          p.lines.length === 0
            ? 'This turn claims nothing'
            : `This turn claims ${p.lines.map((l) => `the ${l.name} (${l.cards.join(' ')})`).join(' and ')}: ${p.points} points`;
        const unknown = p.hidden
          ? ` (the card under ${PILE_NAMES[draft.take]} is face down: it may complete a line too)`
          : '';
        caption = `Play ${card} on ${PILE_NAMES[draft.on]}, take ${p.took} from ${PILE_NAMES[draft.take]}.`;
        caption += `\n${claims}${unknown}.`;
        components = [
          row().addComponents(
            new ButtonBuilder()
              .setCustomId(id('step', [...argsOf(draft), 'ok']))
              .setLabel('Play it')
              .setStyle(ButtonStyle.Success),
            new ButtonBuilder()
              .setCustomId(id('step', ['reset']))
              .setLabel('Start over')
              .setStyle(ButtonStyle.Secondary),
          ),
        ];
      }
    }
    // The 💡 Hint (hint.ts) sits with the controls of the turn, when hints are on.
    if (components.length > 0 && hintsAllowed(s as Session))
      components.push(
        row().addComponents(
          new ButtonBuilder().setCustomId(id('hint')).setLabel('Hint').setEmoji('💡').setStyle(ButtonStyle.Secondary),
        ),
      );
    const png = await renderThreedomHand(
      { cards: hand, picked: draft?.card ?? null, caption: caption.split('\n')[0] ?? '' },
      theme,
    );
    const intermediate =
      draft && draft.take === undefined
        ? '\n*Changed your mind? Press **Your hand** on the board to start again.*'
        : '';
    const board: Board = {
      content: `Your cards: ${hand.join(' ')}\n${caption}${intermediate}`,
      files: [
        new AttachmentBuilder(png, { name: 'hand.png', description: `Your hand: ${hand.join(' ')}. ${caption}` }),
      ],
      components,
    };
    return board;
  },

  step(session, seat, args) {
    const match = session.state.match;
    if (toMove(match) !== seat) return { refuse: 'It is not your turn.' };
    if (args.length === 1 && args[0] === 'reset') return { draft: [] };
    const hand = match.current.hands[playerOf(match, seat as Seat)];
    const draft = readDraft(args, hand.length);
    if (typeof draft === 'string') return { refuse: draft };
    if (!draft.ok) return { draft: argsOf(draft) };
    if (draft.on === undefined || draft.take === undefined) return { refuse: NOT_A_CONTROL };
    return { move: { type: 'turn', play: hand[draft.card] as SuitedCard, on: draft.on, take: draft.take } };
  },

  secret(state) {
    const round = state.match.current;
    const shown = new Set<string>(state.shown);
    return [...round.hands.p1, ...round.hands.p2].filter((c) => !shown.has(c)).concat(round.drawPile);
  },
};
