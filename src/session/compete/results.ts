/**
 * A finished game's result in its competition, counted once: keyed by the game's thread, written
 * into its table's entry only while that entry has no result, in one compare-and-set of the
 * tournament record. Called by finish.ts for every finished game (one read for a game that is in no
 * competition). Once the round is over, the tournament is due now: the scheduler pairs the next.
 */
import type { Store } from '../../store/index.ts';
import { setDue } from '../store.ts';
import { competitions, roundOver } from './records.ts';

class Gone extends Error {}

export async function recordCompetitionResult(
  store: Store,
  threadId: string,
  places: readonly number[],
  now: number,
): Promise<void> {
  const { games, tournaments } = competitions(store);
  const at = (await games.get(threadId))?.value;
  if (!at) return;
  const doc = await tournaments
    .update(at.tournamentId, (cur) => {
      if (!cur) throw new Gone();
      const t = cur.value;
      const k = t.games.findIndex((g) => g.round === at.round && g.table === at.table);
      const game = t.games[k];
      if (!game || game.places !== null) return t;
      const next = [...t.games];
      next[k] = { ...game, threadId: game.threadId ?? threadId, places: [...places] };
      return { ...t, games: next };
    })
    .catch((err) => {
      // A tournament deleted by hand leaves its games to finish as any game does.
      if (err instanceof Gone) return null;
      throw err;
    });
  if (doc && doc.value.status === 'running' && roundOver(doc.value))
    await setDue(store, 't', at.guildId, at.tournamentId, now);
}
