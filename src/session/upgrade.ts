/**
 * Store upgrades across versions of the bot's record layout, run once at start-up before the bot
 * logs in. The store keeps its layout version in `meta:schema`; a store at an older version is
 * upgraded by each game's `upgrade` step (the games' own records from before the session layer),
 * then marked current. One process upgrades: it holds `meta-lock:upgrade` (created atomically), and
 * another process starting meanwhile waits for the version to change. Every step is idempotent, so
 * an upgrade cut short by a stop simply runs again at the next start. A brand-new store is simply
 * marked current.
 */
import { z } from 'zod';
import type { Logger } from '../log.ts';
import { AlreadyExistsError, type Store } from '../store/index.ts';
import type { AnyGame } from './types.ts';

/** 1: each game's own records (before the session layer). 2: sessions, posts, invites, indexes. */
export const SCHEMA_VERSION = 2;
const LOCK_STALE_MS = 10 * 60_000;

const Meta = z.object({ version: z.number().int().min(1) });
const Lock = z.object({ at: z.number(), pid: z.number() });

export async function upgradeStore(
  store: Store,
  games: Iterable<AnyGame>,
  logger?: Logger,
): Promise<{ from: number; to: number; ran: boolean }> {
  const meta = store.collection('meta', Meta);
  const lock = store.collection('meta-lock', Lock);
  for (;;) {
    const from = (await meta.get('schema'))?.value.version ?? 1;
    if (from >= SCHEMA_VERSION) return { from, to: from, ran: false };
    try {
      await lock.create('upgrade', { at: Date.now(), pid: process.pid });
    } catch (err) {
      if (!(err instanceof AlreadyExistsError)) throw err;
      const held = await lock.get('upgrade');
      if (held && Date.now() - held.value.at > LOCK_STALE_MS) await lock.delete('upgrade');
      else await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      const started = Date.now();
      logger?.info({ from, to: SCHEMA_VERSION }, 'upgrading the store');
      for (const game of games) await game.upgrade?.(store, from, logger);
      await meta.update('schema', () => ({ version: SCHEMA_VERSION }));
      logger?.info({ from, to: SCHEMA_VERSION, ms: Date.now() - started }, 'store upgraded');
      return { from, to: SCHEMA_VERSION, ran: true };
    } finally {
      await lock.delete('upgrade').catch(() => undefined);
    }
  }
}
