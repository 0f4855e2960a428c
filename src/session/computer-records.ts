/**
 * Per guild, game and person: their results against each level of the computer (kept out of the
 * ratings), and the ids of the last COUNTED_KEPT games counted, written in the same update as the
 * counts, so that counting a game again (a retry after a failure half-way) is a no-op.
 */
import { z } from 'zod';
import type { Store } from '../store/index.ts';
import { SOURCE_LOCALE, t } from '../i18n/index.ts';
import { levelName } from './language.ts';

export const ComputerRecord = z.object({
  name: z.string(),
  levels: z.record(
    z.string(),
    z.object({ games: z.number().int(), wins: z.number().int(), losses: z.number().int(), points: z.number() }),
  ),
  counted: z.array(z.string()).default([]),
});
export type ComputerRecord = z.infer<typeof ComputerRecord>;

const COUNTED_KEPT = 20;

export const computerRecords = (store: Store) => store.collection('computer-records', ComputerRecord);
export const computerKey = (guildId: string, game: string, userId: string) => `${guildId}:${game}:${userId}`;

/** Counts game `matchId` for `person` against the computer at `level`, once. */
export async function recordComputerResult(
  store: Store,
  r: {
    matchId: string;
    guildId: string;
    game: string;
    level: string;
    person: { id: string; name: string };
    won: boolean;
    points: number;
  },
): Promise<ComputerRecord> {
  const doc = await computerRecords(store).update(computerKey(r.guildId, r.game, r.person.id), (cur) => {
    const counted = cur?.value.counted ?? [];
    if (cur && counted.includes(r.matchId)) return cur.value;
    const before = cur?.value.levels[r.level] ?? { games: 0, wins: 0, losses: 0, points: 0 };
    return {
      name: r.person.name,
      levels: {
        ...cur?.value.levels,
        [r.level]: {
          games: before.games + 1,
          wins: before.wins + (r.won ? 1 : 0),
          losses: before.losses + (r.won ? 0 : 1),
          points: before.points + r.points,
        },
      },
      counted: [...counted, r.matchId].slice(-COUNTED_KEPT),
    };
  });
  return doc.value;
}

/** "vs computer (strong): 3 played, 2 W / 1 L · 1520 pts", one line per level played, in `locale`. */
export async function computerStats(
  store: Store,
  guildId: string,
  game: string,
  userId: string,
  locale: string = SOURCE_LOCALE,
): Promise<string[]> {
  return (await statsByLevel(store, guildId, game, userId, locale)).map(([, line]) => line);
}

async function statsByLevel(store: Store, guildId: string, game: string, userId: string, locale: string) {
  const doc = await computerRecords(store).get(computerKey(guildId, game, userId));
  return Object.entries(doc?.value.levels ?? {}).map(
    ([level, r]) =>
      [
        level,
        t(locale, 'session.computer.record', {
          level: levelName(level, locale),
          games: r.games,
          wins: r.wins,
          losses: r.losses,
          points: r.points,
        }),
      ] as const,
  );
}

export async function computerRecordLine(
  store: Store,
  guildId: string,
  game: string,
  userId: string,
  level: string,
  locale: string = SOURCE_LOCALE,
): Promise<string | null> {
  return (await statsByLevel(store, guildId, game, userId, locale)).find(([l]) => l === level)?.[1] ?? null;
}
