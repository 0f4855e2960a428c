/**
 * Pieces every game's record parser and move validator share: how a schema
 * problem is named, how a 52-card deck is checked, and how reasons name the mover.
 */
import { z } from 'zod';
import { parseCard, parseCardList, type SuitedCard, standardPack } from '../cards/card.ts';

/** Names the first schema problem the way a person would look for it: "moves[3].on: ...". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid record';
  const path = issue.path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`));
  return path.length ? `${path.join('')}: ${issue.message}` : issue.message;
}

/** One card of the 52-card pack in any accepted notation (`Q♥`, `QH`), read as its symbol form. */
export const suitedCardSchema = z.string().transform((text, ctx): SuitedCard => {
  const card = parseCard(text);
  if (card === undefined || card === 'Joker') {
    ctx.addIssue({ code: 'custom', message: `"${text}" is not a card of the 52-card pack` });
    return z.NEVER;
  }
  return card;
});

/** Checks that `deck` is the 52-card pack, each card once, in any accepted notation. */
export function parseDeck(deck: readonly unknown[]): { ok: true; deck: SuitedCard[] } | { ok: false; reason: string } {
  const parsed = parseCardList(deck, { cards: standardPack(), packName: '52-card pack' });
  if (!parsed.ok) return { ok: false, reason: `deck: ${parsed.reason}` };
  if (parsed.cards.length !== 52) {
    return { ok: false, reason: `deck: has ${parsed.cards.length} cards; it must hold the 52 cards once each` };
  }
  return { ok: true, deck: parsed.cards as SuitedCard[] };
}

/**
 * How reasons name the mover: the Discord layer speaks to the player ("You",
 * "your hand"), records speak about them ("p1's hand", "seat 2's hand").
 * `subject` opens a sentence, so it is capitalised where English wants it.
 */
export interface Voice {
  subject: string;
  possessive: string;
}
export const SECOND_PERSON: Voice = { subject: 'You', possessive: 'your' };
export const voiceOf = (name: string): Voice => ({ subject: name, possessive: `${name}'s` });
