/**
 * `npm run --silent bench -- --json` prints one JSON object of named figures;
 * without `--json`, a readable table. Each area of the project adds one entry
 * to BENCHES (one import, one line): a function returning its named figures.
 * `--only NAME` runs the benches whose name contains NAME.
 */
import { parseArgs } from 'node:util';
import { benchStoreUpdate } from '../store/bench.ts';
import { benchMoveLatency } from './move-latency.ts';
import { benchRender } from './render.ts';
import { benchRummy } from './rummy.ts';
import { benchRummyLatency } from './rummy-latency.ts';
import { benchSolver } from './solver.ts';

const BENCHES: { name: string; run: () => Promise<Record<string, number>> }[] = [
  { name: 'render', run: benchRender },
  { name: 'solver', run: benchSolver },
  { name: 'rummy', run: benchRummy },
  { name: 'rummy-latency', run: () => benchRummyLatency() },
  { name: 'store', run: async () => ({ ...(await benchStoreUpdate()) }) },
  { name: 'move-latency', run: () => benchMoveLatency() },
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      only: { type: 'string' },
    },
  });
  const figures: Record<string, number> = {};
  // With --json, stdout carries the one JSON object only: anything a bench prints goes to stderr.
  const write = process.stdout.write.bind(process.stdout);
  if (values.json) process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  for (const bench of BENCHES) {
    if (values.only !== undefined && !bench.name.includes(values.only)) continue;
    Object.assign(figures, await bench.run());
  }
  if (values.json) {
    write(`${JSON.stringify(figures)}\n`);
    return;
  }
  const width = Math.max(...Object.keys(figures).map((key) => key.length));
  for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(width)}  ${value}`);
}

await main();
