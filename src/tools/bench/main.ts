/**
 * `npm run --silent bench -- --json` prints one JSON object of named figures;
 * without `--json`, a readable table. Each area of the project adds one entry
 * to BENCHES (one import, one line): a function returning its named figures.
 * `--only NAME` runs the benches whose name contains NAME (none matching is a
 * usage error, status 2). A bench that fails is reported on stderr and the
 * others still run; the figures measured are printed whatever failed, and the
 * status is then 1. A bench marked `onlyOnRequest` (compete-bot, scale and ai: minutes; scale needs Redis/PostgreSQL) runs
 * only when `--only` names it; `--size N` sets its size.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { benchAi } from './ai.ts';
import { benchCompete } from './compete.ts';
import { benchCompeteBot } from './compete-bot.ts';
import { benchI18n } from './i18n.ts';
import { benchMixed } from './mixed.ts';
import { benchMoveLatency } from './move-latency.ts';
import { benchRender } from './render.ts';
import { benchRummy } from './rummy.ts';
import { benchRummyLatency } from './rummy-latency.ts';
import { benchScale } from './scale.ts';
import { benchSolver } from './solver.ts';
import { benchStoreUpdate } from './store.ts';
import { benchTaps } from './taps.ts';
import { benchThreedomMoves, benchThreedomRender } from './threedom.ts';
import { benchThroughput } from './throughput.ts';

export interface BenchArgs {
  size?: number;
}

export interface Bench {
  name: string;
  run: (args: BenchArgs) => Promise<Record<string, number>>;
  /** Runs only when `--only` names it. */
  onlyOnRequest?: boolean;
}

export const BENCHES: Bench[] = [
  { name: 'render', run: async () => ({ ...(await benchRender()), ...(await benchThreedomRender()) }) },
  { name: 'solver', run: benchSolver },
  { name: 'rummy', run: benchRummy },
  { name: 'rummy-latency', run: () => benchRummyLatency() },
  { name: 'store', run: async () => ({ ...(await benchStoreUpdate()) }) },
  { name: 'move-latency', run: async () => ({ ...(await benchMoveLatency()), ...(await benchThreedomMoves()) }) },
  { name: 'throughput', run: () => benchThroughput() },
  { name: 'mixed', run: () => benchMixed() },
  { name: 'taps', run: () => benchTaps() },
  { name: 'i18n', run: () => benchI18n() },
  { name: 'compete', run: () => benchCompete() },
  { name: 'compete-bot', run: () => benchCompeteBot(), onlyOnRequest: true },
  { name: 'scale', run: (args) => benchScale(args), onlyOnRequest: true },
  { name: 'ai', run: () => benchAi(), onlyOnRequest: true },
];

const usage = (benches: readonly Bench[]) => `Usage: npm run --silent bench -- [--json] [--only NAME] [--size N]

Runs the benchmarks and prints their figures: a table, or with --json one JSON
object on stdout (anything else goes to stderr). --only NAME runs the benches
whose name contains NAME: ${benches.map((b) => b.name).join(', ')} (compete-bot, scale and ai run only when named;
--size N sets its number of games and players, default 100000).
Status: 0, or 1 if a bench failed (the others' figures are still printed), 2 for a usage error.
`;

export interface BenchIO {
  out(text: string): void;
  err(text: string): void;
}

export async function runBenches(argv: string[], io: BenchIO, benches: readonly Bench[] = BENCHES): Promise<number> {
  let values: { json?: boolean; only?: string; help?: boolean; size?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        json: { type: 'boolean', default: false },
        only: { type: 'string' },
        size: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    io.err(`bench: ${(error as Error).message}\n\n${usage(benches)}`);
    return 2;
  }
  if (values.help) {
    io.out(usage(benches));
    return 0;
  }
  const size = values.size === undefined ? undefined : Number(values.size);
  if (size !== undefined && !(Number.isSafeInteger(size) && size >= 10)) {
    io.err(`bench: --size must be a whole number >= 10, not ${values.size}\n`);
    return 2;
  }
  const chosen = benches.filter((b) => (values.only === undefined ? !b.onlyOnRequest : b.name.includes(values.only)));
  if (chosen.length === 0) {
    io.err(`bench: no bench matches --only ${values.only}; the benches are ${benches.map((b) => b.name).join(', ')}\n`);
    return 2;
  }
  const figures: Record<string, number> = {};
  const failed: string[] = [];
  for (const bench of chosen) {
    try {
      Object.assign(figures, await bench.run(size === undefined ? {} : { size }));
    } catch (error) {
      failed.push(bench.name);
      io.err(`bench: ${bench.name} failed: ${(error as Error)?.stack ?? String(error)}\n`);
    }
  }
  if (values.json) io.out(`${JSON.stringify(figures)}\n`);
  else {
    const width = Math.max(0, ...Object.keys(figures).map((key) => key.length));
    io.out(
      Object.entries(figures)
        .map(([key, value]) => `${key.padEnd(width)}  ${value}\n`)
        .join(''),
    );
  }
  if (failed.length > 0)
    io.err(
      `bench: ${failed.length} of ${chosen.length} failed (${failed.join(', ')}); the figures above are from the others\n`,
    );
  return failed.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  // With --json, stdout carries the one JSON object only: anything a bench prints goes to stderr.
  const write = process.stdout.write.bind(process.stdout);
  const json = process.argv.includes('--json');
  if (json) process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  process.exitCode = await runBenches(process.argv.slice(2), {
    out: (text) => write(text),
    err: (text) => process.stderr.write(text),
  });
}
