/**
 * `npm run --silent bench -- --json` prints one JSON object of named figures;
 * without `--json`, a readable table. Each area of the project adds one entry
 * to BENCHES (one import, one line): a function returning its named figures.
 * `--only NAME` runs the benches whose name contains NAME. A bench marked `onlyOnRequest` (scale:
 * minutes, and Redis/PostgreSQL) runs only when `--only` names it; `--size N` sets its size.
 */
import { parseArgs } from 'node:util';
import { benchStoreUpdate } from '../store/bench.ts';
import { benchMoveLatency } from './move-latency.ts';
import { benchRender } from './render.ts';
import { benchScale } from './scale.ts';
import { benchSolver } from './solver.ts';
import { benchThroughput } from './throughput.ts';

interface BenchArgs {
  size?: number;
}

const BENCHES: {
  name: string;
  run: (args: BenchArgs) => Promise<Record<string, number>>;
  onlyOnRequest?: boolean;
}[] = [
  { name: 'render', run: benchRender },
  { name: 'solver', run: benchSolver },
  { name: 'store', run: async () => ({ ...(await benchStoreUpdate()) }) },
  { name: 'move-latency', run: () => benchMoveLatency() },
  { name: 'throughput', run: () => benchThroughput() },
  { name: 'scale', run: (args) => benchScale(args), onlyOnRequest: true },
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      only: { type: 'string' },
      size: { type: 'string' },
    },
  });
  const size = values.size === undefined ? undefined : Number(values.size);
  if (size !== undefined && !(Number.isSafeInteger(size) && size >= 10))
    throw new Error(`--size must be a whole number >= 10: ${values.size}`);
  const figures: Record<string, number> = {};
  // With --json, stdout carries the one JSON object only: anything a bench prints goes to stderr.
  const write = process.stdout.write.bind(process.stdout);
  if (values.json) process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  for (const bench of BENCHES) {
    if (values.only === undefined ? bench.onlyOnRequest : !bench.name.includes(values.only)) continue;
    Object.assign(figures, await bench.run(size === undefined ? {} : { size }));
  }
  if (values.json) {
    write(`${JSON.stringify(figures)}\n`);
    return;
  }
  const width = Math.max(...Object.keys(figures).map((key) => key.length));
  for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(width)}  ${value}`);
}

await main();
