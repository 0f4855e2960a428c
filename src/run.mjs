/**
 * Runs a TypeScript entry of this project without a TypeScript loader:
 * `node [flags] src/run.mjs src/main.ts [args…]`. `npm start`, the container, the systemd unit, the
 * shard processes and the throughput bench's bot start the bot this way.
 *
 * The entry and everything it imports from this project are bundled into one ES module
 * (src/bundle.mjs), written to a private temporary directory and imported; packages load from
 * node_modules as usual. The file stays while the process runs, so that a stack trace's lines can
 * be read there (each module's code follows a comment naming its source file), and is removed
 * when it exits. Under `node --import tsx` a bot process also carried tsx's module-hooks thread (a
 * V8 isolate of its own) and resolved every `require` through tsx's hook: loaded this way, the
 * bot's modules take 146 MB of RSS against 189, and after the throughput bench's 10,000 moves the
 * bot 268 MB against 289 (docs/operations.md, Memory). For the entry, `process.argv[1]` is its own path, as
 * when node runs a file.
 */
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleModule } from './bundle.mjs';

const given = process.argv[2];
if (!given) {
  console.error('usage: node src/run.mjs <entry.ts> [arguments…]');
  process.exit(2);
}
const entry = realpathSync(resolve(given));
const code = await bundleModule(pathToFileURL(entry));
let file;
try {
  const dir = mkdtempSync(join(tmpdir(), 'cardbot-run-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  file = join(dir, 'bundle.mjs');
  writeFileSync(file, code, { mode: 0o600 });
} catch (err) {
  console.error(`Could not write the bundled bot to ${tmpdir()} (${err.message}): set TMPDIR to a writable directory.`);
  process.exit(1);
}
process.argv.splice(1, 2, entry);
await import(pathToFileURL(file).href);
