/** `deal --variant V [--seed N]`: a fresh shuffled layout, printed as a record ready to play or replay. */
import { parseArgs } from 'node:util';
import { newSeed } from '../cards/random.ts';
import { newDeal, VARIANTS, type Variant } from '../games/abstrac/engine/index.ts';
import { dealRecord } from '../games/abstrac/engine/record.ts';
import { type Command, parseOr, usageError } from './command.ts';

const help = `Usage: npm run --silent cli -- deal [--variant V] [--seed N]

Prints a freshly shuffled Abstrac layout as a game record (one JSON line) with
no "first" and no takes yet: add who plays first and the takes, then "replay" it.
The same variant and seed always give the same layout. Without --seed a random
seed is used and written to standard error, so the deal can be repeated.

Options:
  --variant V  classic (default), suits, unlimited or fullpack
  --seed N     a 32-bit integer
  -h, --help   show this help

Example:
  npm run --silent cli -- deal --variant suits --seed 42
`;

export const deal: Command = {
  name: 'deal',
  summary: 'print a freshly shuffled layout as a record (--variant, --seed)',
  help,
  async run(args, io) {
    const parsed = parseOr(io, 'deal', () =>
      parseArgs({
        args,
        options: {
          help: { type: 'boolean', short: 'h' },
          variant: { type: 'string', default: 'classic' },
          seed: { type: 'string' },
        },
      }),
    );
    if (typeof parsed === 'number') return parsed;
    const { values } = parsed;
    if (values.help) {
      io.out(help);
      return 0;
    }
    const variant = values.variant as Variant;
    if (!VARIANTS.includes(variant)) {
      return usageError(io, 'deal', `unknown variant "${values.variant}" (${VARIANTS.join(', ')})`);
    }
    let seed: number;
    if (values.seed === undefined) {
      seed = newSeed();
      io.err(`seed ${seed}\n`);
    } else {
      seed = Number(values.seed);
      if (!/^-?\d+$/.test(values.seed) || seed < -(2 ** 31) || seed >= 2 ** 32) {
        return usageError(io, 'deal', `--seed must be a 32-bit integer, not "${values.seed}"`);
      }
    }
    io.out(`${JSON.stringify(dealRecord(newDeal(variant, seed)))}\n`);
    return 0;
  },
};
