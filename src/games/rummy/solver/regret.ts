/**
 * Rummy search variants judged decision by decision, in minutes where a win rate takes an hour.
 *
 * A win rate over 2,000 games tells two points apart at best; one changed move changes the rest of a
 * game, so even paired games differ by several points. Here the level plays whole games against a
 * yardstick, and at each of its decisions with more than one candidate every variant chooses a move
 * for the same view and seed. Where they choose differently, a judge that sees the other hands (the
 * stock still dealt at random; the same search with the other hands as known cards, many deals,
 * every candidate kept) scores each variant's move; a variant's gain is its move's score less the
 * level's, summed over those decisions, with the standard error of the mean difference. The scores
 * are the search's own utility (the chance of winning the game at two seats; at more, the chance of
 * reaching the target first, or the points), so a gain here is a ranking of variants, not a
 * predicted win rate: it assumes every seat plays the playout policy after the move. At two seats its
 * choice (256 deals) held up over 2,000 games; at four seats two variants it liked did not (./README.md,
 * "Four seats over 2,000 games"), so there a change is chosen by its win rate. Only the judge sees
 * hidden cards, and no level uses this.
 *
 *   npx tsx src/games/rummy/solver/regret.ts --against expert --seats 2 --seed 11 --games 12 \
 *     --variants '{"d256":{"determinisations":256}}'
 *
 * `--variants` are budget fields laid over `STRONG_BUDGET` (over its `many` at three seats or more);
 * the level itself is always the first row.
 */
import { deriveSeed } from '../../../cards/random.ts';
import { applyMove, setup, viewFor } from '../engine/index.ts';
import type { RummyMove, RummyView } from '../engine/types.ts';
import { moveSalt, rummyMove, viewLegalMoves } from './player.ts';
import { candidates, READING, type SearchBudget, STRONG_BUDGET, searchMove, searchMoves } from './search.ts';

/** Deals the judge plays every candidate on. */
const JUDGE_DEALS = 1024;

export interface RegretRow {
  name: string;
  /** Sum over the judged decisions of (this variant's move's score − the level's). */
  gain: number;
  /** The mean of that difference per judged decision, and its standard error. */
  mean: number;
  se: number;
  /** CPU ms per decision looked at. */
  cpuMs: number;
}

export interface Regret {
  /** Decisions of the level with more than one candidate. */
  decisions: number;
  /** Those where some variant chose another move than the level. */
  differ: number;
  /** Those where every variant's move was among the judge's candidates. */
  judged: number;
  rows: RegretRow[];
}

/** A variant's budget: its fields over `STRONG_BUDGET`, over its `many` at three seats or more. */
export function variantBudget(seats: number, fields: Partial<SearchBudget>): SearchBudget {
  const withReading = fields.reading ? { ...fields, reading: { ...READING, ...fields.reading } } : fields;
  if (seats <= 2) return { ...STRONG_BUDGET, ...withReading };
  return { ...STRONG_BUDGET, many: { ...(STRONG_BUDGET.many as Omit<SearchBudget, 'many'>), ...withReading } };
}

/** The judge: the level's search at the table's size, every candidate on every deal, nothing read. */
function judgeBudget(seats: number): SearchBudget {
  const base = seats > 2 ? (STRONG_BUDGET.many as SearchBudget) : { ...STRONG_BUDGET, many: undefined };
  return { ...base, determinisations: JUDGE_DEALS, stages: undefined, reading: undefined, infer: undefined, z: 0 };
}

const same = (a: RummyMove, b: RummyMove) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `games` games of the level (`strong`) against `against` (seats and first player rotated, as
 * `measureGames` plays them), every variant asked at each of the level's decisions.
 */
