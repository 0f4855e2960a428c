/**
 * Player names as the images draw them: in any script (see fonts.ts for the
 * fonts), cleaned of what would draw as nothing or as boxes, and shortened only
 * by the width they are given (`fitNames`, with an ellipsis), never by a count
 * of characters. A name left empty becomes its seat ("Dealer").
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { hasGlyph } from './fonts.ts';

/** The two seats a two-player picture names (shared drawing code names no game, so spelled out here). */
type Seat = 'nondealer' | 'dealer';

/** Any picture model with two named seats (a two-seat game's render model is one). */
interface TwoSeatModel {
  players: { nondealer: { name: string }; dealer: { name: string } };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The user-perceived characters of `text` (an emoji with its modifiers and joiners is one). */
export function graphemesOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/** Control characters and bidi overrides/isolates (a name must not reorder the sentence around it). */
const STRIP = /[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f]/gu;

/**
 * `name` as drawn: NFC, no control or bidi-override characters, spaces collapsed,
 * and no character that no font here has; the seat's name when nothing is left.
 */
export function drawableName(name: string, seat: Seat): string {
  const kept = [...name.normalize('NFC').replace(STRIP, ' ')]
    .filter((char) => /\s/u.test(char) || hasGlyph(char.codePointAt(0) ?? 0))
    .join('');
  const clean = kept.replace(/\s+/gu, ' ').trim();
  return clean === '' ? (seat === 'dealer' ? 'Dealer' : 'Nondealer') : clean;
}

/** The model with every name made drawable (the renderers call this first). */
export function withDrawableNames<M extends TwoSeatModel>(model: M): M {
  const { nondealer, dealer } = model.players;
  return {
    ...model,
    players: {
      nondealer: { ...nondealer, name: drawableName(nondealer.name, 'nondealer') },
      dealer: { ...dealer, name: drawableName(dealer.name, 'dealer') },
    },
  };
}

/**
 * The sentence `build(names)` fitted to `maxWidth` in the context's current font,
 * by shortening the longest name by one character at a time (with an ellipsis),
 * so the words and numbers around the names always stay whole.
 */
export function fitNames(
  ctx: SKRSContext2D,
  names: readonly string[],
  build: (names: string[]) => string,
  maxWidth: number,
): string {
  const parts = names.map(graphemesOf);
  const cut = parts.map(() => false);
  const current = () => parts.map((p, i) => (cut[i] ? `${p.join('').trimEnd()}…` : p.join('')));
  let sentence = build(current());
  while (ctx.measureText(sentence).width > maxWidth) {
    let longest = -1;
    for (let i = 0; i < parts.length; i++) {
      if ((parts[i]?.length ?? 0) > 1 && (longest < 0 || (parts[i]?.length ?? 0) > (parts[longest]?.length ?? 0))) {
        longest = i;
      }
    }
    if (longest < 0) break; // every name is down to one character: the sentence is as short as it gets
    parts[longest]?.pop();
    cut[longest] = true;
    sentence = build(current());
  }
  return sentence;
}
