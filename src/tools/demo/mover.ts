/**
 * Who a board asks to move, as a player reads it: the person it pings, or, when the board follows
 * that person's own click (the bot does not ping whoever is looking at it already), the one it
 * names at the start of a line ("<@id>, your turn…"). Shared by the demo's players, the benches'
 * and the tests'.
 */
import type { StoredMessage } from '../standin/index.ts';

export function boardMoverId(m: Pick<StoredMessage, 'allowedMentions' | 'text'>): string | undefined {
  const pinged = (m.allowedMentions as { users?: string[] } | null)?.users?.[0];
  return pinged ?? /(?:^|\n)<@(\d+)>/.exec(m.text)?.[1];
}
