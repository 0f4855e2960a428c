/**
 * Colour themes for card images. A theme is plain data, so a player's or a
 * server's choice can be stored as its name and looked up with `themeNamed`.
 * Every colour is flat (no gradients or noise): flat areas keep PNGs small and
 * fast to encode.
 */
import type { Suit } from '../cards/card.ts';

export interface Theme {
  name: ThemeName;
  /** Table felt behind everything. */
  background: string;
  /** Panels drawn on the felt (players' hands, header). */
  panel: string;
  /** The panel of the player to act. */
  panelActive: string;
  text: string;
  textMuted: string;
  /** Turn marker, the top card's frame and the take badges. */
  accent: string;
  accentText: string;
  cardFace: string;
  cardEdge: string;
  /** An empty slot in a hand grid (a card not taken). */
  slot: string;
  slotText: string;
  /** Suit colours on a white card face. */
  suits: Readonly<Record<Suit, string>>;
  /** Suit colours for symbols drawn on the felt, in text. */
  suitsOnFelt: Readonly<Record<Suit, string>>;
  joker: string;
  /** Highlights: a set (same rank) and a sequence (same suit) in the hand grids. */
  set: string;
  sequence: string;
  /** Fullpack's third factor, the longest run of ranks in any suits. */
  run: string;
  misere: string;
}

export type ThemeName = 'classic' | 'fourColour';

const base = {
  background: '#17533f',
  panel: '#0f3f2f',
  panelActive: '#245f4a',
  text: '#f4f1e8',
  textMuted: '#a9c7b8',
  accent: '#ffc940',
  accentText: '#2a1d00',
  cardFace: '#fffdf8',
  cardEdge: '#0b2e22',
  slot: '#1d5a46',
  slotText: '#4f8a74',
  joker: '#7b3fb3',
  set: '#ffb020',
  sequence: '#3fd0e8',
  run: '#ff7ab8',
  misere: '#ff8a65',
};

export const THEMES: Readonly<Record<ThemeName, Theme>> = {
  classic: {
    name: 'classic',
    ...base,
    suits: { '♠': '#1c1c24', '♥': '#d0202e', '♦': '#d0202e', '♣': '#1c1c24' },
    suitsOnFelt: {
      '♠': '#f4f1e8',
      '♥': '#ff7b7b',
      '♦': '#ff7b7b',
      '♣': '#f4f1e8',
    },
  },
  /** The four-colour deck for colour-blind players: ♦ blue and ♣ green, as in many online card rooms. */
  fourColour: {
    name: 'fourColour',
    ...base,
    suits: { '♠': '#1c1c24', '♥': '#d0202e', '♦': '#1f5fd6', '♣': '#1d8a3a' },
    suitsOnFelt: {
      '♠': '#f4f1e8',
      '♥': '#ff7b7b',
      '♦': '#7fb2ff',
      '♣': '#7ee08f',
    },
  },
};

export const DEFAULT_THEME: Theme = THEMES.classic;

/** The theme of a stored name; unknown names fall back to the default, so old records still render. */
export function themeNamed(name: string | null | undefined): Theme {
  return name !== null && name !== undefined && name in THEMES ? THEMES[name as ThemeName] : DEFAULT_THEME;
}
