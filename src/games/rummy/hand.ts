/**
 * A Rummy player's private hand: the cards as a picture, sorted by suit or by rank (the first step
 * of every draft, `s` or `r`, kept through the turn), and the controls of the phase: draw from the
 * stock or take the discard (the sort is remembered per person, ./prefs.ts); then lay down a meld or lay off a card, chosen from what the hand
 * allows (the engine's legal moves, so nothing is typed), as often as the player likes; then discard,
 * one tap on the card's button (a turn that only draws and discards is three taps from the board).
 * On the player's turn, when hints are allowed, a 💡 Hint button gives the strong level's next step.
 * Every choice travels as an index into the hand or into the legal moves of this version, never as
 * a card name; each move keeps the same private message open at the new version.
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
  StringSelectMenuBuilder,
} from 'discord.js';
import { RANKS, rankOf, SUITS, type SuitedCard, suitOf } from '../../cards/card.ts';
import { type Text, t } from '../../i18n/index.ts';
import { hintsAllowed } from '../../session/hints.ts';
import { refusalOf } from '../../session/language.ts';
import type { Board, ControlId, HandModule, Session } from '../../session/types.ts';
import { checkMove, handLegalMoves, type RummyMove } from './engine/index.ts';
import { nameOf, type RummySession } from './pictures.ts';
import { firstDraft, remember } from './prefs.ts';
import { renderRummyHand } from './render/pooled.ts';
import type { RummyGameState, RummyOptions } from './schema.ts';

type Sort = 's' | 'r';
const row = () => new ActionRowBuilder<MessageActionRowComponentBuilder>();
const sortOf = (draft: readonly (string | undefined)[]): Sort => (draft[0] === 'r' ? 'r' : 's');

/** Positions in the stored hand, in the order shown. */
export function displayOrder(hand: readonly SuitedCard[], sort: Sort): number[] {
  const suit = (c: SuitedCard) => SUITS.indexOf(suitOf(c));
  const rank = (c: SuitedCard) => RANKS.indexOf(rankOf(c));
  return hand
    .map((_, k) => k)
    .sort((a, b) => {
      const x = hand[a] as SuitedCard;
      const y = hand[b] as SuitedCard;
      return sort === 's' ? suit(x) - suit(y) || rank(x) - rank(y) : rank(x) - rank(y) || suit(x) - suit(y);
    });
}

/** The melds and the lay-offs the seat may make now, in the engine's order (their indexes are the controls' values). */
export function choices(state: RummyGameState, seat: number) {
  const legal = handLegalMoves(state.current, seat);
  return {
    melds: legal.filter((m): m is Extract<RummyMove, { type: 'meld' }> => m.type === 'meld').slice(0, 25),
    layoffs: legal.filter((m): m is Extract<RummyMove, { type: 'layoff' }> => m.type === 'layoff').slice(0, 25),
  };
}

