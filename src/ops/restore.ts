/**
 * `npm run restore -- <backup.sqlite> [--to <store.sqlite>] [--replace]`: puts a backup made by
 * `npm run backup` in place of the SQLite store (STORE_URL by default). Stop the bot first. An
 * existing store is replaced only with --replace. Exit 0 / 1 (failed, one line) / 2 (usage).
 */
import './require-node.ts';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { restoreSqlite } from './sqlite-backup.ts';
import { configuredSqlitePath } from './store-path.ts';

const USAGE = `usage: npm run restore -- <backup.sqlite> [--to <store.sqlite>] [--replace]
  Stop the bot first. Writes the backup into the bot's SQLite store (STORE_URL, default
  data/bot.sqlite, or --to); an existing store with data is only replaced with --replace.`;

export async function restoreMain(argv: string[], out = console.log, err = console.error): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (e) {
    err(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.values.help) {
    out(USAGE);
    return 0;
  }
  const [backup, ...extra] = args.positionals;
  if (!backup || extra.length > 0) {
    err(`${backup ? 'one backup file only' : 'no backup file given'}\n${USAGE}`);
    return 2;
  }
  try {
    const target = args.values.to ?? configuredSqlitePath();
    if (existsSync(target) && statSync(target).size > 0 && !args.values.replace) {
      err(`${target} already holds a store: stop the bot, then run again with --replace to overwrite it`);
      return 1;
    }
    await restoreSqlite(backup, target);
    out(`Restored ${backup} into ${target}`);
    return 0;
  } catch (e) {
    err(`Restore failed: ${(e as Error).message}`);
    return 1;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      replace: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  restoreMain(process.argv.slice(2)).then((code) => process.exit(code));
}
