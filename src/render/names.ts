/**
 * Player names as the images can draw them. Only the bundled font is used (so
 * images match on every host), and it covers Latin, Greek and Cyrillic but not
 * CJK or emoji, which would come out as empty boxes. Such characters are left
 * out of the picture (the alt text keeps the full name); a name left empty
 * becomes its seat ("Dealer").
 */
import type { Seat } from '../engine/abstrac/types.ts';
import type { AbstracRenderModel } from './abstracModel.ts';

/** Code point ranges the bundled Inter font draws (a conservative subset of its coverage). */
const DRAWABLE: readonly [number, number][] = [
  [0x0020, 0x007e], // ASCII
  [0x00a0, 0x024f], // Latin-1, Latin Extended-A and -B
  [0x0300, 0x036f], // combining accents left after NFC
  [0x0370, 0x03ff], // Greek
  [0x0400, 0x04ff], // Cyrillic
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese etc.)
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x20a0, 0x20bf], // currency signs
];

function drawable(codePoint: number): boolean {
  return DRAWABLE.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** `name` reduced to what the bundled font draws; the seat's name when nothing is left. */
export function drawableName(name: string, seat: Seat): string {
  const kept = [...name.normalize('NFC')].filter((char) => drawable(char.codePointAt(0) ?? 0)).join('');
  const clean = kept.replace(/\s+/g, ' ').trim();
  return clean === '' ? (seat === 'dealer' ? 'Dealer' : 'Nondealer') : clean;
}

/** The model with every name made drawable (the renderers call this first). */
export function withDrawableNames(model: AbstracRenderModel): AbstracRenderModel {
  const { nondealer, dealer } = model.players;
  return {
    ...model,
    players: {
      nondealer: { ...nondealer, name: drawableName(nondealer.name, 'nondealer') },
      dealer: { ...dealer, name: drawableName(dealer.name, 'dealer') },
    },
  };
}

/** A name cut to `max` characters with an ellipsis, for sentences that must keep their numbers in view. */
export function shortName(name: string, max = 16): string {
  const chars = [...name];
  return chars.length <= max
    ? name
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
