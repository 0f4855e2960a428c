/**
 * The SQLite file of the configured store, for the backup and restore scripts: STORE_URL from the
 * environment or `.env` (as `npm start` reads it), resolved as src/bot/config.ts resolves it. These
 * scripts need no Discord token, so they do not go through the bot's full configuration.
 */
import { existsSync } from 'node:fs';
import { resolveStoreUrl } from '../bot/config.ts';
import { sqlitePathOf } from './sqlite-backup.ts';

export function configuredSqlitePath(env: NodeJS.ProcessEnv = process.env, envFile: string | null = '.env'): string {
  if (envFile && existsSync(envFile)) process.loadEnvFile(envFile);
  const url = resolveStoreUrl(env.STORE_URL);
  const path = sqlitePathOf(url);
  if (!path) {
    const kind = url.split(':')[0];
    throw new Error(
      kind === 'memory'
        ? 'STORE_URL is memory://: it keeps nothing on disk (everything is lost on restart), so there is nothing to back up'
        : `STORE_URL is ${kind}: back it up with its own tools (redis-cli --rdb, pg_dump); this script copies SQLite stores`,
    );
  }
  return path;
}
