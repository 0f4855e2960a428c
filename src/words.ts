/**
 * English counts said right ("1 card", "2 cards", "1 or 2 cards"), shared by the text, the alt text
 * and the pictures so that one rule says a count everywhere. A noun's plural is its singular plus
 * "s" unless given.
 */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** "1 card", "1 or 2 cards", "1 to 5 cards": a choice from `min` up to `max`. */
export function upTo(min: number, max: number, noun: string, plural = `${noun}s`): string {
  if (max <= min) return count(min, noun, plural);
  return `${min} ${max === min + 1 ? 'or' : 'to'} ${max} ${plural}`;
}
