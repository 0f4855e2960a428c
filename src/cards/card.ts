/**
 * The card model shared by every game: one canonical string per card, in the
 * symbol form of docs/rules.md (`A♠`, `10♦`, `Joker`). Strings keep game state plain
 * JSON and readable in records, logs and tests.
 */

export const SUITS = ['♠', '♥', '♦', '♣'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks low to high with the Ace low; games that play the Ace high say so. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export const JOKER = 'Joker' as const;
export type SuitedCard = `${Rank}${Suit}`;
export type Card = SuitedCard | typeof JOKER;

export const SUIT_LETTERS: Readonly<Record<Suit, string>> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };
export const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  '♠': 'spades',
  '♥': 'hearts',
  '♦': 'diamonds',
  '♣': 'clubs',
};

const SUIT_BY_INPUT: Readonly<Record<string, Suit>> = {
  '♠': '♠',
  '♥': '♥',
  '♦': '♦',
  '♣': '♣',
  // Emoji/text presentation variants that phones and editors produce.
  '♤': '♠',
  '♡': '♥',
  '♢': '♦',
  '♧': '♣',
  S: '♠',
  H: '♥',
  D: '♦',
  C: '♣',
};

const RANK_BY_INPUT: Readonly<Record<string, Rank>> = {
  A: 'A',
  '1': 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
  '10': '10',
  '9': '9',
  '8': '8',
  '7': '7',
  '6': '6',
  '5': '5',
  '4': '4',
  '3': '3',
  '2': '2',
};

/**
 * Parses one card in any accepted notation (`10♦`, `TD`, `10d`, `qh`, `Joker`),
 * returning the canonical symbol form, or `undefined` for anything else.
 */
export function parseCard(text: string): Card | undefined {
  const raw = text.trim().replace(/\uFE0F|\uFE0E/g, '');
  if (raw.toLowerCase() === 'joker') return JOKER;
  if (raw.length < 2) return undefined;
  const suit = SUIT_BY_INPUT[raw.slice(-1).toUpperCase()];
  const rank = RANK_BY_INPUT[raw.slice(0, -1).toUpperCase()];
  if (suit === undefined || rank === undefined) return undefined;
  return `${rank}${suit}`;
}

export function isJoker(card: Card): card is typeof JOKER {
  return card === JOKER;
}

export function rankOf(card: SuitedCard): Rank {
  return card.slice(0, -1) as Rank;
}

export function suitOf(card: SuitedCard): Suit {
  return card.slice(-1) as Suit;
}

/** 1 for the Ace up to 13 for the King. */
export function rankNumber(rank: Rank): number {
  return RANKS.indexOf(rank) + 1;
}

/** The card in letter form (`TD`, `AS`), for file names and custom ids. */
export function cardLetters(card: Card): string {
  if (card === JOKER) return 'JK';
  const rank = rankOf(card);
  return `${rank === '10' ? 'T' : rank}${SUIT_LETTERS[suitOf(card)]}`;
}

export function makeCard(rank: Rank, suit: Suit): SuitedCard {
  return `${rank}${suit}`;
}

/** The 52-card pack in a fixed order: suits ♠ ♥ ♦ ♣, each Ace to King. */
export function standardPack(): SuitedCard[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => makeCard(rank, suit)));
}

/** A pack of the given ranks in every suit, in `standardPack` order. */
export function packOfRanks(ranks: readonly Rank[]): SuitedCard[] {
  return standardPack().filter((card) => ranks.includes(rankOf(card)));
}

export type ParsedCards = { ok: true; cards: Card[] } | { ok: false; reason: string };

/**
 * Parses a list of cards, checking notation and duplicates; `allowed`, when
 * given, restricts the cards to one pack and names the pack in the reason.
 */
export function parseCardList(
  items: readonly unknown[],
  allowed?: { cards: readonly Card[]; packName: string },
): ParsedCards {
  const seen = new Set<Card>();
  const cards: Card[] = [];
  for (const item of items) {
    if (typeof item !== 'string') return { ok: false, reason: `${JSON.stringify(item)} is not a card` };
    const card = parseCard(item);
    if (card === undefined) return { ok: false, reason: `"${item}" is not a card` };
    if (seen.has(card)) return { ok: false, reason: `${card} appears twice` };
    if (allowed !== undefined && !allowed.cards.includes(card)) {
      return { ok: false, reason: `${card} is not in the ${allowed.packName}` };
    }
    seen.add(card);
    cards.push(card);
  }
  return { ok: true, cards };
}
