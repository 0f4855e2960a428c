/**
 * `npm run backup -- <dest.sqlite>`: a consistent copy of the SQLite store, safe while the bot runs
 * (see sqlite-backup.ts). Exit 0 with one line naming the file; 1 with one line saying what failed;
 * 2 for a usage error.
 */
import './require-node.ts';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { backupSqlite } from './sqlite-backup.ts';
import { configuredSqlitePath } from './store-path.ts';

const USAGE = `usage: npm run backup -- <dest.sqlite> [--from <store.sqlite>]
  Copies the bot's SQLite store (STORE_URL, default data/bot.sqlite) into <dest.sqlite>, a new file,
  while the bot keeps running. Restore it with: npm run restore -- <dest.sqlite>`;

export async function backupMain(argv: string[], out = console.log, err = console.error): Promise<number> {
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
  const [dest, ...extra] = args.positionals;
  if (!dest || extra.length > 0) {
    err(`${dest ? 'one destination only' : 'no destination given'}\n${USAGE}`);
    return 2;
  }
  try {
    const source = args.values.from ?? configuredSqlitePath();
    const r = await backupSqlite(source, dest);
    out(`Backed up ${source} to ${r.dest} (${r.bytes} bytes, ${Math.round(r.ms)} ms)`);
    return 0;
  } catch (e) {
    err(`Backup failed: ${(e as Error).message}`);
    return 1;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  backupMain(process.argv.slice(2)).then((code) => process.exit(code));
}