async function view(
  draw: Parameters<HandModule<RummyGameState, RummyMove, RummyOptions>['view']>[0],
  seat: number,
  draft: readonly string[],
): Promise<Board> {
  const { session, theme, id, locale } = draw;
  const s = session.state;
  const hand = s.current.hands[seat] ?? [];
  const sort = sortOf(draft);
  const order = displayOrder(hand, sort);
  const taken = s.current.takenFromDiscard;
  const yours = !s.finished && s.current.toMove === seat;
  const lines = [t(locale, sort === 's' ? 'rummy.hand.headSuit' : 'rummy.hand.headRank', { count: hand.length })];
  const rows = [
    row().addComponents(
      new ButtonBuilder()
        .setCustomId(id('step', ['o', sort === 's' ? 'r' : 's']))
        .setLabel(t(locale, sort === 's' ? 'rummy.hand.sortRankLabel' : 'rummy.hand.sortSuitLabel'))
        .setStyle(ButtonStyle.Secondary),
    ),
  ];
  if (!yours) {
    lines.push(t(locale, 'rummy.hand.theirTurn', { name: nameOf(session as RummySession, s.current.toMove, locale) }));
  } else if (s.current.phase === 'draw') {
    const top = s.current.discard.at(-1);
    const stock = s.current.stock.length;
    lines.push(
      top
        ? t(locale, 'rummy.hand.drawOrTake', { count: stock, card: top })
        : t(locale, 'rummy.hand.draw', { count: stock }),
    );
    const buttons = [
      new ButtonBuilder()
        .setCustomId(id('step', ['ds', sort]))
        .setLabel(t(locale, 'rummy.hand.drawLabel'))
        .setStyle(ButtonStyle.Primary),
    ];
    if (top)
      buttons.push(
        new ButtonBuilder()
          .setCustomId(id('step', ['dd', sort]))
          .setLabel(t(locale, 'rummy.hand.takeLabel', { card: top }))
          .setStyle(ButtonStyle.Primary),
      );
    rows[0]?.addComponents(buttons);
  } else {
    lines.push(t(locale, 'rummy.hand.play'));
    if (taken) lines.push(t(locale, 'rummy.hand.taken', { card: taken }));
    const { melds, layoffs } = choices(s, seat);
    if (melds.length > 0)
      rows.push(
        row().addComponents(
          new StringSelectMenuBuilder()
            .setCustomId(id('step', ['m', sort]))
            .setPlaceholder(t(locale, 'rummy.hand.meldPlaceholder', { count: melds.length }))
            .addOptions(melds.map((m, k) => ({ label: m.cards.join(' '), value: String(k) }))),
        ),
      );
    if (layoffs.length > 0)
      rows.push(
        row().addComponents(
          new StringSelectMenuBuilder()
            .setCustomId(id('step', ['l', sort]))
            .setPlaceholder(t(locale, 'rummy.hand.layoffPlaceholder', { count: layoffs.length }))
            .addOptions(
              layoffs.map((m, k) => ({
                label: t(locale, 'rummy.hand.layoffLabel', { card: m.card, meld: m.meld + 1 }),
                description: (s.current.melds[m.meld] ?? []).join(' ').slice(0, 100),
                value: String(k),
              })),
            ),
        ),
      );
    // One tap per discard: a button per card (in the order shown), the sort and the hint after them,
    // in the rows the menus leave; a hand too big for them (never at two to six players' deals) gets a menu.
    const discardable = order.filter((k) => hand[k] !== taken);
    const sortButton = rows.shift()?.components ?? [];
    const extra = [...sortButton, ...(hintsAllowed(session as Session) ? [hintButton(id, locale)] : [])];
    const buttons = [
      ...discardable.map((k) =>
        new ButtonBuilder()
          .setCustomId(id('step', ['x', sort, String(k)]))
          .setLabel(String(hand[k]))
          .setStyle(ButtonStyle.Secondary),
      ),
      ...extra,
    ];
    if (Math.ceil(buttons.length / 5) <= 5 - rows.length) {
      for (let k = 0; k < buttons.length; k += 5) rows.push(row().addComponents(buttons.slice(k, k + 5)));
    } else {
      rows.push(
        row().addComponents(
          new StringSelectMenuBuilder()
            .setCustomId(id('step', ['x', sort]))
            .setPlaceholder(t(locale, 'rummy.hand.discardPlaceholder'))
            .addOptions(discardable.map((k) => ({ label: String(hand[k]), value: String(k) }))),
        ),
        row().addComponents(extra),
      );
    }
    // The discard phase's rows are whole: its sort and hint are placed above.
    return finish(rows);
  }
  if (yours && hintsAllowed(session as Session)) {
    // Its own row, last: never mistaken for a move.
    rows.push(row().addComponents(hintButton(id, locale)));
  }
  return finish(rows);

  async function finish(components: typeof rows): Promise<Board> {
    const png = await renderRummyHand(
      order.map((k) => hand[k] as SuitedCard),
      theme,
      yours ? taken : null,
      locale,
    );
    return {
      content: lines.join('\n'),
      files: [
        new AttachmentBuilder(png, {
          name: 'hand.png',
          description: t(locale, 'rummy.hand.handAlt', { cards: order.map((k) => hand[k]).join(' ') }),
        }),
      ],
      components,
    };
  }
}

const hintButton = (id: ControlId, locale: string) =>
  new ButtonBuilder()
    .setCustomId(id('hint'))
    .setLabel(t(locale, 'rummy.hand.hintLabel'))
    .setEmoji('💡')
    .setStyle(ButtonStyle.Secondary);

const index = (value: string | undefined, size: number): number | null =>
  value !== undefined && /^\d{1,2}$/.test(value) && Number(value) < size ? Number(value) : null;

function step(
  session: { state: RummyGameState },
  seat: number,
  args: readonly string[],
  values: readonly string[],
): { draft: string[] } | { move: RummyMove; next: string[] } | { refuse: string | Text } {
  const [what, sortArg, at] = args;
  const bad = { refuse: { key: 'rummy.hand.badControl' } as Text };
  // A discard's card is its button's third argument, or the menu's value.
  const picked = what === 'x' && args.length === 3 ? at : values[0];
  if (args.length !== (what === 'x' && at !== undefined ? 3 : 2) || (sortArg !== 's' && sortArg !== 'r')) return bad;
  if (what === 'o') return { draft: [sortArg] };
  const s = session.state;
  if (s.finished || s.current.toMove !== seat) return { refuse: { key: 'rummy.refuse.rummy/not-your-turn' } };
  let move: RummyMove | undefined;
  if (what === 'ds' || what === 'dd') move = { type: 'draw', from: what === 'ds' ? 'stock' : 'discard' };
  const { melds, layoffs } = what === 'm' || what === 'l' ? choices(s, seat) : { melds: [], layoffs: [] };
  if (what === 'm') move = melds[index(values[0], melds.length) ?? -1];
  if (what === 'l') move = layoffs[index(values[0], layoffs.length) ?? -1];
  if (what === 'x') {
    const hand = s.current.hands[seat] ?? [];
    const k = index(picked, hand.length);
    move = k === null ? undefined : { type: 'discard', card: hand[k] as SuitedCard };
  }
  if (!move) return bad;
  const check = checkMove(s.current, seat, move);
  if (!check.ok) return { refuse: refusalOf('rummy', check) };
  return { move, next: [sortArg] };
}

/** Hands and the stock, less every card already shown in public this game. */
function secret(state: RummyGameState): string[] {
  if (state.finished || state.current.finished) return [];
  const shown = new Set<string>(state.shown);
  return [...state.current.hands.flat(), ...state.current.stock].filter((c) => !shown.has(c));
}

export const rummyHand: HandModule<RummyGameState, RummyMove, RummyOptions> = {
  view,
  step,
  secret,
  firstDraft,
  remember,
};