export function measureRegret(opts: {
  against: string;
  seats: number;
  seed: number;
  games: number;
  variants: Record<string, Partial<SearchBudget>>;
  /** Hands a game (default: games to 100 points). */
  hands?: number;
}): Regret {
  const { against, seats, seed } = opts;
  const names = ['level', ...Object.keys(opts.variants)];
  const budgets = [STRONG_BUDGET, ...Object.values(opts.variants).map((v) => variantBudget(seats, v))];
  const judge = judgeBudget(seats);
  const cpu = names.map(() => 0);
  const diffs: number[][] = names.map(() => []);
  let decisions = 0;
  let differ = 0;
  for (let g = 0; g < opts.games; g++) {
    const gameSeed = deriveSeed(seed, Math.floor(g / seats));
    const focus = g % seats;
    let state = setup({ players: seats, hands: opts.hands }, gameSeed);
    for (let n = 0; !state.finished; n++) {
      const seat = state.current.toMove;
      const view = viewFor(state, seat);
      const moveSeed = deriveSeed(gameSeed, n);
      const legal = viewLegalMoves(view);
      let move: RummyMove;
      if (seat !== focus || legal.length < 2 || candidates(view, legal, STRONG_BUDGET).length < 2)
        move = rummyMove(seat === focus ? 'strong' : against, view, moveSeed);
      else {
        decisions++;
        // The seed rummyMove gives the search, so the level's row is the move the level plays.
        const salt = moveSalt(view, moveSeed);
        const moves = budgets.map((budget, i) => {
          const before = process.cpuUsage();
          const m = searchMove(view, legal, salt, budget);
          const used = process.cpuUsage(before);
          cpu[i] = (cpu[i] as number) + (used.user + used.system) / 1000;
          return m;
        });
        if (moves.some((m) => !same(m, moves[0] as RummyMove))) {
          differ++;
          const open: RummyView = {
            ...view,
            known: view.known.map((cards, p) => (p === seat ? cards : (state.current.hands[p] ?? []).slice())),
            plays: undefined,
          };
          const scored = searchMoves(open, legal, deriveSeed(salt, 99), judge);
          const scores = moves.map((m) => scored.find((s) => same(s.move, m))?.value);
          if (scores.every((v) => v !== undefined))
            for (const [i, v] of scores.entries()) diffs[i]?.push((v as number) - (scores[0] as number));
        }
        move = moves[0] as RummyMove;
      }
      const result = applyMove(state, seat, move);
      if (!result.ok) throw new Error(`${seat === focus ? 'strong' : against} chose an illegal move: ${result.reason}`);
      state = result.state;
    }
  }
  const rows = names.map((name, i) => {
    const d = diffs[i] as number[];
    const gain = d.reduce((a, b) => a + b, 0);
    const mean = gain / Math.max(1, d.length);
    const variance = d.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, d.length - 1);
    return {
      name,
      gain,
      mean,
      se: Math.sqrt(variance / Math.max(1, d.length)),
      cpuMs: (cpu[i] as number) / Math.max(1, decisions),
    };
  });
  return { decisions, differ, judged: diffs[0]?.length ?? 0, rows };
}

function arg(name: string, fallback: string): string {
  const k = process.argv.indexOf(`--${name}`);
  return k >= 0 ? (process.argv[k + 1] ?? fallback) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seats = Number(arg('seats', '2'));
  const result = measureRegret({
    against: arg('against', 'expert'),
    seats,
    seed: Number(arg('seed', '11')),
    games: Number(arg('games', '12')),
    variants: JSON.parse(arg('variants', '{}')) as Record<string, Partial<SearchBudget>>,
  });
  console.log(`decisions ${result.decisions}, differ ${result.differ}, judged ${result.judged}`);
  console.log('| variant | gain (sum) | mean ± se per judged decision | CPU ms a decision |\n|---|---|---|---|');
  for (const r of result.rows)
    console.log(
      `| ${r.name} | ${r.gain.toFixed(3)} | ${r.mean.toFixed(5)} ± ${r.se.toFixed(5)} | ${r.cpuMs.toFixed(2)} |`,
    );
}
